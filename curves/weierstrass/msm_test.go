package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// TestMultiScalarMultEdges compares MultiScalarMultVarTime with a sum of
// constant-time ScalarMults on both sides of the Straus/Pippenger switch
// (128 terms), with the inputs that exercise the bucket method's special
// cases: repeated points (a bucket doubles), a point and its opposite (a
// bucket empties), the identity, and the scalars 0, 1 and n − 1; 128 terms
// are the largest Straus sum, whose tables are made affine together, and a
// sum of identities alone has no table to make affine. The curve is
// BLS12-381's G1 over field.Prime (a = 0, a 126-bit cofactor).
func TestMultiScalarMultEdges(t *testing.T) {
	c, err := weierstrass.New(bls12381G1Params(t))
	require.NoError(t, err)
	fs := c.ScalarField()
	rng := rand.New(rand.NewPCG(31, 32))
	nMinus1 := new(big.Int).Sub(c.Order(), big.NewInt(1))
	for _, n := range []int{3, 128, 129, 200} {
		ks := make([]*prime, n)
		ps := make([]*weierstrass.Point[prime, prime], n)
		want := c.NewIdentityPoint()
		for i := range n {
			var k *big.Int
			switch i % 7 {
			case 0:
				k = big.NewInt(0)
			case 1:
				k = big.NewInt(1)
			case 2:
				k = nMinus1
			default:
				k = randBelow(rng, c.Order())
			}
			ks[i] = new(prime)
			require.NoError(t, field.SetBig(fs, ks[i], k))
			switch {
			case i%5 == 4:
				ps[i] = c.NewIdentityPoint()
			case i%5 == 3:
				ps[i] = c.NewIdentityPoint().Negate(ps[i-1])
			case i%5 == 2:
				ps[i] = c.NewIdentityPoint().Set(ps[i-1])
			default:
				var s prime
				require.NoError(t, field.SetBig(fs, &s, randBelow(rng, c.Order())))
				ps[i] = c.NewIdentityPoint().ScalarBaseMult(&s)
			}
			want.Add(want, c.NewIdentityPoint().ScalarMult(ks[i], ps[i]))
		}
		got := c.NewIdentityPoint().MultiScalarMultVarTime(ks, ps)
		require.Equal(t, 1, got.Equal(want), "%d terms", n)
	}
	k := new(prime)
	require.NoError(t, field.SetBig(fs, k, big.NewInt(5)))
	ids := []*weierstrass.Point[prime, prime]{c.NewIdentityPoint(), c.NewIdentityPoint()}
	got := c.NewGeneratorPoint().MultiScalarMultVarTime([]*prime{k, k}, ids)
	require.Equal(t, 1, got.Equal(c.NewIdentityPoint()), "identities only")
}
