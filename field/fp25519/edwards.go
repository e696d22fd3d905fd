package fp25519

// This file holds the point formulas of the twisted Edwards curves
// −x² + y² = 1 + d·x²·y² (a = −1, edwards25519) written against Element
// directly. They are not part of field.Field: curves/edwards detects them
// with a type assertion (its KernelsMinusOne interface) and runs its
// additions and doublings through them instead of through one interface call
// per field operation, which the compiler can neither inline nor see
// through. They compute exactly what the engine's generic formulas compute
// and, like every method of Field, run in time independent of the points.
//
// Points are passed as arrays of coordinates, in the engine's conventions
// (the formulas are those of Hisil, Wong, Carter and Dawson, "Twisted
// Edwards Curves Revisited", ASIACRYPT 2008, §3.3 and §4.2):
//
//	extended   [4]Element  (X, Y, Z, T) with x = X/Z, y = Y/Z, T = X·Y/Z
//	projective [3]Element  (X, Y, Z)
//	completed  [4]Element  (E, H, G, F), the paper's intermediates, with
//	                       x = E/G and y = H/F
//	cached     [4]Element  (Y+X, Y−X, 2·Z, 2d·T)
//	affine     [3]Element  (y+x, y−x, 2d·x·y), a cached point with Z = 1
//
// Every output may alias every input: each kernel reads all of its inputs
// before writing its output.

// addSub sets s = x + y and d = x − y, with the carry pass of Add and Sub.
func addSub(s, d, x, y *Element) {
	x0, x1, x2, x3, x4 := x[0], x[1], x[2], x[3], x[4]
	y0, y1, y2, y3, y4 := y[0], y[1], y[2], y[3], y[4]
	a0, a1, a2, a3, a4 := x0+y0, x1+y1, x2+y2, x3+y3, x4+y4
	b0 := x0 + fourP0 - y0
	b1 := x1 + fourPi - y1
	b2 := x2 + fourPi - y2
	b3 := x3 + fourPi - y3
	b4 := x4 + fourPi - y4
	s[0] = a0&maskLow51 + (a4>>51)*19
	s[1] = a1&maskLow51 + a0>>51
	s[2] = a2&maskLow51 + a1>>51
	s[3] = a3&maskLow51 + a2>>51
	s[4] = a4&maskLow51 + a3>>51
	d[0] = b0&maskLow51 + (b4>>51)*19
	d[1] = b1&maskLow51 + b0>>51
	d[2] = b2&maskLow51 + b1>>51
	d[3] = b3&maskLow51 + b2>>51
	d[4] = b4&maskLow51 + b3>>51
}

// completedToExtended sets r (extended) = p (completed): (E·F, G·H, F·G, E·H).
func completedToExtended(r, p *[4]Element) {
	var x, y, z, t Element
	mul(&x, &p[0], &p[3]) // X3 = E·F
	mul(&y, &p[2], &p[1]) // Y3 = G·H
	mul(&z, &p[3], &p[2]) // Z3 = F·G
	mul(&t, &p[0], &p[1]) // T3 = E·H
	r[0], r[1], r[2], r[3] = x, y, z, t
}

// addCore is add-2008-hwcd-3 for p extended and an operand whose Y+X, Y−X
// and 2d·T are qPlus, qMinus and qt, given D (Z1·2·Z2, or 2·Z1 for an
// affine operand): it computes A = (Y1−X1)·qMinus, B = (Y1+X1)·qPlus and
// C = T1·qt, and stores E = B − A, H = B + A, G = D + C and F = D − C at e,
// h, g and f. Subtraction passes the operand's qPlus and qMinus swapped and
// g and f swapped: −q has them exchanged and −2d·T, which turns D ± C into
// D ∓ C. Every input is read before any output is written.
func addCore(e, h, g, f *Element, p *[4]Element, qPlus, qMinus, qt, d *Element) {
	var ypx, ymx, a, b, c Element
	addSub(&ypx, &ymx, &p[1], &p[0])
	mul(&a, &ymx, qMinus) // A = (Y1−X1)·(Y2−X2)
	mul(&b, &ypx, qPlus)  // B = (Y1+X1)·(Y2+X2)
	mul(&c, &p[3], qt)    // C = T1·2d·T2
	dd := *d
	addSub(h, e, &b, &a)  // H = B + A, E = B − A
	addSub(g, f, &dd, &c) // G = D + C, F = D − C
}

// doubleCore is dbl-2008-hwcd with a = −1 for the projective point
// (x : y : z). It stores the result negated, (−E, −H, −G, −F), the same
// point as (E, H, G, F), which saves the negations. Every input is read
// before any output is written.
func doubleCore(r *[4]Element, x, y, z *Element) {
	var a, b, c, s, nh, ng Element
	square(&a, x) // A = X1²
	square(&b, y) // B = Y1²
	square(&c, z) // Z1²
	Field{}.Add(&s, x, y)
	square(&s, &s)              // (X1+Y1)²
	addSub(&nh, &ng, &a, &b)    // −H = A + B, −G = A − B
	Field{}.Sub(&r[0], &nh, &s) // −E = A + B − (X1+Y1)²
	Field{}.Add(&c, &c, &c)     // C = 2·Z1²
	Field{}.Add(&r[3], &c, &ng) // −F = C − G
	r[1], r[2] = nh, ng
}

