package edwards

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameEdwards checks that c and d have the same reduced parameters, the
// same formulas and field kernels, and the same points.
func sameEdwards[E, S any](t *testing.T, c, d *Curve[E, S]) {
	t.Helper()
	cp, dp := c.Params(), d.Params()
	for _, pair := range [][2]*big.Int{{cp.A, dp.A}, {cp.D, dp.D}, {cp.Gx, dp.Gx}, {cp.Gy, dp.Gy}, {cp.Order, dp.Order}} {
		assert.Zero(t, pair[0].Cmp(pair[1]), "%v ≠ %v", pair[0], pair[1])
	}
	assert.Equal(t, cp.EncodingLen, dp.EncodingLen)
	assert.Equal(t, c.kind, d.kind)
	assert.IsType(t, c.be, d.be)
	for range 8 {
		k, err := rand.Int(rand.Reader, c.Order())
		require.NoError(t, err)
		var s S
		require.NoError(t, field.SetBig(c.ScalarField(), &s, k))
		a := c.NewIdentityPoint().ScalarBaseMult(&s)
		b := d.NewIdentityPoint().ScalarBaseMult(&s)
		assert.Equal(t, a.Bytes(), b.Bytes(), "ScalarBaseMult")
		a.ScalarMult(&s, a)
		b.ScalarMult(&s, b)
		assert.Equal(t, a.Bytes(), b.Bytes(), "ScalarMult")
	}
}

// TestParamsReduced checks that New reduces its constants modulo p, so that
// curves can be written as RFC 8032 states them: edwards25519 with a = −1
// and d = −121665/121666 given as negative integers is edwards25519, a = −1
// formulas and fp25519 kernels included, and edwards448 with d = −39081 is
// edwards448. The caller's values are left as they were.
func TestParamsReduced(t *testing.T) {
	testCurves(t)
	minusOne := big.NewInt(-1)
	d := new(big.Int).Mul(big.NewInt(-121665), new(big.Int).ModInverse(big.NewInt(121666), p25519))
	c, err := New(Params[fp25519.Element, fn25519.Element]{
		Name: "edwards25519, a = −1", Field: fp25519.Field{}, Scalar: fn25519.Field{},
		A: minusOne, D: d, Gx: new(big.Int).Add(gx25519, p25519), Gy: new(big.Int).Sub(gy25519, p25519),
		Cofactor: 8,
	})
	require.NoError(t, err)
	assert.Equal(t, aMinusOne, c.kind)
	assert.IsType(t, &arithFp25519{}, c.be, "fp25519 keeps its generated formulas")
	sameEdwards(t, ed25519Fixed, c)
	assert.Equal(t, int64(-1), minusOne.Int64(), "New changed the caller's A")
	assert.Equal(t, -1, d.Sign(), "New changed the caller's D")

	minus39081 := big.NewInt(-39081)
	require.Zero(t, new(big.Int).Add(p448, minus39081).Cmp(d448))
	c448, err := New(Params[fp448.Element, fn448.Element]{
		Name: "edwards448, d = −39081", Field: fp448.Field{}, Scalar: fn448.Field{},
		A: new(big.Int).Add(big.NewInt(1), p448), D: minus39081, Gx: gx448, Gy: gy448, Cofactor: 4, EncodingLen: 57,
	})
	require.NoError(t, err)
	assert.Equal(t, aOne, c448.kind)
	sameEdwards(t, ed448Fixed, c448)
}

// TestAccessors checks Modulus, Params and the other getters, and that
// Params hands out copies.
func TestAccessors(t *testing.T) {
	testCurves(t)
	c := ed25519Fixed
	assert.Zero(t, c.Modulus().Cmp(p25519))
	assert.Zero(t, c.Order().Cmp(l25519))
	assert.Equal(t, uint64(8), c.Cofactor())
	assert.Equal(t, 32, c.EncodingLen())
	assert.Zero(t, c.ScalarField().Modulus().Cmp(l25519))
	p := c.Params()
	assert.Equal(t, "edwards25519", p.Name)
	assert.Zero(t, p.A.Cmp(a25519))
	assert.Zero(t, p.D.Cmp(d25519))
	p.A.SetInt64(5)
	p.Gx.SetInt64(6)
	c.Modulus().SetInt64(7)
	q := c.Params()
	assert.Zero(t, q.A.Cmp(a25519), "Params shares its A")
	assert.Zero(t, q.Gx.Cmp(gx25519), "Params shares its Gx")
	assert.Zero(t, c.Modulus().Cmp(p25519))
	// The runtime curve was given no Order and no EncodingLen: Params fills
	// them in, and the parameters rebuild the curve.
	rp := ed25519Prime.Params()
	assert.Zero(t, rp.Order.Cmp(l25519))
	assert.Equal(t, 32, rp.EncodingLen)
	r, err := New(rp)
	require.NoError(t, err)
	sameEdwards(t, ed25519Prime, r)
}
