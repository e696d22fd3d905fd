//go:build curvekit_opcount

package fpk256

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOpCounts checks that the exponentiations perform the same number of
// multiplications and squarings whatever their inputs, with the counts the
// doc comments state. Inverse (safegcd, inverse.go) multiplies nothing: its
// constant time is checked by internal/ctcheck.
func TestOpCounts(t *testing.T) {
	r := newRand(11)
	inputs := []Element{{}, {1}, fromBig(big.NewInt(-1)), {4}, fromBig(big.NewInt(-4))}
	for i := 0; i < 10; i++ {
		x := randomElement(r)
		var s Element
		F.Square(&s, &x)
		inputs = append(inputs, x, s)
	}
	count := func(op func()) [2]uint64 {
		opCount.Mul, opCount.Square = 0, 0
		op()
		return [2]uint64{opCount.Mul, opCount.Square}
	}
	ops := map[string]struct {
		run  func(z, x, y *Element)
		want [2]uint64
	}{
		"Sqrt":      {func(z, x, _ *Element) { F.Sqrt(z, x) }, [2]uint64{13, 254}},
		"SqrtRatio": {func(z, x, y *Element) { F.SqrtRatio(z, x, y) }, [2]uint64{19, 255}},
	}
	for name, op := range ops {
		for _, x := range inputs {
			for _, y := range inputs {
				var z Element
				got := count(func() { op.run(&z, &x, &y) })
				require.Equal(t, op.want, got, "%s(%x, %x)", name, x, y)
			}
		}
	}
}
