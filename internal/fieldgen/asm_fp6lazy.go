package main

import (
	"bytes"
	"fmt"
)

// Lazy reduction above Fp2 for the ADX views Prime4ADX and Prime6ADX
// (prime_fp6lazy_adx_amd64.s): the kernels with which field/tower's Fp6
// multiplication keeps its six Fp2 products at double width, adds and
// subtracts them there (and multiplies them by ξ = k + u there), and
// reduces each of its six Fp coefficients once (Aranha, Karabina, Longa,
// Gebotys and López, "Faster explicit formulas for computing pairings over
// ordinary curves", EUROCRYPT 2011, §3–4): 18 base products and 6
// Montgomery reductions in place of 18 and 12.
//
// A wide Fp2 value is two integers W0 + W1·u, each 0 ≤ Wc < p·R for
// R = 2^(64n), each held as its low and high halves, n words each, in two
// PrimeElements: Wc = lo_c + R·hi_c, passed as four pointers lo0, lo1,
// hi0, hi1. The bound W < p·R is hi < p, so the arithmetic mod p·R below
// is the high halves' arithmetic mod p, with the carry or borrow of the
// low halves: p·R ≡ 0 mod p, and every value is left in [0, p·R), the
// input range of the reduction (asm_fp2lazy.go's redc). Bounds, for
// 2p < R (p < 2^(64n − 1), which the views test):
//
//   - fp2MulWide: W1 = x0·y1 + x1·y0 < 2p² < p·R and W0 = x0·y0 − x1·y1
//     plus p·R when negative, in [0, p·R) (asm_fp2lazy.go's bounds);
//   - fp2WideAdd: lo sum with carry c, hi = x_hi + y_hi + c ≤ 2p − 1 < R,
//     then one masked subtraction of p: hi < p;
//   - fp2WideSub: x − y > −p·R; the 2n-word difference, and p added to the
//     high half under the final borrow's mask: in [0, p·R);
//   - fp2WideMulSmall, ξ·W = (k·W0 − W1) + (k·W1 + W0)·u for 0 ≤ k ≤ 15:
//     k·W1 + W0 has low half k·lo1 + lo0 = lo' + R·c (c ≤ k) and high half
//     k·hi1 + hi0 + c ≤ k(p − 1) + p − 1 + k < (k + 1)·p ≤ 16p; k·W0 − W1
//     is computed as k·W0 + (p·R − W1): low half k·lo0 − lo1 = lo' + R·c −
//     R·β (β the borrow, c ≤ k), high half k·hi0 + (p − hi1) + c − β, at
//     least 0 (p − hi1 ≥ 1) and below (k + 1)·p; both high halves, in
//     n + 1 words, are brought below p by asm_fp2.go's reduceSmall
//     (masked subtractions of 8p, 4p, 2p and p);
//   - fp2WideReduce: REDC of each Wc < p·R, canonical (asm_fp2lazy.go).
//
// Straight-line code, masked corrections, no memory address that depends
// on the operands, as in asm_fp2lazy.go, whose emitter (fp2Asm: wideMul,
// wideSub2, wideSubModR, redc, reduceSmall, smallTimes) this file reuses.
// The 2n-word emitters work on contiguous words, so their inputs and
// outputs pass through the frame.

// wideArgs names the four pointers of a wide operand v: v0, v1 (the low
// halves) and v0h, v1h (the high halves), at FP offsets from off.
func wideArgs(v string, off int) (params string, lo, hi [2]string) {
	for c := range 2 {
		lo[c] = fmt.Sprintf("%s%d+%d(FP)", v, c, off+8*c)
		hi[c] = fmt.Sprintf("%s%dh+%d(FP)", v, c, off+16+8*c)
	}
	return fmt.Sprintf("%s0, %s1, %s0h, %s1h", v, v, v, v), lo, hi
}

// copyWords copies words words from a to b through AX.
func (k *fp2Asm) copyWords(a, b mem, words int) {
	for j := range words {
		k.ins("MOVQ %s, AX", a.limb(j))
		k.ins("MOVQ AX, %s", b.limb(j))
	}
}

// splitOut copies the 2n words at a to the low and high halves named by
// the FP operands lo and hi, through DI.
func (k *fp2Asm) splitOut(a mem, lo, hi string) {
	k.ins("MOVQ %s, DI", lo)
	k.copyWords(a, mem{"DI", 0}, k.n)
	k.ins("MOVQ %s, DI", hi)
	k.copyWords(mem{a.base, a.off + 8*k.n}, mem{"DI", 0}, k.n)
}

