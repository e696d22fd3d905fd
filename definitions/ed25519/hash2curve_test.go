package ed25519

import (
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// suite is this package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Edwards[fp25519.Element, fn25519.Element]{
	Field: fp25519.Field{}, HashToField: hashToField, MapToCurve: MapToCurve,
	HashToCurve: HashToCurve, EncodeToCurve: EncodeToCurve,
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.5.1 and
// J.5.2 (the RO_ and NU_ suites for edwards25519): the field elements u of
// hash_to_field, the points Q0, Q1 (RO_) or Q (NU_) of MapToCurve, and the
// final point P of HashToCurve and EncodeToCurve, which must lie in the
// subgroup of order ℓ.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"edwards25519_XMD_SHA-512_ELL2_RO_.json": SuiteRO,
		"edwards25519_XMD_SHA-512_ELL2_NU_.json": SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction
// SHA-512("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	reduce := func(b []byte) []byte { h := sha512.Sum512(b); return h[:] }
	suite.DSTRules(t, reduce, errEmptyDST, "ed25519: ")
}

// TestRationalMapSign checks the sign of the constant c1 = sqrt(−486664) of
// the birational map: RFC 9380 §6.8.2 and Appendix G.2.2 require sgn0(c1) = 0
// and that the map send curve25519's base point to edwards25519's base point
// B. That base point is (9, v) with v as corrected by RFC 7748 erratum 4730;
// the v printed in RFC 7748 §4.1 is its negative and maps to −B.
func TestRationalMapSign(t *testing.T) {
	c := ell2()
	f := fp25519.Field{}
	assert.Equal(t, 0, f.Sgn0(&c.c1))
	nine := big.NewInt(9)
	v := mustDecimal("43114425171068552920764898935933967039370386198203806730763910166200978582548")
	x, y := refRationalMap(nine, v)
	assert.Zero(t, paramBx.Cmp(x))
	assert.Zero(t, paramBy.Cmp(y))
	v.Sub(paramP, v) // RFC 7748's printed v
	x, y = refRationalMap(nine, v)
	assert.Zero(t, new(big.Int).Sub(paramP, paramBx).Cmp(x))
	assert.Zero(t, paramBy.Cmp(y))
	// The package's c1 is the reference map's: the even root of −486664.
	c1 := field.Big[fp25519.Element](f, &c.c1)
	assert.Zero(t, new(big.Int).Mod(new(big.Int).Add(new(big.Int).Mul(c1, c1), big.NewInt(486664)), paramP).Sign())
}

// refRationalMap is the birational map of RFC 7748 §4.1 from curve25519 to
// edwards25519 in math/big, x = sqrt(−486664)·s/t, y = (s − 1)/(s + 1), with
// the exceptional cases t = 0 and s = −1 sent to (0, 1) as RFC 9380
// Appendix D.1 requires. The square root is the even one.
func refRationalMap(s, t *big.Int) (x, y *big.Int) {
	p := paramP
	if t.Sign() == 0 || new(big.Int).Add(s, big.NewInt(1)).Cmp(p) == 0 {
		return big.NewInt(0), big.NewInt(1)
	}
	c1 := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(486664)), p)
	if c1.Bit(0) == 1 {
		c1.Sub(p, c1)
	}
	x = new(big.Int).ModInverse(t, p)
	x.Mul(x, s).Mul(x, c1).Mod(x, p)
	y = new(big.Int).Add(s, big.NewInt(1))
	y.ModInverse(y, p)
	y.Mul(y, new(big.Int).Sub(s, big.NewInt(1))).Mod(y, p)
	return x, y
}

// curve25519 returns curve25519 on the generic Montgomery engine, whose
// Elligator 2 and hash_to_curve (checked there against RFC 9380's
// curve25519 vectors) are the oracle of TestDifferentialMontgomery.
func curve25519(t *testing.T) *montgomery.Curve[fp25519.Element] {
	t.Helper()
	m, err := montgomery.New(montgomery.Params[fp25519.Element]{
		Name: "curve25519", Field: fp25519.Field{}, A: big.NewInt(486662), U: big.NewInt(9),
		Order: paramL, Cofactor: 8, ScalarBits: 255,
	})
	require.NoError(t, err)
	return m
}

// TestDifferentialMontgomery checks MapToCurve, HashToCurve and
// EncodeToCurve against the Montgomery engine's generic Elligator 2 (an
// inversion and two square roots, rather than the straight-line map) and
// hash_to_curve (computed on its own Edwards model) followed by the
// birational map in math/big, on edge and random field elements and on
// random messages. The edge inputs are 0 (mapped to (0, 0), the exceptional
// case of the rational map), ±1, ±2 and ±A.
func TestDifferentialMontgomery(t *testing.T) {
	m := h2ctest.Oracle[fp25519.Element]{Curve: curve25519(t), Ref: refRationalMap}
	inputs := suite.Differential(t, m, []int64{0, 1, -1, 2, -2, 486662, -486662}, 64, testRand(t))
	require.Equal(t, fp25519.Element{}, inputs[0])
	assert.Equal(t, 1, MapToCurve(&inputs[0]).IsIdentity(), "u = 0 maps to (0, 0), the exceptional case")
}

// TestHashToCurveAllocations reports the allocations of HashToCurve and
// EncodeToCurve: the returned point (two for HashToCurve), and those of
// hash_to_field in package hashes (the expander's DST, the hash state and
// the uniform-bytes buffer).
func TestHashToCurveAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	suite.Allocations(t, []byte("QUUX-V01-CS02-with-"+SuiteRO), 8)
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, and always return a point of the subgroup
// of order ℓ; and that MapToCurve of any field element is a point whose
// cofactor multiple is in that subgroup.
func FuzzHashToCurve(f *testing.F) {
	h2ctest.FuzzSeeds(f, "QUUX-V01-CS02-with-"+SuiteRO, 32)
	f.Fuzz(func(t *testing.T, msg, dst []byte) { suite.Fuzz(t, msg, dst, 32) })
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
		var u fp25519.Element
		fp25519.Field{}.SetUint64(&u, 12345)
		b.ReportAllocs()
		for b.Loop() {
			MapToCurve(&u)
		}
	})
}
