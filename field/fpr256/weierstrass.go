package fpr256

//go:generate go run ./internal/kernelgen

import "math/bits"

// This file holds the point formulas of the short Weierstrass curves
// y² = x³ − 3·x + b over this field (a = −3, P-256) written against Element
// directly. They are not part of field.Field: curves/weierstrass detects them
// with a type assertion (its KernelsAMinus3 interface) and runs its
// additions, doublings and changes of coordinates through them instead of
// through one interface call per field operation, which the compiler can
// neither inline nor see through. They compute exactly the coordinates the
// engine's generic formulas compute, and the ones without VarTime in their
// name run in time independent of the points, like every method of Field.

// Points are passed as arrays of coordinates, in the engine's conventions:

//	projective [3]Element  (X, Y, Z) with x = X/Z, y = Y/Z; Z = 0 is the identity
//	jacobian   [3]Element  (X, Y, Z) with x = X/Z², y = Y/Z³; Z = 0 is the identity
//	affine     [2]Element  (x, y), never the identity

// The complete projective formulas are Algorithms 4, 5 and 6 of J. Renes,
// C. Costello, L. Batina, "Complete addition formulas for prime order
// elliptic curves", EUROCRYPT 2016 (https://eprint.iacr.org/2015/1060), with
// the paper's line numbers as trailing comments; the Jacobian ones are the
// Explicit-Formulas Database's dbl-2001-b, madd-2007-bl and add-2007-bl
// (https://hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-3.html).

// Every output may alias every input: each kernel reads all of its inputs
// into locals before writing its output. Additions and subtractions are
// written out with small inlinable pieces (addLimbs, subLimbs, reduceOnce,
// addBack), so that a kernel makes no call but its multiplications.

// The kernels come in two builds: these methods of Field, on the package's
// multiplication, and the methods of adxKernels (weierstrass_adx_amd64.go,
// generated from this file and weierstrass_vartime.go by
// internal/kernelgen), on the BMI2/ADX multiplication of mul_adx_amd64.s.
// WeierstrassKernels returns the build for the processor; curves/weierstrass
// calls it once per curve, so that no kernel branches on the processor.

