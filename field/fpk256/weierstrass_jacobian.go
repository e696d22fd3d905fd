package fpk256

// The Jacobian kernels of curves/weierstrass that hold for every a (its
// KernelsJacobian interface): the changes of coordinates, the constant-time
// addition of ScalarMult and the variable-time additions of signature
// verification, add-2007-bl and madd-2007-bl of the Explicit-Formulas
// Database. See weierstrass.go for the conventions.

// Results of the VarTime additions.
const (
	jacobianAdded    = 0 // r holds the sum
	jacobianEqual    = 1 // the points are equal; r is unchanged (double p)
	jacobianOpposite = 2 // the points are opposite; r is unchanged (identity)
)

// WeierstrassProjectiveToJacobian sets r (Jacobian) = p (projective):
// (X·Z, Y·Z², Z), which maps the identity to Z = 0. It is not part of
// field.Field.
func (Field) WeierstrassProjectiveToJacobian(r, p *[3]Element) {
	var zz, X, Y Element
	square(&zz, &p[2])
	mul(&Y, &p[1], &zz)
	mul(&X, &p[0], &p[2])
	r[0], r[1], r[2] = X, Y, p[2]
}

// WeierstrassJacobianToProjective sets r (projective) = p (Jacobian):
// (X·Z, Y, Z³), or the canonical identity (0, 1, 0) when Z = 0, selected
// with masks. It is not part of field.Field.
func (Field) WeierstrassJacobianToProjective(r, p *[3]Element) {
	var zz, X, Y, Z Element
	square(&zz, &p[2])
	mul(&Z, &zz, &p[2])
	mul(&X, &p[0], &p[2])
	Y = p[1]
	inf := uint64(Field{}.IsZero(&p[2]))
	sel(&X, &Element{}, &X, inf)
	sel(&Y, &Element{1}, &Y, inf)
	r[0], r[1], r[2] = X, Y, Z
}

// jacobianSum computes add-2007-bl (11M + 5S) for p and q, q's y negated
// first when negate is 1, into r, and returns H = U2 − U1 and
// R = S2 − S1, which are both zero when p = q and H alone when p = −q.
// r is written last.
func jacobianSum(r, p, q *[3]Element, negate uint64) (h, rr Element) {
	var z1z1, z2z2, u1, u2, s1, s2, i, j, t, X3, Y3, Z3 Element
	square(&z1z1, &p[2])   // Z1Z1 = Z1²
	square(&z2z2, &q[2])   // Z2Z2 = Z2²
	mul(&u1, &p[0], &z2z2) // U1 = X1·Z2Z2
	mul(&u2, &q[0], &z1z1) // U2 = X2·Z1Z1
	mul(&s1, &q[2], &z2z2)
	mul(&s1, &p[1], &s1) // S1 = Y1·Z2·Z2Z2
	mul(&s2, &p[2], &z1z1)
	mul(&s2, &q[1], &s2) // S2 = Y2·Z1·Z1Z1
	Field{}.Neg(&t, &s2)
	sel(&s2, &t, &s2, negate)
	h[0], h[1], h[2], h[3] = fixDifference(subLimbs(&u2, &u1))     // H = U2 − U1
	rr[0], rr[1], rr[2], rr[3] = fixDifference(subLimbs(&s2, &s1)) // S2 − S1
	t[0], t[1], t[2], t[3] = reduceSum(addLimbs(&rr, &rr))         // r = 2·(S2 − S1)
	i[0], i[1], i[2], i[3] = reduceSum(addLimbs(&p[2], &q[2]))
	square(&i, &i)
	i[0], i[1], i[2], i[3] = fixDifference(subLimbs(&i, &z1z1))
	i[0], i[1], i[2], i[3] = fixDifference(subLimbs(&i, &z2z2))
	mul(&Z3, &i, &h) // Z3 = ((Z1 + Z2)² − Z1Z1 − Z2Z2)·H
	i[0], i[1], i[2], i[3] = reduceSum(addLimbs(&h, &h))
	square(&i, &i)    // I = (2·H)²
	mul(&j, &h, &i)   // J = H·I
	mul(&u1, &u1, &i) // V = U1·I
	square(&i, &t)
	i[0], i[1], i[2], i[3] = fixDifference(subLimbs(&i, &j))
	i[0], i[1], i[2], i[3] = fixDifference(subLimbs(&i, &u1))
	X3[0], X3[1], X3[2], X3[3] = fixDifference(subLimbs(&i, &u1)) // X3 = r² − J − 2·V
	u1[0], u1[1], u1[2], u1[3] = fixDifference(subLimbs(&u1, &X3))
	mul(&u1, &t, &u1) // r·(V − X3)
	mul(&s1, &s1, &j)
	s1[0], s1[1], s1[2], s1[3] = reduceSum(addLimbs(&s1, &s1))     // 2·S1·J
	Y3[0], Y3[1], Y3[2], Y3[3] = fixDifference(subLimbs(&u1, &s1)) // Y3 = r·(V − X3) − 2·S1·J
	r[0], r[1], r[2] = X3, Y3, Z3
	return h, rr
}

