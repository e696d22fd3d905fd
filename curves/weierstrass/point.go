package weierstrass

import "errors"

// Point is a point of a Curve, held in projective coordinates (X : Y : Z).
//
// Points are made by the curve (NewIdentityPoint, NewGeneratorPoint) or by a
// method that sets its receiver from other points. The zero value is not a
// point: it may be used as the receiver of any method that takes a point
// argument (Add, Set, ScalarMult, ...), which binds it to that argument's
// curve, but using it as an argument, or as the receiver of Identity,
// Generator, SetBytes or SetAffine, panics. Mixing points of two curves
// panics too. Both are programming errors, never caused by input data.
//
// Every method sets its receiver and returns it, and any argument may alias
// the receiver. Points are not comparable with ==: use Equal. Unless its name
// ends in VarTime, every method runs in time independent of the points and
// scalars it is given. A Point can never hold a value outside the curve, nor,
// when the cofactor is not 1, outside the subgroup of order n.
type Point[E, S any] struct {
	_ [0]func() // makes Point incomparable: == would compare representations, not points
	c *Curve[E, S]
	p projective[E]
}

// NewIdentityPoint returns a new point set to the identity O, the point at
// infinity.
func (c *Curve[E, S]) NewIdentityPoint() *Point[E, S] {
	return &Point[E, S]{c: c, p: c.id}
}

// NewGeneratorPoint returns a new point set to the generator G.
func (c *Curve[E, S]) NewGeneratorPoint() *Point[E, S] {
	return &Point[E, S]{c: c, p: c.g}
}

// curveOf returns the curve of p, panicking on an uninitialised point.
func curveOf[E, S any](p *Point[E, S]) *Curve[E, S] {
	if p.c == nil {
		panic("weierstrass: use of an uninitialised Point (make points with a Curve's constructors)")
	}
	return p.c
}

// bind returns the curve of the operation v ← f(p, ...): p's curve, which v
// must share if it is already bound.
func (v *Point[E, S]) bind(p *Point[E, S]) *Curve[E, S] {
	c := curveOf(p)
	if v.c != nil && v.c != c {
		panic(errDifferentCurves)
	}
	return c
}

// bind2 is bind for two-argument operations.
func (v *Point[E, S]) bind2(p, q *Point[E, S]) *Curve[E, S] {
	c := v.bind(p)
	if curveOf(q) != c {
		panic(errDifferentCurves)
	}
	return c
}

// Curve returns the curve of v, or nil for an uninitialised point.
func (v *Point[E, S]) Curve() *Curve[E, S] { return v.c }

// Identity sets v to the identity O, and returns v.
func (v *Point[E, S]) Identity() *Point[E, S] {
	v.p = curveOf(v).id
	return v
}

// Generator sets v to the generator G, and returns v.
func (v *Point[E, S]) Generator() *Point[E, S] {
	v.p = curveOf(v).g
	return v
}

// Set sets v = u, and returns v.
func (v *Point[E, S]) Set(u *Point[E, S]) *Point[E, S] {
	v.c = v.bind(u)
	v.p = u.p
	return v
}

// Add sets v = p + q, and returns v.
func (v *Point[E, S]) Add(p, q *Point[E, S]) *Point[E, S] {
	c := v.bind2(p, q)
	w := c.get()
	w.p, w.q = p.p, q.p
	w.add(&w.acc, &w.p, &w.q)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// Subtract sets v = p − q, and returns v.
func (v *Point[E, S]) Subtract(p, q *Point[E, S]) *Point[E, S] {
	c := v.bind2(p, q)
	w := c.get()
	w.p, w.q = p.p, q.p
	w.negate(&w.q, &w.q)
	w.add(&w.acc, &w.p, &w.q)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// Double sets v = 2·p, and returns v.
func (v *Point[E, S]) Double(p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.p = p.p
	w.double(&w.acc, &w.p)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// Negate sets v = −p, and returns v.
func (v *Point[E, S]) Negate(p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.p = p.p
	w.negate(&w.p, &w.p)
	v.c, v.p = c, w.p
	c.put(w)
	return v
}

// Equal returns 1 if v and u are the same point, and 0 otherwise.
func (v *Point[E, S]) Equal(u *Point[E, S]) int {
	c := curveOf(v)
	if curveOf(u) != c {
		panic(errDifferentCurves)
	}
	w := c.get()
	w.p, w.q = v.p, u.p
	eq := w.equal(&w.p, &w.q)
	c.put(w)
	return eq
}

// IsIdentity returns 1 if v is the identity, and 0 otherwise.
func (v *Point[E, S]) IsIdentity() int {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	r := w.isIdentity(&w.p)
	c.put(w)
	return r
}

// Select sets v = a if cond is 1 and v = b if cond is 0, in constant time,
// and returns v. cond must be 0 or 1.
func (v *Point[E, S]) Select(a, b *Point[E, S], cond int) *Point[E, S] {
	c := v.bind2(a, b)
	w := c.get()
	w.p, w.q = a.p, b.p
	w.selectProjective(&w.q, &w.p, cond)
	v.c, v.p = c, w.q
	c.put(w)
	return v
}

// ProjectiveCoordinates returns v in projective coordinates (X : Y : Z),
// with x = X/Z and y = Y/Z, or Z = 0 for the identity. The representation
// is not unique.
func (v *Point[E, S]) ProjectiveCoordinates() (X, Y, Z E) {
	curveOf(v)
	return v.p.X, v.p.Y, v.p.Z
}

// Affine returns the affine coordinates x = X/Z and y = Y/Z of v, and
// isIdentity = 0; for the identity, which has no affine coordinates, it
// returns x = y = 0 and isIdentity = 1. It runs in constant time.
func (v *Point[E, S]) Affine() (x, y E, isIdentity int) {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	w.toAffine(&w.x, &w.y, &w.p)
	x, y, isIdentity = w.x, w.y, w.isIdentity(&w.p)
	c.put(w)
	return x, y, isIdentity
}

// SetAffine sets v = (x, y) and returns v, or returns nil and an error,
// leaving v unchanged, when (x, y) is not on the curve (or, when the cofactor
// is not 1, not in the subgroup of order n).
func (v *Point[E, S]) SetAffine(x, y *E) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.x, w.y = *x, *y
	if !w.onCurve(&w.eq, &w.x, &w.y) {
		return nil, errNotOnCurve
	}
	w.fromAffine(&w.p, &w.x, &w.y)
	if !w.inSubgroup(&w.p) {
		return nil, errNotInSubgroup
	}
	v.p = w.p
	return v, nil
}

// inSubgroup reports whether n·p = O, which holds for every point of the
// curve when the cofactor is 1; otherwise it is checked with a
// multiplication by the public n (into w.nP, with the memory w.pm, or the
// endomorphism's test with w.endo), in time independent of p. p must be
// the identity or have Z = 1, as the decoders leave it (fromAffine), and
// must not be in w.pm or w.endo; it is left unchanged.
func (w *workspace[E, S]) inSubgroup(p *projective[E]) bool {
	if w.c.hOne {
		return true
	}
	if e := w.c.subEndo; e != nil {
		return w.endoTest(&w.endo, e, p)
	}
	w.mulPublic(&w.pm, &w.nP, p, w.c.orderNAF)
	return w.isIdentity(&w.nP) == 1
}

var (
	errNotOnCurve    = errors.New("weierstrass: point is not on the curve")
	errNotInSubgroup = errors.New("weierstrass: point is not in the prime-order subgroup")
)
