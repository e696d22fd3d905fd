package secp256k1

import (
	"crypto"
	"crypto/sha256" // SHA-256, the default hash of ECDSA over secp256k1
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// The curve parameters of secp256k1, from SEC 2 v2 §2.4.1. The base field
// modulus p = 2^256 − 2^32 − 977 and the order n are baked into fpk256 and
// fnk256; the Params literal below checks them against these values.
var (
	// b = 7, in y² = x³ + 7 (a = 0).
	curveB = big.NewInt(7)
	// Gx, Gy are the affine coordinates of the generator G (SEC 2 v2 §2.4.1,
	// the uncompressed form 04 79BE667E … 10D4B8).
	curveGx = hexInt("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
	curveGy = hexInt("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8")
	// curveN is the order n of G.
	curveN = hexInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
)

// endomorphism is the GLV endomorphism φ(x, y) = (β·x, y) = λ·(x, y) of
// secp256k1. β and λ are the paired non-trivial cube roots of unity of
// libsecp256k1 (src/field.h, src/scalar_impl.h). weierstrass.New checks
// them and finds the reduced lattice basis (a1, b1), (a2, b2) from n and λ
// — the basis of Guide to Elliptic Curve Cryptography Example 3.75 and
// libsecp256k1, as TestEndomorphismBasis checks.
var endomorphism = &weierstrass.Endomorphism{
	Beta:   hexInt("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee"),
	Lambda: hexInt("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72"),
}

// Point is a point of secp256k1: the engine's point over the fixed fields.
// See weierstrass.Point for its methods; make points with
// Curve().NewGeneratorPoint and NewIdentityPoint.
type Point = weierstrass.Point[fpk256.Element, fnk256.Element]

// Scalar is an integer modulo the order n, as the field fnk256 holds it.
// Use fnk256.Field{} for its arithmetic and encodings (32 bytes big-endian).
type Scalar = fnk256.Element

// Curve returns secp256k1 as a curve of the short Weierstrass engine, for
// protocols built directly on its points and scalars. It is built, and its
// parameters validated, on first use.
func Curve() *weierstrass.Curve[fpk256.Element, fnk256.Element] { return curve() }

// Scheme returns ECDSA over secp256k1 with SHA-256 and low-S signatures, as
// the engine's scheme, for callers that want its lower-level interface
// (VerifyCompact, the engine's types). It takes the engine's keys, which
// PrivateKey.EngineKey and PublicKey.EngineKey return without re-parsing.
// Its nil-options defaults are this package's: Sign makes a low s, Verify
// and RecoverPublicKey accept both halves.
func Scheme() *weierstrass.ECDSA[fpk256.Element, fnk256.Element] { return scheme() }

var curve = sync.OnceValue(func() *weierstrass.Curve[fpk256.Element, fnk256.Element] {
	c, err := weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
		Name:         "secp256k1",
		Field:        fpk256.Field{},
		Scalar:       fnk256.Field{},
		A:            new(big.Int),
		B:            curveB,
		Gx:           curveGx,
		Gy:           curveGy,
		Order:        curveN,
		Cofactor:     big.NewInt(1),
		Endomorphism: endomorphism,
		SSWU:         sswu,
	})
	if err != nil {
		panic("secp256k1: internal error: " + err.Error())
	}
	return c
})

// scheme is ECDSA over secp256k1 with SHA-256 and low-S normalisation of
// signatures (BIP 62, BIP 146), as libsecp256k1 and decred sign, whose
// verification accepts both halves of s by default, as decred and btcec
// verify (and as this package's Verify does).
var scheme = sync.OnceValue(func() *weierstrass.ECDSA[fpk256.Element, fnk256.Element] {
	e, err := weierstrass.NewECDSA(curve(), weierstrass.ECDSAParams{Hash: crypto.SHA256, LowS: true, VerifyAnyS: true})
	if err != nil {
		panic("secp256k1: internal error: " + err.Error())
	}
	return e
})

// def is ECDSA over secp256k1 as the shared definition layer carries it.
var def = &ecdsadef.Curve[fpk256.Element, fnk256.Element]{
	Prefix: "secp256k1", Curve: curve, Scheme: scheme,
	H2C:  ecdsadef.HashToCurve{Hash: sha256.New, K: h2cSecurityLevel},
	Keys: keyfmt.NewEC(curve, keyfmt.OIDSecp256k1),
}

// hexInt parses a hexadecimal constant of this package.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("secp256k1: internal error: bad constant " + s)
	}
	return x
}
