package fpk256

import "math/bits"

// This file holds the point formulas of the short Weierstrass curves
// y² = x³ + b over this field (a = 0, secp256k1) written against Element
// directly. They are not part of field.Field: curves/weierstrass detects them
// with a type assertion (its KernelsAZero interface) and runs its additions,
// doublings and changes of coordinates through them instead of through one
// interface call per field operation. They compute exactly the coordinates
// the engine's generic formulas compute, and the ones without VarTime in
// their name run in time independent of the points, like every method of
// Field.
//
// Points are passed as arrays of coordinates, in the engine's conventions:
//
//	projective [3]Element  (X, Y, Z) with x = X/Z, y = Y/Z; Z = 0 is the identity
//	jacobian   [3]Element  (X, Y, Z) with x = X/Z², y = Y/Z³; Z = 0 is the identity
//	affine     [2]Element  (x, y), never the identity
//
// The complete projective formulas are Algorithms 7, 8 and 9 of J. Renes,
// C. Costello, L. Batina, "Complete addition formulas for prime order
// elliptic curves", EUROCRYPT 2016 (https://eprint.iacr.org/2015/1060), with
// the paper's line numbers as trailing comments, the multiplications by
// 3·b done by MulSmall; the Jacobian ones are the Explicit-Formulas
// Database's dbl-2009-l, madd-2007-bl and add-2007-bl
// (https://hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-0.html).
//
// Every output may alias every input: each kernel reads all of its inputs
// into locals before writing its output.

// The kernels add and subtract with the following pieces, small enough for
// the compiler to inline, so that no call is made: z = x + y is
// reduceSum(addLimbs(x, y)) and z = x − y is fixDifference(subLimbs(x, y)),
// the arithmetic of Field.Add and Field.Sub.

// addLimbs returns the 257-bit sum x + y as four limbs and a carry.
func addLimbs(x, y *Element) (s0, s1, s2, s3, k uint64) {
	s0, k = bits.Add64(x[0], y[0], 0)
	s1, k = bits.Add64(x[1], y[1], k)
	s2, k = bits.Add64(x[2], y[2], k)
	s3, k = bits.Add64(x[3], y[3], k)
	return
}

// reduceSum returns k·2^256 + s reduced modulo p, for a sum below 2p:
// subtracting p is adding c = 2^256 − p modulo 2^256, needed exactly when
// the sum carried (k = 1) or s + c carries.
func reduceSum(s0, s1, s2, s3, k uint64) (z0, z1, z2, z3 uint64) {
	u0, k2 := bits.Add64(s0, c, 0)
	u1, k2 := bits.Add64(s1, 0, k2)
	u2, k2 := bits.Add64(s2, 0, k2)
	u3, k2 := bits.Add64(s3, 0, k2)
	m := -(k | k2)
	return s0 ^ m&(s0^u0), s1 ^ m&(s1^u1), s2 ^ m&(s2^u2), s3 ^ m&(s3^u3)
}

// subLimbs returns x − y mod 2^256 as four limbs and the borrow.
func subLimbs(x, y *Element) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(x[0], y[0], 0)
	d1, b = bits.Sub64(x[1], y[1], b)
	d2, b = bits.Sub64(x[2], y[2], b)
	d3, b = bits.Sub64(x[3], y[3], b)
	return
}

// fixDifference returns d, or d − c = d + p mod 2^256 when the subtraction
// borrowed (b = 1), which cannot borrow again.
func fixDifference(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	var b2 uint64
	z0, b2 = bits.Sub64(d0, c&-b, 0)
	z1, b2 = bits.Sub64(d1, 0, b2)
	z2, b2 = bits.Sub64(d2, 0, b2)
	z3, _ = bits.Sub64(d3, 0, b2)
	return
}

