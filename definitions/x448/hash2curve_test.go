package x448

import (
	"crypto/sha3"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// suite is the package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Montgomery{
	P: p448, A: 156326, Size: PointSize, HashToCurve: HashToCurve, EncodeToCurve: EncodeToCurve,
}

// TestHashToCurveVectors runs every vector of RFC 9380 Appendix J.7.2
// (curve448_XOF:SHAKE256_ELL2_RO_ and _NU_, testdata/h2c) through
// HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"curve448_XOF_SHAKE256_ELL2_RO_.json": SuiteRO,
		"curve448_XOF_SHAKE256_ELL2_NU_.json": SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction, the first
// ⌈2·224/8⌉ = 56 bytes of SHAKE256("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	reduce := func(b []byte) []byte { return sha3.SumSHAKE256(b, 56) }
	suite.DSTRules(t, reduce, errEmptyDST, "x448: ")
}

// TestEncodeToCurveInfinity checks the claim of EncodeToCurve's doc that
// t = 0 maps to the point at infinity, reported as u = v = 0: Elligator 2
// sends 0 to (0, 0), of order 2, as −156326 is not a square mod p.
func TestEncodeToCurveInfinity(t *testing.T) {
	var zero, u, v fp448.Element
	id, err := Curve().EncodeToCurve(&u, &v, &zero)
	require.NoError(t, err)
	assert.Equal(t, 1, id)
	ub, vb := encodePoint(&u, &v)
	assert.Equal(t, make([]byte, PointSize), ub)
	assert.Equal(t, make([]byte, PointSize), vb)
}

// uTimes4 returns u(4·P) for the point P of curve448 with u-coordinate u
// (not of order dividing 4), by two x-only doublings of RFC 7748's ladder
// in math/big: X' = (X + Z)²·(X − Z)², Z' = 4XZ·((X − Z)² + 39082·4XZ),
// 39082 = (A + 2)/4.
func uTimes4(u *big.Int) *big.Int {
	p := p448
	x, z := new(big.Int).Set(u), big.NewInt(1)
	for range 2 {
		s := new(big.Int).Add(x, z)
		s.Mul(s, s)
		d := new(big.Int).Sub(x, z)
		d.Mul(d, d)
		e := new(big.Int).Sub(s, d) // 4XZ
		x = s.Mul(s, d).Mod(s, p)
		z = new(big.Int).Mul(e, big.NewInt(39082))
		z.Add(z, d).Mul(z, e).Mod(z, p)
	}
	return x.Mul(x, z.ModInverse(z, p)).Mod(x, p)
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, return canonical coordinates of a point of
// curve448, and agree with edwards448's suites under the same DST. Those
// apply the 4-isogeny φ from curve448 to edwards448 (RFC 9380 Appendix
// G.2.4) to each Elligator 2 output; φ is a group homomorphism, so their
// result is φ(P) for curve448's P, and RFC 7748 §4.2's map back,
// u = y²/x², composed with φ is multiplication by ±4: u(4·P) = y²/x² of
// edwards448's point.
func FuzzHashToCurve(f *testing.F) {
	h2ctest.FuzzSeeds(f, "QUUX-V01-CS02-with-"+SuiteRO, 64)
	f.Fuzz(func(t *testing.T, msg, dst []byte) {
		p := p448
		for _, h := range []struct {
			x  func(msg, dst []byte) ([]byte, []byte, error)
			ed func(msg, dst []byte) (*ed448.Point, error)
		}{{HashToCurve, ed448.HashToCurve}, {EncodeToCurve, ed448.EncodeToCurve}} {
			ub, vb, err := h.x(msg, dst)
			if len(dst) == 0 {
				require.Error(t, err)
				continue
			}
			require.NoError(t, err)
			u, v := suite.OnCurve(t, ub, vb)
			q, err := h.ed(msg, dst)
			require.NoError(t, err)
			if q.IsIdentity() == 1 {
				require.Zero(t, u.Sign()|v.Sign(), "edwards448 gives the identity, curve448 (%x, %x)", ub, vb)
				continue
			}
			xe, ye := q.Affine()
			x, y := field.Big(fp448.Field{}, &xe), field.Big(fp448.Field{}, &ye)
			want := new(big.Int).Mul(x, x)
			want.ModInverse(want, p).Mul(want, y).Mul(want, y).Mod(want, p)
			require.Equal(t, want, uTimes4(u), "u(4·P) for %x, %x", msg, dst)
		}
	})
}
