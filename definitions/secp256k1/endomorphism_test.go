package secp256k1

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEndomorphismBasis checks that the GLV basis weierstrass.New found from
// β and λ is the published one: Guide to Elliptic Curve Cryptography
// Example 3.75, libsecp256k1's secp256k1_scalar_split_lambda (b1 negative).
func TestEndomorphismBasis(t *testing.T) {
	c := Curve()
	require.True(t, c.HasEndomorphism())
	e := c.Params().Endomorphism
	require.NotNil(t, e)
	for _, tc := range []struct {
		name      string
		got, want *big.Int
	}{
		{"a1", e.A1, hexInt("3086d221a7d46bcde86c90e49284eb15")},
		{"b1", e.B1, new(big.Int).Neg(hexInt("e4437ed6010e88286f547fa90abfe4c3"))},
		{"a2", e.A2, hexInt("114ca50f7a8e2f3f657c1108d9d44cfd8")},
		{"b2", e.B2, hexInt("3086d221a7d46bcde86c90e49284eb15")},
	} {
		assert.Zero(t, tc.got.Cmp(tc.want), "%s = %x, want %x", tc.name, tc.got, tc.want)
	}
}
