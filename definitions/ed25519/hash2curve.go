package ed25519

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-curve suites of RFC 9380 §8.5 for edwards25519: hash_to_field with
// expand_message_xmd over SHA-512 and k = 128 (L = 48 bytes per element),
// Elligator 2 on curve25519 with Z = 2 followed by the birational map to
// edwards25519 of RFC 7748 §4.1, and cofactor clearing by h_eff = 8.
const (
	// SuiteRO is the identifier of the random-oracle suite of HashToCurve.
	SuiteRO = "edwards25519_XMD:SHA-512_ELL2_RO_"
	// SuiteNU is the identifier of the nonuniform suite of EncodeToCurve.
	SuiteNU = "edwards25519_XMD:SHA-512_ELL2_NU_"
)

// h2cSecurityLevel is the k of both suites, in bits.
const h2cSecurityLevel = 128

// ell2Consts are the constants of the straight-line maps of RFC 9380
// Appendix G.2.1 (curve25519) and G.2.2 (edwards25519).
type ell2Consts struct {
	// j = J = 486662, the A of curve25519 (K = B = 1).
	j fp25519.Element
	// c2 = 2^((p+3)/8): 2 is not a square, and c2 turns the candidate root
	// of g(x1) into one of g(x2) = 2·u²·g(x1).
	c2 fp25519.Element
	// c3 = sqrt(−1) = 2^((p−1)/4), which fixes a candidate r with r² = −g.
	c3 fp25519.Element
	// c1 = sqrt(−486664) with sgn0 = 0, the scaling of the birational map
	// x = c1·s/t. RFC 9380 §6.8.1 fixes the sign so that the map sends
	// curve25519's base point to edwards25519's, with the base point's v as
	// corrected by RFC 7748 erratum 4730 (the v printed in RFC 7748 §4.1
	// maps to −B).
	c1 fp25519.Element
}

var ell2 = sync.OnceValue(func() *ell2Consts {
	var c ell2Consts
	f := fp25519.Field{}
	p := f.Modulus()
	two := big.NewInt(2)
	e := new(big.Int).Add(p, big.NewInt(3))
	c2 := new(big.Int).Exp(two, e.Rsh(e, 3), p)
	e = new(big.Int).Sub(p, big.NewInt(1))
	c3 := new(big.Int).Exp(two, e.Rsh(e, 2), p)
	for _, k := range []struct {
		z *fp25519.Element
		v *big.Int
	}{{&c.j, big.NewInt(486662)}, {&c.c2, c2}, {&c.c3, c3}} {
		if err := field.SetBig[fp25519.Element](f, k.z, k.v); err != nil {
			panic("ed25519: internal error: " + err.Error())
		}
	}
	var m fp25519.Element
	f.SetUint64(&m, 486664)
	f.Neg(&m, &m)
	if f.Sqrt(&c.c1, &m) != 1 { // Sqrt returns the root with sgn0 = 0
		panic("ed25519: internal error: −486664 is not a square")
	}
	return &c
})

// fraction is a point (xn/xd, yn/yd) of the straight-line maps, kept as
// fractions so that the divisions of both coordinates (and, in HashToCurve,
// of both points) share one inversion.
type fraction struct {
	xn, xd, yn, yd fp25519.Element
}

