package ed448

import (
	"crypto/sha3"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// suite is this package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Edwards[fp448.Element, fn448.Element]{
	Field: fp448.Field{}, HashToField: hashToField, MapToCurve: MapToCurve,
	HashToCurve: HashToCurve, EncodeToCurve: EncodeToCurve,
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.7.1 and
// J.7.2 (the RO_ and NU_ suites for edwards448): the field elements u of
// hash_to_field, the points Q0, Q1 (RO_) or Q (NU_) of MapToCurve, and the
// final point P of HashToCurve and EncodeToCurve, which must lie in the
// subgroup of order q.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"edwards448_XOF_SHAKE256_ELL2_RO_.json": SuiteRO,
		"edwards448_XOF_SHAKE256_ELL2_NU_.json": SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction, the first
// ⌈2k/8⌉ = 56 bytes of SHAKE256("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	reduce := func(b []byte) []byte { return sha3.SumSHAKE256(b, 56) }
	suite.DSTRules(t, reduce, errEmptyDST, "ed448: ")
}

// TestPowPm3d4 checks the exponentiation chain against math/big on edge and
// random elements.
func TestPowPm3d4(t *testing.T) {
	f := fp448.Field{}
	e := new(big.Int).Sub(paramP, big.NewInt(3))
	e.Rsh(e, 2)
	rnd := testRand(t)
	xs := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(paramP, big.NewInt(1))}
	for range 20 {
		var b [56]byte
		rnd.Read(b[:])
		xs = append(xs, new(big.Int).Mod(new(big.Int).SetBytes(b[:]), paramP))
	}
	for _, x := range xs {
		var z, xe fp448.Element
		require.NoError(t, field.SetBig[fp448.Element](f, &xe, x))
		powPm3d4(&z, &xe)
		want := new(big.Int).Exp(x, e, paramP)
		assert.Zero(t, want.Cmp(field.Big[fp448.Element](f, &z)), "x = %v", x)
	}
}

// refIsogeny is the 4-isogeny of RFC 7748 §4.2 from curve448 to edwards448
// in math/big,
//
//	x = 4·v·(u² − 1)/(u⁴ − 2·u² + 4·v² + 1),
//	y = −(u⁵ − 2·u³ − 4·u·v² + u)/(u⁵ − 2·u²·v² − 2·u³ − 2·v² + u),
//
// with a vanishing denominator sent to (0, 1) as RFC 9380 Appendix G.2.4
// does.
func refIsogeny(u, v *big.Int) (x, y *big.Int) {
	p := paramP
	pow := func(b *big.Int, k int64) *big.Int { return new(big.Int).Exp(b, big.NewInt(k), p) }
	mul := func(k int64, xs ...*big.Int) *big.Int {
		r := big.NewInt(k)
		for _, x := range xs {
			r.Mul(r, x)
		}
		return r
	}
	sum := func(xs ...*big.Int) *big.Int {
		r := new(big.Int)
		for _, x := range xs {
			r.Add(r, x)
		}
		return r.Mod(r, p)
	}
	u2, v2 := pow(u, 2), pow(v, 2)
	xn := mul(4, v, sum(u2, big.NewInt(-1)))
	xd := sum(pow(u, 4), mul(-2, u2), mul(4, v2), big.NewInt(1))
	yn := sum(pow(u, 5), mul(-2, pow(u, 3)), mul(-4, u, v2), u)
	yn.Neg(yn)
	yd := sum(pow(u, 5), mul(-2, u2, v2), mul(-2, pow(u, 3)), mul(-2, v2), u)
	if xd.Sign() == 0 || yd.Sign() == 0 {
		return big.NewInt(0), big.NewInt(1)
	}
	x = xn.Mul(xn, xd.ModInverse(xd, p)).Mod(xn, p)
	y = yn.Mul(yn, yd.ModInverse(yd, p)).Mod(yn, p)
	return x, y
}

