package evm_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// TestPairingAllocations checks that ecPairing of up to four pairs
// allocates its output and one block per decoded point (the decoder's
// field elements, which escape through the field interface), and nothing
// per pair beyond that: the points live on the stack and the check
// allocates nothing.
func TestPairingAllocations(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts need a plain build (sync.Pool under -race drops items)")
	}
	p, q := bn254.NewG1Generator(), bn254.NewG2Generator()
	neg := new(bn254.G1).Negate(p)
	for _, k := range []int{1, 2, 4} {
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
		assert.Equal(t, float64(1+2*k), got, "ecPairing of %d pairs", k)
	}
}
