package weierstrass_test

import (
	"crypto/sha256"
	"crypto/sha512"
	"encoding/json"
	"hash"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/vectors"
)

// h2cFile is the part of the RFC 9380 vector files the tests read.
type h2cFile struct {
	DST          string `json:"dst"`
	K            string `json:"k"`
	RandomOracle bool   `json:"randomOracle"`
	Vectors      []struct {
		Msg   string   `json:"msg"`
		U     []string `json:"u"`
		RawP  h2cPoint `json:"P"`
		RawQ  h2cPoint `json:"Q"`
		RawQ0 h2cPoint `json:"Q0"`
		RawQ1 h2cPoint `json:"Q1"`
	} `json:"vectors"`
}

type h2cPoint struct{ X, Y string }

// encode returns the uncompressed SEC 1 encoding of a vector point.
func (p h2cPoint) encode(l int) []byte {
	x, _ := new(big.Int).SetString(strings.TrimPrefix(p.X, "0x"), 16)
	y, _ := new(big.Int).SetString(strings.TrimPrefix(p.Y, "0x"), 16)
	return append(append([]byte{4}, x.FillBytes(make([]byte, l))...), y.FillBytes(make([]byte, l))...)
}

// TestHashToCurve runs the RFC 9380 vectors of the P-256, P-384 and
// secp256k1 SSWU suites (testdata/h2c): hash_to_curve or
// encode_to_curve of each message, and map_to_curve of each u.
func TestHashToCurve(t *testing.T) {
	for _, tc := range []struct {
		file string
		hash func() hash.Hash
		run  func(t *testing.T, f *h2cFile, exp hashes.Expander)
	}{
		{"P256_XMD_SHA-256_SSWU_RO_.json", sha256.New, func(t *testing.T, f *h2cFile, e hashes.Expander) {
			runH2C(t, p256(t), f, e)
			runH2C(t, p256Prime(t), f, e)
		}},
		{"P256_XMD_SHA-256_SSWU_NU_.json", sha256.New, func(t *testing.T, f *h2cFile, e hashes.Expander) { runH2C(t, p256(t), f, e) }},
		{"P384_XMD_SHA-384_SSWU_RO_.json", sha512.New384, func(t *testing.T, f *h2cFile, e hashes.Expander) { runH2C(t, p384Prime(t), f, e) }},
		{"P384_XMD_SHA-384_SSWU_NU_.json", sha512.New384, func(t *testing.T, f *h2cFile, e hashes.Expander) { runH2C(t, p384Prime(t), f, e) }},
		{"secp256k1_XMD_SHA-256_SSWU_NU_.json", sha256.New, func(t *testing.T, f *h2cFile, e hashes.Expander) {
			runH2C(t, secp256k1(t), f, e)
			runH2C(t, secp256k1Prime(t), f, e)
		}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			var f h2cFile
			require.NoError(t, json.Unmarshal(vectors.Testdata(t, "h2c/"+tc.file), &f))
			k, ok := new(big.Int).SetString(strings.TrimPrefix(f.K, "0x"), 16)
			require.True(t, ok)
			exp, err := hashes.NewXMDExpander(tc.hash, []byte(f.DST), int(k.Int64()))
			require.NoError(t, err)
			tc.run(t, &f, exp)
		})
	}
}

func runH2C[E, S any](t *testing.T, c *weierstrass.Curve[E, S], f *h2cFile, exp hashes.Expander) {
	l := c.FieldLen()
	for _, v := range f.Vectors {
		var got *weierstrass.Point[E, S]
		var err error
		if f.RandomOracle {
			got, err = c.NewIdentityPoint().HashToCurve([]byte(v.Msg), exp)
		} else {
			got, err = c.NewIdentityPoint().EncodeToCurve([]byte(v.Msg), exp)
		}
		require.NoError(t, err)
		assert.Equal(t, v.RawP.encode(l), got.Bytes(), "%s: msg %q", c.Name(), v.Msg)
		qs := []h2cPoint{v.RawQ}
		if f.RandomOracle {
			qs = []h2cPoint{v.RawQ0, v.RawQ1}
		}
		for i, u := range v.U {
			ub, ok := new(big.Int).SetString(strings.TrimPrefix(u, "0x"), 16)
			require.True(t, ok)
			var ue E
			require.NoError(t, field.SetBig(c.Field(), &ue, ub))
			q, err := c.NewIdentityPoint().MapToCurve(&ue)
			require.NoError(t, err)
			assert.Equal(t, qs[i].encode(l), q.Bytes(), "%s: msg %q, u[%d]", c.Name(), v.Msg, i)
		}
	}
}
