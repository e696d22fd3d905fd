package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPsi checks that ψ acts on G2 as multiplication by p mod r, for the
// M-type twist of BLS12-381 (inverse Frobenius factors) and the D-type
// twist of BN254.
func TestPsi(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, e := range enginesList(t) {
		g2 := e.G2Generator()
		q := e.ScalarMultG2VarTime(&g2, randScalar(rng, e.Order()))
		var got pairingG2
		e.Psi(&got, &q)
		want := e.ScalarMultG2VarTime(&q, new(big.Int).Mod(e.Modulus(), e.Order()))
		f2 := e.Tower().Fp2()
		assert.True(t, e.IsOnCurveG2(&got), e.Name())
		assert.Equal(t, 1, f2.Equal(&got.X, &want.X)&f2.Equal(&got.Y, &want.Y), "%s: ψ(Q) = p·Q", e.Name())
		e.Psi(&got, &pairingG2{Infinity: true})
		assert.True(t, got.Infinity)
	}
}
