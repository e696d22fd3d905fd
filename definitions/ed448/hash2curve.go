package ed448

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-curve suites of RFC 9380 §8.6 for edwards448: hash_to_field with
// expand_message_xof over SHAKE256 and k = 224 (L = 84 bytes per element),
// Elligator 2 on curve448 with Z = −1 followed by the 4-isogeny to
// edwards448 of RFC 7748 §4.2, and cofactor clearing by h_eff = 4.
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "edwards448_XOF:SHAKE256_ELL2_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "edwards448_XOF:SHAKE256_ELL2_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 224

// ell2J is J = 156326, the A of curve448 (K = B = 1), as a field element.
var ell2J = sync.OnceValue(func() *fp448.Element {
	j := new(fp448.Element)
	if err := field.SetBig[fp448.Element](fp448.Field{}, j, big.NewInt(156326)); err != nil {
		panic("ed448: internal error: " + err.Error())
	}
	return j
})

// fraction is a point (xn/xd, yn/yd) of the straight-line maps, kept as
// fractions so that the divisions of both coordinates (and, in HashToCurve,
// of both points) share one inversion.
type fraction struct {
	xn, xd, yn, yd fp448.Element
}

// powPm3d4 sets z = x^((p−3)/4), the exponentiation c1 of RFC 9380
// Appendix G.2.3. In binary (p−3)/4 = 2^446 − 2^222 − 1 is 223 ones, a zero
// and 222 ones: (2^223 − 1)·2^223 + (2^222 − 1). With e_k = x^(2^k − 1) and
// e_(a+b) = (e_a)^(2^b)·e_b the chain visits k = 1, 2, 3, 6, 12, 24, 48, 96,
// 192, 216, 222, 223: 445 squarings and 12 multiplications for every x.
// (field/fp448 has the same exponentiation inside Sqrt, but the contract's
// Sqrt and SqrtRatio discard the candidate root of a non-square, which the
// map needs.)
func powPm3d4(z, x *fp448.Element) {
	f := fp448.Field{}
	sqn := func(z, x *fp448.Element, n int) {
		f.Square(z, x)
		for range n - 1 {
			f.Square(z, z)
		}
	}
	var e3, e6, e24, e222, t fp448.Element
	f.Square(&t, x)       // x^2
	f.Mul(&t, &t, x)      // e2
	f.Square(&t, &t)      //
	f.Mul(&e3, &t, x)     // e3
	sqn(&t, &e3, 3)       //
	f.Mul(&e6, &t, &e3)   // e6
	sqn(&t, &e6, 6)       //
	f.Mul(&t, &t, &e6)    // e12
	sqn(&e24, &t, 12)     //
	f.Mul(&e24, &e24, &t) // e24
	sqn(&t, &e24, 24)     //
	f.Mul(&t, &t, &e24)   // e48
	sqn(&e222, &t, 48)    //
	f.Mul(&t, &e222, &t)  // e96
	sqn(&e222, &t, 96)    //
	f.Mul(&t, &e222, &t)  // e192
	sqn(&t, &t, 24)       //
	f.Mul(&t, &t, &e24)   // e216
	sqn(&t, &t, 6)        //
	f.Mul(&e222, &t, &e6) // e222
	f.Square(&t, &e222)   //
	f.Mul(&t, &t, x)      // e223
	sqn(&t, &t, 223)      // x^((2^223 − 1)·2^223)
	f.Mul(z, &t, &e222)   // x^((2^223 − 1)·2^223 + 2^222 − 1)
}