// WeierstrassAMinus3Add sets r = p + q for projective p and q on the curve
// with coefficient b (RCB16 Algorithm 4, complete: 12M + 2m_b). It is not
// part of field.Field; see the comment at the top of weierstrass.go.
func (Field) WeierstrassAMinus3Add(r, p, q *[3]Element, b *Element) {
	var t0, t1, t2, t3, t4, X3, Y3, Z3, u Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	X2, Y2, Z2 := &q[0], &q[1], &q[2]
	mul(&t0, X1, X2)                                            // 1. t0 ← X1·X2
	mul(&t1, Y1, Y2)                                            // 2. t1 ← Y1·Y2
	mul(&t2, Z1, Z2)                                            // 3. t2 ← Z1·Z2
	t3[0], t3[1], t3[2], t3[3] = reduceOnce(addLimbs(X1, Y1))   // 4. t3 ← X1 + Y1
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(X2, Y2))   // 5. t4 ← X2 + Y2
	mul(&t3, &t3, &t4)                                          // 6. t3 ← t3·t4
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(&t0, &t1)) // 7. t4 ← t0 + t1
	t3[0], t3[1], t3[2], t3[3] = addBack(subLimbs(&t3, &t4))    // 8. t3 ← t3 − t4
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(Y1, Z1))   // 9. t4 ← Y1 + Z1
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(Y2, Z2))   // 10. X3 ← Y2 + Z2
	mul(&t4, &t4, &X3)                                          // 11. t4 ← t4·X3
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(&t1, &t2)) // 12. X3 ← t1 + t2
	t4[0], t4[1], t4[2], t4[3] = addBack(subLimbs(&t4, &X3))    // 13. t4 ← t4 − X3
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(X1, Z1))   // 14. X3 ← X1 + Z1
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(X2, Z2))   // 15. Y3 ← X2 + Z2
	mul(&X3, &X3, &Y3)                                          // 16. X3 ← X3·Y3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&t0, &t2)) // 17. Y3 ← t0 + t2
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&X3, &Y3))    // 18. Y3 ← X3 − Y3
	mul(&Z3, b, &t2)                                            // 19. Z3 ← b·t2
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&Y3, &Z3))    // 20. X3 ← Y3 − Z3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&X3, &X3))
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(&u, &X3))  // 21–22. X3 ← 3·X3
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&t1, &X3))    // 23. Z3 ← t1 − X3
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(&t1, &X3)) // 24. X3 ← t1 + X3
	mul(&Y3, b, &Y3)                                            // 25. Y3 ← b·Y3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&t2, &t2))
	t2[0], t2[1], t2[2], t2[3] = reduceOnce(addLimbs(&u, &t2)) // 26–27. t2 ← 3·t2
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&Y3, &t2))   // 28. Y3 ← Y3 − t2
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&Y3, &t0))   // 29. Y3 ← Y3 − t0
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&Y3, &Y3))
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&u, &Y3)) // 30–31. Y3 ← 3·Y3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&t0, &t0))
	t0[0], t0[1], t0[2], t0[3] = reduceOnce(addLimbs(&u, &t0))  // 32–33. t0 ← 3·t0
	t0[0], t0[1], t0[2], t0[3] = addBack(subLimbs(&t0, &t2))    // 34. t0 ← t0 − t2
	mul(&t1, &t4, &Y3)                                          // 35. t1 ← t4·Y3
	mul(&t2, &t0, &Y3)                                          // 36. t2 ← t0·Y3
	mul(&Y3, &X3, &Z3)                                          // 37. Y3 ← X3·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&Y3, &t2)) // 38. Y3 ← Y3 + t2
	mul(&X3, &t3, &X3)                                          // 39. X3 ← t3·X3
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&X3, &t1))    // 40. X3 ← X3 − t1
	mul(&Z3, &t4, &Z3)                                          // 41. Z3 ← t4·Z3
	mul(&t1, &t3, &t0)                                          // 42. t1 ← t3·t0
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceOnce(addLimbs(&Z3, &t1)) // 43. Z3 ← Z3 + t1
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAMinus3AddAffine sets r = p + q for projective p and affine q
// on the curve with coefficient b (RCB16 Algorithm 5, complete: 11M +
// 2m_b). It is not part of field.Field.
func (Field) WeierstrassAMinus3AddAffine(r, p *[3]Element, q *[2]Element, b *Element) {
	var t0, t1, t2, t3, t4, X3, Y3, Z3, u Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	X2, Y2 := &q[0], &q[1]
	mul(&t0, X1, X2)                                            // 1. t0 ← X1·X2
	mul(&t1, Y1, Y2)                                            // 2. t1 ← Y1·Y2
	t3[0], t3[1], t3[2], t3[3] = reduceOnce(addLimbs(X2, Y2))   // 3. t3 ← X2 + Y2
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(X1, Y1))   // 4. t4 ← X1 + Y1
	mul(&t3, &t3, &t4)                                          // 5. t3 ← t3·t4
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(&t0, &t1)) // 6. t4 ← t0 + t1
	t3[0], t3[1], t3[2], t3[3] = addBack(subLimbs(&t3, &t4))    // 7. t3 ← t3 − t4
	mul(&t4, Y2, Z1)                                            // 8. t4 ← Y2·Z1
	t4[0], t4[1], t4[2], t4[3] = reduceOnce(addLimbs(&t4, Y1))  // 9. t4 ← t4 + Y1
	mul(&Y3, X2, Z1)                                            // 10. Y3 ← X2·Z1
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&Y3, X1))  // 11. Y3 ← Y3 + X1
	mul(&Z3, b, Z1)                                             // 12. Z3 ← b·Z1
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&Y3, &Z3))    // 13. X3 ← Y3 − Z3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&X3, &X3))
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(&u, &X3))  // 14–15. X3 ← 3·X3
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&t1, &X3))    // 16. Z3 ← t1 − X3
	X3[0], X3[1], X3[2], X3[3] = reduceOnce(addLimbs(&t1, &X3)) // 17. X3 ← t1 + X3
	mul(&Y3, b, &Y3)                                            // 18. Y3 ← b·Y3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(Z1, Z1))
	t2[0], t2[1], t2[2], t2[3] = reduceOnce(addLimbs(&u, Z1)) // 19–20. t2 ← 3·Z1
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&Y3, &t2))  // 21. Y3 ← Y3 − t2
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&Y3, &t0))  // 22. Y3 ← Y3 − t0
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&Y3, &Y3))
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&u, &Y3)) // 23–24. Y3 ← 3·Y3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&t0, &t0))
	t0[0], t0[1], t0[2], t0[3] = reduceOnce(addLimbs(&u, &t0))  // 25–26. t0 ← 3·t0
	t0[0], t0[1], t0[2], t0[3] = addBack(subLimbs(&t0, &t2))    // 27. t0 ← t0 − t2
	mul(&t1, &t4, &Y3)                                          // 28. t1 ← t4·Y3
	mul(&t2, &t0, &Y3)                                          // 29. t2 ← t0·Y3
	mul(&Y3, &X3, &Z3)                                          // 30. Y3 ← X3·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&Y3, &t2)) // 31. Y3 ← Y3 + t2
	mul(&X3, &t3, &X3)                                          // 32. X3 ← t3·X3
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&X3, &t1))    // 33. X3 ← X3 − t1
	mul(&Z3, &t4, &Z3)                                          // 34. Z3 ← t4·Z3
	mul(&t1, &t3, &t0)                                          // 35. t1 ← t3·t0
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceOnce(addLimbs(&Z3, &t1)) // 36. Z3 ← Z3 + t1
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAMinus3Double sets r = 2·p for projective p on the curve with
// coefficient b (RCB16 Algorithm 6, exception-free: 8M + 3S + 2m_b). It is
// not part of field.Field.
func (Field) WeierstrassAMinus3Double(r, p *[3]Element, b *Element) {
	var t0, t1, t2, t3, X3, Y3, Z3, u Element
	X, Y, Z := &p[0], &p[1], &p[2]
	square(&t0, X)                                              // 1. t0 ← X·X
	square(&t1, Y)                                              // 2. t1 ← Y·Y
	square(&t2, Z)                                              // 3. t2 ← Z·Z
	mul(&t3, X, Y)                                              // 4. t3 ← X·Y
	t3[0], t3[1], t3[2], t3[3] = reduceOnce(addLimbs(&t3, &t3)) // 5. t3 ← t3 + t3
	mul(&Z3, X, Z)                                              // 6. Z3 ← X·Z
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceOnce(addLimbs(&Z3, &Z3)) // 7. Z3 ← Z3 + Z3
	mul(&Y3, b, &t2)                                            // 8. Y3 ← b·t2
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&Y3, &Z3))    // 9. Y3 ← Y3 − Z3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&Y3, &Y3))
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&u, &Y3))  // 10–11. Y3 ← 3·Y3
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&t1, &Y3))    // 12. X3 ← t1 − Y3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&t1, &Y3)) // 13. Y3 ← t1 + Y3
	mul(&Y3, &X3, &Y3)                                          // 14. Y3 ← X3·Y3
	mul(&X3, &X3, &t3)                                          // 15. X3 ← X3·t3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&t2, &t2))
	t2[0], t2[1], t2[2], t2[3] = reduceOnce(addLimbs(&u, &t2)) // 16–17. t2 ← 3·t2
	mul(&Z3, b, &Z3)                                           // 18. Z3 ← b·Z3
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&Z3, &t2))   // 19. Z3 ← Z3 − t2
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&Z3, &t0))   // 20. Z3 ← Z3 − t0
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&Z3, &Z3))
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceOnce(addLimbs(&u, &Z3)) // 21–22. Z3 ← 3·Z3
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&t0, &t0))
	t0[0], t0[1], t0[2], t0[3] = reduceOnce(addLimbs(&u, &t0))  // 23–24. t0 ← 3·t0
	t0[0], t0[1], t0[2], t0[3] = addBack(subLimbs(&t0, &t2))    // 25. t0 ← t0 − t2
	mul(&t0, &t0, &Z3)                                          // 26. t0 ← t0·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceOnce(addLimbs(&Y3, &t0)) // 27. Y3 ← Y3 + t0
	mul(&t0, Y, Z)                                              // 28. t0 ← Y·Z
	t0[0], t0[1], t0[2], t0[3] = reduceOnce(addLimbs(&t0, &t0)) // 29. t0 ← t0 + t0
	mul(&Z3, &t0, &Z3)                                          // 30. Z3 ← t0·Z3
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&X3, &Z3))    // 31. X3 ← X3 − Z3
	mul(&Z3, &t0, &t1)                                          // 32. Z3 ← t0·t1
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&Z3, &Z3))
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceOnce(addLimbs(&u, &u)) // 33–34. Z3 ← 4·Z3
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAMinus3DoubleJacobian sets r = 2·p for Jacobian p on any curve
// with a = −3 (dbl-2001-b: 3M + 5S). The formula has no exceptional input
// on a curve without points of order 2: the identity (Z = 0) doubles to
// Z = 0. It is not part of field.Field.
func (Field) WeierstrassAMinus3DoubleJacobian(r, p *[3]Element) {
	var delta, gamma, beta, alpha, t, X3, Y3, Z3, u Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	square(&delta, Z1)     // delta = Z1²
	square(&gamma, Y1)     // gamma = Y1²
	mul(&beta, X1, &gamma) // beta = X1·gamma
	alpha[0], alpha[1], alpha[2], alpha[3] = addBack(subLimbs(X1, &delta))
	t[0], t[1], t[2], t[3] = reduceOnce(addLimbs(X1, &delta))
	mul(&alpha, &alpha, &t)
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&alpha, &alpha))
	alpha[0], alpha[1], alpha[2], alpha[3] = reduceOnce(addLimbs(&u, &alpha)) // alpha = 3·(X1 − delta)·(X1 + delta)
	t[0], t[1], t[2], t[3] = reduceOnce(addLimbs(Y1, Z1))
	square(&t, &t)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &gamma))
	Z3[0], Z3[1], Z3[2], Z3[3] = addBack(subLimbs(&t, &delta)) // Z3 = (Y1 + Z1)² − gamma − delta
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&beta, &beta))
	beta[0], beta[1], beta[2], beta[3] = reduceOnce(addLimbs(&u, &u)) // 4·beta
	square(&t, &alpha)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &beta))
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&t, &beta)) // X3 = alpha² − 8·beta
	beta[0], beta[1], beta[2], beta[3] = addBack(subLimbs(&beta, &X3))
	mul(&beta, &alpha, &beta) // alpha·(4·beta − X3)
	square(&gamma, &gamma)
	u[0], u[1], u[2], u[3] = reduceOnce(addLimbs(&gamma, &gamma))
	gamma[0], gamma[1], gamma[2], gamma[3] = reduceOnce(addLimbs(&u, &u))
	gamma[0], gamma[1], gamma[2], gamma[3] = reduceOnce(addLimbs(&gamma, &gamma)) // 8·gamma²
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&beta, &gamma))                 // Y3 = alpha·(4·beta − X3) − 8·gamma²
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassJacobianAdd sets r = p + q for Jacobian p and q on any curve
// (add-2007-bl: 11M + 5S), and to q when p is the identity and to p when q
// is, chosen with masks. p and q must not be equal or opposite points
// other than the identity: the formula would give the identity for them.
// It is not part of field.Field.
func (Field) WeierstrassJacobianAdd(r, p, q *[3]Element) {
	var sum [3]Element
	Field{}.weierstrassJacobianSum(&sum, p, q, 0)
	selectPoint(&sum, q, zeroMask(&p[2])) // p = O: the sum is q
	selectPoint(&sum, p, zeroMask(&q[2])) // q = O: the sum is p
	*r = sum
}

