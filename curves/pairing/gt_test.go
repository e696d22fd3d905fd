package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGT checks GT arithmetic on pairing values: encodings round-trip and
// reject what is not in GT, Exp (constant time) equals ExpVarTime, Inverse
// is the inverse, Square is Mul by itself, and aliasing of receiver and
// operands.
func TestGT(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, e := range enginesList(t) {
		t.Run(e.Name(), func(t *testing.T) {
			g1, g2 := e.G1Generator(), e.G2Generator()
			x, err := e.Pair([]pairingG1{g1}, []pairingG2{g2})
			require.NoError(t, err)
			r := e.Order()

			y, err := e.NewGT().SetBytes(x.Bytes())
			require.NoError(t, err)
			assert.Equal(t, 1, y.Equal(x), "SetBytes(Bytes(x)) = x")
			_, err = e.NewGT().SetBytes(x.Bytes()[1:])
			assert.Error(t, err, "short encoding")
			one := e.NewGT()
			_, err = e.NewGT().SetBytes(one.Bytes())
			assert.NoError(t, err, "1 is in GT")
			zero := make([]byte, len(x.Bytes()))
			_, err = e.NewGT().SetBytes(zero)
			assert.ErrorContains(t, err, "not an element of order dividing r")
			notGT := x.Bytes()
			notGT[len(notGT)-1] ^= 1 // changes c0.c0.c0 by ±1
			keep := e.NewGT().Set(x)
			_, err = keep.SetBytes(notGT)
			assert.Error(t, err, "perturbed value")
			assert.Equal(t, 1, keep.Equal(x), "receiver unchanged on error")

			k := randScalar(rng, r)
			a := e.NewGT().Exp(x, k.FillBytes(make([]byte, 32)))
			b := e.NewGT().ExpVarTime(x, k)
			assert.Equal(t, 1, a.Equal(b), "Exp = ExpVarTime")
			c := e.NewGT().ExpVarTime(x, new(big.Int).Neg(k))
			c.Mul(c, a)
			assert.Equal(t, 1, c.IsOne(), "x^−k · x^k = 1")
			inv := e.NewGT().Inverse(x)
			assert.Equal(t, 1, inv.Mul(inv, x).IsOne(), "Inverse")
			sq := e.NewGT().Square(x)
			assert.Equal(t, 1, sq.Equal(e.NewGT().Mul(x, x)), "Square")

			// Aliasing: z.Op(z, z).
			z := e.NewGT().Set(x)
			z.Mul(z, z)
			assert.Equal(t, 1, z.Equal(sq), "Mul aliasing")
			z.Set(x)
			z.Exp(z, k.FillBytes(make([]byte, 32)))
			assert.Equal(t, 1, z.Equal(a), "Exp aliasing")
		})
	}
}
