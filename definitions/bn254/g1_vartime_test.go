package bn254_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// TestScalarMultVarTime compares G1.ScalarMultVarTime with gnark-crypto's
// scalar multiplication and with ScalarMult, on random points and scalars
// and on the edges: the scalars 0, 1, 2, r − 2, r − 1 and the identity.
func TestScalarMultVarTime(t *testing.T) {
	rng := rand.New(rand.NewPCG(196, 7))
	r := bn254.Order()
	scalars := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(r, big.NewInt(2)), new(big.Int).Sub(r, big.NewInt(1))}
	for range 12 {
		scalars = append(scalars, randScalar(rng))
	}
	_, _, g1, _ := gnark.Generators()
	for i, base := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(5), randScalar(rng)} {
		var gp gnark.G1Affine
		gp.ScalarMultiplication(&g1, base)
		gpb := gp.RawBytes()
		p, err := new(bn254.G1).SetBytes(gpb[:])
		require.NoError(t, err)
		for _, k := range scalars {
			var want gnark.G1Affine
			want.ScalarMultiplication(&gp, k)
			wb := want.RawBytes()
			ks := new(bn254.Scalar).SetBig(k)
			got := new(bn254.G1).ScalarMultVarTime(ks, p)
			require.Equal(t, wb[:], got.Bytes(), "point %d, k = %v: gnark-crypto", i, k)
			require.Equal(t, 1, got.Equal(new(bn254.G1).ScalarMult(ks, p)), "point %d, k = %v: ScalarMult", i, k)
			require.Equal(t, gpb[:], p.Bytes(), "point %d: the operand is unchanged", i)
			q := new(bn254.G1).Set(p)
			q.ScalarMultVarTime(ks, q) // aliasing
			require.Equal(t, wb[:], q.Bytes(), "point %d, k = %v: aliased", i, k)
		}
	}
}