// weierstrassJacobianSum computes add-2007-bl (11M + 5S) for p and q, q's y
// negated first when negate is 1, into r, and returns H = U2 − U1 and
// S2 − S1, which are both zero when p = q and H alone when p = −q (the
// formula then gives the identity). r is written last, so it may alias p
// or q. It runs in constant time; WeierstrassJacobianAdd and
// WeierstrassJacobianAddVarTime share it, and kernelgen copies it into the
// ADX build with them.
func (Field) weierstrassJacobianSum(r, p, q *[3]Element, negate int) (h, rr Element) {
	var z1z1, z2z2, u1, u2, s1, s2, i, j, t, X3, Y3, Z3 Element
	square(&z1z1, &p[2])   // Z1Z1 = Z1²
	square(&z2z2, &q[2])   // Z2Z2 = Z2²
	mul(&u1, &p[0], &z2z2) // U1 = X1·Z2Z2
	mul(&u2, &q[0], &z1z1) // U2 = X2·Z1Z1
	mul(&s1, &q[2], &z2z2)
	mul(&s1, &p[1], &s1) // S1 = Y1·Z2·Z2Z2
	mul(&s2, &p[2], &z1z1)
	mul(&s2, &q[1], &s2) // S2 = Y2·Z1·Z1Z1
	neg(&t, &s2)
	selectElement(&s2, &t, &s2, negate)
	h[0], h[1], h[2], h[3] = addBack(subLimbs(&u2, &u1))     // H = U2 − U1
	rr[0], rr[1], rr[2], rr[3] = addBack(subLimbs(&s2, &s1)) // S2 − S1
	var r2 Element
	r2[0], r2[1], r2[2], r2[3] = reduceOnce(addLimbs(&rr, &rr)) // r = 2·(S2 − S1)
	t[0], t[1], t[2], t[3] = reduceOnce(addLimbs(&p[2], &q[2]))
	square(&t, &t)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &z1z1))
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &z2z2))
	mul(&Z3, &t, &h) // Z3 = ((Z1 + Z2)² − Z1Z1 − Z2Z2)·H
	i[0], i[1], i[2], i[3] = reduceOnce(addLimbs(&h, &h))
	square(&i, &i)    // I = (2·H)²
	mul(&j, &h, &i)   // J = H·I
	mul(&u1, &u1, &i) // V = U1·I
	square(&t, &r2)
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &j))
	t[0], t[1], t[2], t[3] = addBack(subLimbs(&t, &u1))
	X3[0], X3[1], X3[2], X3[3] = addBack(subLimbs(&t, &u1)) // X3 = r² − J − 2·V
	u1[0], u1[1], u1[2], u1[3] = addBack(subLimbs(&u1, &X3))
	mul(&u1, &r2, &u1) // r·(V − X3)
	mul(&s1, &s1, &j)
	s1[0], s1[1], s1[2], s1[3] = reduceOnce(addLimbs(&s1, &s1)) // 2·S1·J
	Y3[0], Y3[1], Y3[2], Y3[3] = addBack(subLimbs(&u1, &s1))    // Y3 = r·(V − X3) − 2·S1·J
	r[0], r[1], r[2] = X3, Y3, Z3
	return h, rr
}

