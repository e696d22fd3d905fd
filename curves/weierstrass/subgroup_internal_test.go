package weierstrass

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMulAffineReportsExceptions checks mulAffine, the multiplication of the
// endomorphism subgroup tests, against mulPublic on P-256 and secp256k1
// (generated and generic formulas) for points with Z = 1: multipliers below
// n give k·P and no exception, and multipliers near n and 2n, whose NAF
// prefixes reach ±1 mod n where the Jacobian mixed addition is not the
// group law, give k·P whenever mulAffine reports no exception — and report
// one at least once, which is what lets endoTest refuse such a point
// instead of trusting a wrong product.
func TestMulAffineReportsExceptions(t *testing.T) {
	k, g := kernelCurves(t)
	t.Run("P-256/generated", func(t *testing.T) { testMulAffine(t, k) })
	t.Run("P-256/generic", func(t *testing.T) { testMulAffine(t, g) })
	k2, g2 := k256Kernels(t, false)
	t.Run("secp256k1/generated", func(t *testing.T) { testMulAffine(t, k2) })
	t.Run("secp256k1/generic", func(t *testing.T) { testMulAffine(t, g2) })
}

func testMulAffine[E, S any](t *testing.T, c *Curve[E, S]) {
	w := c.get()
	defer c.put(w)
	var p, p3, want, got projective[E]
	var x, y E
	w.double(&p3, &c.g)
	w.add(&p3, &p3, &c.g)
	w.toAffine(&x, &y, &p3)
	w.fromAffine(&p, &x, &y) // 3·G with Z = 1
	check := func(k *big.Int) int {
		naf, err := newAffineNAF(k, new(big.Int).Lsh(c.n, 4)) // allow k up to 2n
		require.NoError(t, err)
		w.mulPublic(&w.pm, &want, &p, newSignedNAF(new(big.Int).Abs(k)).naf)
		if k.Sign() < 0 {
			w.negate(&want, &want)
		}
		bad := w.mulAffine(&w.endo.mul, &got, &p, naf)
		if bad == 0 {
			require.Equal(t, 1, w.equal(&got, &want), "k = %v", k)
		}
		return bad
	}
	for _, k := range []int64{1, 2, 3, 5, -7, 0x44e992b44a6909f1, -0x7fffffffffffffff} {
		assert.Equal(t, 0, check(big.NewInt(k)), "k = %d", k)
	}
	assert.Equal(t, 0, check(new(big.Int).Sub(c.n, big.NewInt(5))))
	exceptions := 0
	for j := int64(-40); j <= 40; j++ {
		for _, m := range []int64{1, 2} {
			k := new(big.Int).Mul(c.n, big.NewInt(m))
			exceptions += check(k.Add(k, big.NewInt(j)))
		}
	}
	assert.Positive(t, exceptions, "no multiplier near n or 2n met an exceptional addition")
}
