package main

import (
	"bytes"
	"fmt"
)

// The Fp6 multiplication of the 4-limb ADX view Prime4ADX with lazy
// reduction above Fp2 (prime_fp6lazy_adx_amd64.s), for field/tower's
// Fp6.Mul over Fp2 = Fp[u]/(u² + 1) and v³ = ξ = k + u (BN254: k = 9):
// the six Karatsuba Fp2 products are kept at double width, added,
// subtracted and multiplied by ξ there, and each of the six Fp
// coefficients of the result is reduced once (Aranha, Karabina, Longa,
// Gebotys and López, "Faster explicit formulas for computing pairings over
// ordinary curves", EUROCRYPT 2011, §3–4): 18 base products and 6
// Montgomery reductions in place of 18 and 12 (asm_fp2lazy.go's Fp2
// product reduces two per product), in one function, no call.
//
// A wide value is an integer W < p·R, R = 2^(64n), in 2n words (the
// frame), W = lo + R·hi with hi < p; a wide Fp2 value is two of them. The
// arithmetic mod p·R is the high halves' arithmetic mod p with the carry
// or borrow of the low halves (p·R ≡ 0 mod p), and every value stays in
// [0, p·R), the input range of asm_fp2lazy.go's redc. Bounds, for 2p < R
// (p < 2^(64n − 1), which the view tests):
//
//   - the wide Fp2 product (asm_fp2lazy.go's products, not reduced):
//     W1 = x0·y1 + x1·y0 < 2p² < p·R and W0 = x0·y0 − x1·y1 plus p·R when
//     negative, in [0, p·R), for coefficients below p (the inputs, and
//     the sums x_i + x_j mod p);
//   - wideAddModR: lo sum with carry c, hi = a_hi + b_hi + c ≤ 2p − 1 < R,
//     then one masked subtraction of p; asm_fp2lazy.go's wideSubModR: the
//     2n-word difference, p added to the high half under the borrow mask;
//   - wideMulSmallFrame, ξ·W = (k·W0 − W1) + (k·W1 + W0)·u for k ≤ 15:
//     k·W1 + W0 has low half k·lo1 + lo0 = lo' + R·c (c ≤ k) and high half
//     k·hi1 + hi0 + c ≤ k(p − 1) + p − 1 + k < (k + 1)·p ≤ 16p; k·W0 − W1
//     is k·W0 + (p·R − W1): low half k·lo0 − lo1 = lo' + R·c − R·β (β the
//     borrow), high half k·hi0 + (p − hi1) + c − β, at least 0 (p − hi1 ≥
//     1) and below (k + 1)·p; both high halves, n + 1 words, are brought
//     below p by asm_fp2.go's reduceSmall (masked subtractions of 8p, 4p,
//     2p and p).
//
// Straight-line code, masked corrections, no memory address that depends
// on the operands. Only 4 limbs: the 6-limb kernel is 6.6k instructions
// (about 40 KB, more than the level-1 instruction cache), and measured
// (min of 30 runs, 2000 calls each, loaded machine) 1142 ns against 597
// for six calls of the 6-limb lazy Fp2 product; the whole Fp6 product of
// BLS12-381 rose 822 → 1183 ns. Finer kernels called from Go (a wide Fp2
// product, wide sums, ξ and reductions, 23 calls) came to 872 ns, so
// BLS12-381 keeps the reduced Fp2 products. At 4 limbs (3.9k instructions)
// BN254's Fp6 product went 481 → 385 ns.

// copyWords copies words words from a to b through AX.
func (k *fp2Asm) copyWords(a, b mem, words int) {
	for j := range words {
		k.ins("MOVQ %s, AX", a.limb(j))
		k.ins("MOVQ AX, %s", b.limb(j))
	}
}

// wideAddModR sets the 2n words at w to a + b mod p·R for a, b < p·R
// (the high half's carry word in BX, then one masked subtraction of p).
func (k *fp2Asm) wideAddModR(w, a, b mem) {
	n := k.n
	hi := func(m mem) mem { return mem{m.base, m.off + 8*n} }
	k.ins("XORL BX, BX")
	k.load(a)
	for j, r := range k.acc()[:n] {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), b.limb(j), r)
	}
	k.store(w)
	k.load(hi(a)) // MOVQ keeps the carry flag
	for j, r := range k.acc()[:n] {
		k.ins("ADCQ %s, %s", hi(b).limb(j), r)
	}
	k.ins("ADCQ $0, BX // the carry word of the high half, below 2p")
	k.subP(true)
	k.store(hi(w))
}

