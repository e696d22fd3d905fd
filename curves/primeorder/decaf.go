package primeorder

// This file holds the Decaf formulas of RFC 9496 §5.3, written for any a = 1
// curve that satisfies NewDecaf's conditions, with the step of the RFC as a
// trailing comment. As in ristretto.go, each function's temporaries live in
// a scratch struct whose fields carry the RFC's variable names.

// decafDecodeScratch holds the temporaries of decafDecode.
type decafDecodeScratch[E any] struct {
	ss, u1, u1Sqr, fourDss, u2, u2u1Sqr, invsqrt, u3, oneMinusSS, neg E
}

// decafDecode sets p to the representative encoded by s (already checked
// canonical and non-negative: RFC 9496 §5.3.1 steps 1 and 2) and reports
// whether the encoding is valid.
func (g *Group[E, S]) decafDecode(d *decafDecodeScratch[E], p *extended[E], s *E) bool {
	f := g.f
	f.Square(&d.ss, s)          // ss = s^2
	f.Add(&d.u1, &g.one, &d.ss) // u1 = 1 + ss
	f.Square(&d.u1Sqr, &d.u1)
	f.Mul(&d.fourDss, &d.ss, &g.d)
	f.Add(&d.fourDss, &d.fourDss, &d.fourDss)
	f.Add(&d.fourDss, &d.fourDss, &d.fourDss)
	f.Sub(&d.u2, &d.u1Sqr, &d.fourDss) // u2 = u1^2 - 4 * D * ss
	f.Mul(&d.u2u1Sqr, &d.u2, &d.u1Sqr)
	wasSquare := f.SqrtRatio(&d.invsqrt, &g.one, &d.u2u1Sqr) // (was_square, invsqrt) = SQRT_RATIO_M1(1, u2 * u1^2)
	f.Add(&d.u3, s, s)
	f.Mul(&d.u3, &d.u3, &d.invsqrt)
	f.Mul(&d.u3, &d.u3, &d.u1)
	f.Mul(&d.u3, &d.u3, &g.sqrtMinusD)
	g.abs(&d.u3, &d.u3, &d.neg) // u3 = CT_ABS(2 * s * invsqrt * u1 * SQRT_MINUS_D)
	f.Mul(&p.X, &d.u3, &d.invsqrt)
	f.Mul(&p.X, &p.X, &d.u2)
	f.Mul(&p.X, &p.X, &g.invSqrtMinusD) // x = u3 * invsqrt * u2 * INVSQRT_MINUS_D
	f.Sub(&d.oneMinusSS, &g.one, &d.ss)
	f.Mul(&p.Y, &d.oneMinusSS, &d.invsqrt)
	f.Mul(&p.Y, &p.Y, &d.u1) // y = (1 - ss) * invsqrt * u1
	f.Mul(&p.T, &p.X, &p.Y)  // t = x * y
	f.One(&p.Z)
	// Field.SqrtRatio's root is SQRT_RATIO_M1's when u/v is a square, and
	// decoding fails when it is not.
	return wasSquare == 1 // fail if !was_square
}

// decafEncodeScratch holds the temporaries of decafEncode.
type decafEncodeScratch[E any] struct {
	xPlusT, u1, radicand, invsqrt, ratio, u2, neg E
}

// decafEncode sets s to the field element that encodes the representative
// p, RFC 9496 §5.3.2.
func (g *Group[E, S]) decafEncode(e *decafEncodeScratch[E], s *E, p *extended[E]) {
	f := g.f
	f.Add(&e.xPlusT, &p.X, &p.T)
	f.Sub(&e.u1, &p.X, &p.T)
	f.Mul(&e.u1, &e.u1, &e.xPlusT) // u1 = (x0 + t0) * (x0 - t0)
	f.Square(&e.radicand, &p.X)
	f.Mul(&e.radicand, &e.radicand, &e.u1)
	f.Mul(&e.radicand, &e.radicand, &g.oneMinusD)
	f.SqrtRatio(&e.invsqrt, &g.one, &e.radicand) // (_, invsqrt) = SQRT_RATIO_M1(1, u1 * ONE_MINUS_D * x0^2)
	// u1·(1 − d)·x0² is a square for every point of 2E (or 0, for the
	// identity and its companion of order 2), so Field.SqrtRatio's root is
	// SQRT_RATIO_M1's.
	f.Mul(&e.ratio, &e.invsqrt, &e.u1)
	f.Mul(&e.ratio, &e.ratio, &g.sqrtMinusD)
	g.abs(&e.ratio, &e.ratio, &e.neg) // ratio = CT_ABS(invsqrt * u1 * SQRT_MINUS_D)
	f.Mul(&e.u2, &e.ratio, &g.invSqrtMinusD)
	f.Mul(&e.u2, &e.u2, &p.Z)
	f.Sub(&e.u2, &e.u2, &p.T) // u2 = INVSQRT_MINUS_D * ratio * z0 - t0
	f.Mul(s, &e.invsqrt, &g.oneMinusD)
	f.Mul(s, s, &p.X)
	f.Mul(s, s, &e.u2)
	g.abs(s, s, &e.neg) // s = CT_ABS(ONE_MINUS_D * invsqrt * x0 * u2)
}

