package keyfmt

import (
	"encoding/asn1"
	"errors"
	"fmt"
	"math/big"

	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// Domain is a specified curve: the SpecifiedECDomain of SEC 1 v2 §C.2, which
// RFC 3279 §2.3.5 calls ECParameters, over a prime field. It describes
// y² = x³ + a·x + b over GF(P) with the base point (Gx, Gy) of prime order N
// and the cofactor H = #E/N:
//
//	SpecifiedECDomain ::= SEQUENCE {
//	    version   INTEGER { ecdpVer1(1) },
//	    fieldID   SEQUENCE { fieldType OBJECT IDENTIFIER (prime-field), p INTEGER },
//	    curve     SEQUENCE { a OCTET STRING, b OCTET STRING, seed BIT STRING OPTIONAL },
//	    base      OCTET STRING,    -- the SEC 1 encoding of G
//	    order     INTEGER,         -- n
//	    cofactor  INTEGER OPTIONAL -- h
//	}
//
// a and b are field elements of ⌈log₂(p)/8⌉ bytes, big-endian (SEC 1 v2
// §2.3.5). The seed, from which ANSI X9.62 and RFC 5639 derive the
// coefficients, is carried but not checked: it does not change the group.
// The cofactor is OPTIONAL in both texts, but ParseDomain requires it:
// Wycheproof's ECDH files flag the encoding without it as invalid
// ("cofactor = 0", NegativeCofactor), and it is what makes a point's
// subgroup checkable. A Domain is plain data; Curve validates it.
type Domain struct {
	P, A, B *big.Int // the field modulus and the coefficients, A and B in [0, P)
	Seed    []byte   // the curve seed, nil when absent
	Gx, Gy  *big.Int // the base point, in [0, P)
	N       *big.Int // the order of the base point
	H       *big.Int // the cofactor
}

// maxFieldBits bounds the modulus ParseDomain accepts before any arithmetic
// on it: the engine's runtime field goes up to 576 bits, and the bound keeps
// a hostile encoding from asking for a primality test of a huge integer.
const maxFieldBits = 1024

// DomainOf returns the specified form of c: its modulus, coefficients,
// generator, order and cofactor. It fails for a nil or zero curve and for a
// curve over an extension field, which has no prime-field encoding.
func DomainOf[E, S any](c *weierstrass.Curve[E, S]) (*Domain, error) {
	if c == nil || c.Field() == nil {
		return nil, errors.New("uninitialized curve (the zero value holds none; build one with weierstrass.New)")
	}
	p := c.Params()
	if x, ok := p.Field.(interface{ Degree() int }); ok && x.Degree() > 1 {
		return nil, fmt.Errorf("curve %s is over an extension field, which SEC 1 parameters cannot specify", c.Name())
	}
	h := p.Cofactor
	if h == nil {
		h = big.NewInt(1)
	}
	return &Domain{P: c.Modulus(), A: p.A, B: p.B, Gx: p.Gx, Gy: p.Gy, N: p.Order, H: h}, nil
}

// fieldLen is the byte length of an element of GF(P).
func (d *Domain) fieldLen() int { return (d.P.BitLen() + 7) / 8 }

// marshal adds d as a SpecifiedECDomain to b, with the base point
// uncompressed and the cofactor present (RFC 5480 §2.1.1 and SEC 1 v2 §C.2
// recommend both).
func (d *Domain) marshal(b *cryptobyte.Builder) {
	n := d.fieldLen()
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1) // ecdpVer1
		b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
			b.AddASN1ObjectIdentifier(OIDPrimeField)
			b.AddASN1BigInt(d.P)
		})
		b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
			b.AddASN1OctetString(d.A.FillBytes(make([]byte, n)))
			b.AddASN1OctetString(d.B.FillBytes(make([]byte, n)))
			if d.Seed != nil {
				b.AddASN1BitString(d.Seed)
			}
		})
		g := make([]byte, 1+2*n)
		g[0] = 4
		d.Gx.FillBytes(g[1 : 1+n])
		d.Gy.FillBytes(g[1+n:])
		b.AddASN1OctetString(g)
		b.AddASN1BigInt(d.N)
		b.AddASN1BigInt(d.H)
	})
}

