package tower

// Compressed squaring in the cyclotomic subgroup, after Karabina,
// "Squaring in cyclotomic subgroups", Mathematics of Computation 82 (2013).
//
// In the squaring formula of CyclotomicSquare, x = a + b·w + c·w² over
// Fp4, the new b and c depend on b and c only: a run of squarings can carry
// the four Fp2 coefficients of b and c (squareBC, six Fp2 squarings instead
// of nine) and recover a once at the end. For x in the cyclotomic subgroup
// the coefficients satisfy relations that give a from b and c. In the names
// g0 … g5 of the paper, g0 = a0 = C0.C0, g1 = c0 = C0.C1, g2 = b1 = C0.C2,
// g3 = b0 = C1.C0, g4 = a1 = C1.C1, g5 = c1 = C1.C2, and
//
//	g4 = (ξ·g5² + 3·g1² − 2·g2) / (4·g3)   when g3 ≠ 0,
//	g4 = 2·g1·g5 / g2                      when g3 = 0,
//	g0 = ξ·(2·g4² + g3·g5 − 3·g1·g2) + 1,
//
// one Fp2 inversion. Recovery fails only when g2 = g3 = 0, which in the
// cyclotomic subgroup (of order p⁴ − p² + 1, meeting every proper subfield
// in 1 alone) holds for 1 (where the formulas give 1) and a handful of other
// elements out of about p⁴; squareRun then squares again the long way.

// karabinaMin is the shortest run of squarings that squareRun compresses:
// recovery costs an Fp2 inversion, about what three compressed squarings
// save (measured on BLS12-381).
const karabinaMin = 8

// squareRun sets x = x^(2^n) for x in the cyclotomic subgroup: n
// compressed squarings and one recovery when n ≥ karabinaMin,
// CyclotomicSquare n times otherwise.
func (f *Fp12[E]) squareRun(x *Fp12Element[E], n int) {
	if n < karabinaMin { // n is public
		for range n {
			f.CyclotomicSquare(x, x)
		}
		return
	}
	start := *x
	for range n {
		f.squareBC(x, x)
	}
	if f.recover(x) == 1 {
		return
	}
	*x = start // g2 = g3 = 0 (see above): the long way
	for range n {
		f.CyclotomicSquare(x, x)
	}
}

// recover sets the coefficient a = (C0.C0, C1.C1) of x from b and c (see
// the formulas above) and returns 1, or returns 0 when g2 = g3 = 0 and x is
// not 1, leaving x's a unspecified. It runs in constant time.
func (f *Fp12[E]) recover(x *Fp12Element[E]) int {
	var num, den Fp2Element[E]
	f.karabinaNum(&num, x)
	ok := f.karabinaDen(&den, x) | f.compressedIsOne(x)
	f.f2.Inverse(&den, &den)
	f.f2.Mul(&x.C1.C1, &num, &den) // g4
	f.karabinaG0(x)
	return ok
}

// CyclotomicSquareCompressed sets z = x² for x in the cyclotomic subgroup
// (see CyclotomicSquare) in compressed form: it sets the coefficients b
// and c of z (C0.C1, C0.C2, C1.C0, C1.C2, in the names of this file g1,
// g2, g3, g5) from those of x, six Fp2 squarings against
// CyclotomicSquare's nine, and leaves z's coefficient a (C0.C0 and C1.C1)
// as it was, which is no longer x²'s. A run of these on the same element is
// a run of squarings; CyclotomicDecompress then recovers a. The final
// exponentiation's powers by the curve seed use it (curves/pairing).
func (f *Fp12[E]) CyclotomicSquareCompressed(z, x *Fp12Element[E]) { f.squareBC(z, x) }