// curve448 returns curve448 on the generic Montgomery engine, whose
// Elligator 2 and hash_to_curve (checked there against RFC 9380's curve448
// vectors) are the oracle of TestDifferentialMontgomery.
func curve448(t *testing.T) *montgomery.Curve[fp448.Element] {
	t.Helper()
	m, err := montgomery.New(montgomery.Params[fp448.Element]{
		Name: "curve448", Field: fp448.Field{}, A: big.NewInt(156326), U: big.NewInt(5),
		Order: paramQ, Cofactor: 4, ScalarBits: 448,
	})
	require.NoError(t, err)
	return m
}

// TestIsogenyBasePoint checks the reference 4-isogeny on curve448's base
// point (5, v) of RFC 7748 §4.2: the base point is the image of B under the
// dual isogeny u = y²/x², and the composition of the two is multiplication
// by 4, so (5, v) must map to 4·B.
func TestIsogenyBasePoint(t *testing.T) {
	v := mustDecimal("355293926785568175264127502063783334808976399387714271831880898435169088786967410002932673765864550910142774147268105838985595290606362")
	x, y := refIsogeny(big.NewInt(5), v)
	var xe, ye fp448.Element
	f := fp448.Field{}
	require.NoError(t, field.SetBig[fp448.Element](f, &xe, x))
	require.NoError(t, field.SetBig[fp448.Element](f, &ye, y))
	p, err := Curve().NewIdentityPoint().SetAffine(&xe, &ye)
	require.NoError(t, err)
	b := Curve().NewGeneratorPoint()
	assert.Equal(t, 1, p.Equal(b.MultByCofactor(b)))
}

// TestDifferentialMontgomery checks MapToCurve, HashToCurve and
// EncodeToCurve against the Montgomery engine's generic Elligator 2 (an
// inversion and two square roots, rather than the straight-line map) and
// hash_to_curve (computed on its own Edwards model) followed by the
// 4-isogeny in math/big, on edge and random field elements and on random
// messages. As the isogeny is a homomorphism, mapping the Montgomery hash
// equals adding and clearing the cofactor on edwards448. The edge inputs
// are 0 and ±1 (Z·u² = −1, the exceptional case of Elligator 2), ±2 and
// ±A.
func TestDifferentialMontgomery(t *testing.T) {
	m := h2ctest.Oracle[fp448.Element]{Curve: curve448(t), Ref: refIsogeny}
	inputs := suite.Differential(t, m, []int64{0, 1, -1, 2, -2, 156326, -156326}, 112, testRand(t))
	for i := range 3 {
		assert.Equal(t, 1, MapToCurve(&inputs[i]).IsIdentity(), "input %d (0, 1, −1) maps to (0, 0), in the isogeny's kernel", i)
	}
}

// TestHashToCurveAllocations reports the allocations of HashToCurve and
// EncodeToCurve: the returned point, and those of hash_to_field in package
// hashes (the expander's DST, the XOF state and the uniform-bytes buffer).
func TestHashToCurveAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	suite.Allocations(t, []byte("QUUX-V01-CS02-with-"+SuiteRO), 8)
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, and always return a point of the subgroup
// of order q; and that MapToCurve of any field element is a point whose
// cofactor multiple is in that subgroup.
func FuzzHashToCurve(f *testing.F) {
	h2ctest.FuzzSeeds(f, "QUUX-V01-CS02-with-"+SuiteRO, 112)
	f.Fuzz(func(t *testing.T, msg, dst []byte) { suite.Fuzz(t, msg, dst, 56) })
}

func BenchmarkHashToCurve(b *testing.B) {
	msg, dst := []byte("benchmark message"), []byte("QUUX-V01-CS02-with-"+SuiteRO)
	b.Run("RO", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = HashToCurve(msg, dst)
		}
	})
	b.Run("NU", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = EncodeToCurve(msg, dst)
		}
	})
	b.Run("MapToCurve", func(b *testing.B) {
		var u fp448.Element
		fp448.Field{}.SetUint64(&u, 12345)
		b.ReportAllocs()
		for b.Loop() {
			MapToCurve(&u)
		}
	})
}
