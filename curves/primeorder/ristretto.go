package primeorder

// This file holds the Ristretto formulas of RFC 9496 §4.3, written for any
// a = −1 curve whose constants satisfy NewRistretto's conditions, with the
// step of the RFC as a trailing comment. The points are the engine's; only
// the encoding, the comparison and the map are new.

// ristrettoDecode sets (w.X : w.Y : w.Z : w.T) to the representative encoded
// by s (already checked canonical and non-negative: RFC 9496 §4.3.1 steps 1
// and 2) and reports whether the encoding is valid.
func (g *Group[E, S]) ristrettoDecode(w *workspace[E, S], s *E) bool {
	f := g.f
	f.Square(&w.ss, s)          // ss = s^2
	f.Sub(&w.u1, &g.one, &w.ss) // u1 = 1 - ss
	f.Add(&w.u2, &g.one, &w.ss) // u2 = 1 + ss
	f.Square(&w.t0, &w.u2)      // u2_sqr = u2^2
	f.Square(&w.v, &w.u1)
	f.Mul(&w.v, &w.v, &g.d)
	f.Neg(&w.v, &w.v)
	f.Sub(&w.v, &w.v, &w.t0) // v = -(D * u1^2) - u2_sqr
	f.Mul(&w.t1, &w.v, &w.t0)
	wasSquare := f.SqrtRatio(&w.inv, &g.one, &w.t1) // (was_square, invsqrt) = SQRT_RATIO_M1(1, v * u2_sqr)
	f.Mul(&w.t2, &w.inv, &w.u2)                     // den_x = invsqrt * u2
	f.Mul(&w.t3, &w.inv, &w.t2)
	f.Mul(&w.t3, &w.t3, &w.v) // den_y = invsqrt * den_x * v
	f.Add(&w.X, s, s)
	f.Mul(&w.X, &w.X, &w.t2)
	g.abs(&w.X, &w.X, &w.neg) // x = CT_ABS(2 * s * den_x)
	f.Mul(&w.Y, &w.u1, &w.t3) // y = u1 * den_y
	f.Mul(&w.T, &w.X, &w.Y)   // t = x * y
	f.One(&w.Z)
	// Field.SqrtRatio's root is SQRT_RATIO_M1's when u/v is a square, and
	// decoding fails when it is not.
	bad := (1 ^ wasSquare) | f.Sgn0(&w.T) | f.IsZero(&w.Y)
	return bad == 0 // fail if !was_square or IS_NEGATIVE(t) or y = 0
}

// ristrettoEncode sets w.s to the field element that encodes the
// representative (w.X : w.Y : w.Z : w.T), RFC 9496 §4.3.2.
func (g *Group[E, S]) ristrettoEncode(w *workspace[E, S]) {
	f := g.f
	f.Add(&w.t0, &w.Z, &w.Y)
	f.Sub(&w.u1, &w.Z, &w.Y)
	f.Mul(&w.u1, &w.u1, &w.t0) // u1 = (z0 + y0) * (z0 - y0)
	f.Mul(&w.u2, &w.X, &w.Y)   // u2 = x0 * y0
	f.Square(&w.t0, &w.u2)
	f.Mul(&w.t0, &w.t0, &w.u1)
	f.SqrtRatio(&w.inv, &g.one, &w.t0) // (_, invsqrt) = SQRT_RATIO_M1(1, u1 * u2^2)
	// u1·u2² is a square for every point of 2E, where representatives
	// live, so Field.SqrtRatio's root is SQRT_RATIO_M1's.
	f.Mul(&w.t1, &w.inv, &w.u1) // den1 = invsqrt * u1
	f.Mul(&w.t2, &w.inv, &w.u2) // den2 = invsqrt * u2
	f.Mul(&w.t3, &w.t1, &w.t2)
	f.Mul(&w.t3, &w.t3, &w.T)              // z_inv = den1 * den2 * t0
	f.Mul(&w.w0, &w.X, &g.sqrtM1)          // ix0 = x0 * SQRT_M1
	f.Mul(&w.w1, &w.Y, &g.sqrtM1)          // iy0 = y0 * SQRT_M1
	f.Mul(&w.w2, &w.t1, &g.invSqrtAMinusD) // enchanted_denominator = den1 * INVSQRT_A_MINUS_D
	f.Mul(&w.t4, &w.T, &w.t3)
	rotate := f.Sgn0(&w.t4)               // rotate = IS_NEGATIVE(t0 * z_inv)
	f.Select(&w.t0, &w.w1, &w.X, rotate)  // x = CT_SELECT(iy0 IF rotate ELSE x0)
	f.Select(&w.t4, &w.w0, &w.Y, rotate)  // y = CT_SELECT(ix0 IF rotate ELSE y0)
	f.Select(&w.w3, &w.w2, &w.t2, rotate) // den_inv = CT_SELECT(enchanted_denominator IF rotate ELSE den2)
	f.Mul(&w.t1, &w.t0, &w.t3)
	g.condNeg(&w.t4, &w.t4, f.Sgn0(&w.t1), &w.neg) // y = CT_NEG(y, IS_NEGATIVE(x * z_inv))
	f.Sub(&w.s, &w.Z, &w.t4)
	f.Mul(&w.s, &w.s, &w.w3)
	g.abs(&w.s, &w.s, &w.neg) // s = CT_ABS(den_inv * (z - y))
}

