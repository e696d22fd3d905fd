package primeorder

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Element is an element of a Group: a class of points of the curve, held as
// one representative point of 2E in the engine's extended coordinates.
// Representatives of one class differ by a point of E[4] (Ristretto) or
// E[2] (Decaf); Equal and Bytes give the same answer for all of them, and
// nothing else is exposed, so the group is of prime order to its users.
//
// Elements are made by a Group (NewElement, NewGenerator) or by Bind. The
// zero value is not an element: it may be the receiver of a method that
// takes an Element argument (Set, Add, ScalarMult, ...), which binds it to
// that argument's group, but using it as an argument, or as the receiver of
// Identity, Generator, ScalarBaseMult, SetCanonicalBytes or SetUniformBytes
// before Bind, panics. Mixing elements of two groups panics too. Both are
// programming errors.
//
// Every method sets its receiver and returns it, and any argument may alias
// the receiver. Elements are not comparable with ==: use Equal. Unless its
// name ends in VarTime, every method runs in time independent of the
// elements and scalars it is given.
type Element[E, S any] struct {
	_ [0]func()
	g *Group[E, S]
	p edwards.Point[E, S]
}

// Errors of decoding. The errors of SetCanonicalBytes and SetUniformBytes
// wrap one of them and carry the group's name and the offending value.
var (
	// ErrEncodingLength is returned for an input of the wrong length.
	ErrEncodingLength = errors.New("primeorder: wrong input length")
	// ErrInvalidEncoding is returned for a string that is not the canonical
	// encoding of an element.
	ErrInvalidEncoding = errors.New("primeorder: invalid element encoding")
)

// errDifferentGroups is the panic value for mixing elements of two groups.
var errDifferentGroups = errors.New("primeorder: elements belong to different groups")

// NewElement returns a new element set to the identity.
func (g *Group[E, S]) NewElement() *Element[E, S] {
	return &Element[E, S]{g: g, p: g.id}
}

// NewGenerator returns a new element set to the generator.
func (g *Group[E, S]) NewGenerator() *Element[E, S] {
	return &Element[E, S]{g: g, p: g.gen}
}

// Bind makes v an element of g and returns v: a zero Element becomes the
// identity of g, and an element of g is left as it is. It panics if v
// belongs to another group.
func (g *Group[E, S]) Bind(v *Element[E, S]) *Element[E, S] {
	switch v.g {
	case nil:
		v.g, v.p = g, g.id
	case g:
	default:
		panic(errDifferentGroups)
	}
	return v
}

// Group returns the group of v, or nil for a zero Element.
func (v *Element[E, S]) Group() *Group[E, S] { return v.g }

// groupOf returns the group of p, panicking on a zero Element.
func groupOf[E, S any](p *Element[E, S]) *Group[E, S] {
	if p.g == nil {
		panic("primeorder: use of an uninitialised Element (make elements with a Group's constructors or Bind)")
	}
	return p.g
}

// bind returns the group of the operation v ← f(p, …): p's group, which v
// must share if it is bound.
func (v *Element[E, S]) bind(p *Element[E, S]) *Group[E, S] {
	g := groupOf(p)
	if v.g != nil && v.g != g {
		panic(errDifferentGroups)
	}
	return g
}

// bind2 is bind for two-argument operations.
func (v *Element[E, S]) bind2(p, q *Element[E, S]) *Group[E, S] {
	g := v.bind(p)
	if groupOf(q) != g {
		panic(errDifferentGroups)
	}
	return g
}

// Identity sets v to the identity, and returns v.
func (v *Element[E, S]) Identity() *Element[E, S] {
	v.p = groupOf(v).id
	return v
}

// Generator sets v to the generator, and returns v.
func (v *Element[E, S]) Generator() *Element[E, S] {
	v.p = groupOf(v).gen
	return v
}

// Set sets v = u, and returns v.
func (v *Element[E, S]) Set(u *Element[E, S]) *Element[E, S] {
	v.g = v.bind(u)
	v.p = u.p
	return v
}

// Add sets v = p + q, and returns v.
func (v *Element[E, S]) Add(p, q *Element[E, S]) *Element[E, S] {
	v.g = v.bind2(p, q)
	v.p.Add(&p.p, &q.p)
	return v
}

// Subtract sets v = p − q, and returns v.
func (v *Element[E, S]) Subtract(p, q *Element[E, S]) *Element[E, S] {
	v.g = v.bind2(p, q)
	v.p.Subtract(&p.p, &q.p)
	return v
}

// Negate sets v = −p, and returns v.
func (v *Element[E, S]) Negate(p *Element[E, S]) *Element[E, S] {
	v.g = v.bind(p)
	v.p.Negate(&p.p)
	return v
}

