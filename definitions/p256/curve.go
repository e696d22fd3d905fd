package p256

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"crypto/sha256" // SHA-256, the default hash of ECDSA over P-256
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// The curve parameters of P-256 (NIST FIPS 186-5 / SP 800-186 §3.2.1.3,
// SEC 2 v2 §2.4.2 secp256r1). The modulus p = 2^256 − 2^224 + 2^192 + 2^96 − 1
// and the order n are baked into fpr256 and fnr256; curveN below is checked
// against the latter by weierstrass.New.
var (
	// curveA is a = −3 mod p, which selects the engine's a = −3 formulas.
	curveA = hexInt("ffffffff00000001000000000000000000000000fffffffffffffffffffffffc")
	// curveB is b of y² = x³ − 3x + b.
	curveB = hexInt("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b")
	// curveGx, curveGy are the affine coordinates of the generator G.
	curveGx = hexInt("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296")
	curveGy = hexInt("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")
	// curveN is the order n of G.
	curveN = hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
)

// Point is a point of P-256: the engine's point over the fixed fields. See
// weierstrass.Point for its methods; make points with
// Curve().NewGeneratorPoint and NewIdentityPoint.
type Point = weierstrass.Point[fpr256.Element, fnr256.Element]

// Scalar is an integer modulo the order n, as the field fnr256 holds it.
// Use fnr256.Field{} for its arithmetic and encodings (32 bytes big-endian).
type Scalar = fnr256.Element

// Curve returns P-256 as a curve of the short Weierstrass engine, for
// protocols built directly on its points and scalars. It is built, and its
// parameters validated, on first use.
func Curve() *weierstrass.Curve[fpr256.Element, fnr256.Element] { return curve() }

// Scheme returns ECDSA over P-256 with SHA-256 and s left as computed, as
// the engine's scheme, for callers that want its lower-level interface
// (VerifyCompact, the engine's types). It takes the engine's keys, which
// PrivateKey.EngineKey and PublicKey.EngineKey return without re-parsing:
//
//	err := p256.Scheme().Verify(pub.EngineKey(), digest, sig, nil)
//
// The functions of this package take the same options and are the simpler
// entry points.
func Scheme() *weierstrass.ECDSA[fpr256.Element, fnr256.Element] { return scheme() }

// curve and scheme are P-256 as the engine's curve and ECDSA over it with
// SHA-256 and s left as computed (no low-S normalisation), as crypto/ecdsa and
// FIPS 186-5 do, each built on first use.
var curve, scheme = ecdsadef.Engine("p256", func() weierstrass.Params[fpr256.Element, fnr256.Element] {
	return weierstrass.Params[fpr256.Element, fnr256.Element]{
		Name:     "P-256",
		Field:    fpr256.Field{},
		Scalar:   fnr256.Field{},
		A:        curveA,
		B:        curveB,
		Gx:       curveGx,
		Gy:       curveGy,
		Order:    curveN,
		Cofactor: big.NewInt(1),
		SSWU:     sswu,
	}
}, weierstrass.ECDSAParams{Hash: crypto.SHA256})

// def is ECDSA over P-256 as the shared definition layer carries it.
var def = &ecdsadef.Curve[fpr256.Element, fnr256.Element]{
	Prefix: "p256", Curve: curve, Scheme: scheme,
	Stdlib: &ecdsadef.Stdlib{Name: "P-256", Elliptic: elliptic.P256(), ECDH: ecdh.P256()},
	H2C:    ecdsadef.HashToCurve{Hash: sha256.New, K: h2cSecurityLevel},
	Keys:   keyfmt.NewEC(curve, keyfmt.OIDP256),
}

// hexInt parses a hexadecimal constant of this package.
func hexInt(s string) *big.Int { return ecdsadef.HexInt("p256", s) }