// MarshalDomain returns the DER encoding of d as a SpecifiedECDomain.
func MarshalDomain(d *Domain) ([]byte, error) {
	var b cryptobyte.Builder
	d.marshal(&b)
	return b.Bytes()
}

// ParseDomain parses the DER encoding of a SpecifiedECDomain, checking its
// form (see readDomain); Curve checks that it is a curve.
func ParseDomain(der []byte) (*Domain, error) {
	s := cryptobyte.String(der)
	d, err := readDomain(&s)
	if err != nil {
		return nil, err
	}
	if !s.Empty() {
		return nil, errors.New("trailing data after the specified curve parameters")
	}
	return d, nil
}

// readDomain reads a SpecifiedECDomain from s. It checks the form only:
// version 1, a prime-field field of at most maxFieldBits bits, a and b of
// exactly the field's length and below p, a base point in SEC 1 form
// (uncompressed or compressed) with coordinates below p, a positive order
// and a positive cofactor. The optional hash of SEC 1 v2
// §C.2, which RFC 3279 does not have, is refused.
func readDomain(s *cryptobyte.String) (*Domain, error) {
	var seq, fieldID, curve, base cryptobyte.String
	var version int64
	var fieldType asn1.ObjectIdentifier
	d := &Domain{P: new(big.Int), N: new(big.Int)}
	if !s.ReadASN1(&seq, cbasn1.SEQUENCE) || !seq.ReadASN1Integer(&version) {
		return nil, errors.New("malformed specified curve parameters")
	}
	if version != 1 {
		return nil, fmt.Errorf("specified curve parameters of version %d, want 1", version)
	}
	if !seq.ReadASN1(&fieldID, cbasn1.SEQUENCE) || !fieldID.ReadASN1ObjectIdentifier(&fieldType) {
		return nil, errors.New("malformed fieldID of the specified curve")
	}
	if !fieldType.Equal(OIDPrimeField) {
		return nil, fmt.Errorf("specified curve over a field of type %v, want prime-field (%v)", fieldType, OIDPrimeField)
	}
	if !fieldID.ReadASN1Integer(d.P) || !fieldID.Empty() {
		return nil, errors.New("malformed prime of the specified curve")
	}
	if d.P.Sign() <= 0 || d.P.BitLen() > maxFieldBits || d.P.Bit(0) == 0 || d.P.Cmp(big.NewInt(3)) <= 0 {
		return nil, fmt.Errorf("specified curve: p = %v is not an odd prime above 3 of at most %d bits", d.P, maxFieldBits)
	}
	n := d.fieldLen()
	var a, b []byte
	if !seq.ReadASN1(&curve, cbasn1.SEQUENCE) ||
		!curve.ReadASN1Bytes(&a, cbasn1.OCTET_STRING) || !curve.ReadASN1Bytes(&b, cbasn1.OCTET_STRING) {
		return nil, errors.New("malformed curve of the specified curve parameters")
	}
	var err error
	if d.A, err = d.element("a", a); err != nil {
		return nil, err
	}
	if d.B, err = d.element("b", b); err != nil {
		return nil, err
	}
	if curve.PeekASN1Tag(cbasn1.BIT_STRING) {
		var seed asn1.BitString
		if !curve.ReadASN1BitString(&seed) || seed.BitLength%8 != 0 {
			return nil, errors.New("malformed seed of the specified curve (not whole bytes)")
		}
		d.Seed = seed.Bytes
	}
	if !curve.Empty() {
		return nil, errors.New("trailing data in the curve of the specified curve parameters")
	}
	if !seq.ReadASN1(&base, cbasn1.OCTET_STRING) {
		return nil, errors.New("malformed base point of the specified curve")
	}
	if d.Gx, d.Gy, err = d.point(base, n); err != nil {
		return nil, err
	}
	if !seq.ReadASN1Integer(d.N) {
		return nil, errors.New("malformed order of the specified curve")
	}
	if d.N.Sign() <= 0 {
		return nil, fmt.Errorf("specified curve: order %v is not positive", d.N)
	}
	d.H = new(big.Int)
	if !seq.PeekASN1Tag(cbasn1.INTEGER) {
		return nil, errors.New("specified curve without a cofactor (optional in SEC 1, required here)")
	}
	if !seq.ReadASN1Integer(d.H) {
		return nil, errors.New("malformed cofactor of the specified curve")
	}
	if d.H.Sign() <= 0 {
		return nil, fmt.Errorf("specified curve: cofactor %v is not positive", d.H)
	}
	if !seq.Empty() {
		return nil, errors.New("specified curve parameters with fields after the cofactor (a hash algorithm is not supported)")
	}
	return d, nil
}

