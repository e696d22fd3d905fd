package p256

import (
	"crypto/sha256"
	"errors"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-curve suites of RFC 9380 §8.2 for P-256: hash_to_field with
// expand_message_xmd over SHA-256, k = 128 (L = 48 bytes per element), the
// simplified SWU map of §6.6.2 with Z = −10, and cofactor h_eff = 1.
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "P256_XMD:SHA-256_SSWU_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "P256_XMD:SHA-256_SSWU_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 128

// sswuParams are the constants of the map: the curve's A = −3 and B, and
// Z = −10, the non-square of RFC 9380 §8.2 (found by Appendix H.2).
type sswuParams struct {
	a, b, z fpr256.Element
}

var sswu = sync.OnceValue(func() *sswuParams {
	var s sswuParams
	fe := fpr256.Field{}
	p := fe.Modulus()
	for _, c := range []struct {
		z *fpr256.Element
		v *big.Int
	}{{&s.a, curveA}, {&s.b, curveB}, {&s.z, new(big.Int).Sub(p, big.NewInt(10))}} {
		if err := field.SetBig[fpr256.Element](fe, c.z, c.v); err != nil {
			panic("p256: internal error: " + err.Error())
		}
	}
	return &s
})

// MapToCurve returns map_to_curve_simple_swu(u) of RFC 9380 §6.6.2, the point
// of P-256 that the field element u maps to. It runs in constant time. u is
// usually the output of hash_to_field; see HashToCurve and EncodeToCurve.
func MapToCurve(u *fpr256.Element) *Point {
	var x, y fpr256.Element
	mapToCurve(&x, &y, u)
	p := curve().NewGeneratorPoint()
	if _, err := p.SetAffine(&x, &y); err != nil {
		panic("p256: internal error: SSWU output is not on the curve")
	}
	return p
}

// mapToCurve sets (x, y) to the simplified SWU map of u, following the
// straight-line procedure of RFC 9380 Appendix F.2 step by step. Its
// sqrt_ratio(u, v) returns sqrt(Z·u/v) when u/v is not a square; the field's
// SqrtRatio returns 0 then, so that root is taken separately and selected.
func mapToCurve(x, y, u *fpr256.Element) {
	f := fpr256.Field{}
	c := sswu()
	var tv1, tv2, tv3, tv4, tv5, tv6, t, one, y1, y2 fpr256.Element
	f.One(&one)
	f.Square(&tv1, u)                          // 1. tv1 = u²
	f.Mul(&tv1, &c.z, &tv1)                    // 2. tv1 = Z · tv1
	f.Square(&tv2, &tv1)                       // 3. tv2 = tv1²
	f.Add(&tv2, &tv2, &tv1)                    // 4. tv2 = tv2 + tv1
	f.Add(&tv3, &tv2, &one)                    // 5. tv3 = tv2 + 1
	f.Mul(&tv3, &c.b, &tv3)                    // 6. tv3 = B · tv3
	f.Neg(&t, &tv2)                            //
	f.Select(&tv4, &t, &c.z, 1-f.IsZero(&tv2)) // 7. tv4 = CMOV(Z, −tv2, tv2 ≠ 0)
	f.Mul(&tv4, &c.a, &tv4)                    // 8. tv4 = A · tv4
	f.Square(&tv2, &tv3)                       // 9. tv2 = tv3²
	f.Square(&tv6, &tv4)                       // 10. tv6 = tv4²
	f.Mul(&tv5, &c.a, &tv6)                    // 11. tv5 = A · tv6
	f.Add(&tv2, &tv2, &tv5)                    // 12. tv2 = tv2 + tv5
	f.Mul(&tv2, &tv2, &tv3)                    // 13. tv2 = tv2 · tv3
	f.Mul(&tv6, &tv6, &tv4)                    // 14. tv6 = tv6 · tv4
	f.Mul(&tv5, &c.b, &tv6)                    // 15. tv5 = B · tv6
	f.Add(&tv2, &tv2, &tv5)                    // 16. tv2 = tv2 + tv5
	f.Mul(x, &tv1, &tv3)                       // 17. x = tv1 · tv3
	isSquare := f.SqrtRatio(&y1, &tv2, &tv6)   // 18. (is_gx1_square, y1) = sqrt_ratio(tv2, tv6)
	f.Mul(&t, &c.z, &tv2)                      //     … with y1 = sqrt(Z · tv2 / tv6)
	f.SqrtRatio(&y2, &t, &tv6)                 //     when tv2 / tv6 is not a square
	f.Select(&y1, &y1, &y2, isSquare)          //
	f.Mul(y, &tv1, u)                          // 19. y = tv1 · u
	f.Mul(y, y, &y1)                           // 20. y = y · y1
	f.Select(x, &tv3, x, isSquare)             // 21. x = CMOV(x, tv3, is_gx1_square)
	f.Select(y, &y1, y, isSquare)              // 22. y = CMOV(y, y1, is_gx1_square)
	e1 := 1 ^ f.Sgn0(u) ^ f.Sgn0(y)            // 23. e1 = sgn0(u) == sgn0(y)
	f.Neg(&t, y)                               //
	f.Select(y, y, &t, e1)                     // 24. y = CMOV(−y, y, e1)
	f.Inverse(&t, &tv4)                        //
	f.Mul(x, x, &t)                            // 25. x = x / tv4
}

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("p256: hash-to-curve domain separation tag is empty")

// hashToField sets u to count elements of hash_to_field(msg) with dst.
func hashToField(u []fpr256.Element, msg, dst []byte) error {
	if len(dst) == 0 {
		return errEmptyDST
	}
	exp, err := hashes.NewXMDExpander(sha256.New, dst, h2cSecurityLevel)
	if err != nil {
		return err
	}
	return hashes.HashToField[fpr256.Element](fpr256.Field{}, exp, msg, len(u), u)
}

// HashToCurve returns hash_to_curve(msg) of the suite
// P256_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.2) with the domain separation tag
// dst, which must not be empty (RFC 9380 §3.1 says how to choose one). The
// result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]fpr256.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	q0, q1 := MapToCurve(&u[0]), MapToCurve(&u[1])
	return q0.Add(q0, q1), nil // clear_cofactor is the identity: h_eff = 1
}

// EncodeToCurve returns encode_to_curve(msg) of the suite
// P256_XMD:SHA-256_SSWU_NU_ (RFC 9380 §8.2) with the domain separation tag
// dst: a single map, cheaper than HashToCurve, whose output distribution is
// not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]fpr256.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	return MapToCurve(&u[0]), nil
}
