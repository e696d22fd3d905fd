//go:build curvekit_opcount

package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSqrtRatioPairOpCount proves that SqrtRatioPair does the same
// multiplications and squarings, twice those of SqrtRatio, whatever its
// inputs: 0, 1, p−1, squares, non-squares and random elements.
func TestSqrtRatioPairOpCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	inputs := []Element{
		{}, {1}, fromBig(new(big.Int).Sub(bigP, bigOne)),
		fromBig(big.NewInt(4)), fromBig(big.NewInt(2)),
	}
	for range 10 {
		inputs = append(inputs, fromBig(randBig(rng)))
	}
	var z Element
	opCount.Mul, opCount.Square = 0, 0
	f.SqrtRatio(&z, &inputs[3], &inputs[4])
	single := opCount
	for i := range inputs {
		for j := range inputs {
			opCount.Mul, opCount.Square = 0, 0
			var z1, z2 Element
			f.SqrtRatioPair(&z1, &inputs[i], &inputs[j], &z2, &inputs[j], &inputs[i])
			require.Equal(t, 2*single.Mul, opCount.Mul, "inputs %d, %d", i, j)
			require.Equal(t, 2*single.Square, opCount.Square, "inputs %d, %d", i, j)
		}
	}
}
