package secp256k1

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fpk256"
)

// Hash-to-curve suites of RFC 9380 §8.7 for secp256k1: hash_to_field with
// expand_message_xmd over SHA-256, k = 128 (L = 48 bytes per element), and
// cofactor h_eff = 1. As a = 0, the simplified SWU map cannot work on
// secp256k1 itself; it maps to the 3-isogenous curve
//
//	E′: y′² = x′³ + A′·x′ + B′,  A′ = 0x3f8731ab…c01a444533,  B′ = 1771
//
// with Z = −11, and the rational map of RFC 9380 Appendix E.1 carries the
// point to secp256k1 (§6.6.3).
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "secp256k1_XMD:SHA-256_SSWU_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "secp256k1_XMD:SHA-256_SSWU_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 128

// sswu is the map's configuration, transcribed from RFC 9380 §8.7 and
// Appendix E.1: Z = −11 mod p, E′ with A′ and B′ = 1771, and the
// coefficients k_(i,j) of the 3-isogeny E′ → secp256k1, lowest degree first:
// x_num (k_(1,0..3)), x_den (k_(2,0..1) and the leading 1 the RFC leaves
// implicit), y_num (k_(3,0..3)), y_den (k_(4,0..2) and the leading 1).
var sswu = &weierstrass.SSWU{
	Z: new(big.Int).Sub(fpk256.Field{}.Modulus(), big.NewInt(11)),
	Isogeny: &weierstrass.Isogeny{
		A: hexInt("3f8731abdd661adca08a5558f0f5d272e953d363cb6f0e5d405447c01a444533"),
		B: big.NewInt(1771),
		XNum: []*big.Int{
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa8c7"),
			hexInt("07d3d4c80bc321d5b9f315cea7fd44c5d595d2fc0bf63b92dfff1044f17c6581"),
			hexInt("534c328d23f234e6e2a413deca25caece4506144037c40314ecbd0b53d9dd262"),
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa88c"),
		},
		XDen: []*big.Int{
			hexInt("d35771193d94918a9ca34ccbb7b640dd86cd409542f8487d9fe6b745781eb49b"),
			hexInt("edadc6f64383dc1df7c4b2d51b54225406d36b641f5e41bbc52a56612a8c6d14"),
			big.NewInt(1),
		},
		YNum: []*big.Int{
			hexInt("4bda12f684bda12f684bda12f684bda12f684bda12f684bda12f684b8e38e23c"),
			hexInt("c75e0c32d5cb7c0fa9d0a54b12a0a6d5647ab046d686da6fdffc90fc201d71a3"),
			hexInt("29a6194691f91a73715209ef6512e576722830a201be2018a765e85a9ecee931"),
			hexInt("2f684bda12f684bda12f684bda12f684bda12f684bda12f684bda12f38e38d84"),
		},
		YDen: []*big.Int{
			hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffff93b"),
			hexInt("7a06534bb8bdb49fd5e9e6632722c2989467c1bfc8e8d978dfb425d2685c2573"),
			hexInt("6484aa716545ca2cf3a70c3fa8fe337e0a3d21162f0d6299a7bf8192bfd2a76f"),
			big.NewInt(1),
		},
	},
}

// MapToCurve returns the point of secp256k1 that the field element u maps to:
// map_to_curve_simple_swu(u) on E′ followed by the 3-isogeny iso_map (RFC 9380
// §6.6.3); the kernel of the isogeny maps to the identity. It runs in
// constant time. u is usually the output of hash_to_field; see HashToCurve
// and EncodeToCurve.
//
// A nil u has no image: MapToCurve returns nil.
func MapToCurve(u *fpk256.Element) *Point { return def.MapToCurve(u) }

// HashToCurve returns hash_to_curve(msg) of the suite
// secp256k1_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.7) with the domain separation
// tag dst, which must not be empty (RFC 9380 §3.1 says how to choose one).
// The result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) { return def.HashToCurve(msg, dst) }

// EncodeToCurve returns encode_to_curve(msg) of the suite
// secp256k1_XMD:SHA-256_SSWU_NU_ (RFC 9380 §8.7) with the domain separation
// tag dst: a single map, cheaper than HashToCurve, whose output distribution
// is not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) { return def.EncodeToCurve(msg, dst) }
