package field

import "math/big"

// sqrtMethod names the square-root algorithm chosen from p.
type sqrtMethod int

const (
	sqrt3Mod4         sqrtMethod = iota // p ≡ 3 mod 4: x^((p+1)/4)
	sqrtAtkin                           // p ≡ 5 mod 8: Atkin's algorithm
	sqrt9Mod16                          // p ≡ 9 mod 16: RFC 9380 Appendix I.3
	sqrtTonelliShanks                   // p ≡ 1 mod 16: constant-time Tonelli–Shanks, RFC 9380 Appendix I.4
)

// sqrtParams holds the square-root method of a Prime and its constants.
//
// Write p − 1 = 2^s · q with q odd. Every method uses one exponentiation by
// c3 = (q − 1)/2 (which is (p−3)/4, (p−5)/8 and (p−9)/16 for the first
// three), and SqrtRatio (for s ≥ 2) is the constant-time sqrt_ratio of
// RFC 9380 Appendix F.2.1.1, which needs a non-square z.
type sqrtParams struct {
	method sqrtMethod
	s      int          // 2-adicity of p − 1
	c3     expProgram   // exponent (q − 1)/2
	zq     PrimeElement // z^q: a primitive 2^s-th root of unity (c5 of I.4, c6 of F.2.1.1)
	zq1    PrimeElement // z^((q+1)/2) (c7 of F.2.1.1)
	// For p ≡ 9 mod 16 (RFC 9380 I.3): c1 = √−1, c2 = √c1, c3 = √−c1.
	i, sqrtI, sqrtNegI PrimeElement
}

// initSqrt picks the square-root method for f.modulus and computes its
// constants (with math/big: this is setup).
func (f *Prime) initSqrt() {
	p := f.modulus
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	sp := &f.sqrt
	sp.s = int(pm1.TrailingZeroBits())
	q := new(big.Int).Rsh(pm1, uint(sp.s))
	sp.c3 = newExpProgram(new(big.Int).Rsh(q, 1))
	switch {
	case sp.s == 1:
		sp.method = sqrt3Mod4
	case sp.s == 2:
		sp.method = sqrtAtkin
	case sp.s == 3:
		sp.method = sqrt9Mod16
	default:
		sp.method = sqrtTonelliShanks
	}
	// The smallest non-square z ≥ 2.
	z := big.NewInt(2)
	for big.Jacobi(z, p) != -1 {
		z.Add(z, big.NewInt(1))
	}
	sp.zq = f.montConst(new(big.Int).Exp(z, q, p))
	sp.zq1 = f.montConst(new(big.Int).Exp(z, new(big.Int).Rsh(new(big.Int).Add(q, big.NewInt(1)), 1), p))
	if sp.method == sqrt9Mod16 {
		i := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(1)), p)
		sp.i = f.montConst(i)
		sp.sqrtI = f.montConst(new(big.Int).ModSqrt(i, p))
		sp.sqrtNegI = f.montConst(new(big.Int).ModSqrt(new(big.Int).Sub(p, i), p))
	}
}

// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0. The method
// depends on p: one exponentiation for p ≡ 3 mod 4, Atkin's algorithm for
// p ≡ 5 mod 8, RFC 9380 I.3 for p ≡ 9 mod 16 and a Tonelli–Shanks loop with a
// number of rounds fixed by the 2-adicity of p − 1 otherwise.
func (f *Prime) Sqrt(z, x *PrimeElement) int {
	sp := &f.sqrt
	var r, t, u PrimeElement
	switch sp.method {
	case sqrt3Mod4:
		f.exp(&t, x, &sp.c3) // x^((p−3)/4)
		f.Mul(&r, &t, x)     // x^((p+1)/4)
	case sqrtAtkin:
		var x2 PrimeElement
		f.Add(&x2, x, x)       // 2x
		f.exp(&t, &x2, &sp.c3) // t = (2x)^((p−5)/8)
		f.Square(&u, &t)       // t²
		f.Mul(&u, &u, &x2)     // i = 2x·t², a square root of −1 when x is a square
		f.Sub(&u, &u, &f.one)  // i − 1
		f.Mul(&r, &t, x)       // x·t
		f.Mul(&r, &r, &u)      // x·t·(i − 1)
	case sqrt9Mod16:
		var t2, t3, t4 PrimeElement
		f.exp(&t, x, &sp.c3)
		f.Mul(&t, &t, x)             // 1. tv1 = x^((p+7)/16)
		f.Mul(&t2, &t, &sp.i)        // 2. tv2 = c1·tv1
		f.Mul(&t3, &t, &sp.sqrtI)    // 3. tv3 = c2·tv1
		f.Mul(&t4, &t, &sp.sqrtNegI) // 4. tv4 = c3·tv1
		f.Square(&u, &t2)
		e1 := f.Equal(&u, x) // 5. e1 = tv2² == x
		f.Square(&u, &t3)
		e2 := f.Equal(&u, x)        // 6. e2 = tv3² == x
		f.Select(&t, &t2, &t, e1)   // 7. tv1 = CMOV(tv1, tv2, e1)
		f.Select(&t2, &t3, &t4, e2) // 8. tv2 = CMOV(tv4, tv3, e2)
		f.Square(&u, &t2)
		e3 := f.Equal(&u, x)      // 9. e3 = tv2² == x
		f.Select(&r, &t2, &t, e3) // 10. z = CMOV(tv1, tv2, e3)
	default:
		f.tonelliShanks(&r, x)
	}
	f.Square(&u, &r)
	ok := f.Equal(&u, x)
	var zero PrimeElement
	f.Select(&r, &r, &zero, ok)
	f.canonicalRoot(z, &r)
	return ok
}

// tonelliShanks sets r to a square root of x when x is a square, following
// RFC 9380 Appendix I.4: s − 1 rounds whose work depends only on s.
func (f *Prime) tonelliShanks(r, x *PrimeElement) {
	sp := &f.sqrt
	var zz, t, b, c, tt PrimeElement
	f.exp(&zz, x, &sp.c3) // 1. z = x^c3
	f.Square(&t, &zz)     // 2. t = z²
	f.Mul(&t, &t, x)      // 3. t = t·x
	f.Mul(&zz, &zz, x)    // 4. z = z·x
	b = t                 // 5. b = t
	c = sp.zq             // 6. c = c5
	for i := sp.s; i >= 2; i-- {
		for j := 1; j <= i-2; j++ {
			f.Square(&b, &b) // 9. b = b²
		}
		e := f.Equal(&b, &f.one)   // 10. e = b == 1
		f.Mul(&tt, &zz, &c)        // 11. zt = z·c
		f.Select(&zz, &zz, &tt, e) // 12. z = CMOV(zt, z, e)
		f.Square(&c, &c)           // 13. c = c²
		f.Mul(&tt, &t, &c)         // 14. tt = t·c
		f.Select(&t, &t, &tt, e)   // 15. t = CMOV(tt, t, e)
		b = t                      // 16. b = t
	}
	*r = zz
}