// wideMulSmallFrame sets out = (k + u)·x mod p·R for the wide x (x[c]
// the 2n words of coefficient c) into out, all in the frame, with k in
// DX, BX pointing to 2p, 4p, 8p; save holds n + 1 words, cw one.
func (k *fp2Asm) wideMulSmallFrame(x, out [2]mem, save, cw mem) {
	n, w := k.n, 8*k.n
	hi := func(m mem) mem { return mem{m.base, m.off + w} }
	t := k.acc()
	k.comment("k·W0 − W1: low half k·lo0 − lo1, carry word c, borrow β as −β in DI.")
	k.mulxRow(x[0].limbs(0, n), t, rowFirst)
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), x[1].limb(j), t[j])
	}
	k.ins("SBBQ DI, DI")
	k.store(out[0])
	k.ins("MOVQ %s, %s", t[n], cw.limb(0))
	k.comment("High half: k·hi0 + p − hi1 + c − β, in [0, 16p), reduced below p.")
	hi1 := hi(x[1])
	k.smallTimes(hi(x[0]), mem{fp2P, 0}, &hi1)
	k.ins("ADDQ %s, %s", cw.limb(0), t[0])
	for j := 1; j <= n; j++ {
		k.ins("ADCQ $0, %s", t[j])
	}
	k.ins("NEGQ DI // the carry flag is β")
	for j := 0; j <= n; j++ {
		k.ins("SBBQ $0, %s", t[j])
	}
	k.reduceSmall(save)
	k.store(hi(out[0]))
	k.comment("k·W1 + W0: low half k·lo1 + lo0, carry word c; high half k·hi1 + hi0 + c, below 16p.")
	k.mulxRow(x[1].limbs(0, n), t, rowFirst)
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), x[0].limb(j), t[j])
	}
	k.ins("ADCQ $0, %s", t[n])
	k.store(out[1])
	k.ins("MOVQ %s, %s", t[n], cw.limb(0))
	k.smallTimes(hi(x[1]), hi(x[0]), nil)
	k.ins("ADDQ %s, %s", cw.limb(0), t[0])
	for j := 1; j <= n; j++ {
		k.ins("ADCQ $0, %s", t[j])
	}
	k.reduceSmall(save)
	k.store(hi(out[1]))
}

