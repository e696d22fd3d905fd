package primeorder

// This file holds the Ristretto formulas of RFC 9496 §4.3, written for any
// a = −1 curve whose constants satisfy NewRistretto's conditions, with the
// step of the RFC as a trailing comment. The points are the engine's; only
// the encoding, the comparison and the map are new. Each function's
// temporaries live in a scratch struct whose fields carry the RFC's
// variable names, so a line reads as the RFC's line.

// ristrettoDecodeScratch holds the temporaries of ristrettoDecode.
type ristrettoDecodeScratch[E any] struct {
	ss, u1, u2, u2Sqr, u1Sqr, v, vu2Sqr E
	invsqrt, denX, denY, twoS, neg      E
}

// ristrettoDecode sets p to the representative encoded by s (already
// checked canonical and non-negative: RFC 9496 §4.3.1 steps 1 and 2) and
// reports whether the encoding is valid.
func (g *Group[E, S]) ristrettoDecode(d *ristrettoDecodeScratch[E], p *extended[E], s *E) bool {
	f := g.f
	f.Square(&d.ss, s)          // ss = s^2
	f.Sub(&d.u1, &g.one, &d.ss) // u1 = 1 - ss
	f.Add(&d.u2, &g.one, &d.ss) // u2 = 1 + ss
	f.Square(&d.u2Sqr, &d.u2)   // u2_sqr = u2^2
	f.Square(&d.u1Sqr, &d.u1)
	f.Mul(&d.v, &d.u1Sqr, &g.d)
	f.Neg(&d.v, &d.v)
	f.Sub(&d.v, &d.v, &d.u2Sqr) // v = -(D * u1^2) - u2_sqr
	f.Mul(&d.vu2Sqr, &d.v, &d.u2Sqr)
	wasSquare := f.SqrtRatio(&d.invsqrt, &g.one, &d.vu2Sqr) // (was_square, invsqrt) = SQRT_RATIO_M1(1, v * u2_sqr)
	f.Mul(&d.denX, &d.invsqrt, &d.u2)                       // den_x = invsqrt * u2
	f.Mul(&d.denY, &d.invsqrt, &d.denX)
	f.Mul(&d.denY, &d.denY, &d.v) // den_y = invsqrt * den_x * v
	f.Add(&d.twoS, s, s)
	f.Mul(&p.X, &d.twoS, &d.denX)
	g.abs(&p.X, &p.X, &d.neg)   // x = CT_ABS(2 * s * den_x)
	f.Mul(&p.Y, &d.u1, &d.denY) // y = u1 * den_y
	f.Mul(&p.T, &p.X, &p.Y)     // t = x * y
	f.One(&p.Z)
	// Field.SqrtRatio's root is SQRT_RATIO_M1's when u/v is a square, and
	// decoding fails when it is not.
	bad := (1 ^ wasSquare) | f.Sgn0(&p.T) | f.IsZero(&p.Y)
	return bad == 0 // fail if !was_square or IS_NEGATIVE(t) or y = 0
}

// ristrettoEncodeScratch holds the temporaries of ristrettoEncode.
type ristrettoEncodeScratch[E any] struct {
	zPlusY, u1, u2, u1u2Sqr, invsqrt, den1, den2, zInv E
	ix0, iy0, enchantedDenominator, tzInv              E
	x, y, denInv, xzInv, zMinusY, neg                  E
}

// ristrettoEncode sets s to the field element that encodes the
// representative p, RFC 9496 §4.3.2.
func (g *Group[E, S]) ristrettoEncode(e *ristrettoEncodeScratch[E], s *E, p *extended[E]) {
	f := g.f
	f.Add(&e.zPlusY, &p.Z, &p.Y)
	f.Sub(&e.u1, &p.Z, &p.Y)
	f.Mul(&e.u1, &e.u1, &e.zPlusY) // u1 = (z0 + y0) * (z0 - y0)
	f.Mul(&e.u2, &p.X, &p.Y)       // u2 = x0 * y0
	f.Square(&e.u1u2Sqr, &e.u2)
	f.Mul(&e.u1u2Sqr, &e.u1u2Sqr, &e.u1)
	f.SqrtRatio(&e.invsqrt, &g.one, &e.u1u2Sqr) // (_, invsqrt) = SQRT_RATIO_M1(1, u1 * u2^2)
	// u1·u2² is a square for every point of 2E, where representatives
	// live, so Field.SqrtRatio's root is SQRT_RATIO_M1's.
	f.Mul(&e.den1, &e.invsqrt, &e.u1) // den1 = invsqrt * u1
	f.Mul(&e.den2, &e.invsqrt, &e.u2) // den2 = invsqrt * u2
	f.Mul(&e.zInv, &e.den1, &e.den2)
	f.Mul(&e.zInv, &e.zInv, &p.T)                              // z_inv = den1 * den2 * t0
	f.Mul(&e.ix0, &p.X, &g.sqrtM1)                             // ix0 = x0 * SQRT_M1
	f.Mul(&e.iy0, &p.Y, &g.sqrtM1)                             // iy0 = y0 * SQRT_M1
	f.Mul(&e.enchantedDenominator, &e.den1, &g.invSqrtAMinusD) // enchanted_denominator = den1 * INVSQRT_A_MINUS_D
	f.Mul(&e.tzInv, &p.T, &e.zInv)
	rotate := f.Sgn0(&e.tzInv)                                    // rotate = IS_NEGATIVE(t0 * z_inv)
	f.Select(&e.x, &e.iy0, &p.X, rotate)                          // x = CT_SELECT(iy0 IF rotate ELSE x0)
	f.Select(&e.y, &e.ix0, &p.Y, rotate)                          // y = CT_SELECT(ix0 IF rotate ELSE y0)
	f.Select(&e.denInv, &e.enchantedDenominator, &e.den2, rotate) // den_inv = CT_SELECT(enchanted_denominator IF rotate ELSE den2)
	f.Mul(&e.xzInv, &e.x, &e.zInv)
	g.condNeg(&e.y, &e.y, f.Sgn0(&e.xzInv), &e.neg) // y = CT_NEG(y, IS_NEGATIVE(x * z_inv))
	f.Sub(&e.zMinusY, &p.Z, &e.y)
	f.Mul(s, &e.denInv, &e.zMinusY)
	g.abs(s, s, &e.neg) // s = CT_ABS(den_inv * (z - y))
}