// WeierstrassJacobianAddAffine sets r = p + q for the Jacobian point p and
// the affine point q on any curve (madd-2007-bl: 7M + 4S), and to
// (x_q, y_q, 1) when p is the identity, chosen with masks. p must not be q
// or −q: the formula would give the identity. It is not part of
// field.Field.
func (Field) WeierstrassJacobianAddAffine(r, p *[3]Element, q *[2]Element) {
	var z1z1, u2, s2, h, rr, hh, i, j, v, t, X3, Y3, Z3, u Element
	square(&z1z1, &p[2])   // Z1Z1 = Z1²
	mul(&u2, &q[0], &z1z1) // U2 = X2·Z1Z1
	mul(&s2, &p[2], &z1z1)
	mul(&s2, &q[1], &s2)                                   // S2 = Y2·Z1·Z1Z1
	h[0], h[1], h[2], h[3] = addBack(subLimbs(&u2, &p[0])) // H = U2 − X1
	rr[0], rr[1], rr[2], rr[3] = addBack(subLimbs(&s2, &p[1]))
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
	m := zeroMask(&p[2])                                    // p = O: the sum is (x_q, y_q, 1)
	selectMask(&X3, &q[0], m)
	selectMask(&Y3, &q[1], m)
	selectMask(&Z3, &one, m)
	r[0], r[1], r[2] = X3, Y3, Z3
}

