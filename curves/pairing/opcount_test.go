package pairing_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
)

// countingField is a field.Field that counts its multiplications and
// squarings. It offers neither Specialize nor the whole-Fp2 kernels, so the
// tower reaches it through its base-field formulas: an Fp2 multiplication is
// three base multiplications, a squaring two, a product by a small ξ = k + u
// none, and the count does not depend on the processor or build tags.
type countingField struct {
	field.Field[Prime]
	n int
}

func (c *countingField) Mul(z, x, y *Prime) { c.n++; c.Field.Mul(z, x, y) }
func (c *countingField) Square(z, x *Prime) { c.n++; c.Field.Square(z, x) }

// TestOperationCounts pins the base-field multiplications of one pairing,
// which depend only on the algorithms: a change of formula, chain or line
// handling shows here first, and a count above the pinned one is a
// slowdown. For scale: gnark-crypto v0.21.0's BN254 pairing makes 3510 Fp2
// multiplications, 2084 squarings and 176 products by an Fp element
// (callgrind), 15050 base multiplications in these terms, against 15106
// here (its exponentiation by x trades three cyclotomic squarings for one
// more Fp12 multiplication, the same number of base multiplications).
func TestOperationCounts(t *testing.T) {
	for _, tc := range []struct {
		params func(testing.TB) *pairing.Params[Prime]
		want   int
	}{
		{bn254Params, 15106},
		{bls12381Params, 13481},
	} {
		p := tc.params(t)
		c := &countingField{Field: p.Field}
		p.Field = c
		e, err := pairing.New(p)
		require.NoError(t, err)
		g1, g2 := e.G1Generator(), e.G2Generator()
		c.n = 0
		_, err = e.Pair([]pairing.G1Affine[Prime]{g1}, []pairing.G2Affine[Prime]{g2})
		require.NoError(t, err)
		require.Equal(t, tc.want, c.n, "%s: base multiplications per pairing", p.Name)
	}
}
