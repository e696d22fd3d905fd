package main

import (
	"bytes"
	"fmt"
)

// The Fp4 squaring of the ADX views Prime4ADX and Prime6ADX with lazy
// reduction (prime_fp4sq_adx_amd64.s), for field/tower's fp4Square, the
// inner step of the cyclotomic squaring of Granger and Scott and of
// Karabina's compressed squaring (fp12_cyclo.go, fp12_karabina.go), over
// Fp2 = Fp[u]/(u² + 1) and Fp4 = Fp2[W]/(W² − ξ), ξ = k + u (BLS12-381:
// k = 1). For a = a0 + a1·W, with s = a0 + a1 (each coefficient mod p),
//
//	A = a0², S = a1², T = s²,
//	r0 = A + ξ·S,  r1 = T − A − S = 2·a0·a1,
//
// each Fp2 square c² = (c0 + c1)(c0 − c1) + 2·c0·c1·u formed at double
// width (two products, the first factors c0 + c1 and 2·c0 unreduced, below
// 2p), the sums, differences and the product by ξ taken mod p·R at double
// width (asm_fp6lazy.go's wideAddModR, wideMulSmallFrame and
// asm_fp2lazy.go's wideSubModR), and each of the four Fp coefficients of
// the result reduced once (asm_fp2lazy.go's redc): 6 products of n×n words
// and 4 Montgomery reductions in place of the 6 Montgomery multiplications
// (6 reductions) of three whole-Fp2 squarings, and one call in place of
// eight (three squarings, four additions or subtractions, one product by
// ξ).
//
// Bounds, for 2p < R = 2^(64n) (p < 2^(64n − 1), which the views test):
// every wide product is below 2p·p < p·R (the first factors below 2p, the
// second below p), so below p·R with its high half below p, the input range
// of wideAddModR, wideSubModR and wideMulSmallFrame, whose results stay in
// [0, p·R) (asm_fp6lazy.go), the input range of redc. The results are
// canonical and congruent to those of the formula over Fp2, so equal to
// them.
//
// Straight-line code, masked corrections, no memory address that depends
// on the operands. The 4-limb kernel takes any k ≤ 15 (BN254: 9), the
// 6-limb one k = 1 only (BLS12-381; see emitFp4SquareLazy).