// WeierstrassJacobianAdd sets r = p + q for Jacobian p and q on any curve
// (add-2007-bl: 11M + 5S), and to q when p is the identity and to p when q
// is, chosen with masks. p and q must not be equal or opposite points
// other than the identity: the formula would give the identity for them.
// It is not part of field.Field.
func (Field) WeierstrassJacobianAdd(r, p, q *[3]Element) {
	var sum [3]Element
	zp, zq := uint64(Field{}.IsZero(&p[2])), uint64(Field{}.IsZero(&q[2]))
	pc, qc := *p, *q
	jacobianSum(&sum, &pc, &qc, 0)
	sel(&sum[0], &qc[0], &sum[0], zp) // p = O: the sum is q
	sel(&sum[1], &qc[1], &sum[1], zp)
	sel(&sum[2], &qc[2], &sum[2], zp)
	sel(&sum[0], &pc[0], &sum[0], zq) // q = O: the sum is p
	sel(&sum[1], &pc[1], &sum[1], zq)
	sel(&sum[2], &pc[2], &sum[2], zq)
	*r = sum
}

// WeierstrassJacobianAddAffine sets r = p + q for the Jacobian point p and
// the affine point q on any curve (madd-2007-bl: 7M + 4S), and to
// (x_q, y_q, 1) when p is the identity, chosen with masks. p must not be q
// or −q: the formula would give the identity. It is not part of
// field.Field.
func (Field) WeierstrassJacobianAddAffine(r, p *[3]Element, q *[2]Element) {
	var sum [3]Element
	inf := uint64(Field{}.IsZero(&p[2]))
	qc := *q
	affineSum(&sum, p, &qc, 0)
	sel(&sum[0], &qc[0], &sum[0], inf) // p = O: the sum is (x_q, y_q, 1)
	sel(&sum[1], &qc[1], &sum[1], inf)
	sel(&sum[2], &Element{1}, &sum[2], inf)
	*r = sum
}

// WeierstrassJacobianAddVarTime sets r = p + q for Jacobian points p and q,
// neither of which may be the identity, q negated first when negate is 1
// (add-2007-bl: 11M + 5S), and returns 0. When p = ±q it leaves r unchanged
// and returns 1 if p = q and 2 if p = −q. It is not part of field.Field.
// Execution time depends on whether p = ±q.
func (Field) WeierstrassJacobianAddVarTime(r, p, q *[3]Element, negate int) int {
	var sum [3]Element
	h, rr := jacobianSum(&sum, p, q, uint64(negate))
	return finishVarTime(r, &sum, &h, &rr)
}

