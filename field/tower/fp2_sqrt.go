package tower

import "errors"

// Square roots in Fp2 go down to the base field through the norm: the
// classical "complex method" for quadratic extensions (used by Scott,
// "Implementing cryptographic pairings", 2007, and compared with the
// alternatives by Adj and Rodríguez-Henríquez, "Square root computation over
// even extension fields", ePrint 2012/685), which works for every odd p and
// every non-square β. Write x = a + b·u and look for z = c0 + c1·u with z² = x:
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
// In general this costs three base square roots (of N, t and t/β) and one
// base inversion, all computed whatever the input; the alternatives are
// picked with Select. When p ≡ 3 mod 4 (BLS12-381, BN254) one exponentiation
// serves both t and t/β: r = t^((p+1)/4) has r² = t when t is a square and
// r² = −t otherwise, and then √(t/β) = r·√(−1/β), where −1/β is a square
// because −1 and β are not (√(−1/β) is computed at construction; it is 1
// for β = −1). With N's root found the same way, that is two base
// exponentiations instead of three. The q ≡ 3 mod 4 method of
// Adj–Rodríguez-Henríquez (Algorithm 9) needs two exponentiations in Fp2,
// each two to three times the cost of one in Fp, and applies only when
// p ≡ 3 mod 4, so it is not used.

// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0.
func (f *Fp2[E]) Sqrt(z, x *Fp2Element[E]) int {
	var n E
	f.Norm(&n, x)
	var ok int
	if f.sqrtBits != nil { // p ≡ 3 mod 4, a public fact
		ok = f.root34(&n, &n)
	} else {
		ok = f.b.Sqrt(&n, &n)
	}
	f.sqrtFromNorm(z, x, &n)
	var zero Fp2Element[E]
	f.Zero(&zero)
	f.Select(z, z, &zero, ok)
	return ok
}

