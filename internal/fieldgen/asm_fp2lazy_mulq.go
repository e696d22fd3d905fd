package main

import (
	"bytes"
	"fmt"
)

// The whole-Fp2 multiplication and squaring of the baseline view Prime6
// (x86-64 without BMI2 or ADX: MULQ, ADDQ and ADCQ only) with lazy
// reduction, prime_fp2lazy_mulq_amd64.s. The multiplication is
// asm_fp2lazy.go's emitFp2MulLazy — the three Karatsuba products at double
// width, then two Montgomery reductions, of x0·y0 − x1·y1 (plus p·R when
// negative) and of (x0 + x1)(y0 + y1) − x0·y0 − x1·y1 — with its two
// MULX rows replaced by the product-scanning shapes below (fp2Asm.mulq
// selects them in wideMul and redc). The squaring is
// z0 = REDC((x0 + x1)·(x0 − x1 mod p)) and z1 = REDC((2·x0)·x1), each a
// double-width product and one reduction.
//
// Why product scanning: asm_fp2.go's MULQ kernels scan operands (CIOS),
// seven instructions per word product, and at 6 limbs they lost to the
// separate product-scanning kernels of prime_kernels_amd64.s (asm.go).
// Here every word product is one column term, five instructions
// (MOVQ a, AX; MULQ b; ADDQ AX, c0; ADCQ DX, c1; ADCQ $0, c2) into a
// three-word column accumulator, in both the product and the reduction:
//
//   - wideMul (mulq): column c of x·y is Σ x_i·y_(c−i); its low word is
//     word c of the product, stored, and the two words above it carry into
//     column c + 1.
//   - redc (mulq): T + M·p for M = Σ m_i·2^(64i), column by column: for
//     c < n the column holds T_c and m_i·p_(c−i), i < c, and then the digit
//     m_c = c0·(−p⁻¹) mod 2^64 is chosen so that c0 + m_c·p_0 ≡ 0 mod 2^64
//     (the word is dropped, its carry kept); for c ≥ n it holds T_c and
//     m_i·p_(c−i), i > c − n, and its low word is word c − n of the result.
//     The digits live in the n accumulator registers of fp2Asm (acc), and
//     word j of the result takes the register of m_j, whose last column is
//     n − 1 + j, so the result ends where subP wants it. Column n·2 − 1
//     has no product; its carry out is zero (below).
//
// Bounds are asm_fp2lazy.go's, for p < 2^(64n − 1) (the views test it):
// every factor is below 2p < R = 2^(64n), so each product fits 2n words;
// every T reduced is in [0, p·R) (the Karatsuba cross term is below 2p²,
// x0·y0 − x1·y1 is made non-negative by adding p·R, and the squaring's
// products are below 2p·p); so (T + M·p)/R < p + p = 2p < R: word n of the
// reduction's accumulator is zero at the end, and one masked subtraction of
// p (subP) makes the result canonical. A column never exceeds three words:
// at most n products below 2^128, one word of T and a carry below 2^(128+4)
// for n ≤ 6.
//
// Straight-line code; the only memory operands are the argument pointers,
// the frame and p, at constant offsets.

// colAcc is the three-word column accumulator of the MULQ product
// scanning: BX, CX and one more register outside the operand pointers.
type colAcc [3]string

// term adds a·b to the column, a and b operands of MOVQ and MULQ.
func (k *fp2Asm) term(c colAcc, a, b string) {
	k.ins("MOVQ %s, AX", a)
	k.ins("MULQ %s", b)
	k.ins("ADDQ AX, %s", c[0])
	k.ins("ADCQ DX, %s", c[1])
	k.ins("ADCQ $0, %s", c[2])
}

// next drops the low word of the column (stored or consumed) and makes the
// carry words the start of the next column.
func (k *fp2Asm) next(c colAcc) colAcc {
	k.ins("XORL %s, %s", c[0], c[0])
	return colAcc{c[1], c[2], c[0]}
}

// wideMulQ is wideMul on MULQ: the 2n words at out are x·y for any n-word
// x and y, column by column. The accumulator is BX, CX and R8, which hold
// nothing between the steps of the kernels.
func (k *fp2Asm) wideMulQ(x, y, out mem) {
	n := k.n
	c := colAcc{"BX", "CX", "R8"}
	for _, r := range c {
		k.ins("XORL %s, %s", r, r)
	}
	for col := range 2*n - 1 {
		for i := max(0, col-n+1); i <= min(col, n-1); i++ {
			k.term(c, x.limb(i), y.limb(col-i))
		}
		k.ins("MOVQ %s, %s", c[0], out.limb(col))
		if col < 2*n-2 {
			c = k.next(c)
		}
	}
	k.ins("MOVQ %s, %s", c[1], out.limb(2*n-1))
}