// EdwardsMinusOneAdd sets r = p + q for p extended and q cached, leaving r
// completed (add-2008-hwcd-3: 4 multiplications). It is not part of
// field.Field; see the comment at the top of edwards.go.
func (Field) EdwardsMinusOneAdd(r, p, q *[4]Element) {
	var d Element
	mul(&d, &p[2], &q[2]) // D = Z1·2·Z2
	addCore(&r[0], &r[1], &r[2], &r[3], p, &q[0], &q[1], &q[3], &d)
}

// EdwardsMinusOneSub sets r = p − q for p extended and q cached, leaving r
// completed. It is not part of field.Field.
func (Field) EdwardsMinusOneSub(r, p, q *[4]Element) {
	var d Element
	mul(&d, &p[2], &q[2])
	addCore(&r[0], &r[1], &r[3], &r[2], p, &q[1], &q[0], &q[3], &d)
}

// EdwardsMinusOneAddAffine sets r = p + q for p extended and q affine,
// leaving r completed (madd-2008-hwcd-3: 3 multiplications). It is not part
// of field.Field.
func (Field) EdwardsMinusOneAddAffine(r *[4]Element, p *[4]Element, q *[3]Element) {
	var d Element
	Field{}.Add(&d, &p[2], &p[2]) // D = 2·Z1
	addCore(&r[0], &r[1], &r[2], &r[3], p, &q[0], &q[1], &q[2], &d)
}

// EdwardsMinusOneSubAffine sets r = p − q for p extended and q affine,
// leaving r completed. It is not part of field.Field.
func (Field) EdwardsMinusOneSubAffine(r *[4]Element, p *[4]Element, q *[3]Element) {
	var d Element
	Field{}.Add(&d, &p[2], &p[2])
	addCore(&r[0], &r[1], &r[3], &r[2], p, &q[1], &q[0], &q[2], &d)
}

// EdwardsMinusOneDouble sets r = 2·p for p projective, leaving r completed
// (dbl-2008-hwcd with a = −1: 4 squarings). It is not part of field.Field.
func (Field) EdwardsMinusOneDouble(r *[4]Element, p *[3]Element) {
	doubleCore(r, &p[0], &p[1], &p[2])
}

// EdwardsMinusOneAddCompleted sets r = p + q for p completed and q cached,
// leaving r completed: the conversion of p to extended coordinates followed
// by EdwardsMinusOneAdd (8 multiplications). It is not part of field.Field.
func (f Field) EdwardsMinusOneAddCompleted(r, p, q *[4]Element) {
	var t [4]Element
	completedToExtended(&t, p)
	f.EdwardsMinusOneAdd(r, &t, q)
}

// EdwardsMinusOneSubCompleted sets r = p − q for p completed and q cached,
// leaving r completed. It is not part of field.Field.
func (f Field) EdwardsMinusOneSubCompleted(r, p, q *[4]Element) {
	var t [4]Element
	completedToExtended(&t, p)
	f.EdwardsMinusOneSub(r, &t, q)
}

// EdwardsMinusOneAddAffineCompleted sets r = p + q for p completed and q
// affine, leaving r completed (7 multiplications). It is not part of
// field.Field.
func (f Field) EdwardsMinusOneAddAffineCompleted(r, p *[4]Element, q *[3]Element) {
	var t [4]Element
	completedToExtended(&t, p)
	f.EdwardsMinusOneAddAffine(r, &t, q)
}

// EdwardsMinusOneSubAffineCompleted sets r = p − q for p completed and q
// affine, leaving r completed. It is not part of field.Field.
func (f Field) EdwardsMinusOneSubAffineCompleted(r, p *[4]Element, q *[3]Element) {
	var t [4]Element
	completedToExtended(&t, p)
	f.EdwardsMinusOneSubAffine(r, &t, q)
}

// EdwardsMinusOneDoubleCompleted sets r = 2·p for p completed, leaving r
// completed: the conversion of p to projective coordinates (3
// multiplications) followed by EdwardsMinusOneDouble. It is not part of
// field.Field.
func (Field) EdwardsMinusOneDoubleCompleted(r, p *[4]Element) {
	var x, y, z Element
	mul(&x, &p[0], &p[3]) // X = E·F
	mul(&y, &p[2], &p[1]) // Y = G·H
	mul(&z, &p[3], &p[2]) // Z = F·G
	doubleCore(r, &x, &y, &z)
}

// EdwardsToExtended sets r (extended) = p (completed): (E·F, G·H, F·G, E·H).
// It holds for every a. It is not part of field.Field.
func (Field) EdwardsToExtended(r, p *[4]Element) { completedToExtended(r, p) }

// EdwardsToProjective sets r (projective) = p (completed): (E·F, G·H, F·G).
// It holds for every a. It is not part of field.Field.
func (Field) EdwardsToProjective(r *[3]Element, p *[4]Element) {
	var x, y, z Element
	mul(&x, &p[0], &p[3]) // X3 = E·F
	mul(&y, &p[2], &p[1]) // Y3 = G·H
	mul(&z, &p[3], &p[2]) // Z3 = F·G
	r[0], r[1], r[2] = x, y, z
}

// EdwardsMinusOneToCached sets r (cached) = p (extended) for the curve whose
// 2d is k: (Y+X, Y−X, 2·Z, 2d·T). It is not part of field.Field.
func (Field) EdwardsMinusOneToCached(r, p *[4]Element, k *Element) {
	var ypx, ymx, z, t Element
	addSub(&ypx, &ymx, &p[1], &p[0])
	Field{}.Add(&z, &p[2], &p[2])
	mul(&t, &p[3], k)
	r[0], r[1], r[2], r[3] = ypx, ymx, z, t
}