// canonicalRoot sets z = ±r, choosing the sign whose Sgn0 is 0.
func (f *Prime) canonicalRoot(z, r *PrimeElement) {
	var n PrimeElement
	f.Neg(&n, r)
	f.Select(z, &n, r, f.Sgn0(r))
}

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0. It needs no
// inversion: for p ≡ 3 mod 4 it computes u·v·(u·v³)^((p−3)/4), otherwise the
// constant-time sqrt_ratio of RFC 9380 Appendix F.2.1.1.
func (f *Prime) SqrtRatio(z, u, v *PrimeElement) int {
	sp := &f.sqrt
	var y, t1, t2 PrimeElement
	var ok int
	if sp.method == sqrt3Mod4 {
		f.Square(&t1, v)       // v²
		f.Mul(&t2, u, v)       // u·v
		f.Mul(&t1, &t1, &t2)   // u·v³
		f.exp(&y, &t1, &sp.c3) // (u·v³)^((p−3)/4)
		f.Mul(&y, &y, &t2)     // y = u·v·(u·v³)^((p−3)/4)
		f.Square(&t1, &y)
		f.Mul(&t1, &t1, v)
		ok = f.Equal(&t1, u) // y²·v = u·χ(u·v³): u exactly when u/v is a square or u = 0
	} else {
		ok = f.sqrtRatioTS(&y, u, v) | f.IsZero(u)
	}
	var zero PrimeElement
	f.Select(&y, &y, &zero, ok)
	f.canonicalRoot(z, &y)
	return ok
}

// sqrtRatioTS is sqrt_ratio of RFC 9380 Appendix F.2.1.1 for s ≥ 2: it sets
// y = √(u/v) and returns 1 when u/v is a non-zero square, and otherwise sets
// y = √(z·u/v) (for the non-square z) and returns 0. For u = 0 or v = 0 it
// sets y = 0 and returns 0.
func (f *Prime) sqrtRatioTS(y, u, v *PrimeElement) int {
	sp := &f.sqrt
	var tv1, tv2, tv3, tv4, tv5 PrimeElement
	tv1 = sp.zq // 1. tv1 = c6
	// 2. tv2 = v^c4 with c4 = 2^s − 1.
	tv2 = *v
	for i := 1; i < sp.s; i++ {
		f.Square(&tv2, &tv2)
		f.Mul(&tv2, &tv2, v)
	}
	f.Square(&tv3, &tv2)             // 3. tv3 = tv2²
	f.Mul(&tv3, &tv3, v)             // 4. tv3 = tv3·v
	f.Mul(&tv5, u, &tv3)             // 5. tv5 = u·tv3
	f.exp(&tv5, &tv5, &sp.c3)        // 6. tv5 = tv5^c3
	f.Mul(&tv5, &tv5, &tv2)          // 7. tv5 = tv5·tv2
	f.Mul(&tv2, &tv5, v)             // 8. tv2 = tv5·v
	f.Mul(&tv3, &tv5, u)             // 9. tv3 = tv5·u
	f.Mul(&tv4, &tv3, &tv2)          // 10. tv4 = tv3·tv2
	f.squareN(&tv5, &tv4, sp.s-1)    // 11. tv5 = tv4^c5 with c5 = 2^(s−1)
	isQR := f.Equal(&tv5, &f.one)    // 12. isQR = tv5 == 1
	f.Mul(&tv2, &tv3, &sp.zq1)       // 13. tv2 = tv3·c7
	f.Mul(&tv5, &tv4, &tv1)          // 14. tv5 = tv4·tv1
	f.Select(&tv3, &tv3, &tv2, isQR) // 15. tv3 = CMOV(tv2, tv3, isQR)
	f.Select(&tv4, &tv4, &tv5, isQR) // 16. tv4 = CMOV(tv5, tv4, isQR)
	for i := sp.s; i >= 2; i-- {     // 17.
		f.squareN(&tv5, &tv4, i-2)     // 18–20. tv5 = tv4^(2^(i−2))
		e1 := f.Equal(&tv5, &f.one)    // 21. e1 = tv5 == 1
		f.Mul(&tv2, &tv3, &tv1)        // 22. tv2 = tv3·tv1
		f.Square(&tv1, &tv1)           // 23. tv1 = tv1²
		f.Mul(&tv5, &tv4, &tv1)        // 24. tv5 = tv4·tv1
		f.Select(&tv3, &tv3, &tv2, e1) // 25. tv3 = CMOV(tv2, tv3, e1)
		f.Select(&tv4, &tv4, &tv5, e1) // 26. tv4 = CMOV(tv5, tv4, e1)
	}
	*y = tv3
	return isQR
}
