package p384

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fpr384"
)

// Hash-to-curve suites of RFC 9380 §8.3 for P-384: hash_to_field with
// expand_message_xmd over SHA-384, k = 192 (L = 72 bytes per element), the
// simplified SWU map of §6.6.2 with Z = −12, and cofactor h_eff = 1. The map
// itself is the engine's (weierstrass.SSWU, configured in curve).
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "P384_XMD:SHA-384_SSWU_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "P384_XMD:SHA-384_SSWU_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 192

// sswu is the map's configuration: Z = −12 mod p, the non-square of RFC 9380
// §8.3 (found by Appendix H.2). The map targets P-384 itself (a·b ≠ 0).
var sswu = &weierstrass.SSWU{Z: new(big.Int).Sub(fpr384.Field{}.Modulus(), big.NewInt(12))}

// MapToCurve returns map_to_curve_simple_swu(u) of RFC 9380 §6.6.2, the point
// of P-384 that the field element u maps to. It runs in constant time. u is
// usually the output of hash_to_field; see HashToCurve and EncodeToCurve.
//
// A nil u has no image: MapToCurve returns nil.
func MapToCurve(u *fpr384.Element) *Point { return def.MapToCurve(u) }

// HashToCurve returns hash_to_curve(msg) of the suite
// P384_XMD:SHA-384_SSWU_RO_ (RFC 9380 §8.3) with the domain separation tag
// dst, which must not be empty (RFC 9380 §3.1 says how to choose one). The
// result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) { return def.HashToCurve(msg, dst) }

// EncodeToCurve returns encode_to_curve(msg) of the suite
// P384_XMD:SHA-384_SSWU_NU_ (RFC 9380 §8.3) with the domain separation tag
// dst: a single map, cheaper than HashToCurve, whose output distribution is
// not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) { return def.EncodeToCurve(msg, dst) }
