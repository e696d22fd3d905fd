package catalogue

import (
	"crypto"
	"encoding/asn1"
	"hash"
	"math/big"
	"slices"
	"strconv"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field"
)

// The engine types of the catalogue's curves: every curve is built over
// field.Prime, for its base field and for its scalars, exactly as a user's
// own curve would be.
type (
	// WeierstrassCurve is a short Weierstrass curve of the engine.
	WeierstrassCurve = weierstrass.Curve[field.PrimeElement, field.PrimeElement]
	// ECDSA is the engine's ECDSA over a WeierstrassCurve.
	ECDSA = weierstrass.ECDSA[field.PrimeElement, field.PrimeElement]
	// EdwardsCurve is a twisted Edwards curve of the engine.
	EdwardsCurve = edwards.Curve[field.PrimeElement, field.PrimeElement]
	// EdDSA is the engine's EdDSA over an EdwardsCurve.
	EdDSA = edwards.Scheme[field.PrimeElement, field.PrimeElement]
	// MontgomeryCurve is a Montgomery curve of the engine with its X-only
	// Diffie–Hellman function (ScalarMult, ScalarBaseMult).
	MontgomeryCurve = montgomery.Curve[field.PrimeElement]
)

// Shape is the curve model an entry is written in, which decides the engine
// and the schemes it offers.
type Shape int

const (
	// ShapeWeierstrass is y² = x³ + a·x + b, with ECDSA and ECDH.
	ShapeWeierstrass Shape = iota + 1
	// ShapeEdwards is a·x² + y² = 1 + d·x²·y², with EdDSA.
	ShapeEdwards
	// ShapeMontgomery is B·v² = u³ + A·u² + u, with X-only Diffie–Hellman.
	ShapeMontgomery
)

// String returns the shape's name.
func (s Shape) String() string {
	switch s {
	case ShapeWeierstrass:
		return "short Weierstrass"
	case ShapeEdwards:
		return "twisted Edwards"
	case ShapeMontgomery:
		return "Montgomery"
	}
	return "Shape(" + strconv.Itoa(int(s)) + ")"
}

// Entry is what every curve of the catalogue answers without being built:
// its name, shape, the standard its constants come from, and its cofactor.
// The concrete types (*Weierstrass, *Edwards, *Montgomery) add the curve and
// its schemes.
type Entry interface {
	// Name is the curve's name as its standard spells it.
	Name() string
	// Shape is the curve model, which decides the engine.
	Shape() Shape
	// Source cites the standard or paper of the constants, with its section.
	Source() string
	// Cofactor returns a new big.Int holding h = #E/n.
	Cofactor() *big.Int
}

// All returns every curve of the catalogue, in the order of the package
// documentation's table.
func All() []Entry {
	return slices.Clone(all)
}

var all = []Entry{
	brainpoolP256r1, brainpoolP384r1, brainpoolP512r1,
	p192, p224, secp224k1,
	bn254G1, bls12381G1, pallas, vesta,
	jubjub, babyJubjub,
	e521, curve41417, e448,
	m383, m511,
}

// Weierstrass is a short Weierstrass curve of the catalogue: its engine
// curve, which has keys and ECDH (PrivateKey.ECDH), and ECDSA with the
// curve's customary hash. Both are built on first use, once, and are safe
// for concurrent use.
type Weierstrass struct {
	name, source string
	oid          asn1.ObjectIdentifier
	domain       *keyfmt.Domain // the constants, for matching specified parameters without building the curve
	hash         crypto.Hash
	h            *big.Int
	curve        func() *WeierstrassCurve
	ecdsa        func() *ECDSA
}

// weierstrassDef holds the published constants of a short Weierstrass curve.
type weierstrassDef struct {
	name, source string
	oid          asn1.ObjectIdentifier // the curve's object identifier, nil when it has none
	hash         crypto.Hash           // ECDSA's default hash
	p, n         *big.Int              // the field modulus and the prime order of G
	a, b         *big.Int              // the coefficients
	gx, gy       *big.Int              // the generator
	h            *big.Int              // the cofactor
	hEff         *big.Int              // h_eff of RFC 9380 §7 where it differs from h, else nil
	// params, when set, gives the engine parameters instead of the
	// constants above (name, source, hash and h excepted): a curve that a
	// definitions package already defines, whose constants are not copied.
	params func() weierstrass.Params[field.PrimeElement, field.PrimeElement]
}

