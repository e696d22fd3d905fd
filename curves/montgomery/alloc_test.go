package montgomery

import (
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
)

// TestAllocations checks that the operations allocate nothing in the steady
// state, with every argument on the caller's stack.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	testCurves(t)
	withBase := all25519[1]
	c := fixed25519
	var dst, k, u [32]byte
	k[5], u[0] = 7, 9
	var x, y, z fp25519.Element
	x[0] = 12345
	cases := map[string]func(){
		"ScalarMult":             func() { _ = c.ScalarMult(dst[:], k[:], u[:]) },
		"ScalarBaseMult":         func() { _ = c.ScalarBaseMult(dst[:], k[:]) },
		"ScalarBaseMult/Edwards": func() { _ = withBase.baseMult(dst[:], k[:]) },
		"ScalarMultU":            func() { c.ScalarMultU(&z, k[:], &x) },
		"MapToCurve":             func() { _ = c.MapToCurve(&y, &z, &x) },
		"EncodeToCurve":          func() { _, _ = c.EncodeToCurve(&y, &z, &x) },
		"HashToCurve":            func() { _, _ = c.HashToCurve(&y, &z, &x, &x) },
		"EdwardsY":               func() { c.EdwardsY(&y, &x) },
		"DecodeU":                func() { _ = c.DecodeU(&y, u[:]) },
		"EncodeU":                func() { c.EncodeU(dst[:], &x) },
	}
	for name, fn := range cases {
		fn()
		assert.Zero(t, testing.AllocsPerRun(20, fn), name)
	}
}