// mapToCurve448 sets (xn/xd, y) to map_to_curve_elligator2_curve448(u), the
// straight-line Elligator 2 of RFC 9380 Appendix G.2.3 transcribed step by
// step (its yd is 1). As p ≡ 3 (mod 4) and Z = −1, one exponentiation gives
// a candidate y1 with y1²·gxd = ±g(x1), and when g(x1) is not a square,
// y1·u is a root of g(x2) = −u²·g(x1). Constant time.
func mapToCurve448(xn, xd, y, u *fp448.Element) {
	f := fp448.Field{}
	j := ell2J()
	var tv1, tv2, tv3, x1n, x2n, gxd, gx1, y1, y2, one, zero, t fp448.Element
	f.One(&one)
	f.Square(&tv1, u)               //  1. tv1 = u²
	e1 := f.Equal(&tv1, &one)       //  2. e1 = tv1 == 1
	f.Select(&tv1, &zero, &tv1, e1) //  3. tv1 = CMOV(tv1, 0, e1): Z·u² = −1 is the exceptional case
	f.Sub(xd, &one, &tv1)           //  4. xd = 1 − tv1
	f.Neg(&x1n, j)                  //  5. x1n = −J, x1 = x1n/xd = −J/(1 − u²)
	f.Square(&tv2, xd)              //  6. tv2 = xd²
	f.Mul(&gxd, &tv2, xd)           //  7. gxd = xd³
	f.Mul(&gx1, &x1n, &tv1)         //  8. gx1 = −J·tv1 = x1n + J·xd
	f.Mul(&gx1, &gx1, &x1n)         //  9. gx1 = x1n² + J·x1n·xd
	f.Add(&gx1, &gx1, &tv2)         // 10. gx1 = x1n² + J·x1n·xd + xd²
	f.Mul(&gx1, &gx1, &x1n)         // 11. gx1 = x1n³ + J·x1n²·xd + x1n·xd², g(x1) = gx1/gxd
	f.Square(&tv3, &gxd)            // 12. tv3 = gxd²
	f.Mul(&tv2, &gx1, &gxd)         // 13. tv2 = gx1·gxd
	f.Mul(&tv3, &tv3, &tv2)         // 14. tv3 = gx1·gxd³
	powPm3d4(&y1, &tv3)             // 15. y1 = (gx1·gxd³)^((p−3)/4)
	f.Mul(&y1, &y1, &tv2)           // 16. y1 = gx1·gxd·(gx1·gxd³)^((p−3)/4)
	f.Mul(&x2n, &tv1, &x1n)         //
	f.Neg(&x2n, &x2n)               // 17. x2n = −tv1·x1n, x2 = x2n/xd = −u²·x1
	f.Mul(&y2, &y1, u)              // 18. y2 = y1·u
	f.Select(&y2, &zero, &y2, e1)   // 19. y2 = CMOV(y2, 0, e1)
	f.Square(&tv2, &y1)             // 20. tv2 = y1²
	f.Mul(&tv2, &tv2, &gxd)         // 21. tv2 = y1²·gxd
	e2 := f.Equal(&tv2, &gx1)       // 22. e2 = tv2 == gx1
	f.Select(xn, &x1n, &x2n, e2)    // 23. xn = CMOV(x2n, x1n, e2)
	f.Select(y, &y1, &y2, e2)       // 24. y = CMOV(y2, y1, e2)
	e3 := f.Sgn0(y)                 // 25. e3 = sgn0(y) == 1
	f.Neg(&t, y)                    //
	f.Select(y, &t, y, e2^e3)       // 26. y = CMOV(y, −y, e2 XOR e3)
	//                                 27. return (xn, xd, y, 1)
}

