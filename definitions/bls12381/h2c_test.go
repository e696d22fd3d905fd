package bls12381_test

import (
	"crypto/sha256"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/h2ctest"
)

// coords parses a vector coordinate: "0x…" for Fp, "0x…,0x…" (c0, c1) for
// Fp2, into the 48- or 96-byte big-endian (c1 first) encoding the ZCash
// uncompressed form uses.
func coords(t *testing.T, s string) []byte {
	t.Helper()
	parts := strings.Split(s, ",")
	out := make([]byte, 48*len(parts))
	for i, c := range parts { // c0 goes last
		h2ctest.Int(t, c).FillBytes(out[48*(len(parts)-1-i) : 48*(len(parts)-i)])
	}
	return out
}

// uncompressed returns the ZCash uncompressed encoding of a vector point.
func uncompressed(t *testing.T, p h2ctest.Point) []byte {
	return append(coords(t, p.X), coords(t, p.Y)...)
}

// TestHashToCurveVectors checks the four suites against every vector of RFC
// 9380 Appendix J.9.1, J.9.2, J.10.1 and J.10.2 (testdata/h2c): the final
// point P, and hash_to_field's u.
func TestHashToCurveVectors(t *testing.T) {
	suites := []struct {
		file, suite string
		hash        func(msg, dst []byte) ([]byte, error)
		g2          bool
	}{
		{"BLS12381G1_XMD_SHA-256_SSWU_RO_.json", bls12381.SuiteG1RO, g1Bytes(bls12381.HashToG1), false},
		{"BLS12381G1_XMD_SHA-256_SSWU_NU_.json", bls12381.SuiteG1NU, g1Bytes(bls12381.EncodeToG1), false},
		{"BLS12381G2_XMD_SHA-256_SSWU_RO_.json", bls12381.SuiteG2RO, g2Bytes(bls12381.HashToG2), true},
		{"BLS12381G2_XMD_SHA-256_SSWU_NU_.json", bls12381.SuiteG2NU, g2Bytes(bls12381.EncodeToG2), true},
	}
	fp, err := field.NewPrime(bls12381.Modulus(), field.BigEndian)
	require.NoError(t, err)
	fp2, err := tower.NewFp2[field.PrimeElement](fp, big.NewInt(-1), tower.C1First)
	require.NoError(t, err)
	for _, s := range suites {
		t.Run(s.suite, func(t *testing.T) {
			f := h2ctest.Load(t, s.file, s.suite)
			exp, err := hashes.NewXMDExpander(sha256.New, []byte(f.DST), 128)
			require.NoError(t, err)
			for _, v := range f.Vectors {
				got, err := s.hash([]byte(v.Msg), []byte(f.DST))
				require.NoError(t, err)
				assert.Equal(t, uncompressed(t, v.P), got, "P of %q", v.Msg)
				var want []byte
				for _, u := range v.U {
					want = append(want, coords(t, u)...)
				}
				var enc []byte
				if s.g2 {
					us := make([]tower.Fp2Element[field.PrimeElement], len(v.U))
					require.NoError(t, hashes.HashToField(fp2, exp, []byte(v.Msg), len(us), us))
					for i := range us {
						b := make([]byte, 96)
						fp2.PutBytes(b, &us[i])
						enc = append(enc, b...)
					}
				} else {
					us := make([]field.PrimeElement, len(v.U))
					require.NoError(t, hashes.HashToField(fp, exp, []byte(v.Msg), len(us), us))
					for i := range us {
						b := make([]byte, 48)
						fp.PutBytes(b, &us[i])
						enc = append(enc, b...)
					}
				}
				assert.Equal(t, want, enc, "u of %q", v.Msg)
			}
		})
	}
}

func g1Bytes(h func(msg, dst []byte) (*bls12381.G1, error)) func(msg, dst []byte) ([]byte, error) {
	return func(msg, dst []byte) ([]byte, error) {
		p, err := h(msg, dst)
		if err != nil {
			return nil, err
		}
		return p.BytesUncompressed(), nil
	}
}

func g2Bytes(h func(msg, dst []byte) (*bls12381.G2, error)) func(msg, dst []byte) ([]byte, error) {
	return func(msg, dst []byte) ([]byte, error) {
		p, err := h(msg, dst)
		if err != nil {
			return nil, err
		}
		return p.BytesUncompressed(), nil
	}
}

// TestHashToCurveDST checks that an empty DST is an error, not a panic.
func TestHashToCurveDST(t *testing.T) {
	_, err := bls12381.HashToG1([]byte("abc"), nil)
	assert.Error(t, err)
	_, err = bls12381.HashToG2([]byte("abc"), nil)
	assert.Error(t, err)
	_, err = bls12381.EncodeToG1([]byte("abc"), nil)
	assert.Error(t, err)
	_, err = bls12381.EncodeToG2([]byte("abc"), nil)
	assert.Error(t, err)
}
