package weierstrass

// This file holds the Jacobian-coordinate formulas, (X : Y : Z) with
// x = X/Z² and y = Y/Z³, from
//
//	[EFD] the Explicit-Formulas Database, short Weierstrass curves in
//	      Jacobian coordinates, https://hyperelliptic.org/EFD/g1p/auto-shortw-jacobian.html
//
// with the EFD's names as trailing comments. They are cheaper than the
// complete projective formulas of formulas.go — a doubling costs 4M + 4S for
// a = −3 against 8M + 3S + 2m_b — but not complete: the additions give the
// identity for equal or opposite operands, and do not take the identity.
// The doublings have no exceptional input on a curve without points of
// order 2 (Y = 0 never happens outside the identity, which doubles to
// Z = 0), so they serve constant-time code as they are. Each addition is
// written once (jSum, jSumAffine) and has two callers: a constant-time one
// for the operands that provably avoid the exceptions (scalarMult,
// baseMult), which selects the identity cases with masks, and a VarTime one
// that reports the exceptions so that the caller can branch on them.

// jacobian is a point in Jacobian coordinates; Z = 0 is the identity.
type jacobian[E any] struct{ X, Y, Z E }

// jscratch holds the temporaries of the Jacobian formulas.
type jscratch[E any] struct {
	a, b, c, d, e, f, g, h, u E
	negY                      E // −Y of a VarTime subtrahend
	tmp                       jacobian[E]
}

// Results of the VarTime additions.
const (
	sumAdded    = 0 // r holds the sum
	sumEqual    = 1 // the operands are equal: double instead
	sumOpposite = 2 // the operands are opposite: the sum is the identity
)

// jDouble sets r = 2·p with the doubling for the curve's a. r may alias p.
func (k *arith[E]) jDouble(r, p *jacobian[E], s *jscratch[E]) {
	switch k.kind {
	case aMinus3:
		k.jDoubleMinus3(r, p, s)
	case aZero:
		k.jDoubleZero(r, p, s)
	default:
		k.jDoubleGeneral(r, p, s)
	}
}

// jDoubleMinus3 is dbl-2004-hmv, 4M + 4S, for a = −3, with its halving
// of 16·gamma² replaced by a doubling of (2·gamma)², so that it needs only
// additions and subtractions besides products: Z3 = 2·Y1·Z1 costs one
// product where dbl-2001-b's (Y1 + Z1)² − gamma − delta costs a square and
// three additions, and 4·beta = X1·(4·gamma) saves the two additions that
// quadruple beta. 12 additions in all, against dbl-2001-b's 3M + 5S + 14.
// The statements follow the longest chain (delta, alpha, alpha², X3, Y3)
// with the independent work (gamma, Z3, 4·beta, 4·gamma²) placed between
// its steps, so that a processor overlaps them: the generated assembly of
// P-256 (internal/enginegen) runs a doubling about 10% faster in this order
// than in the order of the paper (146 → 132 ns on MULX/ADX, minima of
// 10 000 alternating samples of 64 doublings).
func (k *arith[E]) jDoubleMinus3(r, p *jacobian[E], s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.Z)    // delta = Z1²
	f.Sub(&s.d, &p.X, &s.a) // X1 − delta
	f.Add(&s.e, &p.X, &s.a) // X1 + delta
	f.Square(&s.b, &p.Y)    // gamma = Y1²
	f.Mul(&s.d, &s.d, &s.e) //
	f.Add(&s.e, &p.Y, &p.Y) //
	f.Add(&s.b, &s.b, &s.b) // 2·gamma
	f.Mul(&r.Z, &s.e, &p.Z) // Z3 = 2·Y1·Z1 (p.Z is not read again)
	f.Add(&s.e, &s.d, &s.d) //
	f.Add(&s.c, &s.b, &s.b) // 4·gamma
	f.Add(&s.d, &s.e, &s.d) // alpha = 3·(X1 − delta)·(X1 + delta)
	f.Mul(&s.c, &p.X, &s.c) // 4·beta = X1·4·gamma
	f.Square(&s.e, &s.d)    // alpha²
	f.Square(&s.b, &s.b)    // 4·gamma²
	f.Sub(&s.e, &s.e, &s.c) //
	f.Sub(&r.X, &s.e, &s.c) // X3 = alpha² − 8·beta
	f.Add(&s.b, &s.b, &s.b) // 8·gamma²
	f.Sub(&s.c, &s.c, &r.X) // 4·beta − X3
	f.Mul(&s.c, &s.d, &s.c) // alpha·(4·beta − X3)
	f.Sub(&r.Y, &s.c, &s.b) // Y3 = alpha·(4·beta − X3) − 8·gamma²
}

