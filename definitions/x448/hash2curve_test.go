package x448

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// h2cFile is the layout of the RFC 9380 vector files (poc/vectors); the
// points' x and y are the Montgomery u and v, "0x…" hex.
type h2cFile struct {
	Ciphersuite  string `json:"ciphersuite"`
	DST          string `json:"dst"`
	RandomOracle bool   `json:"randomOracle"`
	Vectors      []struct {
		P   struct{ X, Y string }
		Msg string `json:"msg"`
	} `json:"vectors"`
}

// leInt reads a little-endian integer.
func leInt(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(be)
}

// hexInt parses a "0x…" constant of a vector file.
func hexInt(t testing.TB, s string) *big.Int {
	t.Helper()
	x, ok := new(big.Int).SetString(strings.TrimPrefix(s, "0x"), 16)
	require.True(t, ok, s)
	return x
}

// TestHashToCurveVectors runs every vector of RFC 9380 Appendix J.7.2
// (curve448_XOF:SHAKE256_ELL2_RO_ and _NU_, ../shared/vectors/h2c) through
// HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		h           func(msg, dst []byte) ([]byte, []byte, error)
	}{
		{"h2c/curve448_XOF_SHAKE256_ELL2_RO_.json", SuiteRO, HashToCurve},
		{"h2c/curve448_XOF_SHAKE256_ELL2_NU_.json", SuiteNU, EncodeToCurve},
	} {
		t.Run(tc.suite, func(t *testing.T) {
			var file h2cFile
			require.NoError(t, json.Unmarshal(vectors.SharedFile(t, tc.file), &file))
			require.Equal(t, tc.suite, file.Ciphersuite)
			require.Equal(t, tc.suite == SuiteRO, file.RandomOracle)
			require.True(t, strings.HasSuffix(file.DST, tc.suite), file.DST)
			require.NotEmpty(t, file.Vectors)
			for _, v := range file.Vectors {
				u, w, err := tc.h([]byte(v.Msg), []byte(file.DST))
				require.NoError(t, err)
				require.Len(t, u, PointSize)
				require.Len(t, w, PointSize)
				assert.Equal(t, hexInt(t, v.P.X), leInt(u), "u of %q", v.Msg)
				assert.Equal(t, hexInt(t, v.P.Y), leInt(w), "v of %q", v.Msg)
			}
		})
	}
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction, the first
// ⌈2·224/8⌉ = 56 bytes of SHAKE256("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	msg := []byte("msg")
	max := []byte(strings.Repeat("D", 255))
	long := []byte(strings.Repeat("D", 256))
	h := hashes.SHAKE256()
	h.Write([]byte("H2C-OVERSIZE-DST-"))
	h.Write(long)
	reduced := make([]byte, 56)
	_, err := h.Read(reduced)
	require.NoError(t, err)
	for _, h := range []func(msg, dst []byte) ([]byte, []byte, error){HashToCurve, EncodeToCurve} {
		for _, dst := range [][]byte{nil, {}} {
			u, v, err := h(msg, dst)
			assert.ErrorIs(t, err, errEmptyDST)
			assert.ErrorContains(t, err, "x448: ")
			assert.Nil(t, u)
			assert.Nil(t, v)
		}
		u1, v1, err := h(msg, long)
		require.NoError(t, err)
		u2, v2, err := h(msg, reduced)
		require.NoError(t, err)
		assert.Equal(t, u1, u2)
		assert.Equal(t, v1, v2)
		u3, _, err := h(msg, max)
		require.NoError(t, err)
		assert.NotEqual(t, u1, u3)
	}
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
	f.Add([]byte(""), []byte("QUUX-V01-CS02-with-"+SuiteRO))
	f.Add([]byte("abc"), []byte{})
	f.Add([]byte(strings.Repeat("a", 300)), []byte(strings.Repeat("D", 300)))
	f.Add(make([]byte, 64), []byte{0})
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
			u, v := leInt(ub), leInt(vb)
			require.Negative(t, u.Cmp(p))
			require.Negative(t, v.Cmp(p))
			// v² = u³ + 156326·u² + u
			lhs := new(big.Int).Mul(v, v)
			rhs := new(big.Int).Add(u, big.NewInt(156326))
			rhs.Mul(rhs, u).Add(rhs, big.NewInt(1)).Mul(rhs, u)
			require.Zero(t, lhs.Sub(lhs, rhs).Mod(lhs, p).Sign(), "(%x, %x) is not on curve448", ub, vb)
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