// mapToCurve25519 sets (xn/xd, y) to map_to_curve_elligator2_curve25519(u),
// the straight-line Elligator 2 of RFC 9380 Appendix G.2.1 transcribed step
// by step (its yd is 1). It raises to the power (p−5)/8 once, where the
// generic map needs an inversion and two square roots: the candidate y11
// satisfies y11²·gxd = ±g(x1), fixed by c3 = sqrt(−1), and y11·u·c2 is the
// corresponding candidate for g(x2). Constant time.
func (c *ell2Consts) mapToCurve25519(xn, xd, y, u *fp25519.Element) {
	f := fp25519.Field{}
	var tv1, tv2, tv3, x1n, x2n, gxd, gx1, gx2, y11, y12, y1, y21, y22, y2, one, t fp25519.Element
	f.One(&one)
	f.Square(&tv1, u)             //  1. tv1 = u²
	f.Add(&tv1, &tv1, &tv1)       //  2. tv1 = 2·tv1
	f.Add(xd, &tv1, &one)         //  3. xd = tv1 + 1, nonzero: −1 is a square, tv1 is not
	f.Neg(&x1n, &c.j)             //  4. x1n = −J, x1 = x1n/xd = −J/(1 + 2·u²)
	f.Square(&tv2, xd)            //  5. tv2 = xd²
	f.Mul(&gxd, &tv2, xd)         //  6. gxd = xd³
	f.Mul(&gx1, &c.j, &tv1)       //  7. gx1 = J·tv1 = x1n + J·xd
	f.Mul(&gx1, &gx1, &x1n)       //  8. gx1 = x1n² + J·x1n·xd
	f.Add(&gx1, &gx1, &tv2)       //  9. gx1 = x1n² + J·x1n·xd + xd²
	f.Mul(&gx1, &gx1, &x1n)       // 10. gx1 = x1n³ + J·x1n²·xd + x1n·xd², g(x1) = gx1/gxd
	f.Square(&tv3, &gxd)          // 11. tv3 = gxd²
	f.Square(&tv2, &tv3)          // 12. tv2 = gxd⁴
	f.Mul(&tv3, &tv3, &gxd)       // 13. tv3 = gxd³
	f.Mul(&tv3, &tv3, &gx1)       // 14. tv3 = gx1·gxd³
	f.Mul(&tv2, &tv2, &tv3)       // 15. tv2 = gx1·gxd⁷
	f.Pow22523(&y11, &tv2)        // 16. y11 = (gx1·gxd⁷)^((p−5)/8)
	f.Mul(&y11, &y11, &tv3)       // 17. y11 = gx1·gxd³·(gx1·gxd⁷)^((p−5)/8)
	f.Mul(&y12, &y11, &c.c3)      // 18. y12 = y11·c3
	f.Square(&tv2, &y11)          // 19. tv2 = y11²
	f.Mul(&tv2, &tv2, &gxd)       // 20. tv2 = y11²·gxd
	e1 := f.Equal(&tv2, &gx1)     // 21. e1 = tv2 == gx1
	f.Select(&y1, &y11, &y12, e1) // 22. y1 = CMOV(y12, y11, e1): sqrt(g(x1)) if it is a square
	f.Mul(&x2n, &x1n, &tv1)       // 23. x2n = x1n·tv1, x2 = x2n/xd = 2·u²·x1
	f.Mul(&y21, &y11, u)          // 24. y21 = y11·u
	f.Mul(&y21, &y21, &c.c2)      // 25. y21 = y21·c2
	f.Mul(&y22, &y21, &c.c3)      // 26. y22 = y21·c3
	f.Mul(&gx2, &gx1, &tv1)       // 27. gx2 = gx1·tv1, g(x2) = 2·u²·g(x1)
	f.Square(&tv2, &y21)          // 28. tv2 = y21²
	f.Mul(&tv2, &tv2, &gxd)       // 29. tv2 = y21²·gxd
	e2 := f.Equal(&tv2, &gx2)     // 30. e2 = tv2 == gx2
	f.Select(&y2, &y21, &y22, e2) // 31. y2 = CMOV(y22, y21, e2): sqrt(g(x2)) if it is a square
	f.Square(&tv2, &y1)           // 32. tv2 = y1²
	f.Mul(&tv2, &tv2, &gxd)       // 33. tv2 = y1²·gxd
	e3 := f.Equal(&tv2, &gx1)     // 34. e3 = tv2 == gx1
	f.Select(xn, &x1n, &x2n, e3)  // 35. xn = CMOV(x2n, x1n, e3)
	f.Select(y, &y1, &y2, e3)     // 36. y = CMOV(y2, y1, e3)
	e4 := f.Sgn0(y)               // 37. e4 = sgn0(y) == 1
	f.Neg(&t, y)                  //
	f.Select(y, &t, y, e3^e4)     // 38. y = CMOV(y, −y, e3 XOR e4)
	//                                39. return (xn, xd, y, 1)
}

