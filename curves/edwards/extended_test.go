package edwards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testExtendedCoordinates checks that SetExtendedCoordinates accepts every
// representation (X·λ : Y·λ : Z·λ : T·λ) of P and rejects Z = 0, a wrong T
// and a point off the curve, leaving its receiver unchanged.
func (s *suite[E, S]) testExtendedCoordinates(t *testing.T, P *Point[E, S]) {
	f := s.c.f
	X, Y, Z, T := P.ExtendedCoordinates()
	var lambda E
	f.SetUint64(&lambda, 12345)
	for _, c := range []*E{&X, &Y, &Z, &T} {
		f.Mul(c, c, &lambda)
	}
	Q, err := s.c.NewIdentityPoint().SetExtendedCoordinates(&X, &Y, &Z, &T)
	require.NoError(t, err)
	assert.Equal(t, 1, Q.Equal(P))

	var zero, badT, X2, T2 E
	f.Add(&badT, &T, &s.c.one)
	f.Add(&X2, &X, &X)
	f.Add(&T2, &T, &T) // (2X : Y : Z : 2T) satisfies X·Y = Z·T but not the curve equation
	for name, in := range map[string][4]*E{
		"Z = 0":        {&zero, &Y, &zero, &zero},
		"wrong T":      {&X, &Y, &Z, &badT},
		"not on curve": {&X2, &Y, &Z, &T2},
	} {
		v := s.c.NewGeneratorPoint()
		got, err := v.SetExtendedCoordinates(in[0], in[1], in[2], in[3])
		require.ErrorIs(t, err, ErrNotOnCurve, name)
		require.Nil(t, got, name)
		assert.Equal(t, 1, v.Equal(s.c.NewGeneratorPoint()), "%s: receiver unchanged", name)
	}
}
