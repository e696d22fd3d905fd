package p521

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"crypto/sha512" // SHA-512, the default hash of ECDSA over P-521
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
)

// The curve parameters of P-521 (NIST SP 800-186 §3.2.1.5, SEC 2 v2 §2.6.1
// secp521r1). The modulus p = 2^521 − 1 and the order n are baked into
// fpr521 and fnr521; curveN below is checked against the latter by
// weierstrass.New.
var (
	// curveA is a = −3 mod p, which selects the engine's a = −3 formulas.
	curveA = hexInt("1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc")
	// curveB is b of y² = x³ − 3x + b.
	curveB = hexInt("51953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00")
	// curveGx, curveGy are the affine coordinates of the generator G.
	curveGx = hexInt("c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66")
	curveGy = hexInt("11839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650")
	// curveN is the order n of G.
	curveN = hexInt("1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409")
)

// Point is a point of P-521: the engine's point over the fixed fields. See
// weierstrass.Point for its methods; make points with
// Curve().NewGeneratorPoint and NewIdentityPoint.
type Point = weierstrass.Point[fpr521.Element, fnr521.Element]

// Scalar is an integer modulo the order n, as the field fnr521 holds it.
// Use fnr521.Field{} for its arithmetic and encodings (66 bytes big-endian).
type Scalar = fnr521.Element

// Curve returns P-521 as a curve of the short Weierstrass engine, for
// protocols built directly on its points and scalars. It is built, and its
// parameters validated, on first use.
func Curve() *weierstrass.Curve[fpr521.Element, fnr521.Element] { return curve() }

// Scheme returns ECDSA over P-521 with SHA-512 and s left as computed, as
// the engine's scheme, for callers that want its lower-level interface
// (VerifyCompact, the engine's types). It takes the engine's keys, which
// PrivateKey.EngineKey and PublicKey.EngineKey return without re-parsing:
//
//	err := p521.Scheme().Verify(pub.EngineKey(), digest, sig, nil)
//
// The functions of this package take the same options and are the simpler
// entry points.
func Scheme() *weierstrass.ECDSA[fpr521.Element, fnr521.Element] { return scheme() }

// curve and scheme are P-521 as the engine's curve and ECDSA over it with
// SHA-512 and s left as computed (no low-S normalisation), as crypto/ecdsa and
// FIPS 186-5 do, each built on first use.
var curve, scheme = ecdsadef.Engine("p521", func() weierstrass.Params[fpr521.Element, fnr521.Element] {
	return weierstrass.Params[fpr521.Element, fnr521.Element]{
		Name:     "P-521",
		Field:    fpr521.Field{},
		Scalar:   fnr521.Field{},
		A:        curveA,
		B:        curveB,
		Gx:       curveGx,
		Gy:       curveGy,
		Order:    curveN,
		Cofactor: big.NewInt(1),
		SSWU:     sswu,
	}
}, weierstrass.ECDSAParams{Hash: crypto.SHA512})

// def is ECDSA over P-521 as the shared definition layer carries it.
var def = &ecdsadef.Curve[fpr521.Element, fnr521.Element]{
	Prefix: "p521", Curve: curve, Scheme: scheme,
	Stdlib: &ecdsadef.Stdlib{Name: "P-521", Elliptic: elliptic.P521(), ECDH: ecdh.P521()},
	H2C:    ecdsadef.HashToCurve{Hash: sha512.New, K: h2cSecurityLevel},
	Keys:   keyfmt.NewEC(curve, keyfmt.OIDP521),
}

// hexInt parses a hexadecimal constant of this package.
func hexInt(s string) *big.Int { return ecdsadef.HexInt("p521", s) }
