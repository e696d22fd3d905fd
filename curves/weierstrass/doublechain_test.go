package weierstrass

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDoubleNMatchesCompleteDoublings checks doubleN, the Jacobian doubling
// chain of the constant-time scalar multiplications, against n doublings
// with RCB16's complete projective formulas, on P-256 (a = −3) and
// secp256k1 (a = 0), each over its generated formulas and the generic
// ones, for G, 3·G (Z ≠ 1) and the identity, which must come back as
// (0 : 1 : 0).
func TestDoubleNMatchesCompleteDoublings(t *testing.T) {
	k, g := kernelCurves(t)
	t.Run("P-256/generated", func(t *testing.T) { testDoubleN(t, k) })
	t.Run("P-256/generic", func(t *testing.T) { testDoubleN(t, g) })
	k2, g2 := k256Kernels(t, false)
	t.Run("secp256k1/generated", func(t *testing.T) { testDoubleN(t, k2) })
	t.Run("secp256k1/generic", func(t *testing.T) { testDoubleN(t, g2) })
}

func testDoubleN[E, S any](t *testing.T, c *Curve[E, S]) {
	w := c.get()
	defer c.put(w)
	var id, p3 projective[E]
	w.setIdentity(&id)
	w.double(&p3, &c.g)
	w.add(&p3, &p3, &c.g)
	for i, p := range []projective[E]{id, c.g, p3} {
		for _, n := range []int{0, 1, 2, 5, 7} {
			want := p
			for range n {
				w.double(&want, &want)
			}
			got := p
			w.doubleN(&got, n, &w.ct.jacc)
			require.Equal(t, 1, w.equal(&got, &want), "point %d, n = %d", i, n)
			require.Equal(t, w.isIdentity(&want), w.isIdentity(&got), "point %d, n = %d", i, n)
			if i == 0 {
				require.Equal(t, id, got, "the identity after %d doublings", n)
			}
		}
	}
}
