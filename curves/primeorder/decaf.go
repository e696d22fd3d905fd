package primeorder

// This file holds the Decaf formulas of RFC 9496 §5.3, written for any a = 1
// curve that satisfies NewDecaf's conditions, with the step of the RFC as a
// trailing comment.

// decafDecode sets (w.X : w.Y : w.Z : w.T) to the representative encoded by
// s (already checked canonical and non-negative: RFC 9496 §5.3.1 steps 1
// and 2) and reports whether the encoding is valid.
func (g *Group[E, S]) decafDecode(w *workspace[E, S], s *E) bool {
	f := g.f
	f.Square(&w.ss, s)          // ss = s^2
	f.Add(&w.u1, &g.one, &w.ss) // u1 = 1 + ss
	f.Square(&w.t0, &w.u1)
	f.Mul(&w.t1, &w.ss, &g.d)
	f.Add(&w.t1, &w.t1, &w.t1)
	f.Add(&w.t1, &w.t1, &w.t1)
	f.Sub(&w.u2, &w.t0, &w.t1) // u2 = u1^2 - 4 * D * ss
	f.Mul(&w.t1, &w.u2, &w.t0)
	wasSquare := f.SqrtRatio(&w.inv, &g.one, &w.t1) // (was_square, invsqrt) = SQRT_RATIO_M1(1, u2 * u1^2)
	f.Add(&w.t2, s, s)
	f.Mul(&w.t2, &w.t2, &w.inv)
	f.Mul(&w.t2, &w.t2, &w.u1)
	f.Mul(&w.t2, &w.t2, &g.sqrtMinusD)
	g.abs(&w.t2, &w.t2, &w.neg) // u3 = CT_ABS(2 * s * invsqrt * u1 * SQRT_MINUS_D)
	f.Mul(&w.X, &w.t2, &w.inv)
	f.Mul(&w.X, &w.X, &w.u2)
	f.Mul(&w.X, &w.X, &g.invSqrtMinusD) // x = u3 * invsqrt * u2 * INVSQRT_MINUS_D
	f.Sub(&w.Y, &g.one, &w.ss)
	f.Mul(&w.Y, &w.Y, &w.inv)
	f.Mul(&w.Y, &w.Y, &w.u1) // y = (1 - ss) * invsqrt * u1
	f.Mul(&w.T, &w.X, &w.Y)  // t = x * y
	f.One(&w.Z)
	// Field.SqrtRatio's root is SQRT_RATIO_M1's when u/v is a square, and
	// decoding fails when it is not.
	return wasSquare == 1 // fail if !was_square
}

// decafEncode sets w.s to the field element that encodes the representative
// (w.X : w.Y : w.Z : w.T), RFC 9496 §5.3.2.
func (g *Group[E, S]) decafEncode(w *workspace[E, S]) {
	f := g.f
	f.Add(&w.t0, &w.X, &w.T)
	f.Sub(&w.u1, &w.X, &w.T)
	f.Mul(&w.u1, &w.u1, &w.t0) // u1 = (x0 + t0) * (x0 - t0)
	f.Square(&w.t0, &w.X)
	f.Mul(&w.t0, &w.t0, &w.u1)
	f.Mul(&w.t0, &w.t0, &g.oneMinusD)
	f.SqrtRatio(&w.inv, &g.one, &w.t0) // (_, invsqrt) = SQRT_RATIO_M1(1, u1 * ONE_MINUS_D * x0^2)
	// u1·(1 − d)·x0² is a square for every point of 2E (or 0, for the
	// identity and its companion of order 2), so Field.SqrtRatio's root is
	// SQRT_RATIO_M1's.
	f.Mul(&w.t1, &w.inv, &w.u1)
	f.Mul(&w.t1, &w.t1, &g.sqrtMinusD)
	g.abs(&w.t1, &w.t1, &w.neg) // ratio = CT_ABS(invsqrt * u1 * SQRT_MINUS_D)
	f.Mul(&w.u2, &w.t1, &g.invSqrtMinusD)
	f.Mul(&w.u2, &w.u2, &w.Z)
	f.Sub(&w.u2, &w.u2, &w.T) // u2 = INVSQRT_MINUS_D * ratio * z0 - t0
	f.Mul(&w.s, &w.inv, &g.oneMinusD)
	f.Mul(&w.s, &w.s, &w.X)
	f.Mul(&w.s, &w.s, &w.u2)
	g.abs(&w.s, &w.s, &w.neg) // s = CT_ABS(ONE_MINUS_D * invsqrt * x0 * u2)
}

