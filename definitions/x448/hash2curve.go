package x448

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-curve suites of RFC 9380 §8.5 for curve448: hash_to_field with
// expand_message_xof over SHAKE256 and k = 224 (L = 84 bytes per element),
// Elligator 2 with Z = −1 (§6.7.1), and cofactor clearing by h_eff = 4.
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "curve448_XOF:SHAKE256_ELL2_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "curve448_XOF:SHAKE256_ELL2_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 224

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("x448: hash-to-curve domain separation tag is empty")

// hashToField sets t to len(t) elements of hash_to_field(msg) with dst
// (RFC 9380 §5.2, expand_message_xof with SHAKE256).
func hashToField(t []fp448.Element, msg, dst []byte) error {
	if len(dst) == 0 {
		return errEmptyDST
	}
	exp, err := hashes.NewXOFExpander(hashes.SHAKE256, dst, h2cSecurityLevel)
	if err == nil {
		err = hashes.HashToField[fp448.Element](fp448.Field{}, exp, msg, len(t), t)
	}
	if err != nil {
		return fmt.Errorf("x448: hash_to_field: %w", err)
	}
	return nil
}

// encodePoint returns the little-endian encodings of u and v, PointSize
// bytes each.
func encodePoint(u, v *fp448.Element) (ub, vb []byte) {
	f := fp448.Field{}
	ub, vb = make([]byte, PointSize), make([]byte, PointSize)
	f.PutBytes(ub, u)
	f.PutBytes(vb, v)
	return ub, vb
}

// HashToCurve returns hash_to_curve(msg) of the suite
// curve448_XOF:SHAKE256_ELL2_RO_ (RFC 9380 §8.5) with the domain
// separation tag dst: a point (u, v) of curve448 in the subgroup of order
// n, whose discrete log nobody knows, indistinguishable from a random
// oracle's output. u and v are PointSize-byte little-endian integers in
// [0, p) (RFC 7748 §5's encoding), so u can be passed to X448 as a public
// key; v is the coordinate that X448 ignores, given for protocols that need
// the whole point (the vectors of RFC 9380 Appendix J.7.2 list both).
//
// The construction (RFC 9380 §3): hash_to_field stretches msg and dst with
// expand_message_xof over SHAKE256 to two 84-byte strings, reduced modulo p
// to t0, t1; Elligator 2 maps each to a point of curve448; the sum of the two
// points, multiplied by the cofactor 4, is the result. The work is done by
// the engine's HashToCurve (see Curve and curves/montgomery).
//
// The result is the point at infinity only with negligible probability; it
// is then returned as u = v = 0, which no point of the subgroup of order n
// has, and which X448 would map to ErrLowOrderPoint. dst must not be empty;
// RFC 9380 §3.1 asks for one unique to the protocol and its version, such as
// "MYPROTO-V01-CS01-with-" followed by SuiteRO. A dst longer than 255 bytes
// is hashed down as §5.3.3 prescribes. It runs in time independent of the
// contents of msg and dst (it depends on their lengths).
func HashToCurve(msg, dst []byte) (u, v []byte, err error) {
	var t [2]fp448.Element
	if err := hashToField(t[:], msg, dst); err != nil {
		return nil, nil, err
	}
	var pu, pv fp448.Element
	// The infinity flag is not needed: the engine sets u = v = 0 then.
	if _, err := Curve().HashToCurve(&pu, &pv, &t[0], &t[1]); err != nil {
		panic("x448: internal error: " + err.Error())
	}
	u, v = encodePoint(&pu, &pv)
	return u, v, nil
}

// EncodeToCurve returns encode_to_curve(msg) of the suite
// curve448_XOF:SHAKE256_ELL2_NU_ (RFC 9380 §8.5) with the domain
// separation tag dst: clear_cofactor(map_to_curve(hash_to_field(msg, 1))),
// one Elligator 2 map instead of HashToCurve's two. It is cheaper, but its
// output is not uniform: it reaches only about half of the points of the
// subgroup of order n, so it suits only protocols whose proofs allow a
// nonuniform encoding. The encoding of (u, v), the point at infinity (u = v
// = 0; it occurs for a handful of field elements, such as t = 0, out of p)
// and dst are handled as in HashToCurve, and it runs in time independent of
// the contents of msg and dst.
func EncodeToCurve(msg, dst []byte) (u, v []byte, err error) {
	var t [1]fp448.Element
	if err := hashToField(t[:], msg, dst); err != nil {
		return nil, nil, err
	}
	var pu, pv fp448.Element
	if _, err := Curve().EncodeToCurve(&pu, &pv, &t[0]); err != nil {
		panic("x448: internal error: " + err.Error())
	}
	u, v = encodePoint(&pu, &pv)
	return u, v, nil
}