// ristrettoEqual reports whether (X : Y : …) and (X2 : Y2 : …) in w
// represent the same element, RFC 9496 §4.3.3.
func (g *Group[E, S]) ristrettoEqual(w *workspace[E, S]) int {
	f := g.f
	f.Mul(&w.t0, &w.X, &w.Y2)
	f.Mul(&w.t1, &w.Y, &w.X2)
	f.Mul(&w.t2, &w.Y, &w.Y2)
	f.Mul(&w.t3, &w.X, &w.X2)
	return f.Equal(&w.t0, &w.t1) | f.Equal(&w.t2, &w.t3) // x1 * y2 == y1 * x2 OR y1 * y2 == x1 * x2
}

// ristrettoMap sets (w.X : w.Y : w.Z : w.T) to MAP(t), the Elligator map of
// RFC 9496 §4.3.4. t must not alias the workspace's temporaries.
func (g *Group[E, S]) ristrettoMap(w *workspace[E, S], t *E) {
	f := g.f
	f.Square(&w.t0, t)
	f.Mul(&w.r, &w.t0, &g.sqrtM1) // r = SQRT_M1 * t^2
	f.Add(&w.u, &w.r, &g.one)
	f.Mul(&w.u, &w.u, &g.oneMinusDSq) // u = (r + 1) * ONE_MINUS_D_SQ
	f.Mul(&w.t0, &w.r, &g.d)
	f.Sub(&w.t0, &g.minusOne, &w.t0)
	f.Add(&w.t1, &w.r, &g.d)
	f.Mul(&w.v, &w.t0, &w.t1)                             // v = (-1 - r*D) * (r + D)
	wasSquare := g.sqrtRatioM1(&w.sqrt, &w.s, &w.u, &w.v) // (was_square, s) = SQRT_RATIO_M1(u, v)
	f.Mul(&w.t0, &w.s, t)
	g.abs(&w.t0, &w.t0, &w.neg)
	f.Neg(&w.t0, &w.t0)                           // s_prime = -CT_ABS(s*t)
	f.Select(&w.s, &w.s, &w.t0, wasSquare)        // s = CT_SELECT(s IF was_square ELSE s_prime)
	f.Select(&w.t1, &g.minusOne, &w.r, wasSquare) // c = CT_SELECT(-1 IF was_square ELSE r)
	f.Sub(&w.t2, &w.r, &g.one)
	f.Mul(&w.t2, &w.t2, &w.t1)
	f.Mul(&w.t2, &w.t2, &g.dMinusOneSq)
	f.Sub(&w.t2, &w.t2, &w.v) // N = c * (r - 1) * D_MINUS_ONE_SQ - v
	f.Square(&w.ss, &w.s)
	f.Add(&w.w0, &w.s, &w.s)
	f.Mul(&w.w0, &w.w0, &w.v)              // w0 = 2 * s * v
	f.Mul(&w.w1, &w.t2, &g.sqrtADMinusOne) // w1 = N * SQRT_AD_MINUS_ONE
	f.Sub(&w.w2, &g.one, &w.ss)            // w2 = 1 - s^2
	f.Add(&w.w3, &g.one, &w.ss)            // w3 = 1 + s^2
	f.Mul(&w.X, &w.w0, &w.w3)
	f.Mul(&w.Y, &w.w2, &w.w1)
	f.Mul(&w.Z, &w.w1, &w.w3)
	f.Mul(&w.T, &w.w0, &w.w2) // return (w0*w3, w2*w1, w1*w3, w0*w2)
}
