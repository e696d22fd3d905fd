package main

import (
	"bytes"
	"fmt"
)

// The whole-Fp2 multiplication of the ADX views Prime4ADX and Prime6ADX
// with lazy reduction (prime_fp2lazy_adx_amd64.s): the three Karatsuba
// products are formed at double width, 2n words, with no reduction, and
// only the two combinations are reduced,
//
//	z0 = REDC(x0·y0 − x1·y1),  z1 = REDC((x0 + x1)(y0 + y1) − x0·y0 − x1·y1),
//
// two Montgomery reductions in place of those of three Montgomery
// multiplications (5n² word multiplications instead of 6n²). The rows of the
// products and of the reductions are the same MULX/ADCX/ADOX row
// (asm_adx.go's mulxRow), and the code is straight-line with masked corrections, as in
// asm_fp2.go, whose emitter (fp2Asm: registers, loads, stores, subP) this
// file reuses.
//
// Bounds, for x0, x1, y0, y1 < p and 2p < R = 2^(64n) (p < 2^(64n − 1),
// which the views test, as for asm_fp2.go's kernels):
//
//   - every product fits 2n words: s = x0 + x1 < 2p < R and t = y0 + y1 <
//     2p < R, so s·t < R², and x0·y0, x1·y1 < p² < R²;
//   - T1 = s·t − x0·y0 − x1·y1 = x0·y1 + x1·y0 ≤ 2(p − 1)² < p·R;
//   - T0 = x0·y0 − x1·y1 lies in (−p², p²); when it is negative (the
//     borrow out of the 2n-word subtraction) p·R is added under a mask,
//     giving T0 + p·R in (p·R − p², p·R); so 0 ≤ T0 < p·R either way;
//   - REDC(T) for 0 ≤ T < p·R: with u the low n words of T, n rounds
//     u ← (u + m·p)/2^64, m = u·(−p⁻¹) mod 2^64, keep u < 2^(64n) (each is
//     below 2^(64(n−1)) + p) and end at u = (T mod R + M·p)/R ≤ p for the
//     M < R they add; then u + ⌊T/R⌋ = (T + M·p)/R < 2p < R, with no carry
//     out of n words, ≡ T·R⁻¹ mod p, and one masked subtraction of p makes
//     it canonical.
//
// Measured (user CPU time, minimum of 3–5 runs, on a 2-core IFMA Xeon under
// a load average of 20–40, so roughly): Fp2Mul BLS12-381 170 → 125 ns,
// BN254 78 → 70 ns; a pairing BLS12-381 −3 %, 8 pairs −8 %, BN254 −12 %.

// subChain subtracts the n words at b from t: a new borrow chain
// (SUBQ first) or, with cont, one that goes on from the carry flag.
func (k *fp2Asm) subChain(b mem, cont bool) {
	for j, r := range k.acc()[:k.n] {
		op := carryOp(j, "SUBQ", "SBBQ")
		if cont {
			op = "SBBQ"
		}
		k.ins("%s %s, %s", op, b.limb(j), r)
	}
}

// wideMul sets the 2n words at out to x·y for any n-word x and y
// (product scanning by rows): after row i the lowest accumulator word is
// final and is stored as word i, and the registers rotate by one.
func (k *fp2Asm) wideMul(x, y, out mem) {
	if k.mulq {
		k.wideMulQ(x, y, out)
		return
	}
	n := k.n
	for i := range n {
		k.ins("MOVQ %s, DX", x.limb(i))
		k.mulxRow(y.limbs(0, n), k.acc(), min(i, rowFresh))
		k.ins("MOVQ %s, %s", k.acc()[0], out.limb(i))
		k.rot = (k.rot + 1) % (n + 1)
	}
	for j, r := range k.acc()[:n] {
		k.ins("MOVQ %s, %s", r, out.limb(n+j))
	}
}

// redc sets t = T·R⁻¹ mod p, canonical, for the 2n words T at a,
// 0 ≤ T < p·R (see the bounds at the top of this file).
func (k *fp2Asm) redc(a mem) {
	if k.mulq {
		k.redcQ(a)
		return
	}
	n := k.n
	k.load(a)
	for range n {
		k.ins("MOVQ %s, DX", k.acc()[0])
		k.ins("IMULQ %s, DX", k.inv)
		k.mulxRow(mem{fp2P, 0}.limbs(0, n), k.acc(), rowFresh) // t_0 + m·p_0 ≡ 0 mod 2^64
		k.rot = (k.rot + 1) % (n + 1)
	}
	for j, r := range k.acc()[:n] {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), a.limb(n+j), r)
	}
	k.ins("// t < 2p: subtract p once.")
	k.subP(false)
}

