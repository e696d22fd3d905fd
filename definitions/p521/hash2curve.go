package p521

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fpr521"
)

// Hash-to-curve suites of RFC 9380 §8.4 for P-521: hash_to_field with
// expand_message_xmd over SHA-512, k = 256 (L = 98 bytes per element), the
// simplified SWU map of §6.6.2 with Z = −4, and cofactor h_eff = 1. The map
// itself is the engine's (weierstrass.SSWU, configured in curve).
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "P521_XMD:SHA-512_SSWU_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "P521_XMD:SHA-512_SSWU_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 256

// sswu is the map's configuration: Z = −4 mod p, the non-square of RFC 9380
// §8.4 (found by Appendix H.2). The map targets P-521 itself (a·b ≠ 0).
var sswu = &weierstrass.SSWU{Z: new(big.Int).Sub(fpr521.Field{}.Modulus(), big.NewInt(4))}

// MapToCurve returns map_to_curve_simple_swu(u) of RFC 9380 §6.6.2, the point
// of P-521 that the field element u maps to. It runs in constant time. u is
// usually the output of hash_to_field; see HashToCurve and EncodeToCurve.
//
// A nil u has no image: MapToCurve returns nil.
func MapToCurve(u *fpr521.Element) *Point { return def.MapToCurve(u) }

// HashToCurve returns hash_to_curve(msg) of the suite
// P521_XMD:SHA-512_SSWU_RO_ (RFC 9380 §8.4) with the domain separation tag
// dst, which must not be empty (RFC 9380 §3.1 says how to choose one). The
// result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) { return def.HashToCurve(msg, dst) }

// EncodeToCurve returns encode_to_curve(msg) of the suite
// P521_XMD:SHA-512_SSWU_NU_ (RFC 9380 §8.4) with the domain separation tag
// dst: a single map, cheaper than HashToCurve, whose output distribution is
// not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) { return def.EncodeToCurve(msg, dst) }