// WeierstrassAZeroAdd sets r = p + q for projective p and q on the curve
// whose 3·b is b3 (RCB16 Algorithm 7, complete: 12M + 2m_3b). It is not part
// of field.Field; see the comment at the top of weierstrass.go.
func (Field) WeierstrassAZeroAdd(r, p, q *[3]Element, b3 uint32) {
	var t0, t1, t2, t3, t4, X3, Y3, Z3 Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	X2, Y2, Z2 := &q[0], &q[1], &q[2]
	mul(&t0, X1, X2)                                               // 1. t0 ← X1·X2
	mul(&t1, Y1, Y2)                                               // 2. t1 ← Y1·Y2
	mul(&t2, Z1, Z2)                                               // 3. t2 ← Z1·Z2
	t3[0], t3[1], t3[2], t3[3] = reduceSum(addLimbs(X1, Y1))       // 4. t3 ← X1 + Y1
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(X2, Y2))       // 5. t4 ← X2 + Y2
	mul(&t3, &t3, &t4)                                             // 6. t3 ← t3·t4
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(&t0, &t1))     // 7. t4 ← t0 + t1
	t3[0], t3[1], t3[2], t3[3] = fixDifference(subLimbs(&t3, &t4)) // 8. t3 ← t3 − t4
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(Y1, Z1))       // 9. t4 ← Y1 + Z1
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(Y2, Z2))       // 10. X3 ← Y2 + Z2
	mul(&t4, &t4, &X3)                                             // 11. t4 ← t4·X3
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(&t1, &t2))     // 12. X3 ← t1 + t2
	t4[0], t4[1], t4[2], t4[3] = fixDifference(subLimbs(&t4, &X3)) // 13. t4 ← t4 − X3
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(X1, Z1))       // 14. X3 ← X1 + Z1
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(X2, Z2))       // 15. Y3 ← X2 + Z2
	mul(&X3, &X3, &Y3)                                             // 16. X3 ← X3·Y3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&t0, &t2))     // 17. Y3 ← t0 + t2
	Y3[0], Y3[1], Y3[2], Y3[3] = fixDifference(subLimbs(&X3, &Y3)) // 18. Y3 ← X3 − Y3
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(&t0, &t0))     // 19. X3 ← t0 + t0
	t0[0], t0[1], t0[2], t0[3] = reduceSum(addLimbs(&X3, &t0))     // 20. t0 ← X3 + t0
	Field{}.MulSmall(&t2, &t2, b3)                                 // 21. t2 ← b3·t2
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&t1, &t2))     // 22. Z3 ← t1 + t2
	t1[0], t1[1], t1[2], t1[3] = fixDifference(subLimbs(&t1, &t2)) // 23. t1 ← t1 − t2
	Field{}.MulSmall(&Y3, &Y3, b3)                                 // 24. Y3 ← b3·Y3
	mul(&X3, &t4, &Y3)                                             // 25. X3 ← t4·Y3
	mul(&t2, &t3, &t1)                                             // 26. t2 ← t3·t1
	X3[0], X3[1], X3[2], X3[3] = fixDifference(subLimbs(&t2, &X3)) // 27. X3 ← t2 − X3
	mul(&Y3, &Y3, &t0)                                             // 28. Y3 ← Y3·t0
	mul(&t1, &t1, &Z3)                                             // 29. t1 ← t1·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&t1, &Y3))     // 30. Y3 ← t1 + Y3
	mul(&t0, &t0, &t3)                                             // 31. t0 ← t0·t3
	mul(&Z3, &Z3, &t4)                                             // 32. Z3 ← Z3·t4
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&Z3, &t0))     // 33. Z3 ← Z3 + t0
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAZeroAddAffine sets r = p + q for projective p and affine q
// (RCB16 Algorithm 8, complete: 11M + 2m_3b). It is not part of
// field.Field.
func (Field) WeierstrassAZeroAddAffine(r, p *[3]Element, q *[2]Element, b3 uint32) {
	var t0, t1, t2, t3, t4, X3, Y3, Z3 Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	X2, Y2 := &q[0], &q[1]
	mul(&t0, X1, X2)                                               // 1. t0 ← X1·X2
	mul(&t1, Y1, Y2)                                               // 2. t1 ← Y1·Y2
	t3[0], t3[1], t3[2], t3[3] = reduceSum(addLimbs(X2, Y2))       // 3. t3 ← X2 + Y2
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(X1, Y1))       // 4. t4 ← X1 + Y1
	mul(&t3, &t3, &t4)                                             // 5. t3 ← t3·t4
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(&t0, &t1))     // 6. t4 ← t0 + t1
	t3[0], t3[1], t3[2], t3[3] = fixDifference(subLimbs(&t3, &t4)) // 7. t3 ← t3 − t4
	mul(&t4, Y2, Z1)                                               // 8. t4 ← Y2·Z1
	t4[0], t4[1], t4[2], t4[3] = reduceSum(addLimbs(&t4, Y1))      // 9. t4 ← t4 + Y1
	mul(&Y3, X2, Z1)                                               // 10. Y3 ← X2·Z1
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&Y3, X1))      // 11. Y3 ← Y3 + X1
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(&t0, &t0))     // 12. X3 ← t0 + t0
	t0[0], t0[1], t0[2], t0[3] = reduceSum(addLimbs(&X3, &t0))     // 13. t0 ← X3 + t0
	Field{}.MulSmall(&t2, Z1, b3)                                  // 14. t2 ← b3·Z1
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&t1, &t2))     // 15. Z3 ← t1 + t2
	t1[0], t1[1], t1[2], t1[3] = fixDifference(subLimbs(&t1, &t2)) // 16. t1 ← t1 − t2
	Field{}.MulSmall(&Y3, &Y3, b3)                                 // 17. Y3 ← b3·Y3
	mul(&X3, &t4, &Y3)                                             // 18. X3 ← t4·Y3
	mul(&t2, &t3, &t1)                                             // 19. t2 ← t3·t1
	X3[0], X3[1], X3[2], X3[3] = fixDifference(subLimbs(&t2, &X3)) // 20. X3 ← t2 − X3
	mul(&Y3, &Y3, &t0)                                             // 21. Y3 ← Y3·t0
	mul(&t1, &t1, &Z3)                                             // 22. t1 ← t1·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&t1, &Y3))     // 23. Y3 ← t1 + Y3
	mul(&t0, &t0, &t3)                                             // 24. t0 ← t0·t3
	mul(&Z3, &Z3, &t4)                                             // 25. Z3 ← Z3·t4
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&Z3, &t0))     // 26. Z3 ← Z3 + t0
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAZeroDouble sets r = 2·p for projective p (RCB16 Algorithm 9,
// exception-free: 6M + 2S + 1m_3b). It is not part of field.Field.
func (Field) WeierstrassAZeroDouble(r, p *[3]Element, b3 uint32) {
	var t0, t1, t2, X3, Y3, Z3 Element
	X, Y, Z := &p[0], &p[1], &p[2]
	square(&t0, Y)                                                 // 1. t0 ← Y·Y
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&t0, &t0))     // 2. Z3 ← t0 + t0
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&Z3, &Z3))     // 3. Z3 ← Z3 + Z3
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&Z3, &Z3))     // 4. Z3 ← Z3 + Z3
	mul(&t1, Y, Z)                                                 // 5. t1 ← Y·Z
	square(&t2, Z)                                                 // 6. t2 ← Z·Z
	Field{}.MulSmall(&t2, &t2, b3)                                 // 7. t2 ← b3·t2
	mul(&X3, &t2, &Z3)                                             // 8. X3 ← t2·Z3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&t0, &t2))     // 9. Y3 ← t0 + t2
	mul(&Z3, &t1, &Z3)                                             // 10. Z3 ← t1·Z3
	t1[0], t1[1], t1[2], t1[3] = reduceSum(addLimbs(&t2, &t2))     // 11. t1 ← t2 + t2
	t2[0], t2[1], t2[2], t2[3] = reduceSum(addLimbs(&t1, &t2))     // 12. t2 ← t1 + t2
	t0[0], t0[1], t0[2], t0[3] = fixDifference(subLimbs(&t0, &t2)) // 13. t0 ← t0 − t2
	mul(&Y3, &t0, &Y3)                                             // 14. Y3 ← t0·Y3
	Y3[0], Y3[1], Y3[2], Y3[3] = reduceSum(addLimbs(&X3, &Y3))     // 15. Y3 ← X3 + Y3
	mul(&t1, X, Y)                                                 // 16. t1 ← X·Y
	mul(&X3, &t0, &t1)                                             // 17. X3 ← t0·t1
	X3[0], X3[1], X3[2], X3[3] = reduceSum(addLimbs(&X3, &X3))     // 18. X3 ← X3 + X3
	r[0], r[1], r[2] = X3, Y3, Z3
}

