package secp256k1

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIsoMapExceptional feeds isoMap the roots of its denominators x_den and
// y_den, computed with math/big, and checks that it reports the exceptional
// case (the image is the identity) and otherwise not.
func TestIsoMapExceptional(t *testing.T) {
	fe := fpk256.Field{}
	p := fe.Modulus()
	// Roots of x_den = x² + k21·x + k20: x = (−k21 ± sqrt(k21² − 4·k20)) / 2.
	k20, k21 := isoK[1][0], isoK[1][1]
	disc := new(big.Int).Mul(k21, k21)
	disc.Sub(disc, new(big.Int).Lsh(k20, 2)).Mod(disc, p)
	root := new(big.Int).ModSqrt(disc, p)
	var roots []*big.Int
	if root != nil {
		inv2 := new(big.Int).ModInverse(big.NewInt(2), p)
		for _, r := range []*big.Int{root, new(big.Int).Neg(root)} {
			x := new(big.Int).Sub(r, k21)
			x.Mul(x, inv2).Mod(x, p)
			roots = append(roots, x)
		}
	}
	t.Logf("x_den has %d roots in GF(p)", len(roots))
	for _, r := range roots {
		var x, y fpk256.Element
		require.NoError(t, field.SetBig[fpk256.Element](fe, &x, r))
		fe.One(&y)
		assert.Equal(t, 1, isoMap(&x, &y), "root %x", r)
	}
	var x, y fpk256.Element
	fe.SetUint64(&x, 12345)
	fe.One(&y)
	assert.Equal(t, 0, isoMap(&x, &y))
}