// Select sets v = a if cond is 1 and v = b if cond is 0, in constant time,
// and returns v. cond must be 0 or 1.
func (v *Element[E, S]) Select(a, b *Element[E, S], cond int) *Element[E, S] {
	v.g = v.bind2(a, b)
	v.p.Select(&a.p, &b.p, cond)
	return v
}

// ScalarMult sets v = s·p, and returns v, with the engine's constant-time
// scalar multiplication.
func (v *Element[E, S]) ScalarMult(s *S, p *Element[E, S]) *Element[E, S] {
	v.g = v.bind(p)
	v.p.ScalarMult(s, &p.p)
	return v
}

// ScalarBaseMult sets v = s·B, where B is the generator, and returns v, with
// the engine's constant-time fixed-base multiplication (its precomputed
// tables of the curve's generator G; B = m·G, so it computes (m·s)·G).
func (v *Element[E, S]) ScalarBaseMult(s *S) *Element[E, S] {
	g := groupOf(v)
	if g.mIsOne {
		v.p.ScalarBaseMult(s)
		return v
	}
	w := g.get()
	g.fs.Mul(&w.ms, s, &g.m)
	v.p.ScalarBaseMult(&w.ms)
	g.fs.Zero(&w.ms) // s may be secret
	g.put(w)
	return v
}

// DoubleScalarBaseMultVarTime sets v = a·A + b·B, where B is the generator,
// and returns v. Execution time depends on the inputs: it leaks a and b
// through timing and memory access (see edwards.Point.DoubleScalarMultVarTime).
func (v *Element[E, S]) DoubleScalarBaseMultVarTime(a *S, A *Element[E, S], b *S) *Element[E, S] {
	g := v.bind(A)
	v.g = g
	if g.mIsOne {
		v.p.DoubleScalarMultVarTime(a, &A.p, b)
		return v
	}
	w := g.get()
	g.fs.Mul(&w.ms, b, &g.m)
	v.p.DoubleScalarMultVarTime(a, &A.p, &w.ms)
	g.put(w)
	return v
}

// MultiScalarMultVarTime sets v = Σ scalars[i]·elements[i], and returns v.
// It panics if the slices differ in length, and, when they are empty, if v
// is not bound to a group. It allocates memory proportional to the number
// of terms. Execution time depends on the inputs: it leaks the scalars
// through timing and memory access.
func (v *Element[E, S]) MultiScalarMultVarTime(scalars []*S, elements []*Element[E, S]) *Element[E, S] {
	if len(scalars) != len(elements) {
		panic("primeorder: MultiScalarMultVarTime: scalars and elements differ in length")
	}
	if len(elements) == 0 {
		return v.Identity()
	}
	g := v.bind(elements[0])
	points := make([]*edwards.Point[E, S], len(elements))
	for i, e := range elements {
		if groupOf(e) != g {
			panic(errDifferentGroups)
		}
		points[i] = &e.p
	}
	v.g = g
	v.p.MultiScalarMultVarTime(scalars, points)
	return v
}

// Equal returns 1 if v and u are the same element, and 0 otherwise. It
// compares the representatives' coordinates directly (RFC 9496 §4.3.3 and
// §5.3.3), without encoding.
func (v *Element[E, S]) Equal(u *Element[E, S]) int {
	g := groupOf(v)
	if groupOf(u) != g {
		panic(errDifferentGroups)
	}
	w := g.get()
	w.p.X, w.p.Y, w.p.Z, w.p.T = v.p.ExtendedCoordinates()
	w.q.X, w.q.Y, w.q.Z, w.q.T = u.p.ExtendedCoordinates()
	var eq int
	if g.kind == ristretto {
		eq = g.ristrettoEqual(&w.eq, &w.p, &w.q)
	} else {
		eq = g.decafEqual(&w.eq, &w.p, &w.q)
	}
	g.put(w)
	return eq
}

// IsIdentity returns 1 if v is the identity element, and 0 otherwise: its
// representative is one of the points the construction identifies with
// (0, 1), those with X = 0 or, for Ristretto, Y = 0 (the 4-torsion
// (0, ±1), (±√−1, 0)).
func (v *Element[E, S]) IsIdentity() int {
	g := groupOf(v)
	w := g.get()
	w.p.X, w.p.Y, w.p.Z, w.p.T = v.p.ExtendedCoordinates()
	r := g.f.IsZero(&w.p.X)
	if g.kind == ristretto {
		r |= g.f.IsZero(&w.p.Y)
	}
	g.put(w)
	return r
}

