package bls12381_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// TestAllocations checks that group arithmetic and scalar multiplication
// allocate nothing in the steady state, and that MultiPair allocates only
// its result and PairingCheck nothing for up to four pairs.
func TestAllocations(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts need a plain build (sync.Pool under -race drops items)")
	}
	k := new(bls12381.Scalar).SetUint64(0x1234567890)
	p1, q1 := bls12381.NewG1Generator(), new(bls12381.G1)
	p2, q2 := bls12381.NewG2Generator(), new(bls12381.G2)
	for name, f := range map[string]func(){
		"G1 Add":            func() { q1.Add(p1, p1) },
		"G1 ScalarMult":     func() { q1.ScalarMult(k, p1) },
		"G1 ScalarBaseMult": func() { q1.ScalarBaseMult(k) },
		"G2 Add":            func() { q2.Add(p2, p2) },
		"G2 Double":         func() { q2.Double(p2) },
		"G2 ScalarMult":     func() { q2.ScalarMult(k, p2) },
	} {
		assert.Zero(t, testing.AllocsPerRun(5, f), name)
	}
	ps, qs := []*bls12381.G1{p1, q1, p1, q1, p1}, []*bls12381.G2{p2, q2, p2, q2, p2}
	for n, want := range map[int]float64{1: 1, 2: 1, 4: 1, 5: 4} {
		got := testing.AllocsPerRun(2, func() {
			if _, err := bls12381.MultiPair(ps[:n], qs[:n]); err != nil {
				panic(err)
			}
		})
		assert.Equal(t, want, got, "MultiPair of %d pairs: its result, and past four pairs the affine points and the Miller loop state", n)
		got = testing.AllocsPerRun(2, func() {
			if _, err := bls12381.PairingCheck(ps[:n], qs[:n]); err != nil {
				panic(err)
			}
		})
		assert.Equal(t, want-1, got, "PairingCheck of %d pairs", n)
	}
}
