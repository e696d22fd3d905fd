package x25519

import (
	"crypto/sha512"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fp25519"
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

// p25519 = 2^255 − 19.
var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

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

// TestHashToCurveVectors runs every vector of RFC 9380 Appendix J.7.1
// (curve25519_XMD:SHA-512_ELL2_RO_ and _NU_, ../shared/vectors/h2c) through
// HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		h           func(msg, dst []byte) ([]byte, []byte, error)
	}{
		{"h2c/curve25519_XMD_SHA-512_ELL2_RO_.json", SuiteRO, HashToCurve},
		{"h2c/curve25519_XMD_SHA-512_ELL2_NU_.json", SuiteNU, EncodeToCurve},
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
// is, and a longer one gives the same point as its reduction
// SHA-512("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	msg := []byte("msg")
	max := []byte(strings.Repeat("D", 255))
	long := []byte(strings.Repeat("D", 256))
	reduced := sha512.Sum512(append([]byte("H2C-OVERSIZE-DST-"), long...))
	for _, h := range []func(msg, dst []byte) ([]byte, []byte, error){HashToCurve, EncodeToCurve} {
		for _, dst := range [][]byte{nil, {}} {
			u, v, err := h(msg, dst)
			assert.ErrorIs(t, err, errEmptyDST)
			assert.ErrorContains(t, err, "x25519: ")
			assert.Nil(t, u)
			assert.Nil(t, v)
		}
		u1, v1, err := h(msg, long)
		require.NoError(t, err)
		u2, v2, err := h(msg, reduced[:])
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
// sends 0 to (0, 0), of order 2, as −486662 is not a square mod p.
func TestEncodeToCurveInfinity(t *testing.T) {
	var zero, u, v fp25519.Element
	id, err := Curve().EncodeToCurve(&u, &v, &zero)
	require.NoError(t, err)
	assert.Equal(t, 1, id)
	ub, vb := encodePoint(&u, &v)
	assert.Equal(t, make([]byte, PointSize), ub)
	assert.Equal(t, make([]byte, PointSize), vb)
}

// edwardsEncoding returns the RFC 8032 encoding of the image of the
// curve25519 point (u, v) on edwards25519 under the birational map of
// RFC 7748 §4.1 as RFC 9380 §6.8.2 fixes it, (x, y) = (c1·u/v,
// (u − 1)/(u + 1)) with c1 = sqrt(−486664) of sgn0 0, in math/big; u = v = 0
// (the point at infinity) gives the identity.
func edwardsEncoding(u, v *big.Int) []byte {
	p := p25519
	x, y := new(big.Int), big.NewInt(1)
	if u.Sign() != 0 || v.Sign() != 0 {
		c1 := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(486664)), p)
		if c1.Bit(0) == 1 {
			c1.Sub(p, c1)
		}
		x.Mul(c1, u).Mul(x, new(big.Int).ModInverse(v, p)).Mod(x, p)
		y.Sub(u, big.NewInt(1)).Mul(y, new(big.Int).ModInverse(new(big.Int).Add(u, big.NewInt(1)), p)).Mod(y, p)
	}
	b := y.FillBytes(make([]byte, 32))
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	b[31] |= byte(x.Bit(0)) << 7
	return b
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, return canonical coordinates of a point of
// curve25519, and agree with edwards25519's suites under the same DST: the
// birational map is a group isomorphism that commutes with Elligator 2, the
// addition and the cofactor clearing, so the edwards25519 suites' output is
// the image of curve25519's (RFC 9380 §6.8.2, Appendix G.2.2).
func FuzzHashToCurve(f *testing.F) {
	f.Add([]byte(""), []byte("QUUX-V01-CS02-with-"+SuiteRO))
	f.Add([]byte("abc"), []byte{})
	f.Add([]byte(strings.Repeat("a", 300)), []byte(strings.Repeat("D", 300)))
	f.Add(make([]byte, 64), []byte{0})
	f.Fuzz(func(t *testing.T, msg, dst []byte) {
		for _, h := range []struct {
			x  func(msg, dst []byte) ([]byte, []byte, error)
			ed func(msg, dst []byte) (*ed25519.Point, error)
		}{{HashToCurve, ed25519.HashToCurve}, {EncodeToCurve, ed25519.EncodeToCurve}} {
			ub, vb, err := h.x(msg, dst)
			if len(dst) == 0 {
				require.Error(t, err)
				continue
			}
			require.NoError(t, err)
			u, v := leInt(ub), leInt(vb)
			require.Negative(t, u.Cmp(p25519))
			require.Negative(t, v.Cmp(p25519))
			// v² = u³ + 486662·u² + u
			lhs := new(big.Int).Mul(v, v)
			rhs := new(big.Int).Add(u, big.NewInt(486662))
			rhs.Mul(rhs, u).Add(rhs, big.NewInt(1)).Mul(rhs, u)
			require.Zero(t, lhs.Sub(lhs, rhs).Mod(lhs, p25519).Sign(), "(%x, %x) is not on curve25519", ub, vb)
			q, err := h.ed(msg, dst)
			require.NoError(t, err)
			require.Equal(t, q.Bytes(), edwardsEncoding(u, v))
		}
	})
}
