package bn254_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// TestAllocations checks that group arithmetic and scalar multiplication
// allocate nothing in the steady state, and that a pairing check of two
// pairs allocates only its two slices of engine points.
func TestAllocations(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts need a plain build (sync.Pool under -race drops items)")
	}
	k := new(bn254.Scalar).SetUint64(0x1234567890)
	p1, q1 := bn254.NewG1Generator(), new(bn254.G1)
	p2, q2 := bn254.NewG2Generator(), new(bn254.G2)
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
	ps, qs := []*bn254.G1{p1, new(bn254.G1).Negate(p1)}, []*bn254.G2{p2, p2}
	assert.LessOrEqual(t, testing.AllocsPerRun(2, func() { _, _ = bn254.PairingCheck(ps, qs) }), 2.0, "PairingCheck")
}