// jDoubleZero is dbl-2009-l, 2M + 5S, for a = 0.
func (k *arith[E]) jDoubleZero(r, p *jacobian[E], s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.X)    // A = X1²
	f.Square(&s.b, &p.Y)    // B = Y1²
	f.Square(&s.c, &s.b)    // C = B²
	f.Add(&s.d, &p.X, &s.b) //
	f.Square(&s.d, &s.d)    //
	f.Sub(&s.d, &s.d, &s.a) //
	f.Sub(&s.d, &s.d, &s.c) //
	f.Add(&s.d, &s.d, &s.d) // D = 2·((X1 + B)² − A − C)
	f.Add(&s.e, &s.a, &s.a) //
	f.Add(&s.e, &s.e, &s.a) // E = 3·A
	f.Square(&s.f, &s.e)    // F = E²
	f.Mul(&r.Z, &p.Y, &p.Z) //
	f.Add(&r.Z, &r.Z, &r.Z) // Z3 = 2·Y1·Z1
	f.Sub(&s.f, &s.f, &s.d) //
	f.Sub(&r.X, &s.f, &s.d) // X3 = F − 2·D
	f.Sub(&s.d, &s.d, &r.X) // D − X3
	f.Mul(&s.d, &s.e, &s.d) // E·(D − X3)
	f.Add(&s.c, &s.c, &s.c) //
	f.Add(&s.c, &s.c, &s.c) //
	f.Add(&s.c, &s.c, &s.c) // 8·C
	f.Sub(&r.Y, &s.d, &s.c) // Y3 = E·(D − X3) − 8·C
}

// jDoubleGeneral is dbl-2007-bl, 1M + 8S + 1·a, for any a.
func (k *arith[E]) jDoubleGeneral(r, p *jacobian[E], s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.X)    // XX = X1²
	f.Square(&s.b, &p.Y)    // YY = Y1²
	f.Square(&s.c, &s.b)    // YYYY = YY²
	f.Square(&s.d, &p.Z)    // ZZ = Z1²
	f.Add(&s.e, &p.X, &s.b) //
	f.Square(&s.e, &s.e)    //
	f.Sub(&s.e, &s.e, &s.a) //
	f.Sub(&s.e, &s.e, &s.c) //
	f.Add(&s.e, &s.e, &s.e) // S = 2·((X1 + YY)² − XX − YYYY)
	f.Square(&s.f, &s.d)    //
	f.Mul(&s.f, &s.f, &k.a) // a·ZZ²
	f.Add(&s.g, &s.a, &s.a) //
	f.Add(&s.g, &s.g, &s.a) //
	f.Add(&s.g, &s.g, &s.f) // M = 3·XX + a·ZZ²
	f.Add(&s.h, &p.Y, &p.Z) //
	f.Square(&s.h, &s.h)    //
	f.Sub(&s.h, &s.h, &s.b) //
	f.Sub(&r.Z, &s.h, &s.d) // Z3 = (Y1 + Z1)² − YY − ZZ
	f.Square(&s.f, &s.g)    //
	f.Sub(&s.f, &s.f, &s.e) //
	f.Sub(&r.X, &s.f, &s.e) // X3 = T = M² − 2·S
	f.Sub(&s.e, &s.e, &r.X) // S − T
	f.Mul(&s.e, &s.g, &s.e) // M·(S − T)
	f.Add(&s.c, &s.c, &s.c) //
	f.Add(&s.c, &s.c, &s.c) //
	f.Add(&s.c, &s.c, &s.c) // 8·YYYY
	f.Sub(&r.Y, &s.e, &s.c) // Y3 = M·(S − T) − 8·YYYY
}

