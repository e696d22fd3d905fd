package pairing_test

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
)

// TestMillerLoopShares checks that a multi-pairing of 8 to 13 pairs split
// among three goroutines gives the same Miller loop value (not only the
// same pairing) as on one goroutine, and a pairing equal to the product of
// its single pairings, on BLS12-381 and BN254 (x < 0 and BN's Frobenius
// lines each apply per share), with a pair at infinity in one share.
func TestMillerLoopShares(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, e := range enginesList(t) {
		t.Run(e.Name(), func(t *testing.T) {
			r := e.Order()
			g1, g2 := e.G1Generator(), e.G2Generator()
			var ps []pairingG1
			var qs []pairingG2
			prod := e.NewGT()
			for i := range 13 {
				ps = append(ps, e.ScalarMultG1VarTime(&g1, randScalar(rng, r)))
				qs = append(qs, e.ScalarMultG2VarTime(&g2, randScalar(rng, r)))
				if i == 9 {
					qs[i].Infinity = true
				}
				single, err := e.Pair(ps[i:], qs[i:])
				require.NoError(t, err)
				prod.Mul(prod, single)
				if i < 7 {
					continue
				}
				loop := func(procs int) (ml, pair *pairing.GT[Prime]) {
					defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
					ml, err := e.NewGT().MillerLoop(ps, qs)
					require.NoError(t, err)
					pair, err = e.Pair(ps, qs)
					require.NoError(t, err)
					return ml, pair
				}
				mlShares, pairShares := loop(3)
				mlOne, _ := loop(1)
				require.Equal(t, 1, mlShares.Equal(mlOne), "Miller loop of %d pairs", i+1)
				require.Equal(t, 1, pairShares.Equal(prod), "pairing of %d pairs", i+1)
			}
		})
	}
}
