package p384

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"crypto/sha512" // SHA-384, the default hash of ECDSA over P-384
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
)

// The curve parameters of P-384 (NIST SP 800-186 §3.2.1.4, SEC 2 v2 §2.5.1
// secp384r1). The modulus p = 2^384 − 2^128 − 2^96 + 2^32 − 1 and the order
// n are baked into fpr384 and fnr384; curveN below is checked against the
// latter by weierstrass.New.
var (
	// curveA is a = −3 mod p, which selects the engine's a = −3 formulas.
	curveA = hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000fffffffc")
	// curveB is b of y² = x³ − 3x + b.
	curveB = hexInt("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef")
	// curveGx, curveGy are the affine coordinates of the generator G.
	curveGx = hexInt("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7")
	curveGy = hexInt("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f")
	// curveN is the order n of G.
	curveN = hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
)

// Point is a point of P-384: the engine's point over the fixed fields. See
// weierstrass.Point for its methods; make points with
// Curve().NewGeneratorPoint and NewIdentityPoint.
type Point = weierstrass.Point[fpr384.Element, fnr384.Element]

// Scalar is an integer modulo the order n, as the field fnr384 holds it.
// Use fnr384.Field{} for its arithmetic and encodings (48 bytes big-endian).
type Scalar = fnr384.Element

// Curve returns P-384 as a curve of the short Weierstrass engine, for
// protocols built directly on its points and scalars. It is built, and its
// parameters validated, on first use.
func Curve() *weierstrass.Curve[fpr384.Element, fnr384.Element] { return curve() }

// Scheme returns ECDSA over P-384 with SHA-384 and s left as computed, as
// the engine's scheme, for callers that want its lower-level interface
// (VerifyCompact, the engine's types). It takes the engine's keys, which
// PrivateKey.EngineKey and PublicKey.EngineKey return without re-parsing:
//
//	err := p384.Scheme().Verify(pub.EngineKey(), digest, sig, nil)
//
// The functions of this package take the same options and are the simpler
// entry points.
func Scheme() *weierstrass.ECDSA[fpr384.Element, fnr384.Element] { return scheme() }

// curve and scheme are P-384 as the engine's curve and ECDSA over it with
// SHA-384 and s left as computed (no low-S normalisation), as crypto/ecdsa and
// FIPS 186-5 do, each built on first use.
var curve, scheme = ecdsadef.Engine("p384", func() weierstrass.Params[fpr384.Element, fnr384.Element] {
	return weierstrass.Params[fpr384.Element, fnr384.Element]{
		Name:     "P-384",
		Field:    fpr384.Field{},
		Scalar:   fnr384.Field{},
		A:        curveA,
		B:        curveB,
		Gx:       curveGx,
		Gy:       curveGy,
		Order:    curveN,
		Cofactor: big.NewInt(1),
		SSWU:     sswu,
	}
}, weierstrass.ECDSAParams{Hash: crypto.SHA384})

// def is ECDSA over P-384 as the shared definition layer carries it.
var def = &ecdsadef.Curve[fpr384.Element, fnr384.Element]{
	Prefix: "p384", Curve: curve, Scheme: scheme,
	Stdlib: &ecdsadef.Stdlib{Name: "P-384", Elliptic: elliptic.P384(), ECDH: ecdh.P384()},
	H2C:    ecdsadef.HashToCurve{Hash: sha512.New384, K: h2cSecurityLevel},
	Keys:   keyfmt.NewEC(curve, keyfmt.OIDP384),
}

// hexInt parses a hexadecimal constant of this package.
func hexInt(s string) *big.Int { return ecdsadef.HexInt("p384", s) }