// mapToEdwards sets q to map_to_curve_elligator2_edwards448(u), RFC 9380
// Appendix G.2.4: Elligator 2 on curve448, then the 4-isogeny of RFC 7748
// §4.2 from curve448 to edwards448,
//
//	x = 4·v·(u² − 1) / (u⁴ − 2·u² + 4·v² + 1),
//	y = −(u⁵ − 2·u³ − 4·u·v² + u) / (u⁵ − 2·u²·v² − 2·u³ − 2·v² + u),
//
// on the fractions u = xn/xd, v = yn/yd. Where a denominator vanishes it
// returns the identity (0, 1). On curve448 that happens only at (0, 0),
// which Elligator 2 produces for u ∈ {0, 1, −1}: the first denominator is
// (u² − 1)² + 4·v², which cannot vanish as −1 is not a square; the second
// is −u·(u⁴ + 2A·u³ + 6·u² + 2A·u + 1), whose quartic factor has no roots
// in GF(p) because A² − 4 is not a square. (0, 0) lies in the isogeny's
// kernel, so the identity is its true image. The isogeny is a group
// homomorphism, so hashing on curve448 and mapping the result gives the
// same point as mapping and then adding here. Constant time.
func mapToEdwards(q *fraction, u *fp448.Element) {
	f := fp448.Field{}
	var xn, xd, yn, yd, xn2, xd2, xd4, yn2, yd2, tv1, tv2, tv3, tv4, zero, one fp448.Element
	mapToCurve448(&xn, &xd, &yn, u)  //  1. (xn, xd, yn, yd) = map_to_curve_elligator2_curve448(u)
	f.One(&yd)                       //     yd = 1
	f.Square(&xn2, &xn)              //  2. xn2 = xn²
	f.Square(&xd2, &xd)              //  3. xd2 = xd²
	f.Square(&xd4, &xd2)             //  4. xd4 = xd2²
	f.Square(&yn2, &yn)              //  5. yn2 = yn²
	f.Square(&yd2, &yd)              //  6. yd2 = yd²
	f.Sub(&q.xn, &xn2, &xd2)         //  7. xEn = xn2 − xd2
	f.Sub(&tv2, &q.xn, &xd2)         //  8. tv2 = xEn − xd2
	f.Mul(&q.xn, &q.xn, &xd2)        //  9. xEn = xEn·xd2
	f.Mul(&q.xn, &q.xn, &yd)         // 10. xEn = xEn·yd
	f.Mul(&q.xn, &q.xn, &yn)         // 11. xEn = xEn·yn
	f.Add(&q.xn, &q.xn, &q.xn)       //
	f.Add(&q.xn, &q.xn, &q.xn)       // 12. xEn = xEn·4
	f.Mul(&tv2, &tv2, &xn2)          // 13. tv2 = tv2·xn2
	f.Mul(&tv2, &tv2, &yd2)          // 14. tv2 = tv2·yd2
	f.Add(&tv3, &yn2, &yn2)          //
	f.Add(&tv3, &tv3, &tv3)          // 15. tv3 = 4·yn2
	f.Add(&tv1, &tv3, &yd2)          // 16. tv1 = tv3 + yd2
	f.Mul(&tv1, &tv1, &xd4)          // 17. tv1 = tv1·xd4
	f.Add(&q.xd, &tv1, &tv2)         // 18. xEd = tv1 + tv2
	f.Mul(&tv2, &tv2, &xn)           // 19. tv2 = tv2·xn
	f.Mul(&tv4, &xn, &xd4)           // 20. tv4 = xn·xd4
	f.Sub(&q.yn, &tv3, &yd2)         // 21. yEn = tv3 − yd2
	f.Mul(&q.yn, &q.yn, &tv4)        // 22. yEn = yEn·tv4
	f.Sub(&q.yn, &q.yn, &tv2)        // 23. yEn = yEn − tv2
	f.Add(&tv1, &xn2, &xd2)          // 24. tv1 = xn2 + xd2
	f.Mul(&tv1, &tv1, &xd2)          // 25. tv1 = tv1·xd2
	f.Mul(&tv1, &tv1, &xd)           // 26. tv1 = tv1·xd
	f.Mul(&tv1, &tv1, &yn2)          // 27. tv1 = tv1·yn2
	f.Add(&tv1, &tv1, &tv1)          //
	f.Neg(&tv1, &tv1)                // 28. tv1 = −2·tv1
	f.Add(&q.yd, &tv2, &tv1)         // 29. yEd = tv2 + tv1
	f.Mul(&tv4, &tv4, &yd2)          // 30. tv4 = tv4·yd2
	f.Add(&q.yd, &q.yd, &tv4)        // 31. yEd = yEd + tv4
	f.Mul(&tv1, &q.xd, &q.yd)        // 32. tv1 = xEd·yEd
	e := f.IsZero(&tv1)              // 33. e = tv1 == 0
	f.One(&one)                      //
	f.Select(&q.xn, &zero, &q.xn, e) // 34. xEn = CMOV(xEn, 0, e)
	f.Select(&q.xd, &one, &q.xd, e)  // 35. xEd = CMOV(xEd, 1, e)
	f.Select(&q.yn, &one, &q.yn, e)  // 36. yEn = CMOV(yEn, 1, e)
	f.Select(&q.yd, &one, &q.yd, e)  // 37. yEd = CMOV(yEd, 1, e)
	//                                  38. return (xEn, xEd, yEn, yEd)
}

// setPoint sets p to the affine point (q.xn·inv·q.yd, q.yn·inv·q.xd), which
// is (xn/xd, yn/yd) when inv = 1/(xd·yd).
func setPoint(p *Point, q *fraction, inv *fp448.Element) {
	f := fp448.Field{}
	var x, y fp448.Element
	f.Mul(&x, &q.xn, &q.yd)
	f.Mul(&x, &x, inv)
	f.Mul(&y, &q.yn, &q.xd)
	f.Mul(&y, &y, inv)
	if _, err := p.SetAffine(&x, &y); err != nil {
		panic("ed448: internal error: Elligator 2 output is not on edwards448")
	}
}

// MapToCurve returns map_to_curve(u) of the edwards448 suites of RFC 9380
// §8.6: the Elligator 2 image of the field element u on curve448 (§6.7.1,
// with Z = −1), carried to edwards448 by the 4-isogeny of RFC 7748 §4.2
// (§6.8.2). The point is on the curve but not necessarily in the subgroup
// of order q; HashToCurve and EncodeToCurve clear the cofactor. u = 0 and
// u = ±1 map to the identity (the image of the point (0, 0) of curve448). It runs in constant time: one exponentiation
// and one inversion whatever u is. Most callers want HashToCurve; MapToCurve
// is for protocols that produce their own field elements.
func MapToCurve(u *fp448.Element) *Point {
	var q fraction
	mapToEdwards(&q, u)
	var inv fp448.Element
	f := fp448.Field{}
	f.Mul(&inv, &q.xd, &q.yd)
	f.Inverse(&inv, &inv)
	p := Curve().NewIdentityPoint()
	setPoint(p, &q, &inv)
	return p
}

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("ed448: hash-to-curve domain separation tag is empty")

