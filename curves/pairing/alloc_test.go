package pairing_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAllocations checks that PairingCheck and GT.SetPair allocate nothing
// for up to four pairs (the Miller loop state lives on the stack), that five
// pairs cost one allocation, and that Pair allocates only its result.
func TestAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, e := range enginesList(t) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		ps := []pairingG1{g1, g1, g1, g1, g1}
		qs := []pairingG2{g2, g2, g2, g2, g2}
		z := e.NewGT()
		for n, want := range map[int]float64{1: 0, 4: 0, 5: 1} {
			got := testing.AllocsPerRun(2, func() {
				if _, err := z.SetPair(ps[:n], qs[:n]); err != nil {
					panic(err)
				}
			})
			assert.Equal(t, want, got, "%s: SetPair of %d pairs", e.Name(), n)
		}
		got := testing.AllocsPerRun(2, func() {
			if _, err := e.PairingCheck(ps[:2], qs[:2]); err != nil {
				panic(err)
			}
		})
		assert.Equal(t, 0.0, got, "%s: PairingCheck", e.Name())
		got = testing.AllocsPerRun(2, func() {
			if _, err := e.Pair(ps[:1], qs[:1]); err != nil {
				panic(err)
			}
		})
		assert.Equal(t, 1.0, got, "%s: Pair allocates its result", e.Name())
	}
}