// jSum is add-1998-cmo-2, 12M + 4S: it sets s.tmp = p + q', where q' is
// q with its Y replaced by y2 (q.Y, or −q.Y for p − q), for Jacobian p and
// q other than the identity. It leaves H = U2 − U1 in s.d and
// r = S2 − S1 in s.u: both are zero when p = q', and only H when p = −q',
// the two cases where s.tmp is the identity instead of the sum. It takes
// one product more and one square less than add-2007-bl, and six additions
// fewer (7 in all). The statements interleave the independent products
// (U2 and U1, then S2, S1 and Z1·Z2 between H and its uses), so that no
// product waits on the one just before it where another is ready: a
// processor overlaps them, and the generated assembly of P-256
// (internal/enginegen) adds about 6–15% faster in this order than in the
// paper's (minima of 10 and 25 alternating runs of 16 jAddCT, MULX/ADX
// 5210 → 4903 and 5482 → 4640 ns; MULQ −10% in the second, noisy).
func (k *arith[E]) jSum(p, q *jacobian[E], y2 *E, s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.Z)        // Z1Z1 = Z1²
	f.Square(&s.b, &q.Z)        // Z2Z2 = Z2²
	f.Mul(&s.d, &q.X, &s.a)     // U2 = X2·Z1Z1
	f.Mul(&s.c, &p.X, &s.b)     // U1 = X1·Z2Z2
	f.Mul(&s.f, &p.Z, &s.a)     //
	f.Mul(&s.e, &q.Z, &s.b)     //
	f.Sub(&s.d, &s.d, &s.c)     // H = U2 − U1
	f.Mul(&s.f, y2, &s.f)       // S2 = Y2·Z1·Z1Z1
	f.Square(&s.a, &s.d)        // HH = H²
	f.Mul(&s.e, &p.Y, &s.e)     // S1 = Y1·Z2·Z2Z2
	f.Mul(&s.g, &p.Z, &q.Z)     //
	f.Sub(&s.u, &s.f, &s.e)     // r = S2 − S1
	f.Mul(&s.b, &s.d, &s.a)     // HHH = H·HH
	f.Mul(&s.c, &s.c, &s.a)     // V = U1·HH
	f.Mul(&s.tmp.Z, &s.g, &s.d) // Z3 = Z1·Z2·H
	f.Square(&s.g, &s.u)        //
	f.Mul(&s.e, &s.e, &s.b)     // S1·HHH
	f.Sub(&s.g, &s.g, &s.b)     //
	f.Sub(&s.g, &s.g, &s.c)     //
	f.Sub(&s.tmp.X, &s.g, &s.c) // X3 = r² − HHH − 2·V
	f.Sub(&s.c, &s.c, &s.tmp.X) //
	f.Mul(&s.c, &s.u, &s.c)     // r·(V − X3)
	f.Sub(&s.tmp.Y, &s.c, &s.e) // Y3 = r·(V − X3) − S1·HHH
}

// jSumAffine is madd-2004-hmv, 8M + 3S: it sets s.tmp = p + q', where q'
// is the affine q with its y replaced by y2 (q.Y, or −q.Y for p − q), for
// the Jacobian p other than the identity. It leaves H = U2 − X1 in s.d and
// r = S2 − Y1 in s.u, as jSum does. It takes one product more and one
// square less than madd-2007-bl, and five additions fewer (7 in all).
func (k *arith[E]) jSumAffine(p *jacobian[E], q *affine[E], y2 *E, s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.Z)        // Z1Z1 = Z1²
	f.Mul(&s.b, &q.X, &s.a)     // U2 = X2·Z1Z1
	f.Mul(&s.c, &p.Z, &s.a)     //
	f.Mul(&s.c, y2, &s.c)       // S2 = Y2·Z1·Z1Z1
	f.Sub(&s.d, &s.b, &p.X)     // H = U2 − X1
	f.Sub(&s.u, &s.c, &p.Y)     // r = S2 − Y1
	f.Mul(&s.tmp.Z, &p.Z, &s.d) // Z3 = Z1·H
	f.Square(&s.a, &s.d)        // HH = H²
	f.Mul(&s.b, &s.d, &s.a)     // HHH = H·HH
	f.Mul(&s.g, &p.X, &s.a)     // V = X1·HH
	f.Square(&s.e, &s.u)        //
	f.Sub(&s.e, &s.e, &s.b)     //
	f.Sub(&s.e, &s.e, &s.g)     //
	f.Sub(&s.tmp.X, &s.e, &s.g) // X3 = r² − HHH − 2·V
	f.Sub(&s.g, &s.g, &s.tmp.X) //
	f.Mul(&s.g, &s.u, &s.g)     // r·(V − X3)
	f.Mul(&s.c, &p.Y, &s.b)     // Y1·HHH
	f.Sub(&s.tmp.Y, &s.g, &s.c) // Y3 = r·(V − X3) − Y1·HHH
}

// jAddCT sets r = p + q in constant time, r = q when p is the identity
// and r = p when q is, selected with masks. p and q must not be equal or
// opposite points other than the identity (jSum would give the identity
// for them): scalarMult only adds a table entry d·P to an accumulator m·P
// with |d| ≤ 16 and m a multiple of 32 below n − 16 in absolute value,
// whose sum is never such a case. r may alias p and q.
func (k *arith[E]) jAddCT(r, p, q *jacobian[E], s *jscratch[E]) {
	f := k.f
	k.jSum(p, q, &q.Y, s)
	zp, zq := f.IsZero(&p.Z), f.IsZero(&q.Z)
	f.Select(&s.tmp.X, &q.X, &s.tmp.X, zp)
	f.Select(&s.tmp.Y, &q.Y, &s.tmp.Y, zp)
	f.Select(&s.tmp.Z, &q.Z, &s.tmp.Z, zp)
	f.Select(&s.tmp.X, &p.X, &s.tmp.X, zq)
	f.Select(&s.tmp.Y, &p.Y, &s.tmp.Y, zq)
	f.Select(&s.tmp.Z, &p.Z, &s.tmp.Z, zq)
	r.X, r.Y, r.Z = s.tmp.X, s.tmp.Y, s.tmp.Z
}

