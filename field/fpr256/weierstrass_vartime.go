package fpr256

// The variable-time Jacobian additions of signature verification, for
// curves/weierstrass (see weierstrass.go). They are the incomplete
// formulas madd-2007-bl and add-2007-bl of the Explicit-Formulas Database,
// which hold for every a; they stop before writing anything when the two
// points have the same x-coordinate, and say whether the points were equal
// or opposite, so that the caller can double or return the identity. Only
// public points may reach them.

// Results of the VarTime additions.
const (
	// jacobianAdded: r holds the sum.
	jacobianAdded = 0
	// jacobianEqual: the points are equal; r is unchanged (double p).
	jacobianEqual = 1
	// jacobianOpposite: the points are opposite; r is unchanged (the sum is
	// the identity).
	jacobianOpposite = 2
)

// isZeroVarTime reports whether x = 0.
func isZeroVarTime(x *Element) bool { return x[0]|x[1]|x[2]|x[3] == 0 }

// WeierstrassJacobianAddAffineVarTime sets r = p + q for the Jacobian point
// p, which must not be the identity, and the affine point q, negated first
// when negate is 1 (madd-2007-bl: 7M + 4S), and returns 0. When p = ±q it
// leaves r unchanged and returns 1 if p = q and 2 if p = −q. It is not part
// of field.Field. Execution time depends on whether p = ±q.
func (Field) WeierstrassJacobianAddAffineVarTime(r, p *[3]Element, q *[2]Element, negate int) int {
	var z1z1, u2, s2, h, rr, hh, i, j, v, t, X3, Y3, Z3, u Element
	square(&z1z1, &p[2])   // Z1Z1 = Z1²
	mul(&u2, &q[0], &z1z1) // U2 = X2·Z1Z1
	mul(&s2, &p[2], &z1z1)
	mul(&s2, &q[1], &s2) // S2 = Y2·Z1·Z1Z1
	neg(&t, &s2)
	selectElement(&s2, &t, &s2, negate)
	h[0], h[1], h[2], h[3] = addBack(subLimbs(&u2, &p[0]))     // H = U2 − X1
	rr[0], rr[1], rr[2], rr[3] = addBack(subLimbs(&s2, &p[1])) // S2 − Y1
	if isZeroVarTime(&h) {
		if isZeroVarTime(&rr) {
			return jacobianEqual
		}
		return jacobianOpposite
	}
	rr[0], rr[1], rr[2], rr[3] = reduceOnce(addLimbs(&rr, &rr)) // r = 2·(S2 − Y1)
	square(&hh, &h)                                             // HH = H²
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&hh, &hh))
	i[0], i[1], i[2], i[3] = reduceOnce(addLimbs(&u, &u)) // I = 4·HH
	mul(&j, &h, &i)                                       // J = H·I
	mul(&v, &p[0], &i)                                    // V = X1·I
	t[0], t[1], t[2], t[3] = reduceOnce(addLimbs(&p[2], &h))
	square(&t, &t)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &z1z1))
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&t, &hh)) // Z3 = (Z1 + H)² − Z1Z1 − HH
	mul(&s2, &p[1], &j)                                     // Y1·J
	square(&t, &rr)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &j))
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &v))
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&t, &v)) // X3 = r² − J − 2·V
	v[0], v[1], v[2], v[3] = addBack(subLimbs(&v, &X3))
	mul(&v, &rr, &v)
	v[0], v[1], v[2], v[3] = addBack(subLimbs(&v, &s2))
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&v, &s2)) // Y3 = r·(V − X3) − 2·Y1·J
	r[0], r[1], r[2] = X3, Y3, Z3
	return jacobianAdded
}

// WeierstrassJacobianAddVarTime sets r = p + q for Jacobian points p and q,
// neither of which may be the identity, q negated first when negate is 1
// (add-2007-bl: 11M + 5S), and returns 0. When p = ±q it leaves r unchanged
// and returns 1 if p = q and 2 if p = −q. It is not part of field.Field.
// Execution time depends on whether p = ±q.
func (Field) WeierstrassJacobianAddVarTime(r, p, q *[3]Element, negate int) int {
	var sum [3]Element
	h, rr := Field{}.weierstrassJacobianSum(&sum, p, q, negate)
	if isZeroVarTime(&h) {
		if isZeroVarTime(&rr) {
			return jacobianEqual
		}
		return jacobianOpposite
	}
	*r = sum
	return jacobianAdded
}

// selectElement sets z = a if cond is 1 and z = b if cond is 0, with masks.
func selectElement(z, a, b *Element, cond int) {
	m := -uint64(cond)
	z[0] = b[0] ^ m&(a[0]^b[0])
	z[1] = b[1] ^ m&(a[1]^b[1])
	z[2] = b[2] ^ m&(a[2]^b[2])
	z[3] = b[3] ^ m&(a[3]^b[3])
}
