package tower

// MulBy034 sets z = x·y for the sparse y = d0 + d3·w + d4·w³ (the
// coefficients 0, 3 and 4 of (C0.C0, C0.C1, C0.C2, C1.C0, C1.C1, C1.C2)):
// the shape of a line evaluated at a G1 point in the Miller loop of a curve
// with a D-type sextic twist (BN254). With Y0 = d0 and Y1 = d3 + d4·v,
// Karatsuba over Fp6 with the sparse products MulByFp2 and MulBy01: 13 Fp2
// multiplications instead of 18.
func (f *Fp12[E]) MulBy034(z, x *Fp12Element[E], d0, d3, d4 *Fp2Element[E]) {
	e := f.f6
	var t0, t1, s Fp6Element[E]
	var c Fp2Element[E]
	e.MulByFp2(&t0, &x.C0, d0)
	e.MulBy01(&t1, &x.C1, d3, d4)
	e.Add(&s, &x.C0, &x.C1)
	f.f2.Add(&c, d0, d3)
	e.MulBy01(&s, &s, &c, d4) // (x0 + x1)·(d0 + d3 + d4·v)
	e.Sub(&s, &s, &t0)
	e.Sub(&z.C1, &s, &t1)
	e.MulByV(&t1, &t1)
	e.Add(&z.C0, &t0, &t1)
}

// MulBy014 sets z = x·y for the sparse y = d0 + d1·w² + d4·w³ (the
// coefficients 0, 1 and 4 of (C0.C0, C0.C1, C0.C2, C1.C0, C1.C1, C1.C2)):
// the shape of a line evaluated at a G1 point in the Miller loop of a curve
// with an M-type sextic twist (BLS12-381). With Y0 = d0 + d1·v and
// Y1 = d4·v, Karatsuba over Fp6 with the sparse products MulBy01 and MulBy1:
// 13 Fp2 multiplications instead of 18. With the base field's sums of
// products (fp6_coef.go), each coefficient is one sum (mulBySparseCoef).
func (f *Fp12[E]) MulBy014(z, x *Fp12Element[E], d0, d1, d4 *Fp2Element[E]) {
	e := f.f6
	if e.s != nil {
		f.mulBySparseCoef(z, x, d0, d1, d4, 2, 3)
		return
	}
	var t0, t1, s Fp6Element[E]
	var c Fp2Element[E]
	e.MulBy01(&t0, &x.C0, d0, d1)
	e.MulBy1(&t1, &x.C1, d4)
	e.Add(&s, &x.C0, &x.C1)
	f.f2.Add(&c, d1, d4)
	e.MulBy01(&s, &s, d0, &c) // (x0 + x1)·(d0 + (d1 + d4)·v)
	e.Sub(&s, &s, &t0)
	e.Sub(&z.C1, &s, &t1)
	e.MulByV(&t1, &t1)
	e.Add(&z.C0, &t0, &t1)
}

// CyclotomicSquare sets z = x² for x in the cyclotomic subgroup of order
// Φ6(p²) = p⁴ − p² + 1 (every value of a pairing after the easy part
// (p⁶ − 1)(p² + 1) of the final exponentiation); for other x the result is
// not x². It is the formula of Granger and Scott, "Faster squaring in the
// cyclotomic subgroup of sixth degree extensions", PKC 2010: view
// Fp12 as Fp4[w]/(w³ − W) with Fp4 = Fp2[W]/(W² − ξ), W = w³, and
// x = a + b·w + c·w² with a = g0 + g3·W, b = g1 + g4·W, c = g2 + g5·W. Then
//
//	x² = (3a² − 2ā) + (3W·c² + 2b̄)·w + (3b² − 2c̄)·w²,
//
// where ā = a0 − a1·W is conjugation over Fp2: three Fp4 squarings of three
// Fp2 squarings each, against Square's two Fp6 multiplications (twelve Fp2
// multiplications).
func (f *Fp12[E]) CyclotomicSquare(z, x *Fp12Element[E]) {
	// x's Fp4 coefficient a is (x.C0.C0, x.C1.C1); z may be x: each
	// coefficient of x is read for the last time before z's is written.
	var A0, A1 Fp2Element[E]
	f.fp4Square(&A0, &A1, &x.C0.C0, &x.C1.C1)
	f.squareBC(z, x)
	// a' = 3a² − 2ā: (3A0 − 2a0) + (3A1 + 2a1)·W.
	f.threeMinusTwo(&z.C0.C0, &A0, &x.C0.C0)
	f.threePlusTwo(&z.C1.C1, &A1, &x.C1.C1)
}

