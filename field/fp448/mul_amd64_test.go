//go:build amd64 && !purego

package fp448

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAsmMatchesGeneric checks that the assembly kernels return exactly the
// limbs of the portable ones, on edge, loose and random inputs.
func TestAsmMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	es := testElements(t, rng, 30)
	for range 2000 {
		es = append(es, randomLoose(rng))
	}
	for i, x := range es {
		var want, got Element
		squareGeneric(&want, &x)
		squareAsm(&got, &x)
		require.Equal(t, want, got, "square %x", x)
		for _, y := range []Element{es[(i*7+1)%len(es)], es[(i*13+5)%len(es)], x} {
			mulGeneric(&want, &x, &y)
			mulAsm(&got, &x, &y)
			require.Equal(t, want, got, "mul %x · %x", x, y)
		}
	}
	// Aliased outputs.
	x, y := es[3], es[40]
	var want Element
	mulGeneric(&want, &x, &y)
	z := x
	mulAsm(&z, &z, &y)
	require.Equal(t, want, z)
	squareGeneric(&want, &y)
	squareAsm(&y, &y)
	require.Equal(t, want, y)
}
