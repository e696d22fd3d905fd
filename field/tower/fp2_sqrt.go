package tower

// Square roots in Fp2 go down to the base field through the norm, a method
// that works for every odd p and every non-square β (Scott, "Implementing
// cryptographic pairings", 2007, §3.3; Adj and Rodríguez-Henríquez, "Square
// root computation over even extension fields", 2014, Algorithm 8 is the same
// idea). Write x = a + b·u and look for z = c0 + c1·u with z² = x:
//
//	c0² + β·c1² = a,  2·c0·c1 = b.
//
// Then N(z)² = N(x), so n = c0² − β·c1² is a square root of N = a² − β·b² in
// Fp, and x is a square in Fp2 exactly when N is a square in Fp. Given n,
// t = (a + n)/2 and t' = (a − n)/2 satisfy t + t' = a and t·t' = β·b²/4:
//
//   - if t is a square, c0 = √t and c1 = b/(2·c0): c0² + β·c1² = t + β·b²/(4t) = t + t' = a;
//   - otherwise t/β is a square (β is not one), and c1 = √(t/β),
//     c0 = b/(2·c1): c0² + β·c1² = β·b²/(4t) + t = a.
//
// When b ≠ 0, t·t' ≠ 0 so t ≠ 0 and one of the two cases holds. When b = 0,
// n is chosen as a itself (a valid root of N = a²) so that t = a: the first
// case finds √a when a is a square of Fp, the second √(a/β)·u otherwise, and
// b/(2·…) = 0 as it should. x = 0 gives t = 0, √t = 0 and z = 0.
//
// The cost is three base square roots and one base inversion, all of them
// computed whatever the input; the alternatives are picked with Select. The
// q ≡ 3 mod 4 method of Adj–Rodríguez-Henríquez (Algorithm 9, RFC 9380
// Appendix I.3's neighbour for p ≡ 3 mod 4) needs two exponentiations in Fp2
// of about log p bits each, which costs about the same as the three base
// exponentiations here but applies to fewer fields, so it is not used.

// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0.
func (f *Fp2[E]) Sqrt(z, x *Fp2Element[E]) int {
	var a, b, n, t, s1, s2, d E
	a, b = x.C0, x.C1
	f.Norm(&n, x)
	ok := f.b.Sqrt(&n, &n)
	f.b.Select(&n, &a, &n, f.b.IsZero(&b))
	f.b.Add(&t, &a, &n)
	f.b.Mul(&t, &t, &f.half)      // t = (a + n)/2
	sq := f.b.Sqrt(&s1, &t)       // √t, when t is a square
	f.b.Mul(&t, &t, &f.betaInv)   // t/β
	f.b.Sqrt(&s2, &t)             // √(t/β), when t is not a square
	f.b.Select(&s1, &s1, &s2, sq) // s: the coefficient found by a root
	f.b.Add(&d, &s1, &s1)
	f.b.Inverse(&d, &d)
	f.b.Mul(&d, &d, &b) // the other coefficient, b/(2s)
	var r, m Fp2Element[E]
	f.b.Select(&r.C0, &s1, &d, sq)
	f.b.Select(&r.C1, &d, &s1, sq)
	f.Neg(&m, &r)
	f.Select(&r, &m, &r, f.Sgn0(&r)) // the root of sign 0
	var zero Fp2Element[E]
	f.Select(z, &r, &zero, ok)
	return ok
}

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0. It computes
// Sqrt(u·(1/v)), with 1/0 = 0.
func (f *Fp2[E]) SqrtRatio(z, u, v *Fp2Element[E]) int {
	bad := f.IsZero(v) &^ f.IsZero(u) // v = 0 ≠ u: u/v is undefined
	var w Fp2Element[E]
	f.Inverse(&w, v)
	f.Mul(&w, &w, u)
	ok := f.Sqrt(z, &w) // v = 0 makes w = 0 and z = 0
	return ok &^ bad
}

// Sgn0 returns sgn0(x) as RFC 9380 §4.1 defines it for m = 2:
// sgn0(c0) OR (c0 = 0 AND sgn0(c1)), with the base field's Sgn0 (the parity
// of the canonical integer).
func (f *Fp2[E]) Sgn0(x *Fp2Element[E]) int {
	return f.b.Sgn0(&x.C0) | (f.b.IsZero(&x.C0) & f.b.Sgn0(&x.C1))
}

// LexicographicallyLargest returns 1 if x > −x when elements are compared as
// pairs (c1, c0) of integers in [0, p), c1 first, and 0 otherwise (so 0 for
// x = 0). This is the "sort" flag of the ZCash BLS12-381 compressed G2
// encoding: c1 > (p−1)/2, or c1 = 0 and c0 > (p−1)/2.
func (f *Fp2[E]) LexicographicallyLargest(x *Fp2Element[E]) int {
	return f.aboveHalf(&x.C1) | (f.b.IsZero(&x.C1) & f.aboveHalf(&x.C0))
}

// aboveHalf returns 1 if the canonical integer of c exceeds (p−1)/2.
func (f *Fp2[E]) aboveHalf(c *E) int {
	var buf [maxBaseBytes]byte
	b := buf[:f.n]
	f.b.PutBytes(b, c)
	le := f.b.f.ByteOrder() == littleEndian
	// (p−1)/2 − c borrows exactly when c > (p−1)/2; scan from the least
	// significant byte.
	var borrow int
	for i := f.n - 1; i >= 0; i-- {
		ci := b[i]
		if le {
			ci = b[f.n-1-i]
		}
		d := int(f.halfP[i]) - int(ci) - borrow
		borrow = (d >> 8) & 1
	}
	return borrow
}
