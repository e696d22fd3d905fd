package main

import (
	"bytes"
	"fmt"
)

// The whole-Fp2 multiplication and squaring of the baseline views Prime4,
// Prime4M1 (multiplication) and Prime6 (both), for x86-64 without BMI2 or
// ADX (MULQ, ADDQ and ADCQ only), with lazy reduction:
// prime_fp2lazy_mulq_amd64.s. The multiplication is asm_fp2lazy.go's
// emitFp2MulLazy — the three Karatsuba products at double width, then two
// Montgomery reductions, of x0·y0 − x1·y1 (plus p·R when negative) and of
// (x0 + x1)(y0 + y1) − x0·y0 − x1·y1 — with its MULX rows replaced by the
// product-scanning columns below (fp2Asm.mulq selects them in wideMul and
// redc). The squaring is asm_fp2.go's emitFp2Square,
// z0 = REDC((x0 + x1)·(x0 − x1 mod p)) and z1 = REDC((2·x0)·x1), whose
// montMul is here each product reduced in the same pass over its columns
// (montMulPSQ: finely integrated product scanning, as asm.go's kernels),
// so that no double-width value goes through memory.
//
// Why product scanning: asm_fp2.go's MULQ kernels scan operands (CIOS),
// seven instructions per word product, and at 6 limbs they lost to the
// separate product-scanning kernels of prime_kernels_amd64.s (asm.go).
// Here every word product is one column term, five instructions
// (MOVQ a, AX; MULQ b; ADDQ AX, c0; ADCQ DX, c1; ADCQ $0, c2) into a
// three-word column accumulator, in the products, the reductions and the
// fused product-reductions alike (columnsQ):
//
//   - product: column c of x·y is Σ x_i·y_(c−i); its low word is word c
//     of the product, stored, and the two words above it carry into
//     column c + 1.
//   - reduction: T + M·p for M = Σ m_i·2^(64i), column by column: for
//     c < n the column holds T_c and m_i·p_(c−i), i < c, and then the digit
//     m_c = c0·(−p⁻¹) mod 2^64 is chosen so that c0 + m_c·p_0 ≡ 0 mod 2^64
//     (the word is dropped, its carry kept); for c ≥ n it holds T_c and
//     m_i·p_(c−i), i > c − n, and its low word is word c − n of the result.
//     The digits live in the n accumulator registers of fp2Asm (acc), and
//     word j of the result takes the register of m_j, whose last column is
//     n − 1 + j, so the result ends where subP wants it. Column 2n − 1
//     has no product; its carry out is zero (below).
//   - fused: the reduction with the products x_i·y_(c−i) in place of T_c.
//
// Bounds are asm_fp2lazy.go's, for p < 2^(64n − 1) (the views test it):
// every factor is below 2p < R = 2^(64n), so each product fits 2n words;
// every T reduced is in [0, p·R) (the Karatsuba cross term is below 2p²,
// x0·y0 − x1·y1 is made non-negative by adding p·R, and the squaring's
// products, (x0 + x1)·(x0 − x1 mod p) and (2·x0)·x1, are below 2p·p); so
// (T + M·p)/R < p + p = 2p < R: word n of the reduction's accumulator is
// zero at the end, and one masked subtraction of p (subP) makes the
// result canonical. A column never exceeds three words: at most 2n
// products below 2^128, one word of T and a carry below 2^(128+5), for
// n ≤ 6.
//
// Straight-line code; the only memory operands are the argument pointers,
// the frame and p, at constant offsets.
//
// Measured by callgrind (GODEBUG=cpu.all=off, instructions per operation
// from the difference of two iteration counts, against the view's kernel
// calls for 6 limbs and asm_fp2.go's CIOS kernels for 4): field/tower
// BLS12-381 Fp2Mul 1729 → 1351, Fp2Square 1114 → 985, BN254 Fp2Mul
// 918 → 736, Fp2Square 630 → 501; curves/pairing BLS12-381 one pair
// 10.68M → 9.48M, two pairs 13.58M → 11.98M, BN254 one pair
// 7.33M → 6.53M; definitions/bls12381 G2ScalarMult 2.63–2.73M → 2.29M.

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
// x and y, column by column.
func (k *fp2Asm) wideMulQ(x, y, out mem) { k.columnsQ(&x, &y, nil, &out) }

