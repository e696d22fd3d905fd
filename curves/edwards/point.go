package edwards

// Point is a point of a Curve, held in extended coordinates (X : Y : Z : T).
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
// scalars it is given. A Point can never hold a value outside the curve.
type Point[E, S any] struct {
	_ [0]func() // makes Point incomparable: == would compare representations, not points
	c *Curve[E, S]
	p extended[E]
}

// NewIdentityPoint returns a new point set to the identity (0, 1).
func (c *Curve[E, S]) NewIdentityPoint() *Point[E, S] {
	v := &Point[E, S]{c: c}
	return v.Identity()
}

// NewGeneratorPoint returns a new point set to the generator G.
func (c *Curve[E, S]) NewGeneratorPoint() *Point[E, S] {
	return &Point[E, S]{c: c, p: c.g}
}

// curveOf returns the curve of p, panicking on an uninitialised point.
func curveOf[E, S any](p *Point[E, S]) *Curve[E, S] {
	if p.c == nil {
		panic("edwards: use of an uninitialised Point (make points with a Curve's constructors)")
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

// Identity sets v to the identity (0, 1), and returns v.
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
	return v.addSub(p, q, false)
}

// Subtract sets v = p − q, and returns v.
func (v *Point[E, S]) Subtract(p, q *Point[E, S]) *Point[E, S] {
	return v.addSub(p, q, true)
}

// addSub sets v = p + q or v = p − q.
func (v *Point[E, S]) addSub(p, q *Point[E, S], sub bool) *Point[E, S] {
	c := v.bind2(p, q)
	w := c.get()
	w.p, w.q = p.p, q.p
	w.toCached(&w.cq, &w.q)
	w.addCached(&w.cp, &w.p, &w.cq, sub)
	w.toExtended(&w.acc, &w.cp)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// Double sets v = 2·p, and returns v.
func (v *Point[E, S]) Double(p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.p = p.p
	w.extToProjective(&w.pr, &w.p)
	w.double(&w.cp, &w.pr)
	w.toExtended(&w.acc, &w.cp)
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
	f := c.f
	f.Select(&w.p.X, &w.p.X, &w.q.X, cond)
	f.Select(&w.p.Y, &w.p.Y, &w.q.Y, cond)
	f.Select(&w.p.Z, &w.p.Z, &w.q.Z, cond)
	f.Select(&w.p.T, &w.p.T, &w.q.T, cond)
	v.c, v.p = c, w.p
	c.put(w)
	return v
}

// ExtendedCoordinates returns v in extended coordinates (X : Y : Z : T),
// with x = X/Z, y = Y/Z and X·Y = Z·T. The representation is not unique.
func (v *Point[E, S]) ExtendedCoordinates() (X, Y, Z, T E) {
	curveOf(v)
	return v.p.X, v.p.Y, v.p.Z, v.p.T
}

// SetExtendedCoordinates sets v = (X : Y : Z : T), the point with
// x = X/Z, y = Y/Z and T = X·Y/Z, and returns v. It is the inverse of
// ExtendedCoordinates, for constructions that compute points in these
// coordinates and would otherwise pay an inversion to go through SetAffine
// (the Ristretto and Decaf maps of curves/primeorder). It returns nil and an
// error, leaving v unchanged, unless Z ≠ 0, X·Y = Z·T and
// a·X² + Y² = Z² + d·T² (the curve equation multiplied by Z²), so that a
// Point still never holds a value off the curve. The arithmetic runs in
// constant time; only the validity is branched on.
func (v *Point[E, S]) SetExtendedCoordinates(X, Y, Z, T *E) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.p = extended[E]{*X, *Y, *Z, *T}
	if !w.onCurveExtended(&w.eq, &w.p) {
		return nil, errNotOnCurveExtended
	}
	v.p = w.p
	return v, nil
}

// onCurveExtended reports whether p is a valid point in extended
// coordinates: Z ≠ 0, X·Y = Z·T and a·X² + Y² = Z² + d·T², with s's memory.
func (w *workspace[E, S]) onCurveExtended(s *eqScratch[E], p *extended[E]) bool {
	f := w.f
	f.Mul(&s.lhs, &p.X, &p.Y)                            // X·Y
	f.Mul(&s.rhs, &p.Z, &p.T)                            // Z·T
	ok := f.Equal(&s.lhs, &s.rhs) & (1 ^ f.IsZero(&p.Z)) //
	f.Square(&s.sq0, &p.X)                               // X²
	w.mulA(&s.lhs, &s.sq0)                               // a·X²
	f.Square(&s.sq1, &p.Y)                               // Y²
	f.Add(&s.lhs, &s.lhs, &s.sq1)                        // a·X² + Y²
	f.Square(&s.sq0, &p.T)                               // T²
	f.Mul(&s.rhs, &s.sq0, &w.d)                          // d·T²
	f.Square(&s.sq1, &p.Z)                               // Z²
	f.Add(&s.rhs, &s.rhs, &s.sq1)                        // Z² + d·T²
	return ok&f.Equal(&s.lhs, &s.rhs) == 1
}

// Affine returns the affine coordinates x = X/Z and y = Y/Z of v.
func (v *Point[E, S]) Affine() (x, y E) {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	w.affine(&w.x, &w.y, &w.zInv, &w.p)
	x, y = w.x, w.y
	c.put(w)
	return x, y
}

// SetAffine sets v = (x, y) and returns v, or returns nil and an error,
// leaving v unchanged, when (x, y) is not on the curve.
func (v *Point[E, S]) SetAffine(x, y *E) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.x, w.y = *x, *y
	if !w.onCurve(&w.eq, &w.x, &w.y) {
		return nil, errNotOnCurveAffine
	}
	w.fromAffine(&w.p, &w.x, &w.y)
	v.p = w.p
	return v, nil
}

// affine sets x = X/Z and y = Y/Z for the point p, and zInv = 1/Z (one
// inversion). zInv must not alias the coordinates of p.
func (w *workspace[E, S]) affine(x, y, zInv *E, p *extended[E]) {
	f := w.f
	f.Inverse(zInv, &p.Z)
	f.Mul(x, &p.X, zInv)
	f.Mul(y, &p.Y, zInv)
}