// emitFp4SquareLazy writes fp4SquareLazy%dADXAsm, for any k ≤ 15 given at
// run time, or with xi1 fp4SquareXi1Lazy%dADXAsm, for ξ = 1 + u
// (BLS12-381) only, where ξ·S = (S0 − S1) + (S0 + S1)·u takes a wide
// subtraction and a wide addition in place of wideMulSmallFrame's two
// products by k and reductions below 16p (about 190 instructions of 2.5k at
// 6 limbs): the inputs copied into the frame (so z may alias x), the three
// wide Fp2 squares, their combinations and one reduction per output
// coefficient.
func emitFp4SquareLazy(buf *bytes.Buffer, n int, xi1 bool) {
	k := &fp2Asm{n: n, inv: "inv+88(FP)"}
	if xi1 {
		k.inv = "inv+72(FP)"
	}
	w := 8 * n
	off := 0
	alloc := func(bytes int) mem { m := mem{"SP", off}; off += bytes; return m }
	var X [2][2]mem // X[i][c]: coefficient c of a_i
	for i := range 2 {
		for c := range 2 {
			X[i][c] = alloc(w)
		}
	}
	Sum := [2]mem{alloc(w), alloc(w)}
	U, D := alloc(w), alloc(w)
	wide := func() [2]mem { return [2]mem{alloc(2 * w), alloc(2 * w)} }
	A, S, T, C := wide(), wide(), wide(), wide()
	save, cw := alloc(w+8), alloc(8)
	arg := func(v string, i, c, base int) string { return fmt.Sprintf("%s%d%d+%d(FP)", v, i, c, base+8*(2*i+c)) }

	k.ins("MOVQ p+64(FP), %s", fp2P)
	k.comment("X = x, copied into the frame.")
	for i := range 2 {
		for c := range 2 {
			k.ins("MOVQ %s, SI", arg("x", i, c, 32))
			k.copyWords(mem{"SI", 0}, X[i][c], n)
		}
	}
	k.comment("Sum = x0 + x1, each coefficient mod p.")
	for c := range 2 {
		k.addMod(X[0][c], X[1][c])
		k.store(Sum[c])
	}
	// squareWide sets out = x² at double width: (x0 + x1)(x0 − x1) and
	// (2·x0)·x1, each below 2p·p.
	squareWide := func(x [2]mem, out [2]mem) {
		k.sumUnreduced(x[0], x[1])
		k.store(U)
		k.subMod(&x[0], x[1])
		k.store(D)
		k.wideMul(U, D, out[0])
		k.sumUnreduced(x[0], x[0])
		k.store(U)
		k.wideMul(U, x[1], out[1])
	}
	k.comment("A = x0², S = x1², T = (x0 + x1)², wide.")
	squareWide(X[0], A)
	squareWide(X[1], S)
	squareWide(Sum, T)
	if xi1 {
		k.comment("C = A + ξ·S = (A0 + S0 − S1) + (A1 + S0 + S1)·u.")
		k.wideAddModR(C[0], A[0], S[0])
		k.wideSubModR(C[0], C[0], S[1])
		k.wideAddModR(C[1], A[1], S[0])
		k.wideAddModR(C[1], C[1], S[1])
	} else {
		k.comment("C = ξ·S + A.")
		k.ins("MOVQ m+72(FP), BX")
		k.ins("MOVQ k+80(FP), DX")
		k.wideMulSmallFrame(S, C, save, cw)
		for c := range 2 {
			k.wideAddModR(C[c], C[c], A[c])
		}
	}
	k.comment("T = T − A − S = 2·x0·x1.")
	for c := range 2 {
		k.wideSubModR(T[c], T[c], A[c])
		k.wideSubModR(T[c], T[c], S[c])
	}
	k.comment("z0 = REDC(C), z1 = REDC(T), one reduction per coefficient.")
	for i, W := range [2][2]mem{C, T} {
		for c := range 2 {
			k.redc(W[c])
			k.ins("MOVQ %s, DI", arg("z", i, c, 0))
			k.store(mem{"DI", 0})
		}
	}
	// Not NOSPLIT: the 6-limb frame is larger than the nosplit limit, so
	// the assembler adds the stack check (as for asm_fp6lazy.go's kernel).
	name, params, args := fmt.Sprintf("fp4SquareLazy%dADXAsm", n), "p, m *PrimeElement, k, inv uint64", 96
	if xi1 {
		name, params, args = fmt.Sprintf("fp4SquareXi1Lazy%dADXAsm", n), "p *PrimeElement, inv uint64", 80
	}
	fmt.Fprintf(buf, "\n// func %s(z00, z01, z10, z11, x00, x01, x10, x11, %s)\n", name, params)
	fmt.Fprintf(buf, "TEXT ·%s(SB), 0, $%d-%d\n", name, off, args)
	buf.Write(k.body.Bytes())
	buf.WriteString("\tRET\n")
}

// primeFp4SqAsm returns prime_fp4sq_adx_amd64.s.
func primeFp4SqAsm() []byte {
	s := asmFileHeader(`// Fp4 squaring over Fp2 = Fp[u]/(u² + 1), W² = k + u, with lazy
// reduction, for the ADX views of field.Prime (Prime4ADX, Prime6ADX) with
// p < 2^(64n − 1): three Fp2 squares at double width (MULX, ADCX, ADOX),
// their sums, differences and product by k + u mod p·2^(64n) (k ≤ 15 at 4
// limbs, k = 1 at 6), and one
// Montgomery reduction per coefficient; see internal/fieldgen/asm_fp4sq.go
// for the method and its bounds. Straight-line code, no memory address
// that depends on the operands.
`)
	emitFp4SquareLazy(s, 4, false) // BN254: ξ = 9 + u
	emitFp4SquareLazy(s, 6, true)  // BLS12-381: ξ = 1 + u
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
