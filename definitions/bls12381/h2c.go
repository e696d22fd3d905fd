package bls12381

import (
	"crypto/sha256"

	"github.com/curvekit/curvekit/hashes"
)

// The hash-to-curve suites of RFC 9380 §8.8: hash_to_field with
// expand_message_xmd over SHA-256 and k = 128 (L = 64 bytes per base-field
// coefficient), the simplified SWU map onto an isogenous curve (§6.6.3) with
// the isogeny of Appendix E.2 (G1, degree 11, Z = 11) or E.3 (G2, degree 3,
// Z = −(2 + u)), and cofactor clearing by h_eff (0xd201000000010001 for G1,
// the 636-bit scalar of §8.8.2 for G2). The maps are the engine's
// (weierstrass.SSWU with its isogeny hook), configured in build.go.
const (
	// SuiteG1RO is the random-oracle suite of HashToG1.
	SuiteG1RO = "BLS12381G1_XMD:SHA-256_SSWU_RO_"
	// SuiteG1NU is the nonuniform suite of EncodeToG1.
	SuiteG1NU = "BLS12381G1_XMD:SHA-256_SSWU_NU_"
	// SuiteG2RO is the random-oracle suite of HashToG2.
	SuiteG2RO = "BLS12381G2_XMD:SHA-256_SSWU_RO_"
	// SuiteG2NU is the nonuniform suite of EncodeToG2.
	SuiteG2NU = "BLS12381G2_XMD:SHA-256_SSWU_NU_"
)

// h2cSecurityLevel is the k of the four suites, in bits.
const h2cSecurityLevel = 128

// expander returns expand_message_xmd with SHA-256 and the tag dst, or an
// error for an empty or over-long dst.
func expander(dst []byte) (hashes.Expander, error) {
	return hashes.NewXMDExpander(sha256.New, dst, h2cSecurityLevel)
}

// HashToG1 returns hash_to_curve(msg) of BLS12381G1_XMD:SHA-256_SSWU_RO_
// with the domain separation tag dst, which must not be empty. It runs in
// time independent of msg's contents.
func HashToG1(msg, dst []byte) (*G1, error) {
	exp, err := expander(dst)
	if err != nil {
		return nil, err
	}
	v := NewG1()
	if _, err := v.p.HashToCurve(msg, exp); err != nil {
		return nil, err
	}
	return v, nil
}

// EncodeToG1 returns encode_to_curve(msg) of BLS12381G1_XMD:SHA-256_SSWU_NU_
// with the domain separation tag dst: one map instead of two, with an
// output distribution that is not uniform.
func EncodeToG1(msg, dst []byte) (*G1, error) {
	exp, err := expander(dst)
	if err != nil {
		return nil, err
	}
	v := NewG1()
	if _, err := v.p.EncodeToCurve(msg, exp); err != nil {
		return nil, err
	}
	return v, nil
}

// HashToG2 returns hash_to_curve(msg) of BLS12381G2_XMD:SHA-256_SSWU_RO_
// with the domain separation tag dst, which must not be empty. It runs in
// time independent of msg's contents.
func HashToG2(msg, dst []byte) (*G2, error) {
	exp, err := expander(dst)
	if err != nil {
		return nil, err
	}
	v := NewG2()
	if _, err := v.p.HashToCurve(msg, exp); err != nil {
		return nil, err
	}
	return v, nil
}

// EncodeToG2 returns encode_to_curve(msg) of BLS12381G2_XMD:SHA-256_SSWU_NU_
// with the domain separation tag dst.
func EncodeToG2(msg, dst []byte) (*G2, error) {
	exp, err := expander(dst)
	if err != nil {
		return nil, err
	}
	v := NewG2()
	if _, err := v.p.EncodeToCurve(msg, exp); err != nil {
		return nil, err
	}
	return v, nil
}