// redcQ is redc on MULQ: t = T·R⁻¹ mod p, canonical, for the 2n words T
// at a, 0 ≤ T < p·R. The digits m_j and then the result words are in
// acc()[j]; the column is BX, CX and acc()[n].
func (k *fp2Asm) redcQ(a mem) {
	n, t := k.n, k.acc()
	c := colAcc{"BX", "CX", t[n]}
	k.ins("MOVQ %s, %s", a.limb(0), c[0])
	k.ins("XORL %s, %s", c[1], c[1])
	k.ins("XORL %s, %s", c[2], c[2])
	p := func(j int) string { return fmt.Sprintf("%d(%s)", 8*j, fp2P) }
	for col := range 2 * n {
		if col > 0 {
			k.ins("ADDQ %s, %s", a.limb(col), c[0])
			if col < 2*n-1 {
				k.ins("ADCQ $0, %s", c[1])
				k.ins("ADCQ $0, %s", c[2])
			}
		}
		for i := max(0, col-n+1); i < min(col, n); i++ {
			k.term(c, p(col-i), t[i])
		}
		if col < n {
			// m_col = c0·(−p⁻¹); c0 + m_col·p_0 ≡ 0 mod 2^64 leaves its carry.
			k.ins("MOVQ %s, %s", c[0], t[col])
			k.ins("IMULQ %s, %s", k.inv, t[col])
			k.term(c, p(0), t[col])
		} else {
			k.ins("MOVQ %s, %s // word %d of the result", c[0], t[col-n], col-n)
		}
		if col < 2*n-1 {
			c = k.next(c)
		}
	}
	k.ins("// t < 2p: subtract p once.")
	k.subP(false)
}

// emitFp2SquareLazyQ writes fp2SquareLazy%dAsm: z0 = REDC(s·d) for
// s = x0 + x1 (unreduced, below 2p) and d = x0 − x1 mod p, and
// z1 = REDC(e·x1) for e = 2·x0 (unreduced).
func emitFp2SquareLazyQ(buf *bytes.Buffer, n int) {
	k := &fp2Asm{n: n, inv: "inv+40(FP)", mulq: true}
	w := 8 * n
	s, d, e, v := mem{"SP", 0}, mem{"SP", w}, mem{"SP", 2 * w}, mem{"SP", 3 * w}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	k.ins("MOVQ p+32(FP), %s", fp2P)
	k.ins("MOVQ x0+16(FP), SI")
	k.ins("MOVQ x1+24(FP), DI")
	k.comment("s = x0 + x1 and e = 2·x0, unreduced (below 2p).")
	k.sumUnreduced(si, di)
	k.store(s)
	k.sumUnreduced(si, si)
	k.store(e)
	k.comment("d = x0 − x1 mod p.")
	k.subMod(&si, di)
	k.store(d)
	k.comment("v = e·x1, 2n words; z1 = REDC(v), kept in e until every read of x is done.")
	k.ins("MOVQ x1+24(FP), DI") // subMod's masked p may have used DI
	k.wideMul(e, di, v)
	k.redc(v)
	k.store(e)
	k.comment("v = s·d; z0 = REDC(v).")
	k.wideMul(s, d, v)
	k.redc(v)
	k.ins("MOVQ z0+0(FP), DI")
	k.store(di)
	k.load(e)
	k.ins("MOVQ z1+8(FP), DI")
	k.store(di)
	k.text(buf, fmt.Sprintf("fp2SquareLazy%dAsm", n), "z0, z1, x0, x1, p *PrimeElement, inv uint64", 5*w, 48)
}

// primeFp2LazyMulqAsm returns prime_fp2lazy_mulq_amd64.s: the
// multiplication for 4 and 6 limbs (at 4 limbs it replaced asm_fp2.go's
// CIOS one), the squaring for 6 (at 4 limbs asm_fp2.go's CIOS squaring is
// as short: 554 against 542 instructions) and asm_fp2.go's product by
// k + u for 6.
func primeFp2LazyMulqAsm() []byte {
	s := asmFileHeader(`// Whole-Fp2 multiplication and squaring, u² = −1, for the baseline views
// of field.Prime with p < 2^(64n − 1), for x86-64 without BMI2 or ADX:
// the Karatsuba products at double width and one Montgomery reduction per
// output coefficient, both by product scanning with MULQ (lazy reduction);
// see internal/fieldgen/asm_fp2lazy_mulq.go for the method and its bounds.
// Also the 6-limb product by k + u of internal/fieldgen/asm_fp2.go.
// Straight-line code, no memory address that depends on the operands.
`)
	emitFp2MulLazy(s, 4, true)
	emitFp2MulLazy(s, 6, true)
	emitFp2SquareLazyQ(s, 6)
	emitFp2MulSmall(s, 6, true)
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