// hashToField sets u to len(u) elements of hash_to_field(msg) with dst
// (RFC 9380 §5.2, expand_message_xof with SHAKE256).
func hashToField(u []fp448.Element, msg, dst []byte) error {
	if len(dst) == 0 {
		return errEmptyDST
	}
	exp, err := hashes.NewXOFExpander(hashes.SHAKE256, dst, h2cSecurityLevel)
	if err == nil {
		err = hashes.HashToField[fp448.Element](fp448.Field{}, exp, msg, len(u), u)
	}
	if err != nil {
		return fmt.Errorf("ed448: hash_to_field: %w", err)
	}
	return nil
}

// HashToCurve returns hash_to_curve(msg) of the suite
// edwards448_XOF:SHAKE256_ELL2_RO_ (RFC 9380 §8.6) with the domain
// separation tag dst, a point of the subgroup of order q whose discrete log
// nobody knows. The result is indistinguishable from a random oracle's
// output, which is what protocols such as OPRFs, PAKEs and VRFs assume.
//
// The construction (RFC 9380 §3):
//
//  1. hash_to_field: expand_message_xof with SHAKE256 stretches msg and dst
//     to 2·84 bytes; each 84-byte half, read big-endian, is reduced modulo
//     p to a field element u0, u1. The 224 extra bits make the bias of the
//     reduction negligible.
//  2. map_to_curve (MapToCurve): Elligator 2 sends each u to a point of
//     curve448, v² = s³ + 156326·s² + s, and the 4-isogeny of RFC 7748
//     §4.2 carries it to edwards448. (edwards448 is not birationally
//     equivalent to curve448 but 4-isogenous to it; the isogeny is a group
//     homomorphism, which is all hashing needs.) One map alone reaches only
//     part of the curve; the sum Q0 + Q1 of two independent ones is
//     indifferentiable from a random point.
//  3. clear_cofactor: multiplying by h_eff = 4 (two doublings) sends the
//     sum into the subgroup of order q, as the group is Z/4 × Z/q.
//
// dst must not be empty; RFC 9380 §3.1 asks for one unique to the protocol
// and its version, such as "MYPROTO-V01-CS01-with-" followed by SuiteRO. A
// dst longer than 255 bytes is hashed down as §5.3.3 prescribes. It runs in
// time independent of the contents of msg and dst (it depends on their
// lengths).
func HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]fp448.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	var q [2]fraction
	mapToEdwards(&q[0], &u[0])
	mapToEdwards(&q[1], &u[1])
	// One inversion for both points: with d_i = xd_i·yd_i (never 0),
	// 1/d0 = d1/(d0·d1) and 1/d1 = d0/(d0·d1).
	f := fp448.Field{}
	var d0, d1, inv, inv0, inv1 fp448.Element
	f.Mul(&d0, &q[0].xd, &q[0].yd)
	f.Mul(&d1, &q[1].xd, &q[1].yd)
	f.Mul(&inv, &d0, &d1)
	f.Inverse(&inv, &inv)
	f.Mul(&inv0, &inv, &d1)
	f.Mul(&inv1, &inv, &d0)
	curve := Curve()
	p, p1 := curve.NewIdentityPoint(), curve.NewIdentityPoint()
	setPoint(p, &q[0], &inv0)
	setPoint(p1, &q[1], &inv1)
	p.Add(p, p1)                    // R = Q0 + Q1
	return p.MultByCofactor(p), nil // P = clear_cofactor(R) = 4·R
}

// EncodeToCurve returns encode_to_curve(msg) of the suite
// edwards448_XOF:SHAKE256_ELL2_NU_ (RFC 9380 §8.6) with the domain
// separation tag dst: clear_cofactor(map_to_curve(hash_to_field(msg, 1))),
// one map instead of HashToCurve's two. It is cheaper, but its output is not
// uniform: it reaches only part of the subgroup of order q, so it suits only
// protocols whose proofs allow a nonuniform encoding. dst is handled as in
// HashToCurve, and it runs in time independent of the contents of msg and
// dst.
func EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]fp448.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	p := MapToCurve(&u[0])
	return p.MultByCofactor(p), nil
}