// decafEqual reports whether (X : Y : …) and (X2 : Y2 : …) in w represent
// the same element, RFC 9496 §5.3.3.
func (g *Group[E, S]) decafEqual(w *workspace[E, S]) int {
	f := g.f
	f.Mul(&w.t0, &w.X, &w.Y2)
	f.Mul(&w.t1, &w.Y, &w.X2)
	return f.Equal(&w.t0, &w.t1) // x1 * y2 == y1 * x2
}

// decafMap sets (w.X : w.Y : w.Z : w.T) to MAP(r0), the Elligator map of
// RFC 9496 §5.3.4. r0 must not alias the workspace's temporaries.
func (g *Group[E, S]) decafMap(w *workspace[E, S], r0 *E) {
	f := g.f
	f.Square(&w.r, r0)
	f.Neg(&w.r, &w.r) // r = -r0^2
	f.Sub(&w.t0, &w.r, &g.one)
	f.Mul(&w.t0, &w.t0, &g.d) // u0 = d * (r - 1)
	f.Add(&w.t1, &w.t0, &g.one)
	f.Sub(&w.t2, &w.t0, &w.r)
	f.Mul(&w.u1, &w.t1, &w.t2) // u1 = (u0 + 1) * (u0 - r)
	f.Add(&w.t3, &w.r, &g.one) // r + 1
	f.Mul(&w.u, &w.t3, &w.u1)
	wasSquare := g.sqrtRatioM1(&w.sqrt, &w.v, &g.oneMinusTwoD, &w.u) // (was_square, v) = SQRT_RATIO_M1(ONE_MINUS_TWO_D, (r + 1) * u1)
	f.Mul(&w.t0, r0, &w.v)
	f.Select(&w.v, &w.v, &w.t0, wasSquare)          // v_prime = CT_SELECT(v IF was_square ELSE r0 * v)
	f.Select(&w.t1, &g.one, &g.minusOne, wasSquare) // sgn = CT_SELECT(1 IF was_square ELSE -1)
	f.Mul(&w.s, &w.v, &w.t3)                        // s = v_prime * (r + 1)
	g.abs(&w.w0, &w.s, &w.neg)
	f.Add(&w.w0, &w.w0, &w.w0) // w0 = 2 * CT_ABS(s)
	f.Square(&w.ss, &w.s)
	f.Add(&w.w1, &w.ss, &g.one) // w1 = s^2 + 1
	f.Sub(&w.w2, &w.ss, &g.one) // w2 = s^2 - 1
	f.Sub(&w.w3, &w.r, &g.one)
	f.Mul(&w.w3, &w.w3, &w.v)
	f.Mul(&w.w3, &w.w3, &w.s)
	f.Mul(&w.w3, &w.w3, &g.oneMinusTwoD)
	f.Add(&w.w3, &w.w3, &w.t1) // w3 = v_prime * s * (r - 1) * ONE_MINUS_TWO_D + sgn
	f.Mul(&w.X, &w.w0, &w.w3)
	f.Mul(&w.Y, &w.w2, &w.w1)
	f.Mul(&w.Z, &w.w1, &w.w3)
	f.Mul(&w.T, &w.w0, &w.w2) // return (w0*w3, w2*w1, w1*w3, w0*w2)
}