// wideSub2 sets the 2n words at w to w − a − b, for a + b ≤ w: two borrow
// chains over each half, the borrows out of the low halves kept in BX and
// AX as 0 or −1 and turned back into the carry flag by NEGQ (which sets it
// exactly when its operand is not zero).
func (k *fp2Asm) wideSub2(w, a, b mem) {
	n := k.n
	hi := func(m mem) mem { return mem{m.base, m.off + 8*n} }
	k.load(w)
	k.subChain(a, false)
	k.ins("SBBQ BX, BX")
	k.subChain(b, false)
	k.ins("SBBQ AX, AX")
	k.store(w)
	k.load(hi(w))
	k.ins("NEGQ BX")
	k.subChain(hi(a), true)
	k.ins("NEGQ AX")
	k.subChain(hi(b), true)
	k.store(hi(w))
}

// wideSubModR sets the 2n words at w to a − b, plus p·R when that is
// negative (the final borrow as the mask of addBack on the high half).
func (k *fp2Asm) wideSubModR(w, a, b mem) {
	n := k.n
	hi := func(m mem) mem { return mem{m.base, m.off + 8*n} }
	k.load(a)
	k.subChain(b, false)
	k.store(w)
	k.load(hi(a)) // MOVQ leaves the borrow in the carry flag
	k.subChain(hi(b), true)
	k.ins("SBBQ BX, BX // −1 exactly when a < b")
	k.addBack()
	k.store(hi(w))
}

// emitFp2MulLazy writes fp2MulLazy%dADXAsm (or, with mulq,
// fp2MulLazy%dAsm of asm_fp2lazy_mulq.go): the Karatsuba product
// with two reductions in place of three (see the top of this file).
func emitFp2MulLazy(buf *bytes.Buffer, n int, mulq bool) {
	k := &fp2Asm{n: n, inv: "inv+56(FP)", mulq: mulq}
	w := 8 * n
	s, t := mem{"SP", 0}, mem{"SP", w}
	v0, v1, d := mem{"SP", 2 * w}, mem{"SP", 4 * w}, mem{"SP", 6 * w}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	k.ins("MOVQ p+48(FP), %s", fp2P)
	k.comment("s = x0 + x1 and t = y0 + y1, unreduced (below 2p < R).")
	k.ins("MOVQ x0+16(FP), SI")
	k.ins("MOVQ x1+24(FP), DI")
	k.sumUnreduced(si, di)
	k.store(s)
	k.ins("MOVQ y0+32(FP), SI")
	k.ins("MOVQ y1+40(FP), DI")
	k.sumUnreduced(si, di)
	k.store(t)
	k.comment("v0 = x0·y0 and v1 = x1·y1, 2n words each.")
	k.ins("MOVQ x0+16(FP), SI")
	k.ins("MOVQ y0+32(FP), DI")
	k.wideMul(si, di, v0)
	k.ins("MOVQ x1+24(FP), SI")
	k.ins("MOVQ y1+40(FP), DI")
	k.wideMul(si, di, v1)
	k.comment("d = s·t − v0 − v1 = x0·y1 + x1·y0 < p·R.")
	k.wideMul(s, t, d)
	k.wideSub2(d, v0, v1)
	k.comment("z1 = REDC(d), written once every read of x and y is done.")
	k.redc(d)
	k.ins("MOVQ z1+8(FP), DI")
	k.store(di)
	k.comment("d = v0 − v1, plus p·R if negative; z0 = REDC(d).")
	k.wideSubModR(d, v0, v1)
	k.redc(d)
	k.ins("MOVQ z0+0(FP), DI")
	k.store(di)
	k.text(buf, fmt.Sprintf("fp2MulLazy%d%sAsm", n, fp2Suffix(mulq)), "z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64", 8*w, 64)
}

// primeFp2LazyAsm returns prime_fp2lazy_adx_amd64.s.
func primeFp2LazyAsm() []byte {
	s := asmFileHeader(`// Whole-Fp2 multiplication, u² = −1, with lazy reduction, for the ADX
// views of field.Prime (Prime4ADX, Prime6ADX) with p < 2^(64n − 1): the
// three Karatsuba products at double width (MULX, ADCX, ADOX) and two
// Montgomery reductions, of x0·y0 − x1·y1 and of x0·y1 + x1·y0; see
// internal/fieldgen/asm_fp2lazy.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	for _, n := range fp2AsmLimbs {
		emitFp2MulLazy(s, n, false)
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