// Bytes returns the canonical encoding of v: EncodingLen bytes holding the
// little-endian non-negative field element s of RFC 9496 §4.3.2 or §5.3.2.
func (v *Element[E, S]) Bytes() []byte {
	return v.AppendBytes(make([]byte, 0, groupOf(v).size))
}

// AppendBytes appends the encoding of v, as returned by Bytes, to dst and
// returns the extended slice.
func (v *Element[E, S]) AppendBytes(dst []byte) []byte {
	g := groupOf(v)
	w := g.get()
	w.p.X, w.p.Y, w.p.Z, w.p.T = v.p.ExtendedCoordinates()
	if g.kind == ristretto {
		g.ristrettoEncode(&w.re, &w.s, &w.p)
	} else {
		g.decafEncode(&w.de, &w.s, &w.p)
	}
	g.putLE(w, w.buf[:g.size], &w.s)
	dst = append(dst, w.buf[:g.size]...)
	g.put(w)
	return dst
}

// SetCanonicalBytes sets v to the element encoded by b and returns v. It
// performs every check of RFC 9496 §4.3.1 (§5.3.1 for Decaf): b must be
// EncodingLen bytes holding a little-endian field element s < p that is
// non-negative (even), the square root must exist, and for Ristretto the
// resulting t must be non-negative and y non-zero. Otherwise it returns nil
// and an error, leaving v unchanged. Only the validity is branched on.
func (v *Element[E, S]) SetCanonicalBytes(b []byte) (*Element[E, S], error) {
	g := groupOf(v)
	if len(b) != g.size {
		return nil, fmt.Errorf("%w: %s: encoding is %d bytes, want %d", ErrEncodingLength, g.name, len(b), g.size)
	}
	w := g.get()
	defer g.put(w)
	if g.setLE(w, &w.s, b) != nil || g.f.Sgn0(&w.s) == 1 {
		return nil, fmt.Errorf("%w: %s: %x is not a canonical non-negative field element", ErrInvalidEncoding, g.name, b)
	}
	var ok bool
	if g.kind == ristretto {
		ok = g.ristrettoDecode(&w.rd, &w.p, &w.s)
	} else {
		ok = g.decafDecode(&w.dd, &w.p, &w.s)
	}
	if !ok {
		return nil, fmt.Errorf("%w: %s: %x", ErrInvalidEncoding, g.name, b)
	}
	if _, err := v.p.SetExtendedCoordinates(&w.p.X, &w.p.Y, &w.p.Z, &w.p.T); err != nil {
		panic("primeorder: internal error: decoded point not on the curve: " + err.Error())
	}
	return v, nil
}

// SetUniformBytes sets v to the element derived from the UniformLen uniform
// bytes b by the one-way map of RFC 9496 §4.3.4 (§5.3.4 for Decaf): each
// half is read as a little-endian integer, with the bits above the field's
// bit length cleared (the top bit for ristretto255, none for decaf448), and
// reduced modulo p; the two halves are mapped by Elligator and the points
// added. It returns nil and an error, leaving v unchanged, if b has the
// wrong length. The result is indistinguishable from a random element when
// b is uniform; it is the last step of hash-to-group.
func (v *Element[E, S]) SetUniformBytes(b []byte) (*Element[E, S], error) {
	g := groupOf(v)
	if len(b) != 2*g.size {
		return nil, fmt.Errorf("%w: %s: uniform input is %d bytes, want %d", ErrEncodingLength, g.name, len(b), 2*g.size)
	}
	w := g.get()
	g.uniformToField(w, &w.s, b[:g.size])
	g.mapToPoint(w, &w.p, &w.s)
	g.uniformToField(w, &w.s, b[g.size:])
	g.mapToPoint(w, &w.q, &w.s)
	var p, q edwards.Point[E, S]
	p.Set(&g.id)
	q.Set(&g.id)
	_, err1 := p.SetExtendedCoordinates(&w.p.X, &w.p.Y, &w.p.Z, &w.p.T)
	_, err2 := q.SetExtendedCoordinates(&w.q.X, &w.q.Y, &w.q.Z, &w.q.T)
	g.put(w)
	if err1 != nil || err2 != nil {
		panic("primeorder: internal error: mapped point not on the curve")
	}
	v.p.Add(&p, &q)
	return v, nil
}

// mapToPoint sets p to the Elligator map of t, with w's map scratch.
func (g *Group[E, S]) mapToPoint(w *workspace[E, S], p *extended[E], t *E) {
	if g.kind == ristretto {
		g.ristrettoMap(&w.rm, p, t)
	} else {
		g.decafMap(&w.dm, p, t)
	}
}
