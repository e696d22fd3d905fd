package secp256k1_test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fpk256"
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

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.8.1 (the
// RO_ and NU_ suites): the field elements u through MapToCurve, Q0 and Q1, and
// the final point P through HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		ro          bool
	}{
		{"h2c/secp256k1_XMD_SHA-256_SSWU_RO_.json", secp256k1.SuiteRO, true},
		{"h2c/secp256k1_XMD_SHA-256_SSWU_NU_.json", secp256k1.SuiteNU, false},
	} {
		t.Run(tc.suite, func(t *testing.T) {
			var f h2cFile
			require.NoError(t, json.Unmarshal(vectors.SharedFile(t, tc.file), &f))
			require.Equal(t, tc.suite, f.Ciphersuite)
			require.Len(t, f.Vectors, 5)
			for _, v := range f.Vectors {
				want := sec1(t, v.P.X, v.P.Y)
				var got *secp256k1.Point
				var err error
				if tc.ro {
					got, err = secp256k1.HashToCurve([]byte(v.Msg), []byte(f.DST))
				} else {
					got, err = secp256k1.EncodeToCurve([]byte(v.Msg), []byte(f.DST))
				}
				require.NoError(t, err)
				assert.Equal(t, want, got.Bytes(), "msg %q", v.Msg)
				// The individual maps.
				qs := []struct{ X, Y string }{v.Q0, v.Q1}
				require.Len(t, v.U, map[bool]int{true: 2, false: 1}[tc.ro])
				for i, us := range v.U {
					var u fpk256.Element
					require.NoError(t, fpk256.Field{}.SetBytes(&u, hex32(t, us)))
					q := secp256k1.MapToCurve(&u)
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
	_, err := secp256k1.HashToCurve([]byte("msg"), nil)
	assert.ErrorContains(t, err, "secp256k1:")
	_, err = secp256k1.EncodeToCurve([]byte("msg"), []byte{})
	assert.Error(t, err)
	long := []byte(strings.Repeat("D", 300))
	p, err := secp256k1.HashToCurve([]byte("msg"), long)
	require.NoError(t, err)
	assert.Equal(t, 0, p.IsIdentity())
	var u fpk256.Element
	assert.Equal(t, 0, secp256k1.MapToCurve(&u).IsIdentity()) // tv2 = 0: the exceptional case
	fpk256.Field{}.One(&u)
	fpk256.Field{}.Neg(&u, &u)
	assert.Equal(t, 0, secp256k1.MapToCurve(&u).IsIdentity())
}
