package ed25519

import (
	"crypto/sha512"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// Point is a point of edwards25519: the engine's point type over the fixed
// field GF(2^255 − 19). Make one with Curve().NewIdentityPoint() or
// Curve().NewGeneratorPoint(); see curves/edwards for its methods.
type Point = edwards.Point[fp25519.Element, fn25519.Element]

// Scalar is an integer modulo ℓ, the order of the base point, in the
// representation of field/fn25519 (encodings are 32 bytes, little-endian).
type Scalar = fn25519.Element

// The parameters of edwards25519, RFC 8032 §5.1 (and RFC 7748 §4.1).
var (
	// p = 2^255 − 19.
	paramP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	// a = −1 mod p.
	paramA = new(big.Int).Sub(paramP, big.NewInt(1))
	// d = −121665/121666 mod p.
	paramD = mustDecimal("37095705934669439343138083508754565189542113879843219016388785533085940283555")
	// ℓ = 2^252 + 27742317777372353535851937790883648493, the order of B.
	paramL = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustDecimal("27742317777372353535851937790883648493"))
	// B = (x, 4/5), the x with even least significant bit.
	paramBx = mustDecimal("15112221349535400772501151409588531511454012693041857206046113283949847762202")
	paramBy = mustDecimal("46316835694926478169428394003475163141307993866256225615783033603165251855960")
)

// dom2Prefix is the string that begins dom2(x, y) in RFC 8032 §5.1.
const dom2Prefix = "SigEd25519 no Ed25519 collisions"

// mustDecimal parses a decimal constant of this file.
func mustDecimal(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("ed25519: internal error: bad constant " + s)
	}
	return x
}

// engine holds edwards25519 and Ed25519 over it, built on first use.
var engine = sync.OnceValues(func() (*edwards.Scheme[fp25519.Element, fn25519.Element], error) {
	c, err := edwards.New(edwards.Params[fp25519.Element, fn25519.Element]{
		Name:        "edwards25519",
		Field:       fp25519.Field{},
		Scalar:      fn25519.Field{},
		A:           paramA,
		D:           paramD,
		Gx:          paramBx,
		Gy:          paramBy,
		Order:       paramL,
		Cofactor:    8,
		EncodingLen: 32,
	})
	if err != nil {
		return nil, err
	}
	// RFC 8032 §5.1: H = PH = SHA-512, dom2 only with a context or prehash,
	// and the default clamping (clear 3 low bits, set bit 254). Nil options
	// mean crypto/ed25519's rules here as in Verify and VerifyWithOptions.
	return edwards.NewScheme(c, edwards.SchemeParams{
		Hash:          sha512.New,
		DomPrefix:     dom2Prefix,
		Prehash:       sha512.New,
		DefaultPolicy: edwards.Stdlib,
	})
})

// scheme returns Ed25519. The parameters are constants, so failing to build
// it is an internal error.
func scheme() *edwards.Scheme[fp25519.Element, fn25519.Element] {
	s, err := engine()
	if err != nil {
		panic("ed25519: internal error: " + err.Error())
	}
	return s
}

// Curve returns edwards25519, −x² + y² = 1 + d·x²·y² over GF(2^255 − 19)
// with the base point B of RFC 8032 §5.1, as an engine curve: the factory
// of Points (NewIdentityPoint, NewGeneratorPoint) with constant-time and
// VarTime scalar multiplications.
func Curve() *edwards.Curve[fp25519.Element, fn25519.Element] {
	return scheme().Curve()
}

// Scheme returns Ed25519 as the engine's generic EdDSA scheme, for callers
// that want its lower-level interface (caller-provided buffers, explicit
// policies). Its default policy is Stdlib, as everywhere in this package: a
// nil *edwards.Options means crypto/ed25519's rules, and its batch verifier
// reads nil as ZIP215, as BatchVerifier.Add does.
func Scheme() *edwards.Scheme[fp25519.Element, fn25519.Element] {
	return scheme()
}

// Point returns the point A that pub encodes, decoded canonically (RFC 8032
// §5.1.3), or an error if pub is not the canonical encoding of a point.
func (pub PublicKey) Point() (*Point, error) {
	if len(pub) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	p, err := Curve().NewIdentityPoint().SetBytes(pub)
	if err != nil {
		return nil, fmt.Errorf("ed25519: public key %x: %w", []byte(pub), err)
	}
	return p, nil
}

// Scalar returns the secret scalar s of priv reduced modulo ℓ: the clamped
// first half of SHA-512(seed) (RFC 8032 §5.1.5), so that [s]B is the public
// key of the seed. It returns an error if priv is not PrivateKeySize bytes.
func (priv PrivateKey) Scalar() (*Scalar, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	b, prefix, err := scheme().ExpandSeed(priv[:SeedSize])
	clear(prefix)
	if err != nil {
		return nil, errInternal(err)
	}
	s := new(Scalar)
	err = fn25519.Field{}.SetWideBytes(s, b)
	clear(b)
	if err != nil {
		return nil, errInternal(err)
	}
	return s, nil
}