// mapToEdwards sets q to map_to_curve_elligator2_edwards25519(u), RFC 9380
// Appendix G.2.2: Elligator 2 on curve25519, then the birational map of
// RFC 7748 §4.1, (x, y) = (c1·s/t, (s − 1)/(s + 1)) for the curve25519
// point (s, t). Where the map is undefined, t = 0 (the point (0, 0) of order
// 2) or s = −1 (not on the curve: v² would be A − 2 = 486660, which is not
// a square), it returns the identity (0, 1), as
// RFC 9380 Appendix D.1 requires of rational maps; the true image of (0, 0)
// is (0, −1), and the two differ by a point of order 2 that clearing the
// cofactor removes. Constant time.
func (c *ell2Consts) mapToEdwards(q *fraction, u *fp25519.Element) {
	f := fp25519.Field{}
	var xMn, xMd, yMn, tv1, zero, one fp25519.Element
	c.mapToCurve25519(&xMn, &xMd, &yMn, u) //  1. (xMn, xMd, yMn, yMd) = map_to_curve_elligator2_curve25519(u), yMd = 1
	q.xn = xMn                             //  2. xn = xMn·yMd
	f.Mul(&q.xn, &q.xn, &c.c1)             //  3. xn = xn·c1
	f.Mul(&q.xd, &xMd, &yMn)               //  4. xd = xMd·yMn, xn/xd = c1·xM/yM
	f.Sub(&q.yn, &xMn, &xMd)               //  5. yn = xMn − xMd
	f.Add(&q.yd, &xMn, &xMd)               //  6. yd = xMn + xMd, yn/yd = (xM − 1)/(xM + 1)
	f.Mul(&tv1, &q.xd, &q.yd)              //  7. tv1 = xd·yd
	e := f.IsZero(&tv1)                    //  8. e = tv1 == 0
	f.One(&one)                            //
	f.Select(&q.xn, &zero, &q.xn, e)       //  9. xn = CMOV(xn, 0, e)
	f.Select(&q.xd, &one, &q.xd, e)        // 10. xd = CMOV(xd, 1, e)
	f.Select(&q.yn, &one, &q.yn, e)        // 11. yn = CMOV(yn, 1, e)
	f.Select(&q.yd, &one, &q.yd, e)        // 12. yd = CMOV(yd, 1, e)
	//                                        13. return (xn, xd, yn, yd)
}

// setPoint sets p to the affine point (q.xn·inv·q.yd, q.yn·inv·q.xd), which
// is (xn/xd, yn/yd) when inv = 1/(xd·yd).
func setPoint(p *Point, q *fraction, inv *fp25519.Element) {
	f := fp25519.Field{}
	var x, y fp25519.Element
	f.Mul(&x, &q.xn, &q.yd)
	f.Mul(&x, &x, inv)
	f.Mul(&y, &q.yn, &q.xd)
	f.Mul(&y, &y, inv)
	if _, err := p.SetAffine(&x, &y); err != nil {
		panic("ed25519: internal error: Elligator 2 output is not on edwards25519")
	}
}

// MapToCurve returns map_to_curve(u) of the edwards25519 suites of RFC 9380
// §8.5: the Elligator 2 image of the field element u on curve25519 (§6.7.1,
// with Z = 2), carried to edwards25519 by the birational map of RFC 7748
// §4.1 (§6.8.2). The point is on the curve but usually not in the subgroup
// of order ℓ; HashToCurve and EncodeToCurve clear the cofactor. u = 0 maps
// to the identity. It runs in constant time: one exponentiation and one
// inversion whatever u is. Most callers want HashToCurve; MapToCurve is for
// protocols that produce their own field elements.
func MapToCurve(u *fp25519.Element) *Point {
	var q fraction
	ell2().mapToEdwards(&q, u)
	var inv fp25519.Element
	f := fp25519.Field{}
	f.Mul(&inv, &q.xd, &q.yd)
	f.Inverse(&inv, &inv)
	p := Curve().NewIdentityPoint()
	setPoint(p, &q, &inv)
	return p
}

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("ed25519: hash-to-curve domain separation tag is empty")