// zeroMask returns all ones if x = 0 and zero otherwise, without branches.
func zeroMask(x *Element) uint64 {
	z := x[0] | x[1] | x[2] | x[3]
	return (z|-z)>>63 - 1
}

// selectPoint sets r = q if m is all ones and leaves r unchanged if m is
// zero.
func selectPoint(r, q *[3]Element, m uint64) {
	selectMask(&r[0], &q[0], m)
	selectMask(&r[1], &q[1], m)
	selectMask(&r[2], &q[2], m)
}

// selectMask sets z = x if m is all ones and leaves z unchanged if m is
// zero.
func selectMask(z, x *Element, m uint64) {
	z[0] ^= m & (z[0] ^ x[0])
	z[1] ^= m & (z[1] ^ x[1])
	z[2] ^= m & (z[2] ^ x[2])
	z[3] ^= m & (z[3] ^ x[3])
}

// WeierstrassProjectiveToJacobian sets r (Jacobian) = p (projective):
// (X·Z, Y·Z², Z), which maps the identity to Z = 0. It holds for every a.
// It is not part of field.Field.
func (Field) WeierstrassProjectiveToJacobian(r, p *[3]Element) {
	var zz, X, Y Element
	square(&zz, &p[2])
	mul(&Y, &p[1], &zz)
	mul(&X, &p[0], &p[2])
	r[0], r[1], r[2] = X, Y, p[2]
}