// redcQ is redc on MULQ: t = T·R⁻¹ mod p, canonical, for the 2n words T
// at a, 0 ≤ T < p·R.
func (k *fp2Asm) redcQ(a mem) { k.columnsQ(nil, nil, &a, nil) }

// montMulPSQ sets t = x·y·R⁻¹ mod p, canonical, for x·y < p·R: the
// product and its reduction in one pass over the columns (finely
// integrated product scanning, as asm.go's kernels), no double-width value
// in memory.
func (k *fp2Asm) montMulPSQ(x, y mem) { k.columnsQ(&x, &y, nil, nil) }

// columnsQ is the MULQ column scan of the file's top comment. Column c
// sums the words T_c of the 2n words at a (if a is not nil) and the
// products x_i·y_(c−i) (if x is not nil); then, with out not nil, its low
// word is stored as word c of out; otherwise it also sums the reduction
// terms m_i·p_(c−i) and yields the digit m_c (c < n) or word c − n of the
// result (c ≥ n), which ends reduced in acc()[:n]. The column is BX, CX and
// R8 for a plain product (R8 holds nothing between the kernels' steps),
// BX, CX and acc()[n] for a reduction, whose digits are acc()[:n].
func (k *fp2Asm) columnsQ(x, y, a, out *mem) {
	n, t := k.n, k.acc()
	c := colAcc{"BX", "CX", t[n]}
	if out != nil {
		c[2] = "R8"
	}
	p := func(j int) string { return fmt.Sprintf("%d(%s)", 8*j, fp2P) }
	last := 2*n - 1 // the last column with a word
	if out != nil {
		last = 2*n - 2 // its carry is the top word
	}
	// Column 0 starts from its first word, T_0 or x_0·y_0.
	k.ins("XORL %s, %s", c[2], c[2])
	if a != nil {
		k.ins("XORL %s, %s", c[1], c[1])
		k.ins("MOVQ %s, %s", a.limb(0), c[0])
	} else {
		k.ins("MOVQ %s, AX", x.limb(0))
		k.ins("MULQ %s", y.limb(0))
		k.ins("MOVQ AX, %s", c[0])
		k.ins("MOVQ DX, %s", c[1])
	}
	for col := 0; col <= last; col++ {
		if a != nil && col > 0 {
			k.ins("ADDQ %s, %s", a.limb(col), c[0])
			// The carry goes into c1 only: at a column's start c1 is the
			// previous column's top word, below 2^5 (the column bound
			// above), so c1 + 1 never wraps and c2 gets nothing (a test
			// that dropped an ADCQ $0, c2 here could never fail; dropping
			// the ADCQ into c1 fails TestFp2LazyMulqKernelsMatchBig).
			if col < 2*n-1 { // the carry out of the last column is zero
				k.ins("ADCQ $0, %s", c[1])
			}
		}
		if x != nil {
			for i := max(0, col-n+1); i <= min(col, n-1); i++ {
				if col > 0 || a != nil {
					k.term(c, x.limb(i), y.limb(col-i))
				}
			}
		}
		switch {
		case out != nil:
			k.ins("MOVQ %s, %s", c[0], out.limb(col))
		case col < n:
			for i := 0; i < col; i++ {
				k.term(c, p(col-i), t[i])
			}
			// m_col = c0·(−p⁻¹); c0 + m_col·p_0 ≡ 0 mod 2^64 leaves its carry.
			k.ins("MOVQ %s, %s", c[0], t[col])
			k.ins("IMULQ %s, %s", k.inv, t[col])
			k.term(c, p(0), t[col])
		default:
			for i := col - n + 1; i < n; i++ {
				k.term(c, p(col-i), t[i])
			}
			k.ins("MOVQ %s, %s // word %d of the result", c[0], t[col-n], col-n)
		}
		if col < last {
			c = k.next(c)
		}
	}
	if out != nil {
		k.ins("MOVQ %s, %s", c[1], out.limb(2*n-1))
		return
	}
	k.ins("// t < 2p: subtract p once.")
	k.subP(false)
}

// primeFp2LazyMulqAsm returns prime_fp2lazy_mulq_amd64.s: the
// multiplication for 4 and 6 limbs (at 4 limbs it replaced asm_fp2.go's
// CIOS one) and, for 6 limbs, asm_fp2.go's squaring (its multiplications
// montMulPSQ) and product by k + u; the 4-limb ones are in
// prime_fp2_mulq_amd64.s.
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
	emitFp2Square(s, 6, true)
	emitFp2MulSmall(s, 6, true)
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