// emitFp2MulWide writes fp2MulWide%dADXAsm: z = W(x·y), the Karatsuba
// products of asm_fp2lazy.go's emitFp2MulLazy, not reduced.
func emitFp2MulWide(buf *bytes.Buffer, n int) {
	k := &fp2Asm{n: n}
	w := 8 * n
	s, t := mem{"SP", 0}, mem{"SP", w}
	v0, v1, d := mem{"SP", 2 * w}, mem{"SP", 4 * w}, mem{"SP", 6 * w}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	zp, zlo, zhi := wideArgs("z", 0)
	k.ins("MOVQ p+64(FP), %s", fp2P)
	k.comment("s = x0 + x1 and t = y0 + y1, unreduced (below 2p < R).")
	k.ins("MOVQ x0+32(FP), SI")
	k.ins("MOVQ x1+40(FP), DI")
	k.sumUnreduced(si, di)
	k.store(s)
	k.ins("MOVQ y0+48(FP), SI")
	k.ins("MOVQ y1+56(FP), DI")
	k.sumUnreduced(si, di)
	k.store(t)
	k.comment("v0 = x0·y0 and v1 = x1·y1, 2n words each.")
	k.ins("MOVQ x0+32(FP), SI")
	k.ins("MOVQ y0+48(FP), DI")
	k.wideMul(si, di, v0)
	k.ins("MOVQ x1+40(FP), SI")
	k.ins("MOVQ y1+56(FP), DI")
	k.wideMul(si, di, v1)
	k.comment("z1 = s·t − v0 − v1 = x0·y1 + x1·y0 < p·R.")
	k.wideMul(s, t, d)
	k.wideSub2(d, v0, v1)
	k.splitOut(d, zlo[1], zhi[1])
	k.comment("z0 = v0 − v1, plus p·R if negative.")
	k.wideSubModR(d, v0, v1)
	k.splitOut(d, zlo[0], zhi[0])
	k.text(buf, fmt.Sprintf("fp2MulWide%dADXAsm", n), zp+", x0, x1, y0, y1, p *PrimeElement", 8*w, 72)
}

// emitFp2WideAddSub writes fp2WideAdd%dADXAsm (z = x + y mod p·R) or
// fp2WideSub%dADXAsm (z = x − y mod p·R), per coefficient: the low halves'
// chain, whose carry or borrow goes on into the high halves', and the
// high half reduced mod p. z may alias x or y: each word is read before
// the same word of z is written.
func emitFp2WideAddSub(buf *bytes.Buffer, n int, sub bool) {
	k := &fp2Asm{n: n}
	zp, zlo, zhi := wideArgs("z", 0)
	xp, xlo, xhi := wideArgs("x", 32)
	yp, ylo, yhi := wideArgs("y", 64)
	op, opc := "ADDQ", "ADCQ"
	if sub {
		op, opc = "SUBQ", "SBBQ"
	}
	k.ins("MOVQ p+96(FP), %s", fp2P)
	for c := range 2 {
		k.comment("Coefficient %d.", c)
		k.ins("MOVQ %s, SI", xlo[c])
		k.ins("MOVQ %s, DI", ylo[c])
		k.ins("MOVQ %s, AX", zlo[c])
		if !sub {
			k.ins("XORL BX, BX")
		}
		k.load(mem{"SI", 0})
		for j, r := range k.acc()[:n] {
			k.ins("%s %s, %s", carryOp(j, op, opc), mem{"DI", 0}.limb(j), r)
		}
		k.store(mem{"AX", 0}) // MOVQ keeps the flags
		k.ins("MOVQ %s, SI", xhi[c])
		k.ins("MOVQ %s, DI", yhi[c])
		k.load(mem{"SI", 0})
		for j, r := range k.acc()[:n] {
			k.ins("%s %s, %s", opc, mem{"DI", 0}.limb(j), r)
		}
		if sub {
			k.ins("SBBQ BX, BX // −1 exactly when x < y")
			k.addBack()
		} else {
			k.ins("ADCQ $0, BX // the carry word of the high half, below 2p")
			k.subP(true)
		}
		k.ins("MOVQ %s, AX", zhi[c])
		k.store(mem{"AX", 0})
	}
	name := "fp2WideAdd%dADXAsm"
	if sub {
		name = "fp2WideSub%dADXAsm"
	}
	k.text(buf, fmt.Sprintf(name, n), zp+", "+xp+", "+yp+", p *PrimeElement", 0, 104)
}