// emitFp6MulLazy writes fp6MulLazy%dADXAsm: the Fp6 product of
// field/tower's Fp6.Mul (Karatsuba over Fp2, v³ = ξ = k + u, u² = −1) in
// one function: the inputs copied into the frame (so z may alias x or y),
// the six Fp2 products at double width, their combinations and the
// products by ξ mod p·R, and one Montgomery reduction per output
// coefficient.
func emitFp6MulLazy(buf *bytes.Buffer, n int) {
	k := &fp2Asm{n: n, inv: "inv+168(FP)"}
	w := 8 * n
	off := 0
	alloc := func(bytes int) mem { m := mem{"SP", off}; off += bytes; return m }
	// Frame: X and Y (6 coefficients each), S and T (Fp2 sums), the wide
	// values V0, V1, V2, A, B, C (two coefficients of 2n words), the
	// scratch of the wide product (P, Q, s, t) and of reduceSmall.
	var X, Y [3][2]mem
	for i := range 3 {
		for c := range 2 {
			X[i][c], Y[i][c] = alloc(w), alloc(w)
		}
	}
	fp2 := func() [2]mem { return [2]mem{alloc(w), alloc(w)} }
	wide := func() [2]mem { return [2]mem{alloc(2 * w), alloc(2 * w)} }
	S, T := fp2(), fp2()
	V0, V1, V2, A, B, C := wide(), wide(), wide(), wide(), wide(), wide()
	P, Q, s, t := alloc(2*w), alloc(2*w), alloc(w), alloc(w)
	save, cw := alloc(w+8), alloc(8)
	arg := func(v string, i, c, base int) string { return fmt.Sprintf("%s%d%d+%d(FP)", v, i, c, base+8*(2*i+c)) }

	k.ins("MOVQ p+144(FP), %s", fp2P)
	k.comment("X = x and Y = y, copied into the frame.")
	for i := range 3 {
		for c := range 2 {
			k.ins("MOVQ %s, SI", arg("x", i, c, 48))
			k.copyWords(mem{"SI", 0}, X[i][c], n)
			k.ins("MOVQ %s, SI", arg("y", i, c, 96))
			k.copyWords(mem{"SI", 0}, Y[i][c], n)
		}
	}
	mulWide := func(x, y, out [2]mem) {
		k.sumUnreduced(x[0], x[1])
		k.store(s)
		k.sumUnreduced(y[0], y[1])
		k.store(t)
		k.wideMul(x[0], y[0], P)
		k.wideMul(x[1], y[1], Q)
		k.wideMul(s, t, out[1])
		k.wideSub2(out[1], P, Q)
		k.wideSubModR(out[0], P, Q)
	}
	sum := func(z, x, y [2]mem) {
		for c := range 2 {
			k.addMod(x[c], y[c])
			k.store(z[c])
		}
	}
	sub := func(z, x, y [2]mem) {
		for c := range 2 {
			k.wideSubModR(z[c], x[c], y[c])
		}
	}
	add := func(z, x, y [2]mem) {
		for c := range 2 {
			k.wideAddModR(z[c], x[c], y[c])
		}
	}
	xi := func(z, x [2]mem) {
		k.ins("MOVQ m+152(FP), BX")
		k.ins("MOVQ k+160(FP), DX")
		k.wideMulSmallFrame(x, z, save, cw)
	}
	k.comment("V_i = x_i·y_i, wide.")
	mulWide(X[0], Y[0], V0)
	mulWide(X[1], Y[1], V1)
	mulWide(X[2], Y[2], V2)
	k.comment("A = ξ·((x1 + x2)(y1 + y2) − V1 − V2) + V0.")
	sum(S, X[1], X[2])
	sum(T, Y[1], Y[2])
	mulWide(S, T, A)
	sub(A, A, V1)
	sub(A, A, V2)
	xi(C, A)
	add(A, C, V0)
	k.comment("B = (x0 + x1)(y0 + y1) − V0 − V1 + ξ·V2.")
	sum(S, X[0], X[1])
	sum(T, Y[0], Y[1])
	mulWide(S, T, B)
	sub(B, B, V0)
	sub(B, B, V1)
	xi(C, V2)
	add(B, B, C)
	k.comment("C = (x0 + x2)(y0 + y2) − V0 + V1 − V2.")
	sum(S, X[0], X[2])
	sum(T, Y[0], Y[2])
	mulWide(S, T, C)
	sub(C, C, V0)
	add(C, C, V1)
	sub(C, C, V2)
	k.comment("z = REDC(A, B, C), one reduction per coefficient.")
	for i, W := range [3][2]mem{A, B, C} {
		for c := range 2 {
			k.redc(W[c])
			k.ins("MOVQ %s, DI", arg("z", i, c, 0))
			k.store(mem{"DI", 0})
		}
	}
	// Not NOSPLIT: the frame is larger than the nosplit limit, so the
	// assembler adds the stack check.
	name := fmt.Sprintf("fp6MulLazy%dADXAsm", n)
	fmt.Fprintf(buf, "\n// func %s(z00, z01, z10, z11, z20, z21, x00, x01, x10, x11, x20, x21, y00, y01, y10, y11, y20, y21, p, m *PrimeElement, k, inv uint64)\n", name)
	fmt.Fprintf(buf, "TEXT ·%s(SB), 0, $%d-176\n", name, off)
	buf.Write(k.body.Bytes())
	buf.WriteString("\tRET\n")
}

// primeFp6LazyAsm returns prime_fp6lazy_adx_amd64.s.
func primeFp6LazyAsm() []byte {
	s := asmFileHeader(`// Fp6 multiplication over Fp2 = Fp[u]/(u² + 1), v³ = k + u, with lazy
// reduction, for the 4-limb ADX view of field.Prime (Prime4ADX) with
// p < 2^255: the six Karatsuba Fp2 products at double width (MULX, ADCX,
// ADOX), their sums, differences and products by k + u mod p·2^256, and
// one Montgomery reduction per coefficient; see
// internal/fieldgen/asm_fp6lazy.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	emitFp6MulLazy(s, 4) // not 6: see the top of this file
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
