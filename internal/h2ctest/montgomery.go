package h2ctest

import (
	"bytes"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Montgomery is a hash-to-curve implementation that returns the u and v
// coordinates of a point of a Montgomery curve v² = u³ + A·u² + u as
// little-endian byte strings (the curve25519 and curve448 suites of RFC
// 9380, as definitions/x25519 and x448 offer them).
type Montgomery struct {
	// P is the field modulus and A the curve coefficient.
	P *big.Int
	A int64
	// Size is the length of an encoded coordinate.
	Size int
	// HashToCurve and EncodeToCurve are the random-oracle and nonuniform
	// encodings.
	HashToCurve, EncodeToCurve func(msg, dst []byte) (u, v []byte, err error)
}

// IntLE reads a little-endian integer.
func IntLE(b []byte) *big.Int {
	be := slices.Clone(b)
	slices.Reverse(be)
	return new(big.Int).SetBytes(be)
}

// Vectors checks every vector of f: the u and v of P from HashToCurve or
// EncodeToCurve, each Size bytes.
func (s *Montgomery) Vectors(t *testing.T, f *File) {
	t.Helper()
	h := s.EncodeToCurve
	if f.RandomOracle {
		h = s.HashToCurve
	}
	for _, v := range f.Vectors {
		u, w, err := h([]byte(v.Msg), []byte(f.DST))
		require.NoError(t, err)
		require.Len(t, u, s.Size)
		require.Len(t, w, s.Size)
		assert.Equal(t, Int(t, v.P.X), IntLE(u), "u of %q", v.Msg)
		assert.Equal(t, Int(t, v.P.Y), IntLE(w), "v of %q", v.Msg)
	}
}

// uv is the result of a Montgomery suite as one value, for DSTRules.
type uv struct{ u, v []byte }

// DSTRules checks the domain separation tag rules (see the function
// DSTRules) on HashToCurve and EncodeToCurve, and that an error comes with
// nil coordinates.
func (s *Montgomery) DSTRules(t *testing.T, reduce func(dst []byte) []byte, errEmpty error, prefix string) {
	t.Helper()
	equal := func(a, b uv) bool { return bytes.Equal(a.u, b.u) && bytes.Equal(a.v, b.v) }
	for _, h := range []func(msg, dst []byte) ([]byte, []byte, error){s.HashToCurve, s.EncodeToCurve} {
		DSTRules(t, func(msg, dst []byte) (uv, error) {
			u, v, err := h(msg, dst)
			if err != nil {
				assert.Nil(t, u)
				assert.Nil(t, v)
			}
			return uv{u, v}, err
		}, equal, reduce, errEmpty, prefix)
	}
}

// OnCurve decodes the result (ub, vb) of a suite and checks that it is the
// canonical encoding of a point of the curve: u, v < p and
// v² = u³ + A·u² + u. It returns u and v.
func (s *Montgomery) OnCurve(t *testing.T, ub, vb []byte) (u, v *big.Int) {
	t.Helper()
	u, v = IntLE(ub), IntLE(vb)
	require.Negative(t, u.Cmp(s.P))
	require.Negative(t, v.Cmp(s.P))
	lhs := new(big.Int).Mul(v, v)
	rhs := new(big.Int).Add(u, big.NewInt(s.A))
	rhs.Mul(rhs, u).Add(rhs, big.NewInt(1)).Mul(rhs, u)
	require.Zero(t, lhs.Sub(lhs, rhs).Mod(lhs, s.P).Sign(), "(%x, %x) is not on the curve", ub, vb)
	return u, v
}