// emitFp2WideMulSmall writes fp2WideMulSmall%dADXAsm: z = (k + u)·x mod
// p·R for a wide x and a public 0 ≤ k ≤ 15, k in DX throughout, BX
// pointing to 2p, 4p, 8p (reduceSmall). Both coefficients are made in the
// frame and copied out, so z may alias x.
func emitFp2WideMulSmall(buf *bytes.Buffer, n int) {
	k := &fp2Asm{n: n}
	w := 8 * n
	save := mem{"SP", 0}
	r := [2]mem{{"SP", w + 8}, {"SP", w + 8 + 2*w}}
	cw := mem{"SP", w + 8 + 4*w}
	zp, zlo, zhi := wideArgs("z", 0)
	xp, xlo, xhi := wideArgs("x", 32)
	si := mem{"SI", 0}
	t := k.acc()
	k.ins("MOVQ p+64(FP), %s", fp2P)
	k.ins("MOVQ m+72(FP), BX")
	k.ins("MOVQ k+80(FP), DX")
	k.comment("Low half of k·W0 − W1: k·lo0 in n + 1 words, lo1 subtracted from the low n; the carry word c in the frame, the borrow β as −β in DI.")
	k.ins("MOVQ %s, SI", xlo[0])
	k.mulxRow(si.limbs(0, n), t, rowFirst)
	k.ins("MOVQ %s, SI", xlo[1])
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), si.limb(j), t[j])
	}
	k.ins("SBBQ DI, DI")
	k.store(r[0])
	k.ins("MOVQ %s, %s", t[n], cw.limb(0))
	k.comment("High half: k·hi0 + p − hi1 + c − β, in [0, 16p), reduced below p.")
	k.ins("MOVQ %s, SI", xhi[0])
	k.ins("MOVQ %s, CX", xhi[1]) // not AX: the row's scratch
	hi1 := mem{"CX", 0}
	k.smallTimes(si, mem{fp2P, 0}, &hi1)
	k.ins("ADDQ %s, %s", cw.limb(0), t[0])
	for j := 1; j <= n; j++ {
		k.ins("ADCQ $0, %s", t[j])
	}
	k.ins("NEGQ DI // the carry flag is β")
	for j := 0; j <= n; j++ {
		k.ins("SBBQ $0, %s", t[j])
	}
	k.reduceSmall(save)
	k.store(mem{"SP", r[0].off + w})
	k.comment("Low half of k·W1 + W0: k·lo1 + lo0, the carry word c in the frame.")
	k.ins("MOVQ %s, SI", xlo[1])
	k.mulxRow(si.limbs(0, n), t, rowFirst)
	k.ins("MOVQ %s, SI", xlo[0])
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), si.limb(j), t[j])
	}
	k.ins("ADCQ $0, %s", t[n])
	k.store(r[1])
	k.ins("MOVQ %s, %s", t[n], cw.limb(0))
	k.comment("High half: k·hi1 + hi0 + c, below 16p, reduced below p.")
	k.ins("MOVQ %s, SI", xhi[1])
	k.ins("MOVQ %s, DI", xhi[0])
	k.smallTimes(si, mem{"DI", 0}, nil)
	k.ins("ADDQ %s, %s", cw.limb(0), t[0])
	for j := 1; j <= n; j++ {
		k.ins("ADCQ $0, %s", t[j])
	}
	k.reduceSmall(save)
	k.store(mem{"SP", r[1].off + w})
	k.comment("z = the two coefficients, every read of x done.")
	k.splitOut(r[0], zlo[0], zhi[0])
	k.splitOut(r[1], zlo[1], zhi[1])
	k.text(buf, fmt.Sprintf("fp2WideMulSmall%dADXAsm", n), zp+", "+xp+", p, m *PrimeElement, k uint64", cw.off+8, 88)
}

// emitFp2WideReduce writes fp2WideReduce%dADXAsm: z0 = REDC(W0) and
// z1 = REDC(W1), canonical, by asm_fp2lazy.go's redc, each W gathered into
// the frame first.
func emitFp2WideReduce(buf *bytes.Buffer, n int) {
	k := &fp2Asm{n: n, inv: "inv+56(FP)"}
	a := mem{"SP", 0}
	xp, xlo, xhi := wideArgs("x", 16)
	k.ins("MOVQ p+48(FP), %s", fp2P)
	for c, z := range []string{"z0+0(FP)", "z1+8(FP)"} {
		k.comment("z%d = REDC(W%d).", c, c)
		k.ins("MOVQ %s, SI", xlo[c])
		k.copyWords(mem{"SI", 0}, a, n)
		k.ins("MOVQ %s, SI", xhi[c])
		k.copyWords(mem{"SI", 0}, mem{"SP", 8 * n}, n)
		k.redc(a)
		k.ins("MOVQ %s, DI", z)
		k.store(mem{"DI", 0})
	}
	k.text(buf, fmt.Sprintf("fp2WideReduce%dADXAsm", n), "z0, z1, "+xp+", p *PrimeElement, inv uint64", 16*n, 64)
}

// primeFp6LazyAsm returns prime_fp6lazy_adx_amd64.s.
func primeFp6LazyAsm() []byte {
	s := asmFileHeader(`// Double-width Fp2 arithmetic, u² = −1, for the ADX views of field.Prime
// (Prime4ADX, Prime6ADX) with p < 2^(64n − 1): the Fp2 product left at
// double width, sums, differences and the product by k + u mod p·2^(64n),
// and the Montgomery reduction of both coefficients, with which
// field/tower's Fp6 multiplication reduces each coefficient once; see
// internal/fieldgen/asm_fp6lazy.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	for _, n := range fp2AsmLimbs {
		emitFp2MulWide(s, n)
		emitFp2WideAddSub(s, n, false)
		emitFp2WideAddSub(s, n, true)
		emitFp2WideMulSmall(s, n)
		emitFp2WideReduce(s, n)
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
