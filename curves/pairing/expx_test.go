package pairing_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field/tower"
)

// TestExpSeed checks the final exponentiation's exponentiation by |x| at
// every window width and right to left with compressed squarings against
// the tower's square-and-multiply (CyclotomicExpVarTime) on pairing values
// of BLS12-381 and BN254, and that New picks the width-4 NAF for BN254's
// dense seed (28 one bits in 63) and the compressed squarings for
// BLS12-381's sparse one (6 one bits in 64). 0 and 1 go to 0 and 1.
func TestExpSeed(t *testing.T) {
	bls, bn := engines(t)
	for _, tc := range []struct {
		e     *pairing.Engine[Prime]
		width int
	}{{bls, 0}, {bn, 4}} {
		g1, g2 := tc.e.G1Generator(), tc.e.G2Generator()
		k := big.NewInt(0x5eed)
		p := tc.e.ScalarMultG1VarTime(&g1, k)
		z, err := tc.e.Pair([]pairing.G1Affine[Prime]{p}, []pairing.G2Affine[Prime]{g2})
		require.NoError(t, err)
		a := z.Value()
		var want, got0 tower.Fp12Element[Prime]
		xAbs := new(big.Int).Abs(tc.e.Seed())
		tc.e.Tower().CyclotomicExpVarTime(&want, &a, xAbs.Bytes())
		for w := uint(0); w <= pairing.MaxSeedWindow; w++ {
			if w == 0 && tc.width != 0 { // BN254's 28 one bits are more powers than compression keeps
				continue
			}
			got, chosen := tc.e.ExpSeedWidth(&a, w)
			assert.Equal(t, 1, tc.e.Tower().Equal(&got, &want), "%s width %d", tc.e.Name(), w)
			assert.Equal(t, tc.width, chosen, tc.e.Name())
			got0 = got
		}
		assert.Equal(t, 0, tc.e.Tower().IsOne(&got0), "a^|x| = 1: the test would be vacuous")
		var one, zero tower.Fp12Element[Prime]
		tc.e.Tower().One(&one)
		for w := uint(min(tc.width, 1)); w <= 1; w++ {
			got, _ := tc.e.ExpSeedWidth(&one, w)
			assert.Equal(t, 1, tc.e.Tower().IsOne(&got), "%s width %d: 1^|x|", tc.e.Name(), w)
			got, _ = tc.e.ExpSeedWidth(&zero, w)
			assert.Equal(t, 1, tc.e.Tower().IsZero(&got), "%s width %d: 0^|x|", tc.e.Name(), w)
		}
	}
}
