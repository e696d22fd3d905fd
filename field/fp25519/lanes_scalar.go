package fp25519

// This file holds the scalar reference of the lane kernels (lanes4.go): the
// a = −1 Edwards addition and doubling one element at a time, which the
// lane kernels run when the processor has neither AVX-512 IFMA nor AVX2
// (EdwardsLanesFast then reports false and curves/edwards does not use
// them), and against which the vector kernels are tested. curves/edwards
// does not call it: the engine's point formulas are its own
// (curves/edwards/formulas.go), generated for this field by
// internal/enginegen. It belongs to the lane backend and goes with it when
// that backend moves into the engine.
//
// Points are arrays of coordinates in the engine's conventions (HWCD08,
// "Twisted Edwards Curves Revisited", §3.3 and §4.2): extended (X, Y, Z, T),
// completed (E, H, G, F) with x = E/G and y = H/F, cached
// (Y+X, Y−X, 2·Z, 2d·T). Every output may alias every input.

// addSub sets s = x + y and d = x − y, with the carry pass of Add and Sub.
func addSub(s, d, x, y *Element) {
	var f Field
	var t Element
	f.Add(&t, x, y)
	f.Sub(d, x, y)
	*s = t
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

// laneScalarAdd sets r (completed) = p (completed) ± q (cached), q's
// Y+X, Y−X, 2d·T swapped and negated for a subtraction as −q requires:
// add-2008-hwcd-3 after the conversion of p to extended coordinates.
func laneScalarAdd(r, p, q *[4]Element, sub bool) {
	var e [4]Element
	completedToExtended(&e, p)
	qPlus, qMinus := &q[0], &q[1]
	if sub {
		qPlus, qMinus = qMinus, qPlus
	}
	var ypx, ymx, a, b, c, d Element
	addSub(&ypx, &ymx, &e[1], &e[0])
	mul(&a, &ymx, qMinus)        // A = (Y1−X1)·(Y2−X2)
	mul(&b, &ypx, qPlus)         // B = (Y1+X1)·(Y2+X2)
	mul(&c, &e[3], &q[3])        // C = T1·2d·T2
	mul(&d, &e[2], &q[2])        // D = Z1·2·Z2
	addSub(&r[1], &r[0], &b, &a) // H = B + A, E = B − A
	if sub {
		addSub(&r[3], &r[2], &d, &c) // −C: F = D + C, G = D − C
		return
	}
	addSub(&r[2], &r[3], &d, &c) // G = D + C, F = D − C
}

// laneScalarDouble sets r (completed) = 2·p (completed): dbl-2008-hwcd with
// a = −1 after the conversion of p to projective coordinates, stored
// negated, (−E, −H, −G, −F), the same point.
func laneScalarDouble(r, p *[4]Element) {
	var x, y, z, a, b, c, s, nh, ng Element
	mul(&x, &p[0], &p[3]) // X = E·F
	mul(&y, &p[2], &p[1]) // Y = G·H
	mul(&z, &p[3], &p[2]) // Z = F·G
	square(&a, &x)        // A = X1²
	square(&b, &y)        // B = Y1²
	square(&c, &z)        // Z1²
	Field{}.Add(&s, &x, &y)
	square(&s, &s)              // (X1+Y1)²
	addSub(&nh, &ng, &a, &b)    // −H = A + B, −G = A − B
	Field{}.Sub(&r[0], &nh, &s) // −E = A + B − (X1+Y1)²
	Field{}.Add(&c, &c, &c)     // C = 2·Z1²
	Field{}.Add(&r[3], &c, &ng) // −F = C − G
	r[1], r[2] = nh, ng
}