// newWeierstrass returns the catalogue entry of d: fields, Params literal
// and engine calls, run on first use.
func newWeierstrass(d weierstrassDef) *Weierstrass {
	curve, scheme := ecdsadef.Engine("catalogue: "+d.name, func() weierstrass.Params[field.PrimeElement, field.PrimeElement] {
		if d.params != nil {
			return d.params()
		}
		return weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name:          d.name,
			Field:         mustPrime(d.name, d.p, field.BigEndian), // SEC 1 encodings are big-endian
			Scalar:        mustPrime(d.name, d.n, field.BigEndian),
			A:             d.a,
			B:             d.b,
			Gx:            d.gx,
			Gy:            d.gy,
			Order:         d.n,
			Cofactor:      d.h,
			ClearCofactor: d.hEff,
		}
	}, weierstrass.ECDSAParams{Hash: d.hash})
	if d.params != nil {
		// A definition borrowed from another package (BN254 G1): its
		// constants, for the specified-parameters domain, come from the
		// same Params.
		ps := d.params()
		d.p, d.a, d.b, d.gx, d.gy, d.n = ps.Field.Modulus(), ps.A, ps.B, ps.Gx, ps.Gy, ps.Order
	}
	domain := &keyfmt.Domain{
		P: d.p, A: new(big.Int).Mod(d.a, d.p), B: new(big.Int).Mod(d.b, d.p),
		Gx: d.gx, Gy: d.gy, N: d.n, H: d.h,
	}
	return &Weierstrass{name: d.name, source: d.source, oid: d.oid, domain: domain, hash: d.hash, h: d.h, curve: curve, ecdsa: scheme}
}

// Name returns the curve's name.
func (c *Weierstrass) Name() string { return c.name }

// Shape returns ShapeWeierstrass.
func (c *Weierstrass) Shape() Shape { return ShapeWeierstrass }

// Source cites the standard of the curve's constants.
func (c *Weierstrass) Source() string { return c.source }

// Cofactor returns a new big.Int holding h = #E/n.
func (c *Weierstrass) Cofactor() *big.Int { return new(big.Int).Set(c.h) }

// OID returns a copy of the curve's object identifier (namedCurve of RFC
// 5480 §2.1.1), or nil for a curve that has none.
func (c *Weierstrass) OID() asn1.ObjectIdentifier { return slices.Clone(c.oid) }

// Hash returns the default hash of ECDSA: the one its standard pairs with the
// curve's size.
func (c *Weierstrass) Hash() crypto.Hash { return c.hash }

// Curve returns the engine curve, built and validated on first use. Its
// keys do ECDH (PrivateKey.ECDH returns the x-coordinate of the shared
// point, SEC 1 v2 §3.3.1).
func (c *Weierstrass) Curve() *WeierstrassCurve { return c.curve() }

// ECDSA returns ECDSA over the curve with Hash as its default hash, RFC 6979
// nonces and s left as computed (no low-S rule), built on first use.
func (c *Weierstrass) ECDSA() *ECDSA { return c.ecdsa() }

// Edwards is a twisted Edwards curve of the catalogue: its engine curve and
// an EdDSA scheme over it, both built on first use, once, and safe for
// concurrent use.
type Edwards struct {
	name, source string
	hashName     string
	h            uint64
	h2c          h2cSuite
	curve        func() *EdwardsCurve
	eddsa        func() *EdDSA
}

// edwardsDef holds the published constants of a twisted Edwards curve and
// the hash of its EdDSA.
type edwardsDef struct {
	name, source string
	p, n         *big.Int // the field modulus and the prime order of G
	a, d         *big.Int // the coefficients
	gx, gy       *big.Int // the generator
	h            uint64   // the cofactor
	hash         func() hash.Hash
	hashName     string
	h2c          h2cSuite // the hash-to-curve suite (hash2curve.go)
}

// newEdwards returns the catalogue entry of d, built on first use.
func newEdwards(d edwardsDef) *Edwards {
	curve := sync.OnceValue(func() *EdwardsCurve {
		c, err := edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
			Name:     d.name,
			Field:    mustPrime(d.name, d.p, field.LittleEndian), // RFC 8032-style encodings are little-endian
			Scalar:   mustPrime(d.name, d.n, field.LittleEndian),
			A:        d.a,
			D:        d.d,
			Gx:       d.gx,
			Gy:       d.gy,
			Order:    d.n,
			Cofactor: d.h,
			// RFC 9380 §6.8.2 through the Montgomery curve; Z by Appendix H.3.
			Elligator2: &edwards.Elligator2{Scale: d.h2c.scale},
		})
		if err != nil {
			panic("catalogue: internal error: " + err.Error())
		}
		return c
	})
	eddsa := sync.OnceValue(func() *EdDSA {
		s, err := edwards.NewScheme(curve(), edwards.SchemeParams{Hash: d.hash})
		if err != nil {
			panic("catalogue: internal error: " + d.name + ": " + err.Error())
		}
		return s
	})
	return &Edwards{name: d.name, source: d.source, hashName: d.hashName, h: d.h, h2c: d.h2c, curve: curve, eddsa: eddsa}
}

