package group

import (
	"fmt"
	"io"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/hashes"
)

// weierGroup is a prime-order short Weierstrass curve (P-256, P-384, P-521,
// secp256k1) as a Group: elements are the engine's points, encoded in the
// compressed SEC 1 form (RFC 9497 §4.3–4.5); hashing to an element is the
// curve's RFC 9380 SSWU random-oracle suite, and hashing to a scalar is
// hash_to_field over the scalar field with the same expander.
type weierGroup[E, S any] struct {
	c  *weierstrass.Curve[E, S]
	sf *scalarField[S]
	// expander returns the suite's expand_message for dst, which also
	// fixes the security level k of hash_to_field.
	expander func(dst []byte) (hashes.Expander, error)
}

// weierElement is an element of a weierGroup.
type weierElement[E, S any] struct {
	_ [0]func()
	g *weierGroup[E, S]
	p *weierstrass.Point[E, S]
}

func newWeierGroup[E, S any](c *weierstrass.Curve[E, S], exp func([]byte) (hashes.Expander, error)) *weierGroup[E, S] {
	return &weierGroup[E, S]{
		c:        c,
		sf:       &scalarField[S]{f: c.ScalarField(), name: c.Name(), encLen: c.ScalarLen()},
		expander: exp,
	}
}

func (g *weierGroup[E, S]) Name() string    { return g.c.Name() }
func (g *weierGroup[E, S]) Order() *big.Int { return g.c.Order() }
func (g *weierGroup[E, S]) ElementLen() int { return g.c.CompressedPointLen() }
func (g *weierGroup[E, S]) ScalarLen() int  { return g.sf.encLen }
func (g *weierGroup[E, S]) NewScalar() Scalar {
	return g.sf.newScalar()
}
func (g *weierGroup[E, S]) NewElement() Element {
	return &weierElement[E, S]{g: g, p: g.c.NewIdentityPoint()}
}
func (g *weierGroup[E, S]) NewGenerator() Element {
	return &weierElement[E, S]{g: g, p: g.c.NewGeneratorPoint()}
}
func (g *weierGroup[E, S]) ParseScalar(b []byte) (Scalar, error) { return g.sf.parse(b) }
func (g *weierGroup[E, S]) RandomScalar(r io.Reader) (Scalar, error) {
	return g.sf.random(r)
}

// ParseElement accepts only the compressed SEC 1 form, as RFC 9497 §4.3
// prescribes; SEC 1's validation (coordinates below p, point on the curve)
// is the engine's, and the compressed form cannot encode the identity.
func (g *weierGroup[E, S]) ParseElement(b []byte) (Element, error) {
	if len(b) != g.ElementLen() {
		return nil, fmt.Errorf("%w: %s element is %d bytes, want %d", ErrInvalidElement, g.Name(), len(b), g.ElementLen())
	}
	p, err := g.c.NewIdentityPoint().SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %s element %x: %v", ErrInvalidElement, g.Name(), b, err)
	}
	return &weierElement[E, S]{g: g, p: p}, nil
}

func (g *weierGroup[E, S]) HashToElement(msg, dst []byte) (Element, error) {
	exp, err := g.newExpander(dst)
	if err != nil {
		return nil, err
	}
	p, err := g.c.NewIdentityPoint().HashToCurve(msg, exp)
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return &weierElement[E, S]{g: g, p: p}, nil
}

func (g *weierGroup[E, S]) HashToScalar(msg, dst []byte) (Scalar, error) {
	exp, err := g.newExpander(dst)
	if err != nil {
		return nil, err
	}
	s := g.sf.newScalar()
	if err := g.c.HashToScalar(&s.v, msg, exp); err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return s, nil
}

func (g *weierGroup[E, S]) newExpander(dst []byte) (hashes.Expander, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	exp, err := g.expander(dst)
	if err != nil {
		return nil, fmt.Errorf("group: %s: %w", g.Name(), err)
	}
	return exp, nil
}

// of returns x as an element of v's group, panicking for another group's.
func (v *weierElement[E, S]) of(x Element) *weierstrass.Point[E, S] {
	u, ok := x.(*weierElement[E, S])
	if !ok || u.g != v.g {
		panic(errMixedGroups)
	}
	return u.p
}

func (v *weierElement[E, S]) Group() Group                  { return v.g }
func (v *weierElement[E, S]) Set(u Element) Element         { v.p.Set(v.of(u)); return v }
func (v *weierElement[E, S]) Identity() Element             { v.p.Identity(); return v }
func (v *weierElement[E, S]) Generator() Element            { v.p.Generator(); return v }
func (v *weierElement[E, S]) Add(p, q Element) Element      { v.p.Add(v.of(p), v.of(q)); return v }
func (v *weierElement[E, S]) Subtract(p, q Element) Element { v.p.Subtract(v.of(p), v.of(q)); return v }
func (v *weierElement[E, S]) Negate(p Element) Element      { v.p.Negate(v.of(p)); return v }
func (v *weierElement[E, S]) Equal(u Element) int           { return v.p.Equal(v.of(u)) }
func (v *weierElement[E, S]) IsIdentity() int               { return v.p.IsIdentity() }
func (v *weierElement[E, S]) Bytes() []byte                 { return v.p.BytesCompressed() }

func (v *weierElement[E, S]) ScalarMult(s Scalar, p Element) Element {
	v.p.ScalarMult(&v.g.sf.of(s).v, v.of(p))
	return v
}

func (v *weierElement[E, S]) ScalarBaseMult(s Scalar) Element {
	v.p.ScalarBaseMult(&v.g.sf.of(s).v)
	return v
}

func (v *weierElement[E, S]) MultiScalarMultVarTime(scalars []Scalar, elements []Element) Element {
	if len(scalars) != len(elements) {
		panic("group: MultiScalarMultVarTime: scalars and elements differ in length")
	}
	ss := make([]*S, len(scalars))
	ps := make([]*weierstrass.Point[E, S], len(elements))
	for i := range scalars {
		ss[i], ps[i] = &v.g.sf.of(scalars[i]).v, v.of(elements[i])
	}
	v.p.MultiScalarMultVarTime(ss, ps)
	return v
}

func (v *weierElement[E, S]) DoubleScalarBaseMultVarTime(a Scalar, A Element, b Scalar) Element {
	v.p.DoubleScalarMultVarTime(&v.g.sf.of(a).v, v.of(A), &v.g.sf.of(b).v)
	return v
}
