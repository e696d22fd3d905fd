package group

import (
	"fmt"
	"io"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/hashes"
)

// edwardsGroup is the prime-order subgroup of a twisted Edwards curve of
// cofactor h > 1 (edwards25519, edwards448) as a Group, as FROST uses it
// (RFC 9591 §6.1, §6.3): elements are encoded as RFC 8032 points, and
// decoding rejects non-canonical encodings, the identity and every point
// outside the subgroup of order n (n·P ≠ O). Hashing to an element is the
// curve's RFC 9380 Elligator 2 random-oracle suite, which clears the
// cofactor; hashing to a scalar is hash_to_field over the scalar field with
// the same expand_message.
type edwardsGroup[E, S any] struct {
	c          *edwards.Curve[E, S]
	sf         *scalarField[S]
	hashToPt   func(msg, dst []byte) (*edwards.Point[E, S], error)
	expander   func(dst []byte) (hashes.Expander, error)
	elementLen int
}

// edwardsElement is an element of an edwardsGroup: a point of the subgroup.
type edwardsElement[E, S any] struct {
	_ [0]func()
	g *edwardsGroup[E, S]
	p *edwards.Point[E, S]
}

func newEdwardsGroup[E, S any](c *edwards.Curve[E, S], h2c func(msg, dst []byte) (*edwards.Point[E, S], error),
	exp func([]byte) (hashes.Expander, error)) *edwardsGroup[E, S] {
	return &edwardsGroup[E, S]{
		c:          c,
		sf:         &scalarField[S]{f: c.ScalarField(), name: c.Name(), encLen: c.ScalarField().ByteLen()},
		hashToPt:   h2c,
		expander:   exp,
		elementLen: c.EncodingLen(),
	}
}

func (g *edwardsGroup[E, S]) Name() string    { return g.c.Name() }
func (g *edwardsGroup[E, S]) Order() *big.Int { return g.c.Order() }
func (g *edwardsGroup[E, S]) ElementLen() int { return g.elementLen }
func (g *edwardsGroup[E, S]) ScalarLen() int  { return g.sf.encLen }
func (g *edwardsGroup[E, S]) NewScalar() Scalar {
	return g.sf.newScalar()
}
func (g *edwardsGroup[E, S]) NewElement() Element {
	return &edwardsElement[E, S]{g: g, p: g.c.NewIdentityPoint()}
}
func (g *edwardsGroup[E, S]) NewGenerator() Element {
	return &edwardsElement[E, S]{g: g, p: g.c.NewGeneratorPoint()}
}
func (g *edwardsGroup[E, S]) ParseScalar(b []byte) (Scalar, error) { return g.sf.parse(b) }
func (g *edwardsGroup[E, S]) RandomScalar(r io.Reader) (Scalar, error) {
	return g.sf.random(r)
}

// ParseElement decodes with RFC 8032's strict rules (y below p, no negative
// zero x), then refuses the identity and points of order other than n.
// The subgroup check multiplies by the public n, so its time does not depend
// on the point.
func (g *edwardsGroup[E, S]) ParseElement(b []byte) (Element, error) {
	if len(b) != g.elementLen {
		return nil, fmt.Errorf("%w: %s element is %d bytes, want %d", ErrInvalidElement, g.Name(), len(b), g.elementLen)
	}
	p, err := g.c.NewIdentityPoint().SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %s element %x: %v", ErrInvalidElement, g.Name(), b, err)
	}
	if p.IsIdentity() == 1 {
		return nil, fmt.Errorf("%w: %s element %x is the identity", ErrInvalidElement, g.Name(), b)
	}
	if p.IsTorsionFree() == 0 {
		return nil, fmt.Errorf("%w: %s element %x is not in the prime-order subgroup", ErrInvalidElement, g.Name(), b)
	}
	return &edwardsElement[E, S]{g: g, p: p}, nil
}

func (g *edwardsGroup[E, S]) HashToElement(msg, dst []byte) (Element, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	p, err := g.hashToPt(msg, dst)
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return &edwardsElement[E, S]{g: g, p: p}, nil
}

func (g *edwardsGroup[E, S]) HashToScalar(msg, dst []byte) (Scalar, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	exp, err := g.expander(dst)
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	s := g.sf.newScalar()
	if err := g.c.HashToScalar(&s.v, msg, exp); err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return s, nil
}

// of returns x as an element of v's group, panicking for another group's.
func (v *edwardsElement[E, S]) of(x Element) *edwards.Point[E, S] {
	u, ok := x.(*edwardsElement[E, S])
	if !ok || u.g != v.g {
		panic(errMixedGroups)
	}
	return u.p
}

func (v *edwardsElement[E, S]) Group() Group             { return v.g }
func (v *edwardsElement[E, S]) Set(u Element) Element    { v.p.Set(v.of(u)); return v }
func (v *edwardsElement[E, S]) Identity() Element        { v.p.Identity(); return v }
func (v *edwardsElement[E, S]) Generator() Element       { v.p.Generator(); return v }
func (v *edwardsElement[E, S]) Add(p, q Element) Element { v.p.Add(v.of(p), v.of(q)); return v }
func (v *edwardsElement[E, S]) Subtract(p, q Element) Element {
	v.p.Subtract(v.of(p), v.of(q))
	return v
}
func (v *edwardsElement[E, S]) Negate(p Element) Element { v.p.Negate(v.of(p)); return v }
func (v *edwardsElement[E, S]) Equal(u Element) int      { return v.p.Equal(v.of(u)) }
func (v *edwardsElement[E, S]) IsIdentity() int          { return v.p.IsIdentity() }
func (v *edwardsElement[E, S]) Bytes() []byte            { return v.p.Bytes() }

func (v *edwardsElement[E, S]) ScalarMult(s Scalar, p Element) Element {
	v.p.ScalarMult(&v.g.sf.of(s).v, v.of(p))
	return v
}

func (v *edwardsElement[E, S]) ScalarBaseMult(s Scalar) Element {
	v.p.ScalarBaseMult(&v.g.sf.of(s).v)
	return v
}

func (v *edwardsElement[E, S]) MultiScalarMultVarTime(scalars []Scalar, elements []Element) Element {
	if len(scalars) != len(elements) {
		panic("group: MultiScalarMultVarTime: scalars and elements differ in length")
	}
	ss := make([]*S, len(scalars))
	ps := make([]*edwards.Point[E, S], len(elements))
	for i := range scalars {
		ss[i], ps[i] = &v.g.sf.of(scalars[i]).v, v.of(elements[i])
	}
	v.p.MultiScalarMultVarTime(ss, ps)
	return v
}

func (v *edwardsElement[E, S]) DoubleScalarBaseMultVarTime(a Scalar, A Element, b Scalar) Element {
	v.p.DoubleScalarMultVarTime(&v.g.sf.of(a).v, v.of(A), &v.g.sf.of(b).v)
	return v
}
