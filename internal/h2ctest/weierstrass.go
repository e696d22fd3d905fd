package h2ctest

import (
	"fmt"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Weierstrass is a hash-to-curve implementation on the short Weierstrass
// engine (the P-256 and secp256k1 suites of RFC 9380, SSWU), given by its
// functions.
type Weierstrass[E, S any] struct {
	// Field is the base field.
	Field field.Field[E]
	// MapToCurve is the suite's map (SSWU, and the isogeny where there is
	// one).
	MapToCurve func(u *E) *weierstrass.Point[E, S]
	// HashToCurve and EncodeToCurve are the random-oracle and nonuniform
	// encodings.
	HashToCurve, EncodeToCurve func(msg, dst []byte) (*weierstrass.Point[E, S], error)
}

// sec1 returns the uncompressed SEC 1 encoding of the vector point p.
func (s *Weierstrass[E, S]) sec1(t *testing.T, p Point) []byte {
	t.Helper()
	l := s.Field.ByteLen()
	b := make([]byte, 1+2*l)
	b[0] = 4
	Int(t, p.X).FillBytes(b[1 : 1+l])
	Int(t, p.Y).FillBytes(b[1+l:])
	return b
}

// Vectors checks every vector of f: the final point P of HashToCurve or
// EncodeToCurve, and the points Q0, Q1 (random oracle) or Q (nonuniform)
// that MapToCurve gives for the vector's field elements u.
func (s *Weierstrass[E, S]) Vectors(t *testing.T, f *File) {
	t.Helper()
	h := s.EncodeToCurve
	if f.RandomOracle {
		h = s.HashToCurve
	}
	for _, v := range f.Vectors {
		p, err := h([]byte(v.Msg), []byte(f.DST))
		require.NoError(t, err)
		assert.Equal(t, s.sec1(t, v.P), p.Bytes(), "P of %q", v.Msg)
		qs := v.MapOutputs(f.RandomOracle)
		require.Len(t, v.U, len(qs))
		for i, us := range v.U {
			var u E
			require.NoError(t, field.SetBig(s.Field, &u, Int(t, us)))
			assert.Equal(t, s.sec1(t, qs[i]), s.MapToCurve(&u).Bytes(), fmt.Sprintf("map of u[%d] of %q", i, v.Msg))
		}
	}
}

// DSTRules checks the domain separation tag rules (see the function
// DSTRules) on HashToCurve and EncodeToCurve, and that the exceptional
// inputs of SSWU, u = 0 (where tv2 = 0) and u = −1, map to points other
// than the identity.
func (s *Weierstrass[E, S]) DSTRules(t *testing.T, reduce func(dst []byte) []byte, errEmpty error, prefix string) {
	t.Helper()
	dstRulesBoth(t, s.HashToCurve, s.EncodeToCurve, reduce, errEmpty, prefix)
	var u E
	assert.Equal(t, 0, s.MapToCurve(&u).IsIdentity(), "u = 0")
	s.Field.One(&u)
	s.Field.Neg(&u, &u)
	assert.Equal(t, 0, s.MapToCurve(&u).IsIdentity(), "u = −1")
}
