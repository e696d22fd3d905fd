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
	e := f.f2
	g1, g2, g3, g5 := &x.C0.C1, &x.C0.C2, &x.C1.C0, &x.C1.C2
	var num, den, t, s Fp2Element[E]
	// g3 ≠ 0: num = ξ·g5² + 3·g1² − 2·g2, den = 4·g3.
	e.Square(&t, g5)
	f.f6.MulByXi(&num, &t)
	e.Square(&t, g1)
	e.Add(&num, &num, &t)
	e.Double(&t, &t)
	e.Add(&num, &num, &t)
	e.Double(&t, g2)
	e.Sub(&num, &num, &t)
	e.Double(&den, g3)
	e.Double(&den, &den)
	// g3 = 0: num = 2·g1·g5, den = g2.
	z3 := e.IsZero(g3)
	e.Mul(&t, g1, g5)
	e.Double(&t, &t)
	e.Select(&num, &t, &num, z3)
	e.Select(&den, g2, &den, z3)
	ok := 1 ^ e.IsZero(&den)
	e.Inverse(&den, &den)
	e.Mul(&x.C1.C1, &num, &den) // g4
	g4 := &x.C1.C1
	// g0 = ξ·(2·g4² + g3·g5 − 3·g1·g2) + 1.
	e.Square(&t, g4)
	e.Double(&t, &t)
	e.Mul(&s, g3, g5)
	e.Add(&t, &t, &s)
	e.Mul(&s, g1, g2)
	e.Sub(&t, &t, &s)
	e.Double(&s, &s)
	e.Sub(&t, &t, &s)
	f.f6.MulByXi(&t, &t)
	var one Fp2Element[E]
	e.One(&one)
	e.Add(&x.C0.C0, &t, &one)
	// b = c = 0 is x = 1 in the subgroup, which the formulas give.
	bc := e.IsZero(g1) & e.IsZero(g2) & e.IsZero(g3) & e.IsZero(g5)
	return ok | bc
}