// squareBC sets the coefficients b' and c' of z = x² (see
// CyclotomicSquare) for x in the cyclotomic subgroup, from b and c alone,
// and leaves z's coefficient a as it was: six Fp2 squarings. On its own it
// is the compressed squaring of fp12_karabina.go. z may be x: b = (x.C1.C0,
// x.C0.C2) and c = (x.C0.C1, x.C1.C2) are squared before anything is
// written, and each later write to z follows the last read of the
// coefficient of x it replaces.
func (f *Fp12[E]) squareBC(z, x *Fp12Element[E]) {
	var B0, B1, C0, C1, t Fp2Element[E]
	f.fp4Square(&B0, &B1, &x.C1.C0, &x.C0.C2)
	f.fp4Square(&C0, &C1, &x.C0.C1, &x.C1.C2)
	// b' = 3W·c² + 2b̄: W·c² = ξ·C1 + C0·W, so (3ξ·C1 + 2b0) + (3C0 − 2b1)·W.
	f.f6.MulByXi(&t, &C1)
	f.threePlusTwo(&z.C1.C0, &t, &x.C1.C0)
	f.threeMinusTwo(&z.C0.C2, &C0, &x.C0.C2)
	// c' = 3b² − 2c̄: (3B0 − 2c0) + (3B1 + 2c1)·W.
	f.threeMinusTwo(&z.C0.C1, &B0, &x.C0.C1)
	f.threePlusTwo(&z.C1.C2, &B1, &x.C1.C2)
}

// fp4Square sets (r0, r1) = (a0 + a1·W)² with W² = ξ:
// r0 = a0² + ξ·a1², r1 = (a0 + a1)² − a0² − a1², three Fp2 squarings.
// r0 and r1 must not be a0 or a1. Where the base field offers it
// (fp4_kernel.go) the formula runs as one generated function with lazy
// reduction: the three squares and their combinations at double width,
// each coefficient reduced once.
func (f *Fp12[E]) fp4Square(r0, r1, a0, a1 *Fp2Element[E]) {
	if f.q4 != nil { // see fp2_kernel.go for noescape
		r0, r1, a0, a1 := noescape(r0), noescape(r1), noescape(a0), noescape(a1)
		f.q4.Fp4Square(&r0.C0, &r0.C1, &r1.C0, &r1.C1, &a0.C0, &a0.C1, &a1.C0, &a1.C1, uint(f.f6.xiSmall))
		return
	}
	e := f.f2
	var t Fp2Element[E]
	e.Square(r0, a0)
	e.Square(&t, a1)
	e.Add(r1, a0, a1)
	e.Square(r1, r1)
	e.Sub(r1, r1, r0)
	e.Sub(r1, r1, &t)
	f.f6.MulByXi(&t, &t)
	e.Add(r0, r0, &t)
}

// threeMinusTwo sets z = 3·s − 2·a = 2·(s − a) + s, using z as scratch: z
// may be a but not s.
func (f *Fp12[E]) threeMinusTwo(z, s, a *Fp2Element[E]) {
	f.f2.Sub(z, s, a)
	f.f2.Double(z, z)
	f.f2.Add(z, z, s)
}

// threePlusTwo sets z = 3·s + 2·a = 2·(s + a) + s, using z as scratch: z
// may be a but not s.
func (f *Fp12[E]) threePlusTwo(z, s, a *Fp2Element[E]) {
	f.f2.Add(z, s, a)
	f.f2.Double(z, z)
	f.f2.Add(z, z, s)
}