// WeierstrassAZeroDoubleJacobian sets r = 2·p for Jacobian p on any curve
// with a = 0 (dbl-2009-l: 2M + 5S). The identity (Z = 0) doubles to Z = 0.
// It is not part of field.Field.
func (Field) WeierstrassAZeroDoubleJacobian(r, p *[3]Element) {
	var a, b, c, d, e, f, X3, Y3, Z3 Element
	X1, Y1, Z1 := &p[0], &p[1], &p[2]
	square(&a, X1)                                               // A = X1²
	square(&b, Y1)                                               // B = Y1²
	square(&c, &b)                                               // C = B²
	d[0], d[1], d[2], d[3] = reduceSum(addLimbs(X1, &b))         //
	square(&d, &d)                                               //
	d[0], d[1], d[2], d[3] = fixDifference(subLimbs(&d, &a))     //
	d[0], d[1], d[2], d[3] = fixDifference(subLimbs(&d, &c))     //
	d[0], d[1], d[2], d[3] = reduceSum(addLimbs(&d, &d))         // D = 2·((X1 + B)² − A − C)
	e[0], e[1], e[2], e[3] = reduceSum(addLimbs(&a, &a))         //
	e[0], e[1], e[2], e[3] = reduceSum(addLimbs(&e, &a))         // E = 3·A
	square(&f, &e)                                               // F = E²
	mul(&Z3, Y1, Z1)                                             //
	Z3[0], Z3[1], Z3[2], Z3[3] = reduceSum(addLimbs(&Z3, &Z3))   // Z3 = 2·Y1·Z1
	f[0], f[1], f[2], f[3] = fixDifference(subLimbs(&f, &d))     //
	X3[0], X3[1], X3[2], X3[3] = fixDifference(subLimbs(&f, &d)) // X3 = F − 2·D
	d[0], d[1], d[2], d[3] = fixDifference(subLimbs(&d, &X3))    // D − X3
	mul(&d, &e, &d)                                              // E·(D − X3)
	c[0], c[1], c[2], c[3] = reduceSum(addLimbs(&c, &c))         //
	c[0], c[1], c[2], c[3] = reduceSum(addLimbs(&c, &c))         //
	c[0], c[1], c[2], c[3] = reduceSum(addLimbs(&c, &c))         // 8·C
	Y3[0], Y3[1], Y3[2], Y3[3] = fixDifference(subLimbs(&d, &c)) // Y3 = E·(D − X3) − 8·C
	r[0], r[1], r[2] = X3, Y3, Z3
}
