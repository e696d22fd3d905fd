//go:build curvekit_opcount

package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOpCountIndependentOfInput proves that the exponentiations do the same
// multiplications and squarings for 0, 1, p−1, squares, non-squares and
// random inputs. Inverse (safegcd, inverse.go) multiplies nothing: its
// constant time is checked by internal/ctcheck.
func TestOpCountIndependentOfInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	inputs := []Element{
		{}, {1}, fromBig(new(big.Int).Sub(bigP, bigOne)),
		fromBig(big.NewInt(4)), fromBig(big.NewInt(2)), // a square, a non-square
		looseEdges()[0], looseEdges()[3],
	}
	for range 20 {
		inputs = append(inputs, fromBig(randBig(rng)))
	}
	ops := map[string]func(x *Element){
		"Pow22523":       func(x *Element) { var z Element; f.Pow22523(&z, x) },
		"Sqrt":           func(x *Element) { var z Element; f.Sqrt(&z, x) },
		"SqrtRatio(x,v)": func(x *Element) { var z Element; f.SqrtRatio(&z, x, &inputs[9]) },
		"SqrtRatio(v,x)": func(x *Element) { var z Element; f.SqrtRatio(&z, &inputs[9], x) },
	}
	for name, op := range ops {
		var first struct{ Mul, Square uint64 }
		for i := range inputs {
			opCount.Mul, opCount.Square = 0, 0
			op(&inputs[i])
			if i == 0 {
				first = opCount
				require.NotZero(t, first.Mul, name)
				continue
			}
			require.Equal(t, first, opCount, "%s on input %x", name, inputs[i])
		}
		t.Logf("%s: %d Mul, %d Square", name, first.Mul, first.Square)
	}
}
