package montgomery

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEdwardsMaps checks EdwardsY and EdwardsU: the base points of
// curve25519 (u = 9) and edwards25519 (y = 4/5) correspond, the maps are
// inverse, and the exceptional inputs report 0.
func TestEdwardsMaps(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		p := c.p
		inv := func(x int64) *big.Int { return new(big.Int).ModInverse(big.NewInt(x), p) }
		frac := func(n, d int64) *big.Int {
			r := new(big.Int).Mul(big.NewInt(n), inv(d))
			return r.Mod(r, p)
		}
		if c.bits == 255 {
			y, ok := c.edY(big.NewInt(9))
			assert.Equal(t, 1, ok)
			assert.Equal(t, gy25519.String(), y.String(), "y = (9 − 1)/(9 + 1) = 4/5")
			u, ok := c.edU(gy25519)
			assert.Equal(t, 1, ok)
			assert.Equal(t, "9", u.String())
		} else {
			y, ok := c.edY(big.NewInt(5))
			assert.Equal(t, 1, ok)
			assert.Equal(t, frac(6, 4).String(), y.String(), "map 2: y = (5 + 1)/(5 − 1)")
		}
		for range 8 {
			u := randField(t, p)
			y, ok := c.edY(u)
			require.Equal(t, 1, ok)
			u2, ok := c.edU(y)
			require.Equal(t, 1, ok)
			assert.Equal(t, u.String(), u2.String())
		}
		// The denominators' zeros: u = −1 (map 1) or 1 (map 2), and y = 1.
		bad := new(big.Int).Sub(p, big.NewInt(1))
		if c.isSwapped {
			bad = big.NewInt(1)
		}
		y, ok := c.edY(bad)
		assert.Equal(t, 0, ok)
		assert.Zero(t, y.Sign())
		u, ok := c.edU(big.NewInt(1))
		assert.Equal(t, 0, ok)
		assert.Zero(t, u.Sign())
		// (0, 0) ↔ (0, −1).
		y, ok = c.edY(big.NewInt(0))
		assert.Equal(t, 1, ok)
		assert.Equal(t, new(big.Int).Sub(p, big.NewInt(1)).String(), y.String())
	})
}

// TestEdwardsBaseMultMatchesEdwards checks the fixed-base hook on random
// clamped scalars against the ladder.
func TestEdwardsBaseMultMatchesEdwards(t *testing.T) {
	testCurves(t)
	hook := EdwardsBaseMult(edwards25519, Birational)
	f := fp25519.Field{}
	for range 16 {
		k := randBytes(t, 32)
		clamp25519(k)
		var u, w, want fp25519.Element
		require.NoError(t, hook(&u, &w, k))
		f.Inverse(&w, &w)
		f.Mul(&u, &u, &w)
		var nine fp25519.Element
		f.SetUint64(&nine, 9)
		fixed25519.ScalarMultU(&want, k, &nine)
		assert.Equal(t, field.Big(f, &want).String(), field.Big(f, &u).String())
	}
}

// TestAliasing checks that the element functions allow their outputs to
// alias their inputs.
func TestAliasing(t *testing.T) {
	testCurves(t)
	c, f := fixed25519, fp25519.Field{}
	var x, want, got fp25519.Element
	f.SetUint64(&x, 123456789)
	k := randBytes(t, 32)

	c.ScalarMultU(&want, k, &x)
	got = x
	c.ScalarMultU(&got, k, &got)
	assert.Equal(t, f.Equal(&want, &got), 1, "ScalarMultU")

	c.EdwardsY(&want, &x)
	got = x
	c.EdwardsY(&got, &got)
	assert.Equal(t, f.Equal(&want, &got), 1, "EdwardsY")

	c.EdwardsU(&want, &x)
	got = x
	c.EdwardsU(&got, &got)
	assert.Equal(t, f.Equal(&want, &got), 1, "EdwardsU")

	var wantV, u, v fp25519.Element
	require.NoError(t, c.MapToCurve(&want, &wantV, &x))
	u = x
	require.NoError(t, c.MapToCurve(&u, &v, &u))
	assert.Equal(t, 1, f.Equal(&want, &u)&f.Equal(&wantV, &v), "MapToCurve into its input (u)")
	v = x
	require.NoError(t, c.MapToCurve(&u, &v, &v))
	assert.Equal(t, 1, f.Equal(&want, &u)&f.Equal(&wantV, &v), "MapToCurve into its input (v)")

	y := x
	f.Add(&y, &y, &y)
	_, err := c.HashToCurve(&want, &wantV, &x, &y)
	require.NoError(t, err)
	u, v = x, y
	_, err = c.HashToCurve(&u, &v, &u, &v)
	require.NoError(t, err)
	assert.Equal(t, 1, f.Equal(&want, &u)&f.Equal(&wantV, &v), "HashToCurve")

	_, err = c.EncodeToCurve(&want, &wantV, &x)
	require.NoError(t, err)
	u = x
	_, err = c.EncodeToCurve(&u, &v, &u)
	require.NoError(t, err)
	assert.Equal(t, 1, f.Equal(&want, &u)&f.Equal(&wantV, &v), "EncodeToCurve")
}