// jAddAffineCT sets r = p + q for the Jacobian p and the affine q in
// constant time, and r = (x_q, y_q, 1) when p is the identity, selected
// with masks. p must not be q or −q (jSumAffine would give the identity):
// baseMult only adds an entry d·2^(6i)·G to a partial sum L·G with
// |L| < 2^(6i) in rows where 33·2^(6i) ≤ n, which rules that out. r may
// alias p.
func (k *arith[E]) jAddAffineCT(r, p *jacobian[E], q *affine[E], s *jscratch[E]) {
	f := k.f
	k.jSumAffine(p, q, &q.Y, s)
	inf := f.IsZero(&p.Z)
	f.Select(&s.tmp.X, &q.X, &s.tmp.X, inf)
	f.Select(&s.tmp.Y, &q.Y, &s.tmp.Y, inf)
	f.Select(&s.tmp.Z, &k.one, &s.tmp.Z, inf)
	r.X, r.Y, r.Z = s.tmp.X, s.tmp.Y, s.tmp.Z
}

// jAddVarTime sets r = p + q', where q' = q when neg is 0 and −q when neg
// is 1, for Jacobian p and q other than the identity, and returns sumAdded;
// when p = q' it leaves r unchanged and returns sumEqual, when p = −q'
// sumOpposite. r may alias p and q. Execution time depends on whether the
// operands are equal or opposite.
func (k *arith[E]) jAddVarTime(r, p, q *jacobian[E], neg int, s *jscratch[E]) int {
	f := k.f
	k.jSum(p, q, k.negY(&q.Y, neg, s), s)
	if f.IsZero(&s.d) == 1 {
		if f.IsZero(&s.u) == 1 {
			return sumEqual
		}
		return sumOpposite
	}
	r.X, r.Y, r.Z = s.tmp.X, s.tmp.Y, s.tmp.Z
	return sumAdded
}

// jAddAffineVarTime is jAddVarTime for an affine q. Execution time depends
// on whether the operands are equal or opposite.
func (k *arith[E]) jAddAffineVarTime(r, p *jacobian[E], q *affine[E], neg int, s *jscratch[E]) int {
	f := k.f
	k.jSumAffine(p, q, k.negY(&q.Y, neg, s), s)
	if f.IsZero(&s.d) == 1 {
		if f.IsZero(&s.u) == 1 {
			return sumEqual
		}
		return sumOpposite
	}
	r.X, r.Y, r.Z = s.tmp.X, s.tmp.Y, s.tmp.Z
	return sumAdded
}

// negY returns y when neg is 0, and −y (in s.negY) when neg is 1: the Y
// of the subtrahend of a VarTime difference. Execution time depends on neg.
func (k *arith[E]) negY(y *E, neg int, s *jscratch[E]) *E {
	if neg == 0 {
		return y
	}
	k.f.Neg(&s.negY, y)
	return &s.negY
}

// jFromProjective sets r to the projective point p: (X·Z : Y·Z² : Z),
// which maps the identity (0 : Y : 0) to Z = 0.
func (k *arith[E]) jFromProjective(r *jacobian[E], p *projective[E], s *jscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.Z)
	f.Mul(&r.Y, &p.Y, &s.a)
	f.Mul(&r.X, &p.X, &p.Z)
	r.Z = p.Z
}

// jToProjectiveCT sets r to the Jacobian point p, (X·Z : Y : Z³), or to
// (0 : 1 : 0) when Z = 0, in constant time.
func (k *arith[E]) jToProjectiveCT(r *projective[E], p *jacobian[E], s *jscratch[E]) {
	f := k.f
	inf := f.IsZero(&p.Z)
	f.Square(&s.a, &p.Z)
	f.Mul(&s.tmp.Z, &s.a, &p.Z)
	f.Mul(&s.tmp.X, &p.X, &p.Z)
	s.tmp.Y = p.Y
	f.Select(&s.tmp.Y, &k.one, &s.tmp.Y, inf)
	r.X, r.Y, r.Z = s.tmp.X, s.tmp.Y, s.tmp.Z
}
