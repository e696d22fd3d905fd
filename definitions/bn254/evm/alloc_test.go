package evm_test

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// TestPairingAllocations checks that ecPairing of up to four pairs
// allocates its output and one block per decoded point (the decoder's
// field elements, which escape through the field interface), and nothing
// per pair beyond that: the points live on the stack and the check
// allocates nothing. Eight pairs add a fixed number of blocks, none per
// pair.
func TestPairingAllocations(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts need a plain build (sync.Pool under -race drops items)")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	p, q := bn254.NewG1Generator(), bn254.NewG2Generator()
	neg := new(bn254.G1).Negate(p)
	for _, k := range []int{1, 2, 4, 8} {
		var in []byte
		for i := range k {
			g := p
			if i%2 == 1 {
				g = neg
			}
			in = append(append(in, g.Bytes()...), q.Bytes()...)
		}
		got := testing.AllocsPerRun(3, func() {
			if _, err := evm.Pairing(in); err != nil {
				panic(err)
			}
		})
		want := 1 + 2*k
		if k > 4 {
			// The points in one block and the two slices of pointers
			// (Pairing), the two slices of the engine's affine points
			// (bn254.affinePairs) and the Miller loop's pair state, past
			// their stack buffers; on one goroutine (GOMAXPROCS 1 above),
			// as more add the parallel split's blocks.
			want += 3 + 2 + 1
		}
		assert.Equal(t, float64(want), got, "ecPairing of %d pairs", k)
	}
}
