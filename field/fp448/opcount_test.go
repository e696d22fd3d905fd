//go:build curvekit_opcount

package fp448

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOpCountIndependentOfInput proves that Inverse, Sqrt and SqrtRatio do
// the same multiplications and squarings for 0, 1, p−1, squares,
// non-squares, loose representations and random inputs, and that the counts
// are the ones the addition chain documents.
func TestOpCountIndependentOfInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	inputs := []Element{
		{}, {1}, fromBig(t, new(big.Int).Sub(pBig, big.NewInt(1))),
		fromBig(t, big.NewInt(4)), fromBig(t, new(big.Int).Sub(pBig, big.NewInt(4))), // a square, a non-square
		looseElements()[0], looseElements()[1],
	}
	for range 20 {
		inputs = append(inputs, randomLoose(rng))
	}
	fixed := fromBig(t, big.NewInt(5))
	type counts struct{ Mul, Square uint64 }
	ops := map[string]struct {
		op   func(x *Element)
		want counts
	}{
		"Inverse":        {func(x *Element) { var z Element; f.Inverse(&z, x) }, counts{13, 447}},
		"Sqrt":           {func(x *Element) { var z Element; f.Sqrt(&z, x) }, counts{13, 446}},
		"SqrtRatio(x,v)": {func(x *Element) { var z Element; f.SqrtRatio(&z, x, &fixed) }, counts{16, 447}},
		"SqrtRatio(v,x)": {func(x *Element) { var z Element; f.SqrtRatio(&z, &fixed, x) }, counts{16, 447}},
		"SqrtRatio(x,x)": {func(x *Element) { var z Element; f.SqrtRatio(&z, x, x) }, counts{16, 447}},
	}
	for name, c := range ops {
		for i := range inputs {
			opCount.Mul, opCount.Square = 0, 0
			c.op(&inputs[i])
			require.Equal(t, c.want, counts(opCount), "%s on input %x", name, inputs[i])
		}
		t.Logf("%s: %d Mul, %d Square", name, c.want.Mul, c.want.Square)
	}
}
