package p256

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fpr256"
)

// Hash-to-curve suites of RFC 9380 §8.2 for P-256: hash_to_field with
// expand_message_xmd over SHA-256, k = 128 (L = 48 bytes per element), the
// simplified SWU map of §6.6.2 with Z = −10, and cofactor h_eff = 1. The map
// itself is the engine's (weierstrass.SSWU, configured in curve).
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "P256_XMD:SHA-256_SSWU_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "P256_XMD:SHA-256_SSWU_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 128

// sswu is the map's configuration: Z = −10 mod p, the non-square of RFC 9380
// §8.2 (found by Appendix H.2). The map targets P-256 itself (a·b ≠ 0).
var sswu = &weierstrass.SSWU{Z: new(big.Int).Sub(fpr256.Field{}.Modulus(), big.NewInt(10))}

// MapToCurve returns map_to_curve_simple_swu(u) of RFC 9380 §6.6.2, the point
// of P-256 that the field element u maps to. It runs in constant time. u is
// usually the output of hash_to_field; see HashToCurve and EncodeToCurve.
//
// A nil u has no image: MapToCurve returns nil.
func MapToCurve(u *fpr256.Element) *Point { return def.MapToCurve(u) }

// HashToCurve returns hash_to_curve(msg) of the suite
// P256_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.2) with the domain separation tag
// dst, which must not be empty (RFC 9380 §3.1 says how to choose one). The
// result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) { return def.HashToCurve(msg, dst) }

// EncodeToCurve returns encode_to_curve(msg) of the suite
// P256_XMD:SHA-256_SSWU_NU_ (RFC 9380 §8.2) with the domain separation tag
// dst: a single map, cheaper than HashToCurve, whose output distribution is
// not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) { return def.EncodeToCurve(msg, dst) }