// element decodes the field element called name, exactly fieldLen bytes
// (SEC 1 v2 §2.3.5) and below p.
func (d *Domain) element(name string, b []byte) (*big.Int, error) {
	if len(b) != d.fieldLen() {
		return nil, fmt.Errorf("specified curve: %s is %d bytes, want %d", name, len(b), d.fieldLen())
	}
	x := new(big.Int).SetBytes(b)
	if x.Cmp(d.P) >= 0 {
		return nil, fmt.Errorf("specified curve: %s is not below p", name)
	}
	return x, nil
}

// point decodes the base point, uncompressed (SEC 1 v2 §2.3.4) or
// compressed, in which case y is the square root of x³ + a·x + b with the
// given parity (the parameters are public: math/big is fine here).
func (d *Domain) point(b []byte, n int) (x, y *big.Int, err error) {
	switch {
	case len(b) == 1+2*n && b[0] == 4:
		if x, err = d.element("the base point's x", b[1:1+n]); err != nil {
			return nil, nil, err
		}
		if y, err = d.element("the base point's y", b[1+n:]); err != nil {
			return nil, nil, err
		}
		return x, y, nil
	case len(b) == 1+n && (b[0] == 2 || b[0] == 3):
		if x, err = d.element("the base point's x", b[1:]); err != nil {
			return nil, nil, err
		}
		if !d.P.ProbablyPrime(20) {
			return nil, nil, fmt.Errorf("specified curve: p = %v is not prime", d.P)
		}
		rhs := new(big.Int).Mul(x, x)
		rhs.Add(rhs, d.A).Mul(rhs, x).Add(rhs, d.B).Mod(rhs, d.P)
		y = new(big.Int).ModSqrt(rhs, d.P)
		if y == nil {
			return nil, nil, errors.New("specified curve: the compressed base point is not on the curve")
		}
		if y.Bit(0) != uint(b[0]&1) {
			y.Sub(d.P, y).Mod(y, d.P)
		}
		return x, y, nil
	}
	return nil, nil, fmt.Errorf("specified curve: base point of %d bytes is not a SEC 1 point of a %d-byte field", len(b), n)
}

// Equal reports whether d and e specify the same group: the same field,
// coefficients, base point, order and cofactor. Seeds are not compared.
func (d *Domain) Equal(e *Domain) bool {
	for _, xy := range [][2]*big.Int{{d.P, e.P}, {d.A, e.A}, {d.B, e.B}, {d.Gx, e.Gx}, {d.Gy, e.Gy}, {d.N, e.N}} {
		if xy[0].Cmp(xy[1]) != 0 {
			return false
		}
	}
	return d.H.Cmp(e.H) == 0
}

// Curve is a short Weierstrass curve over the engine's runtime prime field,
// the type Domain.Curve builds.
type Curve = weierstrass.Curve[field.PrimeElement, field.PrimeElement]

// Curve builds d into a curve through the public engine constructor, which
// validates it: p and n prime, the curve non-singular, G on it with order n,
// the cofactor consistent. name names the curve in its errors. It fails,
// naming the parameter, for parameters that do not describe a curve the
// engine supports (it needs an odd cofactor and n > 127).
func (d *Domain) Curve(name string) (*Curve, error) {
	fp, err := field.NewPrime(d.P, field.BigEndian) // SEC 1 encodings are big-endian
	if err != nil {
		return nil, fmt.Errorf("specified curve: p: %w", err)
	}
	fn, err := field.NewPrime(d.N, field.BigEndian)
	if err != nil {
		return nil, fmt.Errorf("specified curve: order n: %w", err)
	}
	c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: name, Field: fp, Scalar: fn, A: d.A, B: d.B, Gx: d.Gx, Gy: d.Gy, Order: d.N, Cofactor: d.H,
	})
	if err != nil {
		return nil, err // weierstrass.New's error names the curve and the parameter
	}
	return c, nil
}