// Name returns the curve's name.
func (c *Edwards) Name() string { return c.name }

// Shape returns ShapeEdwards.
func (c *Edwards) Shape() Shape { return ShapeEdwards }

// Source cites the standard of the curve's constants.
func (c *Edwards) Source() string { return c.source }

// Cofactor returns a new big.Int holding h = #E/n.
func (c *Edwards) Cofactor() *big.Int { return new(big.Int).SetUint64(c.h) }

// Curve returns the engine curve, built and validated on first use.
func (c *Edwards) Curve() *EdwardsCurve { return c.curve() }

// EdDSA returns PureEdDSA (RFC 8032 §3, the generic construction) over the
// curve with the hash HashName names, whose output is twice the encoding
// length, the default clamping, no contexts and no prehash variant, built
// on first use. No standard fixes EdDSA on these curves, so no published
// vectors exist: its keys and signatures interoperate only with an
// implementation that makes the same choices.
func (c *Edwards) EdDSA() *EdDSA { return c.eddsa() }

// HashName names the hash of EdDSA, e.g. "SHA-512".
func (c *Edwards) HashName() string { return c.hashName }

// Montgomery is a Montgomery curve of the catalogue with its X-only
// Diffie–Hellman function, built on first use, once, and safe for
// concurrent use.
type Montgomery struct {
	name, source string
	h            uint64
	curve        func() *MontgomeryCurve
}

// montgomeryDef holds the published constants of a Montgomery curve and the
// scalar decoding of its Diffie–Hellman function.
type montgomeryDef struct {
	name, source string
	p, n         *big.Int // the field modulus and the prime order of the base point
	a            *big.Int // the coefficient A (B = 1)
	u            *big.Int // the base point's u
	h            uint64   // the cofactor
	bits         int      // ScalarBits: the bit length of p
	clamp        func([]byte)
}

// newMontgomery returns the catalogue entry of d, built on first use.
func newMontgomery(d montgomeryDef) *Montgomery {
	curve := sync.OnceValue(func() *MontgomeryCurve {
		c, err := montgomery.New(montgomery.Params[field.PrimeElement]{
			Name:       d.name,
			Field:      mustPrime(d.name, d.p, field.LittleEndian), // RFC 7748 encodings are little-endian
			A:          d.a,
			U:          d.u,
			Order:      d.n,
			Cofactor:   d.h,
			ScalarBits: d.bits,
			Clamp:      d.clamp,
		})
		if err != nil {
			panic("catalogue: internal error: " + err.Error())
		}
		return c
	})
	return &Montgomery{name: d.name, source: d.source, h: d.h, curve: curve}
}

// Name returns the curve's name.
func (c *Montgomery) Name() string { return c.name }

// Shape returns ShapeMontgomery.
func (c *Montgomery) Shape() Shape { return ShapeMontgomery }

// Source cites the paper of the curve's constants.
func (c *Montgomery) Source() string { return c.source }

// Cofactor returns a new big.Int holding h = #E/n.
func (c *Montgomery) Cofactor() *big.Int { return new(big.Int).SetUint64(c.h) }

// Curve returns the engine curve with its Diffie–Hellman function
// (ScalarMult, ScalarBaseMult on little-endian byte strings), built and
// validated on first use.
func (c *Montgomery) Curve() *MontgomeryCurve { return c.curve() }

// mustPrime returns GF(p) as a field.Prime; the catalogue's moduli are
// primes, which its tests check, so an error is an internal one.
func mustPrime(name string, p *big.Int, order field.ByteOrder) *field.Prime {
	f, err := field.NewPrime(p, order)
	if err != nil {
		panic("catalogue: internal error: " + name + ": " + err.Error())
	}
	return f
}

// hexInt parses a hexadecimal constant of the catalogue.
func hexInt(s string) *big.Int { return parseInt(s, 16) }

// decInt parses a decimal constant of the catalogue.
func decInt(s string) *big.Int { return parseInt(s, 10) }

func parseInt(s string, base int) *big.Int {
	x, ok := new(big.Int).SetString(s, base)
	if !ok {
		panic("catalogue: internal error: bad constant " + s)
	}
	return x
}
