package p256_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// h2cFile is the layout of the RFC 9380 vector files (poc/vectors).
type h2cFile struct {
	Ciphersuite string `json:"ciphersuite"`
	DST         string `json:"dst"`
	Vectors     []struct {
		P, Q0, Q1 struct{ X, Y string }
		Msg       string   `json:"msg"`
		U         []string `json:"u"`
	} `json:"vectors"`
}

// sec1 returns the uncompressed SEC 1 encoding of the affine point (x, y)
// given as "0x…" hexadecimal strings.
func sec1(t *testing.T, x, y string) []byte {
	t.Helper()
	return append(append([]byte{4}, hex32(t, x)...), hex32(t, y)...)
}

func hex32(t *testing.T, s string) []byte {
	t.Helper()
	v, ok := new(big.Int).SetString(strings.TrimPrefix(s, "0x"), 16)
	require.True(t, ok, s)
	return v.FillBytes(make([]byte, 32))
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.1.1 (the
// RO_ and NU_ suites): the field elements u through MapToCurve, Q0 and Q1, and
// the final point P through HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		ro          bool
	}{
		{"h2c/P256_XMD_SHA-256_SSWU_RO_.json", p256.SuiteRO, true},
		{"h2c/P256_XMD_SHA-256_SSWU_NU_.json", p256.SuiteNU, false},
	} {
		t.Run(tc.suite, func(t *testing.T) {
			var f h2cFile
			require.NoError(t, json.Unmarshal(vectors.SharedFile(t, tc.file), &f))
			require.Equal(t, tc.suite, f.Ciphersuite)
			require.Len(t, f.Vectors, 5)
			for _, v := range f.Vectors {
				want := sec1(t, v.P.X, v.P.Y)
				var got *p256.Point
				var err error
				if tc.ro {
					got, err = p256.HashToCurve([]byte(v.Msg), []byte(f.DST))
				} else {
					got, err = p256.EncodeToCurve([]byte(v.Msg), []byte(f.DST))
				}
				require.NoError(t, err)
				assert.Equal(t, want, got.Bytes(), "msg %q", v.Msg)
				// The individual maps.
				qs := []struct{ X, Y string }{v.Q0, v.Q1}
				require.Len(t, v.U, map[bool]int{true: 2, false: 1}[tc.ro])
				for i, us := range v.U {
					var u fpr256.Element
					require.NoError(t, fpr256.Field{}.SetBytes(&u, hex32(t, us)))
					q := p256.MapToCurve(&u)
					if tc.ro {
						assert.Equal(t, sec1(t, qs[i].X, qs[i].Y), q.Bytes(), "Q%d of msg %q", i, v.Msg)
					} else {
						assert.Equal(t, want, q.Bytes())
					}
				}
			}
		})
	}
}

// TestHashToCurveErrors checks that an empty DST is refused, a long one is
// accepted (reduced per RFC 9380 §5.3.3), and that u = 0 and u = −1 map
// to valid points.
func TestHashToCurveErrors(t *testing.T) {
	_, err := p256.HashToCurve([]byte("msg"), nil)
	assert.ErrorContains(t, err, "p256:")
	_, err = p256.EncodeToCurve([]byte("msg"), []byte{})
	assert.Error(t, err)
	long := []byte(strings.Repeat("D", 300))
	p, err := p256.HashToCurve([]byte("msg"), long)
	require.NoError(t, err)
	assert.Equal(t, 0, p.IsIdentity())
	var u fpr256.Element
	assert.Equal(t, 0, p256.MapToCurve(&u).IsIdentity()) // tv2 = 0: the exceptional case
	fpr256.Field{}.One(&u)
	fpr256.Field{}.Neg(&u, &u)
	assert.Equal(t, 0, p256.MapToCurve(&u).IsIdentity())
}
