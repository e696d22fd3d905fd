package group

import (
	"fmt"
	"io"
	"math/big"

	"github.com/curvekit/curvekit/curves/primeorder"
)

// primeOrderGroup is a Ristretto or Decaf group of curves/primeorder
// (ristretto255, decaf448) as a Group. Its encodings are the construction's
// (RFC 9496 §4.3.2, §5.3.2), whose decoding already rejects every
// non-canonical string; ParseElement refuses the identity on top. Hashing
// to an element expands the message to the group's uniform length (64 or
// 112 bytes) and applies the one-way map; hashing to a scalar expands to
// scalarUniform bytes and reduces them, read little-endian, modulo the
// order (RFC 9497 §4.1, §4.2).
type primeOrderGroup[E, S any] struct {
	g  *primeorder.Group[E, S]
	sf *scalarField[S]
	// expand is the suite's expand_message: expand_message_xmd with
	// SHA-512, or expand_message_xof with SHAKE256.
	expand        func(msg, dst []byte, n int) ([]byte, error)
	scalarUniform int
}

// primeOrderElement is an element of a primeOrderGroup.
type primeOrderElement[E, S any] struct {
	_ [0]func()
	g *primeOrderGroup[E, S]
	e *primeorder.Element[E, S]
}

func newPrimeOrderGroup[E, S any](g *primeorder.Group[E, S], scalarLen, scalarUniform int,
	expand func(msg, dst []byte, n int) ([]byte, error)) *primeOrderGroup[E, S] {
	return &primeOrderGroup[E, S]{
		g:             g,
		sf:            &scalarField[S]{f: g.Curve().ScalarField(), name: g.Name(), encLen: scalarLen},
		expand:        expand,
		scalarUniform: scalarUniform,
	}
}

func (g *primeOrderGroup[E, S]) Name() string    { return g.g.Name() }
func (g *primeOrderGroup[E, S]) Order() *big.Int { return g.g.Order() }
func (g *primeOrderGroup[E, S]) ElementLen() int { return g.g.EncodingLen() }
func (g *primeOrderGroup[E, S]) ScalarLen() int  { return g.sf.encLen }
func (g *primeOrderGroup[E, S]) NewScalar() Scalar {
	return g.sf.newScalar()
}
func (g *primeOrderGroup[E, S]) NewElement() Element {
	return &primeOrderElement[E, S]{g: g, e: g.g.NewElement()}
}
func (g *primeOrderGroup[E, S]) NewGenerator() Element {
	return &primeOrderElement[E, S]{g: g, e: g.g.NewGenerator()}
}
func (g *primeOrderGroup[E, S]) ParseScalar(b []byte) (Scalar, error) { return g.sf.parse(b) }
func (g *primeOrderGroup[E, S]) RandomScalar(r io.Reader) (Scalar, error) {
	return g.sf.random(r)
}

func (g *primeOrderGroup[E, S]) ParseElement(b []byte) (Element, error) {
	if len(b) != g.ElementLen() {
		return nil, fmt.Errorf("%w: %s element is %d bytes, want %d", ErrInvalidElement, g.Name(), len(b), g.ElementLen())
	}
	e, err := g.g.NewElement().SetCanonicalBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %s element %x: %v", ErrInvalidElement, g.Name(), b, err)
	}
	v := &primeOrderElement[E, S]{g: g, e: e}
	if v.IsIdentity() == 1 {
		return nil, fmt.Errorf("%w: %s element %x is the identity", ErrInvalidElement, g.Name(), b)
	}
	return v, nil
}

func (g *primeOrderGroup[E, S]) HashToElement(msg, dst []byte) (Element, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	u, err := g.expand(msg, dst, g.g.UniformLen())
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	e, err := g.g.NewElement().SetUniformBytes(u)
	if err != nil {
		return nil, fmt.Errorf("group: %s: internal error: %w", g.Name(), err)
	}
	return &primeOrderElement[E, S]{g: g, e: e}, nil
}

func (g *primeOrderGroup[E, S]) HashToScalar(msg, dst []byte) (Scalar, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	u, err := g.expand(msg, dst, g.scalarUniform)
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return g.sf.reduceLE(u)
}

// of returns x as an element of v's group, panicking for another group's.
func (v *primeOrderElement[E, S]) of(x Element) *primeorder.Element[E, S] {
	u, ok := x.(*primeOrderElement[E, S])
	if !ok || u.g != v.g {
		panic(errMixedGroups)
	}
	return u.e
}

func (v *primeOrderElement[E, S]) Group() Group             { return v.g }
func (v *primeOrderElement[E, S]) Set(u Element) Element    { v.e.Set(v.of(u)); return v }
func (v *primeOrderElement[E, S]) Identity() Element        { v.e.Identity(); return v }
func (v *primeOrderElement[E, S]) Generator() Element       { v.e.Generator(); return v }
func (v *primeOrderElement[E, S]) Add(p, q Element) Element { v.e.Add(v.of(p), v.of(q)); return v }
func (v *primeOrderElement[E, S]) Subtract(p, q Element) Element {
	v.e.Subtract(v.of(p), v.of(q))
	return v
}
func (v *primeOrderElement[E, S]) Negate(p Element) Element { v.e.Negate(v.of(p)); return v }
func (v *primeOrderElement[E, S]) Equal(u Element) int      { return v.e.Equal(v.of(u)) }
func (v *primeOrderElement[E, S]) Bytes() []byte            { return v.e.Bytes() }

// IsIdentity compares with the identity by the construction's equality,
// which treats every representative of the identity's class alike.
func (v *primeOrderElement[E, S]) IsIdentity() int {
	return v.e.Equal(v.g.g.NewElement())
}

func (v *primeOrderElement[E, S]) ScalarMult(s Scalar, p Element) Element {
	v.e.ScalarMult(&v.g.sf.of(s).v, v.of(p))
	return v
}

func (v *primeOrderElement[E, S]) ScalarBaseMult(s Scalar) Element {
	v.e.ScalarBaseMult(&v.g.sf.of(s).v)
	return v
}

func (v *primeOrderElement[E, S]) MultiScalarMultVarTime(scalars []Scalar, elements []Element) Element {
	if len(scalars) != len(elements) {
		panic("group: MultiScalarMultVarTime: scalars and elements differ in length")
	}
	ss := make([]*S, len(scalars))
	es := make([]*primeorder.Element[E, S], len(elements))
	for i := range scalars {
		ss[i], es[i] = &v.g.sf.of(scalars[i]).v, v.of(elements[i])
	}
	v.e.MultiScalarMultVarTime(ss, es)
	return v
}

func (v *primeOrderElement[E, S]) DoubleScalarBaseMultVarTime(a Scalar, A Element, b Scalar) Element {
	v.e.DoubleScalarBaseMultVarTime(&v.g.sf.of(a).v, v.of(A), &v.g.sf.of(b).v)
	return v
}