// decafEqual reports whether p1 and p2 represent the same element,
// RFC 9496 §5.3.3. q holds the two products.
func (g *Group[E, S]) decafEqual(q *[4]E, p1, p2 *extended[E]) int {
	f := g.f
	f.Mul(&q[0], &p1.X, &p2.Y)
	f.Mul(&q[1], &p1.Y, &p2.X)
	return f.Equal(&q[0], &q[1]) // x1 * y2 == y1 * x2
}

// decafMapScratch holds the temporaries of decafMap.
type decafMapScratch[E any] struct {
	r, u0, u0Plus1, u0MinusR, u1, rPlus1, u, v, r0v, sgn, s, ss E
	w0, w1, w2, w3, neg                                         E
	sqrt                                                        sqrtScratch[E]
}

// decafMap sets p to MAP(r0), the Elligator map of RFC 9496 §5.3.4.
func (g *Group[E, S]) decafMap(m *decafMapScratch[E], p *extended[E], r0 *E) {
	f := g.f
	f.Square(&m.r, r0)
	f.Neg(&m.r, &m.r) // r = -r0^2
	f.Sub(&m.u0, &m.r, &g.one)
	f.Mul(&m.u0, &m.u0, &g.d) // u0 = d * (r - 1)
	f.Add(&m.u0Plus1, &m.u0, &g.one)
	f.Sub(&m.u0MinusR, &m.u0, &m.r)
	f.Mul(&m.u1, &m.u0Plus1, &m.u0MinusR) // u1 = (u0 + 1) * (u0 - r)
	f.Add(&m.rPlus1, &m.r, &g.one)        // r + 1
	f.Mul(&m.u, &m.rPlus1, &m.u1)
	wasSquare := g.sqrtRatioM1(&m.sqrt, &m.v, &g.oneMinusTwoD, &m.u) // (was_square, v) = SQRT_RATIO_M1(ONE_MINUS_TWO_D, (r + 1) * u1)
	f.Mul(&m.r0v, r0, &m.v)
	f.Select(&m.v, &m.v, &m.r0v, wasSquare)          // v_prime = CT_SELECT(v IF was_square ELSE r0 * v)
	f.Select(&m.sgn, &g.one, &g.minusOne, wasSquare) // sgn = CT_SELECT(1 IF was_square ELSE -1)
	f.Mul(&m.s, &m.v, &m.rPlus1)                     // s = v_prime * (r + 1)
	g.abs(&m.w0, &m.s, &m.neg)
	f.Add(&m.w0, &m.w0, &m.w0) // w0 = 2 * CT_ABS(s)
	f.Square(&m.ss, &m.s)
	f.Add(&m.w1, &m.ss, &g.one) // w1 = s^2 + 1
	f.Sub(&m.w2, &m.ss, &g.one) // w2 = s^2 - 1
	f.Sub(&m.w3, &m.r, &g.one)
	f.Mul(&m.w3, &m.w3, &m.v)
	f.Mul(&m.w3, &m.w3, &m.s)
	f.Mul(&m.w3, &m.w3, &g.oneMinusTwoD)
	f.Add(&m.w3, &m.w3, &m.sgn) // w3 = v_prime * s * (r - 1) * ONE_MINUS_TWO_D + sgn
	f.Mul(&p.X, &m.w0, &m.w3)
	f.Mul(&p.Y, &m.w2, &m.w1)
	f.Mul(&p.Z, &m.w1, &m.w3)
	f.Mul(&p.T, &m.w0, &m.w2) // return (w0*w3, w2*w1, w1*w3, w0*w2)
}