// hashToField sets u to len(u) elements of hash_to_field(msg) with dst
// (RFC 9380 §5.2, expand_message_xmd with SHA-512).
func hashToField(u []fp25519.Element, msg, dst []byte) error {
	if len(dst) == 0 {
		return errEmptyDST
	}
	exp, err := hashes.NewXMDExpander(sha512.New, dst, h2cSecurityLevel)
	if err == nil {
		err = hashes.HashToField[fp25519.Element](fp25519.Field{}, exp, msg, len(u), u)
	}
	if err != nil {
		return fmt.Errorf("ed25519: hash_to_field: %w", err)
	}
	return nil
}

// HashToCurve returns hash_to_curve(msg) of the suite
// edwards25519_XMD:SHA-512_ELL2_RO_ (RFC 9380 §8.5) with the domain
// separation tag dst, a point of the subgroup of order ℓ whose discrete log
// nobody knows. The result is indistinguishable from a random oracle's
// output, which is what protocols such as OPRFs, PAKEs and VRFs assume.
//
// The construction (RFC 9380 §3):
//
//  1. hash_to_field: expand_message_xmd with SHA-512 stretches msg and dst
//     to 2·48 bytes; each 48-byte half, read big-endian, is reduced modulo
//     p to a field element u0, u1. The 128 extra bits make the bias of the
//     reduction negligible.
//  2. map_to_curve (MapToCurve): Elligator 2 sends each u to a point of
//     curve25519, v² = s³ + 486662·s² + s, and the birational map
//     x = sqrt(−486664)·s/t, y = (s − 1)/(s + 1) of RFC 7748 §4.1 carries
//     it to edwards25519. One map alone reaches only about half of the
//     curve; the sum Q0 + Q1 of two independent ones is indifferentiable
//     from a random point.
//  3. clear_cofactor: multiplying by h_eff = 8 (three doublings) sends the
//     sum into the subgroup of order ℓ, as the group is Z/8 × Z/ℓ.
//
// dst must not be empty; RFC 9380 §3.1 asks for one unique to the protocol
// and its version, such as "MYPROTO-V01-CS01-with-" followed by SuiteRO. A
// dst longer than 255 bytes is hashed down as §5.3.3 prescribes. It runs in
// time independent of the contents of msg and dst (it depends on their
// lengths).
func HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]fp25519.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	c := ell2()
	var q [2]fraction
	c.mapToEdwards(&q[0], &u[0])
	c.mapToEdwards(&q[1], &u[1])
	// One inversion for both points: with d_i = xd_i·yd_i (never 0),
	// 1/d0 = d1/(d0·d1) and 1/d1 = d0/(d0·d1).
	f := fp25519.Field{}
	var d0, d1, inv, inv0, inv1 fp25519.Element
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
	return p.MultByCofactor(p), nil // P = clear_cofactor(R) = 8·R
}

// EncodeToCurve returns encode_to_curve(msg) of the suite
// edwards25519_XMD:SHA-512_ELL2_NU_ (RFC 9380 §8.5) with the domain
// separation tag dst: clear_cofactor(map_to_curve(hash_to_field(msg, 1))),
// one map instead of HashToCurve's two. It is cheaper, but its output is not
// uniform: it reaches only about half of the points of the subgroup of order
// ℓ, so it suits only protocols whose proofs allow a nonuniform encoding.
// dst is handled as in HashToCurve, and it runs in time independent of the
// contents of msg and dst.
func EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]fp25519.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	p := MapToCurve(&u[0])
	return p.MultByCofactor(p), nil
}