// WeierstrassJacobianToProjective sets r (projective) = p (Jacobian):
// (X·Z, Y, Z³), or the canonical identity (0, 1, 0) when Z = 0, selected
// with masks. It holds for every a. It is not part of field.Field.
func (Field) WeierstrassJacobianToProjective(r, p *[3]Element) {
	var zz, X, Y, Z Element
	square(&zz, &p[2])
	mul(&Z, &zz, &p[2])
	mul(&X, &p[0], &p[2])
	Y = p[1]
	z := p[2][0] | p[2][1] | p[2][2] | p[2][3]
	m := -(1 ^ (z|-z)>>63) // all ones when Z = 0
	X[0], X[1], X[2], X[3] = X[0]&^m, X[1]&^m, X[2]&^m, X[3]&^m
	Y[0] = Y[0]&^m | one[0]&m
	Y[1] = Y[1]&^m | one[1]&m
	Y[2] = Y[2]&^m | one[2]&m
	Y[3] = Y[3]&^m | one[3]&m
	r[0], r[1], r[2] = X, Y, Z
}

// The kernels add and subtract with the following pieces, small enough for
// the compiler to inline, so that the limbs of a sum stay in registers and
// no call is made: z = x + y is reduceOnce(addLimbs(x, y)) and z = x − y is
// addBack(subLimbs(x, y)), the same arithmetic as add and sub.

// addLimbs returns the 257-bit sum x + y as four limbs and a carry.
func addLimbs(x, y *Element) (s0, s1, s2, s3, c uint64) {
	s0, c = bits.Add64(x[0], y[0], 0)
	s1, c = bits.Add64(x[1], y[1], c)
	s2, c = bits.Add64(x[2], y[2], c)
	s3, c = bits.Add64(x[3], y[3], c)
	return
}

// subLimbs returns x − y mod 2^256 as four limbs and the borrow.
func subLimbs(x, y *Element) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(x[0], y[0], 0)
	d1, b = bits.Sub64(x[1], y[1], b)
	d2, b = bits.Sub64(x[2], y[2], b)
	d3, b = bits.Sub64(x[3], y[3], b)
	return
}

// addBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p under
// a mask: the correction of a subtraction that borrowed.
func addBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	m := -b
	var c uint64
	z0, c = bits.Add64(d0, m, 0)                    // p0 = 2^64 − 1
	z1, c = bits.Add64(d1, m>>32, c)                // p1 = 2^32 − 1
	z2, c = bits.Add64(d2, 0, c)                    // p2 = 0
	z3, _ = bits.Add64(d3, m&0xffffffff00000001, c) // p3 = 2^64 − 2^32 + 1
	return
}

// reduceOnce returns s − p if the 257-bit integer c·2^256 + s is at least p,
// and s otherwise, choosing with a mask; s must be below 2·p.
func reduceOnce(s0, s1, s2, s3, c uint64) (z0, z1, z2, z3 uint64) {
	d0, b := bits.Sub64(s0, 0xffffffffffffffff, 0)
	d1, b := bits.Sub64(s1, 0x00000000ffffffff, b)
	d2, b := bits.Sub64(s2, 0x0000000000000000, b)
	d3, b := bits.Sub64(s3, 0xffffffff00000001, b)
	m := -(b &^ c) // all ones when c·2^256 + s < p: keep s
	return d0 ^ m&(s0^d0), d1 ^ m&(s1^d1), d2 ^ m&(s2^d2), d3 ^ m&(s3^d3)
}