// sqrtFromNorm sets z to the square root of sign 0 of the square x, given
// n, a square root of x's norm N (see the method above).
func (f *Fp2[E]) sqrtFromNorm(z, x *Fp2Element[E], n *E) {
	var a, b, t, s1, s2, d E
	a, b = x.C0, x.C1
	var sq int
	f.b.Select(&t, &a, n, f.b.IsZero(&b)) // n, or a when b = 0
	f.b.Add(&t, &a, &t)
	f.b.Mul(&t, &t, &f.half) // t = (a + n)/2
	if f.sqrtBits != nil {
		sq = f.root34(&s1, &t)      // √t or √−t
		f.b.Mul(&s2, &s1, &f.sqrtC) // √(t/β) when s1 = √−t
	} else {
		sq = f.b.Sqrt(&s1, &t)      // √t, when t is a square
		f.b.Mul(&t, &t, &f.betaInv) // t/β
		f.b.Sqrt(&s2, &t)           // √(t/β), when t is not a square
	}
	f.b.Select(&s1, &s1, &s2, sq) // s: the coefficient found by a root
	f.b.Add(&d, &s1, &s1)
	f.b.Inverse(&d, &d)
	f.b.Mul(&d, &d, &b) // the other coefficient, b/(2s)
	var r, m Fp2Element[E]
	f.b.Select(&r.C0, &s1, &d, sq)
	f.b.Select(&r.C1, &d, &s1, sq)
	f.Neg(&m, &r)
	f.Select(z, &m, &r, f.Sgn0(&r)) // the root of sign 0
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

// sqrtRatioZ is RFC 9380's sqrt_ratio(u, v) (§F.2.1) for the non-square c
// of k (see NewSqrtRatioZ): with v ≠ 0 it returns 1 and sets z = √(u/v)
// when u/v is a square, and otherwise returns 0 and sets z = √(c·u/v),
// which then exists; the root has Sgn0 0, as SqrtRatio's. It answers
// what SqrtRatio(u, v) and SqrtRatio(c·u, v) answer together (the simplified
// SWU map's two candidates) for about half their cost when p ≡ 3 mod 4: one
// inversion instead of two, and the norm's square root is shared, since
// N(c·w) = N(c)·N(w) and, when N(w) is not a square of Fp, root34 gives r
// with r² = −N(w), so √N(c·w) = √(−N(c))·r with √(−N(c)) computed once (−N(c)
// is a square: N(c) and −1 are not). Two base exponentiations instead of
// four. For other p it makes the two SqrtRatio calls. With v = 0 it
// computes as if u/v were 0 (z = 0, result 1). Constant time.
func (f *Fp2[E]) sqrtRatioZ(z, u, v *Fp2Element[E], c *sqrtRatioZConst[E]) int {
	if f.sqrtBits == nil { // p ≡ 1 mod 4, a public fact
		var cu Fp2Element[E]
		f.Mul(&cu, &c.c, u)
		ok := f.SqrtRatio(z, u, v)
		var alt Fp2Element[E]
		f.SqrtRatio(&alt, &cu, v)
		f.Select(z, z, &alt, ok)
		return ok | f.IsZero(v)
	}
	var w, cw, x Fp2Element[E]
	f.Inverse(&w, v)
	f.Mul(&w, &w, u) // w = u/v, 0 when v = 0
	var n, cn E
	f.Norm(&n, &w)
	ok := f.root34(&n, &n)        // √N(w), or r with r² = −N(w)
	f.b.Mul(&cn, &n, &c.rootNegN) // √N(c·w) when N(w) is not a square
	f.Mul(&cw, &c.c, &w)
	f.Select(&x, &w, &cw, ok)
	f.b.Select(&n, &n, &cn, ok)
	f.sqrtFromNorm(z, &x, &n)
	return ok
}

// sqrtRatioZConst holds what sqrtRatioZ needs of its non-square c.
type sqrtRatioZConst[E any] struct {
	c        Fp2Element[E]
	rootNegN E // √(−N(c)), for p ≡ 3 mod 4
}

// NewSqrtRatioZ returns RFC 9380's sqrt_ratio(u, v) for the constant c,
// which must not be a square of Fp2 (the Z of the simplified SWU map is
// one): the function returns 1 and sets z = √(u/v) when u/v is a square,
// and otherwise returns 0 and sets z = √(c·u/v), for v ≠ 0 (see
// sqrtRatioZ). curves/weierstrass's map to the curve uses it, when its
// field offers it, in place of two SqrtRatio calls.
func (f *Fp2[E]) NewSqrtRatioZ(c *Fp2Element[E]) (func(z, u, v *Fp2Element[E]) int, error) {
	k := &sqrtRatioZConst[E]{c: *c}
	fn := func(z, u, v *Fp2Element[E]) int { return f.sqrtRatioZ(z, u, v, k) }
	var n E
	f.Norm(&n, c)
	if f.b.IsZero(&n) == 1 {
		return nil, errors.New("tower: SqrtRatioZ: c is 0")
	}
	if f.sqrtBits == nil {
		var r Fp2Element[E]
		if f.Sqrt(&r, c) == 1 {
			return nil, errors.New("tower: SqrtRatioZ: c is a square")
		}
		return fn, nil
	}
	f.b.Neg(&n, &n)
	if f.root34(&k.rootNegN, &n) != 1 { // −N(c) is a square exactly when N(c) is not
		return nil, errors.New("tower: SqrtRatioZ: c is a square")
	}
	return fn, nil
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

// root34 sets z = x^((p+1)/4) for p ≡ 3 mod 4 and returns 1 if z² = x (z is
// then a square root of x) and 0 otherwise (then z² = −x). The exponent is
// public: a left-to-right sliding window of up to 5 bits over its bits, with
// the odd powers x, x³, …, x³¹ precomputed.
func (f *Fp2[E]) root34(z, x *E) int {
	var table [16]E // table[i] = x^(2i+1)
	var x2, acc E
	table[0] = *x
	f.b.Square(&x2, x)
	for i := 1; i < len(table); i++ {
		f.b.Mul(&table[i], &table[i-1], &x2)
	}
	bits := f.sqrtBits // the top bit is 1
	f.b.One(&acc)
	for i := 0; i < len(bits); {
		if bits[i] == 0 {
			f.b.Square(&acc, &acc)
			i++
			continue
		}
		j := min(i+5, len(bits))
		for bits[j-1] == 0 {
			j--
		}
		v := 0
		for k := i; k < j; k++ {
			v = v<<1 | int(bits[k])
			f.b.Square(&acc, &acc)
		}
		f.b.Mul(&acc, &acc, &table[v>>1])
		i = j
	}
	f.b.Square(&x2, &acc)
	ok := f.b.Equal(&x2, x)
	*z = acc
	return ok
}
