package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// TestAddAffineWholeCurve adds points of BLS12-381's E(Fp) outside G1 with
// AddAffineVarTime and compares with gnark-crypto's Jacobian addition,
// which holds on the whole curve: random points, P + P, P + (−P), the
// identity on either side; and checks IsOnCurve and the refusal of a point
// off the curve.
func TestAddAffineWholeCurve(t *testing.T) {
	c, err := weierstrass.New(bls12381G1Params(t))
	require.NoError(t, err)
	f := c.Field()
	rng := rand.New(rand.NewPCG(21, 22))
	gnarkOf := func(a *weierstrass.AffinePoint[prime]) bls12381.G1Jac {
		var g bls12381.G1Affine
		if !a.Infinity {
			g.X.SetBigInt(field.Big(f, &a.X))
			g.Y.SetBigInt(field.Big(f, &a.Y))
		}
		var j bls12381.G1Jac
		j.FromAffine(&g)
		return j
	}
	for i := range 10 {
		var p, q weierstrass.AffinePoint[prime]
		p.X, p.Y = randomPointOnCurve(t, c, rng)
		q.X, q.Y = randomPointOnCurve(t, c, rng)
		require.True(t, c.IsOnCurve(&p.X, &p.Y))
		switch i % 5 {
		case 1:
			q = p
		case 2:
			q.X = p.X
			f.Neg(&q.Y, &p.Y)
		case 3:
			q = weierstrass.AffinePoint[prime]{Infinity: true}
		case 4:
			p = weierstrass.AffinePoint[prime]{Infinity: true}
		}
		got, err := c.AddAffineVarTime(&p, &q)
		require.NoError(t, err)
		s, qj := gnarkOf(&p), gnarkOf(&q)
		s.AddAssign(&qj)
		var want bls12381.G1Affine
		want.FromJacobian(&s)
		require.Equal(t, want.IsInfinity(), got.Infinity, "case %d", i)
		if !got.Infinity {
			assert.Zero(t, field.Big(f, &got.X).Cmp(want.X.BigInt(new(big.Int))), "case %d", i)
			assert.Zero(t, field.Big(f, &got.Y).Cmp(want.Y.BigInt(new(big.Int))), "case %d", i)
		}
	}
	var off weierstrass.AffinePoint[prime]
	off.X, off.Y = randomPointOnCurve(t, c, rng)
	f.Add(&off.Y, &off.Y, &off.X)
	assert.False(t, c.IsOnCurve(&off.X, &off.Y))
	id := weierstrass.AffinePoint[prime]{Infinity: true}
	_, err = c.AddAffineVarTime(&off, &id)
	assert.Error(t, err)
	_, err = c.AddAffineVarTime(&id, &off)
	assert.Error(t, err)
}
