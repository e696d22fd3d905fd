package decaf448

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/curves/primeorder"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp448"
)

// Element is an element of the decaf448 group.
//
// The zero value is not an element, but it is a valid receiver: every
// method that sets its receiver accepts a zero Element. Use NewElement or
// NewGenerator to make one to pass as an argument; a zero Element given as
// an argument panics. Every method sets its receiver and returns it, and
// any argument may alias the receiver. Elements are not comparable with ==:
// use Equal. Unless its name ends in VarTime, every method runs in time
// independent of the elements and scalars it is given.
type Element struct {
	_ [0]func()
	e primeorder.Element[fp448.Element, fn448.Element]
}

// NewElement returns a new Element set to the identity.
func NewElement() *Element {
	v := new(Element)
	group().Bind(&v.e)
	return v
}

// NewGenerator returns a new Element set to the generator.
func NewGenerator() *Element {
	return NewElement().Generator()
}

// bound binds the zero Element v to the group (as the identity) and returns
// its generic element.
func (v *Element) bound() *primeorder.Element[fp448.Element, fn448.Element] {
	return group().Bind(&v.e)
}

// Identity sets v to the identity element, and returns v.
func (v *Element) Identity() *Element {
	v.bound().Identity()
	return v
}

// Generator sets v to the canonical generator of RFC 9496 §5 (the class of
// 2·B for the edwards448 base point B), and returns v.
func (v *Element) Generator() *Element {
	v.bound().Generator()
	return v
}

// Set sets v = u, and returns v.
func (v *Element) Set(u *Element) *Element {
	v.e.Set(&u.e)
	return v
}

// Add sets v = p + q, and returns v.
func (v *Element) Add(p, q *Element) *Element {
	v.e.Add(&p.e, &q.e)
	return v
}

// Subtract sets v = p − q, and returns v.
func (v *Element) Subtract(p, q *Element) *Element {
	v.e.Subtract(&p.e, &q.e)
	return v
}

// Negate sets v = −p, and returns v.
func (v *Element) Negate(p *Element) *Element {
	v.e.Negate(&p.e)
	return v
}

// Equal returns 1 if v and u represent the same element, and 0 otherwise,
// in constant time and without encoding them (RFC 9496 §5.3.3).
func (v *Element) Equal(u *Element) int {
	return v.e.Equal(&u.e)
}

// ScalarMult sets v = s·p, and returns v.
func (v *Element) ScalarMult(s *Scalar, p *Element) *Element {
	v.e.ScalarMult(&s.s, &p.e)
	return v
}

// ScalarBaseMult sets v = s·B, where B is the generator, and returns v. It
// uses precomputed tables of B, built on first use.
func (v *Element) ScalarBaseMult(s *Scalar) *Element {
	v.bound().ScalarBaseMult(&s.s)
	return v
}

// DoubleScalarBaseMultVarTime sets v = a·A + b·B, where B is the generator,
// and returns v. Execution time depends on the inputs: it leaks a and b, so
// it is for public values, as in signature verification.
func (v *Element) DoubleScalarBaseMultVarTime(a *Scalar, A *Element, b *Scalar) *Element {
	v.e.DoubleScalarBaseMultVarTime(&a.s, &A.e, &b.s)
	return v
}

// MultiScalarMultVarTime sets v = Σ scalars[i]·elements[i], and returns v.
// It panics if the slices differ in length. It allocates memory proportional
// to the number of terms. Execution time depends on the inputs: it leaks
// the scalars.
func (v *Element) MultiScalarMultVarTime(scalars []*Scalar, elements []*Element) *Element {
	if len(scalars) != len(elements) {
		panic("decaf448: MultiScalarMultVarTime: scalars and elements differ in length")
	}
	ss := make([]*fn448.Element, len(scalars))
	es := make([]*primeorder.Element[fp448.Element, fn448.Element], len(elements))
	for i := range scalars {
		ss[i], es[i] = &scalars[i].s, &elements[i].e
	}
	v.bound().MultiScalarMultVarTime(ss, es)
	return v
}

// Bytes returns the 56-byte canonical encoding of v (RFC 9496 §5.3.2).
func (v *Element) Bytes() []byte {
	var b [ElementSize]byte
	return v.e.AppendBytes(b[:0])
}

// AppendBytes appends the encoding of v to dst and returns the extended
// slice.
func (v *Element) AppendBytes(dst []byte) []byte {
	return v.e.AppendBytes(dst)
}

// errInvalidEncoding is wrapped by every decoding error of SetCanonicalBytes.
var errInvalidEncoding = errors.New("decaf448: invalid element encoding")

// SetCanonicalBytes sets v to the element encoded by the 56 bytes of b and
// returns v. It performs every check of RFC 9496 §5.3.1: s must be a
// canonical (below p) and non-negative (even) field element, and the square
// root must exist. Otherwise it returns nil and an error, and v is
// unchanged.
func (v *Element) SetCanonicalBytes(b []byte) (*Element, error) {
	if len(b) != ElementSize {
		return nil, fmt.Errorf("decaf448: element encoding is %d bytes, want %d", len(b), ElementSize)
	}
	var t primeorder.Element[fp448.Element, fn448.Element]
	if _, err := group().Bind(&t).SetCanonicalBytes(b); err != nil {
		return nil, fmt.Errorf("%w %x", errInvalidEncoding, b)
	}
	v.e.Set(&t)
	return v, nil
}

// SetUniformBytes sets v to the element derived from 112 uniformly random
// bytes by the one-way map of RFC 9496 §5.3.4 (Elligator applied to each
// half, the results added), and returns v. It returns nil and an error, and
// v is unchanged, if b is not 112 bytes. The output is indistinguishable
// from a uniformly random element when b is uniform.
func (v *Element) SetUniformBytes(b []byte) (*Element, error) {
	if len(b) != UniformSize {
		return nil, fmt.Errorf("decaf448: uniform input is %d bytes, want %d", len(b), UniformSize)
	}
	v.bound().SetUniformBytes(b)
	return v, nil
}

// Generic returns v's element of the generic group returned by Group. It
// shares v's memory: methods called on it change v.
func (v *Element) Generic() *primeorder.Element[fp448.Element, fn448.Element] {
	return v.bound()
}

// String returns the hexadecimal encoding of v.
func (v *Element) String() string { return fmt.Sprintf("%x", v.Bytes()) }