// CyclotomicDecompress sets the coefficient a of every element of xs from
// its coefficients b and c, for compressed squares of elements of the
// cyclotomic subgroup (CyclotomicSquareCompressed), with one Fp2 inversion
// for the whole batch (Montgomery's trick: the denominators' product is
// inverted once and each inverse is peeled off it with two
// multiplications). It returns 1 if every element was recovered and 0 if
// one of them has g2 = g3 = 0 without being 1 (see above; then that
// element's a is wrong and the others' right). Elements equal to 1 are
// recovered as 1. It runs in time independent of the values, and
// allocates nothing: the numerators and running products wait in the
// coefficients being recovered.
func (f *Fp12[E]) CyclotomicDecompress(xs []Fp12Element[E]) int {
	e := f.f2
	ok := 1
	var acc, den Fp2Element[E]
	e.One(&acc)
	for i := range xs {
		x := &xs[i]
		ok &= f.karabinaDen(&den, x) | f.compressedIsOne(x)
		f.karabinaNum(&x.C1.C1, x) // g4's slot holds the numerator,
		x.C0.C0 = acc              // g0's the product of the earlier denominators
		e.Mul(&acc, &acc, &den)
	}
	e.Inverse(&acc, &acc) // 1/(den_0 ⋯ den_{n−1}); no den is 0
	var inv Fp2Element[E]
	for i := len(xs) - 1; i >= 0; i-- {
		x := &xs[i]
		f.karabinaDen(&den, x)
		e.Mul(&inv, &acc, &x.C0.C0) // 1/den_i
		e.Mul(&acc, &acc, &den)     // 1/(den_0 ⋯ den_{i−1})
		e.Mul(&x.C1.C1, &x.C1.C1, &inv)
		f.karabinaG0(x)
	}
	return ok
}

// karabinaNum sets num to the numerator of g4 (see above): ξ·g5² + 3·g1² −
// 2·g2 when g3 ≠ 0, 2·g1·g5 when g3 = 0. num may alias x's g0 or g4.
func (f *Fp12[E]) karabinaNum(num *Fp2Element[E], x *Fp12Element[E]) {
	e := f.f2
	g1, g2, g3, g5 := &x.C0.C1, &x.C0.C2, &x.C1.C0, &x.C1.C2
	var n, t Fp2Element[E]
	e.Square(&t, g5)
	f.f6.MulByXi(&n, &t)
	e.Square(&t, g1)
	e.Add(&n, &n, &t)
	e.Double(&t, &t)
	e.Add(&n, &n, &t)
	e.Double(&t, g2)
	e.Sub(&n, &n, &t)
	e.Mul(&t, g1, g5)
	e.Double(&t, &t)
	e.Select(num, &t, &n, e.IsZero(g3))
}

// karabinaDen sets den to the denominator of g4 (see above): 4·g3 when
// g3 ≠ 0, g2 when g3 = 0, and 1 when that is 0, so that den is never 0.
// It returns 1 if den was not 0, and 0 otherwise (which is right only for
// x = 1: see compressedIsOne).
func (f *Fp12[E]) karabinaDen(den *Fp2Element[E], x *Fp12Element[E]) int {
	e := f.f2
	g2, g3 := &x.C0.C2, &x.C1.C0
	var d, one Fp2Element[E]
	e.Double(&d, g3)
	e.Double(&d, &d)
	e.Select(&d, g2, &d, e.IsZero(g3))
	z := e.IsZero(&d)
	e.One(&one)
	e.Select(den, &one, &d, z)
	return 1 ^ z
}

// compressedIsOne returns 1 if x's b and c are 0, as in 1, where the
// numerator of g4 is 0 too and g4 = 0, g0 = 1 are right whatever the
// denominator, and 0 otherwise.
func (f *Fp12[E]) compressedIsOne(x *Fp12Element[E]) int {
	e := f.f2
	return e.IsZero(&x.C0.C1) & e.IsZero(&x.C0.C2) & e.IsZero(&x.C1.C0) & e.IsZero(&x.C1.C2)
}

// karabinaG0 sets g0 = ξ·(2·g4² + g3·g5 − 3·g1·g2) + 1 from x's other
// coefficients.
func (f *Fp12[E]) karabinaG0(x *Fp12Element[E]) {
	e := f.f2
	g1, g2, g3, g4, g5 := &x.C0.C1, &x.C0.C2, &x.C1.C0, &x.C1.C1, &x.C1.C2
	var t, s, one Fp2Element[E]
	e.Square(&t, g4)
	e.Double(&t, &t)
	e.Mul(&s, g3, g5)
	e.Add(&t, &t, &s)
	e.Mul(&s, g1, g2)
	e.Sub(&t, &t, &s)
	e.Double(&s, &s)
	e.Sub(&t, &t, &s)
	f.f6.MulByXi(&t, &t)
	e.One(&one)
	e.Add(&x.C0.C0, &t, &one)
}
