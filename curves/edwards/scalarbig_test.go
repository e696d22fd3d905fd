package edwards

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkScalarFromBig checks NewScalarFromBig on c: 0, 1, n − 1 and random
// integers below n round-trip through field.Big and give [k]G as the
// byte-decoded scalar does; −1, n, n + 1 and 2n are ErrScalarOutOfRange;
// nil is an error.
func checkScalarFromBig[E, S any](t *testing.T, c *Curve[E, S]) {
	n := c.Order()
	fs := c.ScalarField()
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(n, big.NewInt(1))}
	for range 4 {
		k, err := rand.Int(rand.Reader, n)
		require.NoError(t, err)
		ks = append(ks, k)
	}
	for _, k := range ks {
		s, err := c.NewScalarFromBig(k)
		require.NoError(t, err, k)
		assert.Equal(t, 0, field.Big(fs, s).Cmp(k), k)
		want := new(S)
		require.NoError(t, field.SetBig(fs, want, k))
		assert.Equal(t, 1, c.NewIdentityPoint().ScalarBaseMult(s).Equal(c.NewIdentityPoint().ScalarBaseMult(want)), k)
	}
	for _, k := range []*big.Int{
		big.NewInt(-1), n, new(big.Int).Add(n, big.NewInt(1)), new(big.Int).Lsh(n, 1),
	} {
		s, err := c.NewScalarFromBig(k)
		assert.Nil(t, s)
		assert.ErrorIs(t, err, ErrScalarOutOfRange, k)
		assert.NotContains(t, err.Error(), k.String())
	}
	_, err := c.NewScalarFromBig(nil)
	assert.Error(t, err)
	var nilCurve *Curve[E, S]
	_, err = nilCurve.NewScalarFromBig(big.NewInt(1))
	assert.Error(t, err)
}

// TestNewScalarFromBig runs checkScalarFromBig on every test curve.
func TestNewScalarFromBig(t *testing.T) {
	testCurves(t)
	t.Run(ed25519Fixed.Name(), func(t *testing.T) { checkScalarFromBig(t, ed25519Fixed) })
	t.Run(ed25519Prime.Name(), func(t *testing.T) { checkScalarFromBig(t, ed25519Prime) })
	t.Run(twisted25519.Name(), func(t *testing.T) { checkScalarFromBig(t, twisted25519) })
	t.Run(ed448Fixed.Name(), func(t *testing.T) { checkScalarFromBig(t, ed448Fixed) })
	t.Run(ed448Prime.Name(), func(t *testing.T) { checkScalarFromBig(t, ed448Prime) })
}
