package fp25519

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSqrtRatioPair checks SqrtRatioPair against two SqrtRatio calls on edge
// values (0, 1, p−1, loosely reduced limbs, squares and non-squares) and
// random elements in both positions, and with outputs aliasing inputs.
func TestSqrtRatioPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	els := testElements(rng, 12)
	for _, u1 := range els {
		for _, v1 := range els[:8] {
			u2, v2 := els[rng.IntN(len(els))], els[rng.IntN(len(els))]
			var w1, w2, g1, g2 Element
			ok1 := f.SqrtRatio(&w1, &u1, &v1)
			ok2 := f.SqrtRatio(&w2, &u2, &v2)
			r1, r2 := f.SqrtRatioPair(&g1, &u1, &v1, &g2, &u2, &v2)
			require.Equal(t, ok1, r1, "u1 = %x, v1 = %x", u1, v1)
			require.Equal(t, ok2, r2, "u2 = %x, v2 = %x", u2, v2)
			require.Equal(t, 1, f.Equal(&w1, &g1), "u1 = %x, v1 = %x", u1, v1)
			require.Equal(t, 1, f.Equal(&w2, &g2), "u2 = %x, v2 = %x", u2, v2)
			requireLoose(t, &g1)
			requireLoose(t, &g2)

			// Outputs aliasing inputs: z1 = v2 and z2 = u1.
			a1, a2, a3 := u1, v1, v2
			r1, r2 = f.SqrtRatioPair(&a3, &a1, &a2, &a1, &u2, &a3)
			require.Equal(t, ok1, r1)
			require.Equal(t, ok2, r2)
			require.Equal(t, 1, f.Equal(&w1, &a3))
			require.Equal(t, 1, f.Equal(&w2, &a1))
		}
	}
}