// ristrettoEqual reports whether p1 and p2 represent the same element,
// RFC 9496 §4.3.3. q holds the four products.
func (g *Group[E, S]) ristrettoEqual(q *[4]E, p1, p2 *extended[E]) int {
	f := g.f
	f.Mul(&q[0], &p1.X, &p2.Y)
	f.Mul(&q[1], &p1.Y, &p2.X)
	f.Mul(&q[2], &p1.Y, &p2.Y)
	f.Mul(&q[3], &p1.X, &p2.X)
	return f.Equal(&q[0], &q[1]) | f.Equal(&q[2], &q[3]) // x1 * y2 == y1 * x2 OR y1 * y2 == x1 * x2
}

// ristrettoMapScratch holds the temporaries of ristrettoMap.
type ristrettoMapScratch[E any] struct {
	r, u, rD, rPlusD, c, v, s, sPrime, n, ss E
	w0, w1, w2, w3, neg                      E
	sqrt                                     sqrtScratch[E]
}

// ristrettoMap sets p to MAP(t), the Elligator map of RFC 9496 §4.3.4.
func (g *Group[E, S]) ristrettoMap(m *ristrettoMapScratch[E], p *extended[E], t *E) {
	f := g.f
	f.Square(&m.r, t)
	f.Mul(&m.r, &m.r, &g.sqrtM1) // r = SQRT_M1 * t^2
	f.Add(&m.u, &m.r, &g.one)
	f.Mul(&m.u, &m.u, &g.oneMinusDSq) // u = (r + 1) * ONE_MINUS_D_SQ
	f.Mul(&m.rD, &m.r, &g.d)
	f.Sub(&m.v, &g.minusOne, &m.rD)
	f.Add(&m.rPlusD, &m.r, &g.d)
	f.Mul(&m.v, &m.v, &m.rPlusD)                          // v = (-1 - r*D) * (r + D)
	wasSquare := g.sqrtRatioM1(&m.sqrt, &m.s, &m.u, &m.v) // (was_square, s) = SQRT_RATIO_M1(u, v)
	f.Mul(&m.sPrime, &m.s, t)
	g.abs(&m.sPrime, &m.sPrime, &m.neg)
	f.Neg(&m.sPrime, &m.sPrime)                  // s_prime = -CT_ABS(s*t)
	f.Select(&m.s, &m.s, &m.sPrime, wasSquare)   // s = CT_SELECT(s IF was_square ELSE s_prime)
	f.Select(&m.c, &g.minusOne, &m.r, wasSquare) // c = CT_SELECT(-1 IF was_square ELSE r)
	f.Sub(&m.n, &m.r, &g.one)
	f.Mul(&m.n, &m.n, &m.c)
	f.Mul(&m.n, &m.n, &g.dMinusOneSq)
	f.Sub(&m.n, &m.n, &m.v) // N = c * (r - 1) * D_MINUS_ONE_SQ - v
	f.Square(&m.ss, &m.s)
	f.Add(&m.w0, &m.s, &m.s)
	f.Mul(&m.w0, &m.w0, &m.v)             // w0 = 2 * s * v
	f.Mul(&m.w1, &m.n, &g.sqrtADMinusOne) // w1 = N * SQRT_AD_MINUS_ONE
	f.Sub(&m.w2, &g.one, &m.ss)           // w2 = 1 - s^2
	f.Add(&m.w3, &g.one, &m.ss)           // w3 = 1 + s^2
	f.Mul(&p.X, &m.w0, &m.w3)
	f.Mul(&p.Y, &m.w2, &m.w1)
	f.Mul(&p.Z, &m.w1, &m.w3)
	f.Mul(&p.T, &m.w0, &m.w2) // return (w0*w3, w2*w1, w1*w3, w0*w2)
}