// WeierstrassJacobianAddAffineVarTime sets r = p + q for the Jacobian point
// p, which must not be the identity, and the affine point q, negated first
// when negate is 1 (madd-2007-bl: 7M + 4S), and returns 0. When p = ±q it
// leaves r unchanged and returns 1 if p = q and 2 if p = −q. It is not part
// of field.Field. Execution time depends on whether p = ±q.
func (Field) WeierstrassJacobianAddAffineVarTime(r, p *[3]Element, q *[2]Element, negate int) int {
	var sum [3]Element
	h, rr := affineSum(&sum, p, q, uint64(negate))
	return finishVarTime(r, &sum, &h, &rr)
}

// affineSum computes madd-2007-bl (7M + 4S) for the Jacobian p and the
// affine q, q's y negated first when negate is 1, into r, and returns
// H = U2 − X1 and S2 − Y1, which are both zero when p = q and H alone when
// p = −q. r is written last.
func affineSum(r, p *[3]Element, q *[2]Element, negate uint64) (h, rr Element) {
	var z1z1, u2, s2, r2, hh, i, j, v, t, X3, Y3, Z3 Element
	square(&z1z1, &p[2])   // Z1Z1 = Z1²
	mul(&u2, &q[0], &z1z1) // U2 = X2·Z1Z1
	mul(&s2, &p[2], &z1z1)
	mul(&s2, &q[1], &s2) // S2 = Y2·Z1·Z1Z1
	Field{}.Neg(&t, &s2)
	sel(&s2, &t, &s2, negate)
	h[0], h[1], h[2], h[3] = fixDifference(subLimbs(&u2, &p[0]))     // H = U2 − X1
	rr[0], rr[1], rr[2], rr[3] = fixDifference(subLimbs(&s2, &p[1])) // S2 − Y1
	r2[0], r2[1], r2[2], r2[3] = reduceSum(addLimbs(&rr, &rr))       // r = 2·(S2 − Y1)
	square(&hh, &h)                                                  // HH = H²
	i[0], i[1], i[2], i[3] = reduceSum(addLimbs(&hh, &hh))
	i[0], i[1], i[2], i[3] = reduceSum(addLimbs(&i, &i)) // I = 4·HH
	mul(&j, &h, &i)                                      // J = H·I
	mul(&v, &p[0], &i)                                   // V = X1·I
	t[0], t[1], t[2], t[3] = reduceSum(addLimbs(&p[2], &h))
	square(&t, &t)
	t[0], t[1], t[2], t[3] = fixDifference(subLimbs(&t, &z1z1))
	Z3[0], Z3[1], Z3[2], Z3[3] = fixDifference(subLimbs(&t, &hh)) // Z3 = (Z1 + H)² − Z1Z1 − HH
	mul(&s2, &p[1], &j)                                           // Y1·J
	square(&t, &r2)
	t[0], t[1], t[2], t[3] = fixDifference(subLimbs(&t, &j))
	t[0], t[1], t[2], t[3] = fixDifference(subLimbs(&t, &v))
	X3[0], X3[1], X3[2], X3[3] = fixDifference(subLimbs(&t, &v)) // X3 = r² − J − 2·V
	v[0], v[1], v[2], v[3] = fixDifference(subLimbs(&v, &X3))
	mul(&v, &r2, &v)
	v[0], v[1], v[2], v[3] = fixDifference(subLimbs(&v, &s2))
	Y3[0], Y3[1], Y3[2], Y3[3] = fixDifference(subLimbs(&v, &s2)) // Y3 = r·(V − X3) − 2·Y1·J
	r[0], r[1], r[2] = X3, Y3, Z3
	return h, rr
}

// finishVarTime copies sum into r and returns 0, or leaves r unchanged and
// returns 1 when h and rr are zero and 2 when h alone is.
func finishVarTime(r, sum *[3]Element, h, rr *Element) int {
	if isZeroVarTime(h) {
		if isZeroVarTime(rr) {
			return jacobianEqual
		}
		return jacobianOpposite
	}
	*r = *sum
	return jacobianAdded
}

// isZeroVarTime reports whether x = 0.
func isZeroVarTime(x *Element) bool { return x[0]|x[1]|x[2]|x[3] == 0 }
