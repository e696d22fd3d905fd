package secp256k1

import (
	"crypto/sha256"
	"errors"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/hashes"
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

// Constants of RFC 9380 §8.7 and Appendix E.1, transcribed from the RFC.
var (
	// isoA and isoB are A′ and B′ of E′.
	isoA = hexInt("3f8731abdd661adca08a5558f0f5d272e953d363cb6f0e5d405447c01a444533")
	isoB = big.NewInt(1771)
	// isoK holds the coefficients k_(i,j) of the isogeny map, lowest degree
	// first: x_num (k_(1,0..3)), x_den (k_(2,0..1), monic of degree 2),
	// y_num (k_(3,0..3)), y_den (k_(4,0..2), monic of degree 3).
	isoK = [4][]*big.Int{
		{
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa8c7"),
			hexInt("07d3d4c80bc321d5b9f315cea7fd44c5d595d2fc0bf63b92dfff1044f17c6581"),
			hexInt("534c328d23f234e6e2a413deca25caece4506144037c40314ecbd0b53d9dd262"),
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa88c"),
		},
		{
			hexInt("d35771193d94918a9ca34ccbb7b640dd86cd409542f8487d9fe6b745781eb49b"),
			hexInt("edadc6f64383dc1df7c4b2d51b54225406d36b641f5e41bbc52a56612a8c6d14"),
		},
		{
			hexInt("4bda12f684bda12f684bda12f684bda12f684bda12f684bda12f684b8e38e23c"),
			hexInt("c75e0c32d5cb7c0fa9d0a54b12a0a6d5647ab046d686da6fdffc90fc201d71a3"),
			hexInt("29a6194691f91a73715209ef6512e576722830a201be2018a765e85a9ecee931"),
			hexInt("2f684bda12f684bda12f684bda12f684bda12f684bda12f684bda12f38e38d84"),
		},
		{
			hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffff93b"),
			hexInt("7a06534bb8bdb49fd5e9e6632722c2989467c1bfc8e8d978dfb425d2685c2573"),
			hexInt("6484aa716545ca2cf3a70c3fa8fe337e0a3d21162f0d6299a7bf8192bfd2a76f"),
		},
	}
)

// sswuParams are the map's constants as field elements.
type sswuParams struct {
	a, b, z fpk256.Element
	k       [4][4]fpk256.Element
}

var sswu = sync.OnceValue(func() *sswuParams {
	var s sswuParams
	fe := fpk256.Field{}
	set := func(z *fpk256.Element, v *big.Int) {
		if err := field.SetBig[fpk256.Element](fe, z, v); err != nil {
			panic("secp256k1: internal error: " + err.Error())
		}
	}
	set(&s.a, isoA)
	set(&s.b, isoB)
	set(&s.z, new(big.Int).Sub(fe.Modulus(), big.NewInt(11))) // Z = −11
	for i, ks := range isoK {
		for j, k := range ks {
			set(&s.k[i][j], k)
		}
	}
	return &s
})

// MapToCurve returns the point of secp256k1 that the field element u maps to:
// map_to_curve_simple_swu(u) on E′ followed by the 3-isogeny iso_map (RFC 9380
// §6.6.3). It runs in constant time. u is usually the output of
// hash_to_field; see HashToCurve and EncodeToCurve.
func MapToCurve(u *fpk256.Element) *Point {
	f := fpk256.Field{}
	var x, y fpk256.Element
	mapToIsogenous(&x, &y, u)
	exceptional := isoMap(&x, &y)
	// iso_map sends the kernel points of the isogeny to the identity;
	// SetAffine gets G's coordinates then, replaced below.
	gx, gy, _ := curve().NewGeneratorPoint().Affine()
	f.Select(&x, &gx, &x, exceptional)
	f.Select(&y, &gy, &y, exceptional)
	p := curve().NewGeneratorPoint()
	if _, err := p.SetAffine(&x, &y); err != nil {
		panic("secp256k1: internal error: iso_map output is not on the curve")
	}
	return p.Select(curve().NewIdentityPoint(), p, exceptional)
}

// mapToIsogenous sets (x, y) to the simplified SWU map of u on E′, following
// the straight-line procedure of RFC 9380 Appendix F.2 step by step. Its
// sqrt_ratio(u, v) returns sqrt(Z·u/v) when u/v is not a square; the field's
// SqrtRatio returns 0 then, so that root is taken separately and selected.
func mapToIsogenous(x, y, u *fpk256.Element) {
	f := fpk256.Field{}
	c := sswu()
	var tv1, tv2, tv3, tv4, tv5, tv6, t, one, y1, y2 fpk256.Element
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

// isoMap replaces (x′, y′) on E′ by its image under the 3-isogeny of RFC 9380
// Appendix E.1,
//
//	x = x_num(x′) / x_den(x′),   y = y′ · y_num(x′) / y_den(x′),
//
// with one inversion of x_den·y_den. It returns 1, leaving (x, y) = (0, 0),
// when a denominator vanishes: the image is then the identity (§6.6.3).
func isoMap(x, y *fpk256.Element) int {
	f := fpk256.Field{}
	k := &sswu().k
	var xn, xd, yn, yd, t, inv fpk256.Element
	// Horner's rule; the denominators are monic.
	horner := func(z *fpk256.Element, c []fpk256.Element, monic bool) {
		n := len(c) - 1
		f.Set(z, &c[n])
		if monic {
			f.Add(z, x, &c[n]) // x + c_(n)
		}
		for i := n - 1; i >= 0; i-- {
			f.Mul(z, z, x)
			f.Add(z, z, &c[i])
		}
	}
	horner(&xn, k[0][:4], false) // k13·x³ + k12·x² + k11·x + k10
	horner(&xd, k[1][:2], true)  // x² + k21·x + k20
	horner(&yn, k[2][:4], false) // k33·x³ + k32·x² + k31·x + k30
	horner(&yd, k[3][:3], true)  // x³ + k42·x² + k41·x + k40
	f.Mul(&t, &xd, &yd)
	exceptional := f.IsZero(&t)
	f.Inverse(&inv, &t) // 1 / (x_den · y_den), 0 when exceptional
	f.Mul(&t, &xn, &yd) //
	f.Mul(x, &t, &inv)  // x = x_num / x_den
	f.Mul(&t, &yn, &xd) //
	f.Mul(&t, &t, &inv) //
	f.Mul(y, y, &t)     // y = y′ · y_num / y_den
	return exceptional
}

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("secp256k1: hash-to-curve domain separation tag is empty")

// hashToField sets u to len(u) elements of hash_to_field(msg) with dst.
func hashToField(u []fpk256.Element, msg, dst []byte) error {
	if len(dst) == 0 {
		return errEmptyDST
	}
	exp, err := hashes.NewXMDExpander(sha256.New, dst, h2cSecurityLevel)
	if err != nil {
		return err
	}
	return hashes.HashToField[fpk256.Element](fpk256.Field{}, exp, msg, len(u), u)
}

// HashToCurve returns hash_to_curve(msg) of the suite
// secp256k1_XMD:SHA-256_SSWU_RO_ (RFC 9380 §8.7) with the domain separation
// tag dst, which must not be empty (RFC 9380 §3.1 says how to choose one).
// The result is indistinguishable from a random oracle's output. It runs in
// time independent of msg's contents.
func HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]fpk256.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	q0, q1 := MapToCurve(&u[0]), MapToCurve(&u[1])
	return q0.Add(q0, q1), nil // clear_cofactor is the identity: h_eff = 1
}

// EncodeToCurve returns encode_to_curve(msg) of the suite
// secp256k1_XMD:SHA-256_SSWU_NU_ (RFC 9380 §8.7) with the domain separation
// tag dst: a single map, cheaper than HashToCurve, whose output distribution
// is not uniform (it covers only part of the curve).
func EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]fpk256.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	return MapToCurve(&u[0]), nil
}
