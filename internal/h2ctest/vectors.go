package h2ctest

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Point is an affine point of a vector file, its coordinates "0x…"
// hexadecimal: x and y, or u and v on a Montgomery curve.
type Point struct{ X, Y string }

// Vector is one case of a vector file: the message, the field elements u of
// hash_to_field, the outputs Q0, Q1 (random-oracle suites) or Q (nonuniform
// suites) of the map, and the final point P.
type Vector struct {
	P, Q, Q0, Q1 Point
	Msg          string   `json:"msg"`
	U            []string `json:"u"`
}

// MapOutputs returns the map outputs of v: Q0 and Q1 for a random-oracle
// suite, Q otherwise.
func (v *Vector) MapOutputs(ro bool) []Point {
	if ro {
		return []Point{v.Q0, v.Q1}
	}
	return []Point{v.Q}
}

// File is the layout of the RFC 9380 vector files (draft-irtf-cfrg-hash-to-
// curve poc/vectors, as testdata/h2c holds them).
type File struct {
	Ciphersuite  string   `json:"ciphersuite"`
	DST          string   `json:"dst"`
	RandomOracle bool     `json:"randomOracle"`
	Vectors      []Vector `json:"vectors"`
}

// Load reads testdata/h2c/name at the repository root and checks that it holds vectors of suite, whose name ends in
// RO_ exactly for a random-oracle suite.
func Load(t testing.TB, name, suite string) *File {
	t.Helper()
	var f File
	require.NoError(t, json.Unmarshal(vectors.Testdata(t, "h2c/"+name), &f), name)
	require.Equal(t, suite, f.Ciphersuite, name)
	require.Equal(t, strings.HasSuffix(suite, "_RO_"), f.RandomOracle, name)
	require.NotEmpty(t, f.Vectors, name)
	return &f
}

// Int parses a "0x…" constant of a vector file.
func Int(t testing.TB, s string) *big.Int {
	t.Helper()
	v, ok := new(big.Int).SetString(strings.TrimPrefix(s, "0x"), 16)
	require.True(t, ok, s)
	return v
}

// DSTRules checks the domain separation tag rules of RFC 9380 §3.1 and
// §5.3.3 on h, a hash-to-curve function whose results equal compares: an
// empty tag is refused with an error that contains prefix and, unless
// errEmpty is nil (for tests outside the package), is errEmpty; a tag of
// 255 bytes is used as is, and a longer one gives the same result as its
// reduction, reduce(DST) = H("H2C-OVERSIZE-DST-" ‖ DST).
func DSTRules[T any](t *testing.T, h func(msg, dst []byte) (T, error), equal func(a, b T) bool,
	reduce func(dst []byte) []byte, errEmpty error, prefix string) {
	t.Helper()
	msg := []byte("msg")
	for _, dst := range [][]byte{nil, {}} {
		_, err := h(msg, dst)
		assert.ErrorContains(t, err, prefix)
		if errEmpty != nil {
			assert.ErrorIs(t, err, errEmpty)
		}
	}
	max := []byte(strings.Repeat("D", 255))
	long := []byte(strings.Repeat("D", 256))
	p, err := h(msg, long)
	require.NoError(t, err)
	q, err := h(msg, reduce(append([]byte("H2C-OVERSIZE-DST-"), long...)))
	require.NoError(t, err)
	assert.True(t, equal(p, q), "a long DST is its reduction")
	r, err := h(msg, max)
	require.NoError(t, err)
	assert.False(t, equal(p, r), "a 255-byte DST is used as is")
}

// VectorFiles runs run, as a subtest named after the suite, on each file of
// files, a map from file names under testdata/h2c to the suites
// they hold.
func VectorFiles(t *testing.T, files map[string]string, run func(t *testing.T, f *File)) {
	t.Helper()
	for name, suite := range files {
		t.Run(suite, func(t *testing.T) { run(t, Load(t, name, suite)) })
	}
}

// dstRulesBoth runs DSTRules on the random-oracle and nonuniform
// encodings of a suite, whose points' Equal returns 1 or 0.
func dstRulesBoth[P interface{ Equal(P) int }](t *testing.T, hash, encode func(msg, dst []byte) (P, error),
	reduce func(dst []byte) []byte, errEmpty error, prefix string) {
	t.Helper()
	equal := func(p, q P) bool { return p.Equal(q) == 1 }
	DSTRules(t, hash, equal, reduce, errEmpty, prefix)
	DSTRules(t, encode, equal, reduce, errEmpty, prefix)
}
