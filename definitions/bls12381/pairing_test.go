package bls12381_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// TestPairingProperties checks bilinearity, non-degeneracy, the identity,
// PairingCheck and the error for mismatched lists.
func TestPairingProperties(t *testing.T) {
	a := new(bls12381.Scalar).SetUint64(0xdeadbeef)
	b := new(bls12381.Scalar).SetUint64(0x12345)
	g1, g2 := bls12381.NewG1Generator(), bls12381.NewG2Generator()
	e := bls12381.Pair(g1, g2)
	assert.Equal(t, 0, e.IsOne(), "non-degenerate")
	lhs := bls12381.Pair(new(bls12381.G1).ScalarBaseMult(a), new(bls12381.G2).ScalarBaseMult(b))
	ab := new(bls12381.Scalar).Multiply(a, b)
	assert.Equal(t, 1, lhs.Equal(bls12381.Pair(g1, new(bls12381.G2).ScalarBaseMult(ab))))
	assert.Equal(t, 1, bls12381.Pair(bls12381.NewG1(), g2).IsOne())
	assert.Equal(t, 1, bls12381.Pair(g1, new(bls12381.G2)).IsOne(), "zero value is the identity")

	neg := new(bls12381.G1).Negate(g1)
	ok, err := bls12381.PairingCheck([]*bls12381.G1{g1, neg}, []*bls12381.G2{g2, g2})
	require.NoError(t, err)
	assert.True(t, ok)
	ok, err = bls12381.PairingCheck([]*bls12381.G1{g1, g1}, []*bls12381.G2{g2, g2})
	require.NoError(t, err)
	assert.False(t, ok)
	_, err = bls12381.PairingCheck([]*bls12381.G1{g1}, nil)
	assert.Error(t, err)
	_, err = bls12381.MultiPair(nil, []*bls12381.G2{g2})
	assert.Error(t, err)
	one, err := bls12381.MultiPair(nil, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, one.IsOne())
}
