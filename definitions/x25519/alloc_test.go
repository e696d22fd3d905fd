package x25519

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAllocations checks that the array functions allocate nothing and the
// slice ones only their result.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	var k, u, dst [32]byte
	k[3], u[0] = 42, 9
	ks, us := k[:], u[:]
	cases := []struct {
		name string
		want float64
		fn   func()
	}{
		{"ScalarMult", 0, func() { _ = ScalarMult(&dst, &k, &u) }},
		{"ScalarBaseMult", 0, func() { _ = ScalarBaseMult(&dst, &k) }},
		{"X25519", 1, func() { _, _ = X25519(ks, us) }},
		{"PublicKey", 1, func() { _, _ = PublicKey(ks) }},
		{"ValidatePublicKey", 0, func() { _ = ValidatePublicKey(us) }},
		{"Clamp", 1, func() { _, _ = Clamp(ks) }},
	}
	for _, c := range cases {
		c.fn()
		assert.Equal(t, c.want, testing.AllocsPerRun(20, c.fn), c.name)
	}
}
