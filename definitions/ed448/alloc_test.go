package ed448

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocations checks that Sign allocates only the returned signature and
// that Verify and VerifyWithOptions allocate nothing.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("allocation test message")
	sig, err := Sign(priv, msg, "ctx")
	require.NoError(t, err)
	ph := Prehash(msg)
	phSig, err := SignPh(priv, msg, "ctx")
	require.NoError(t, err)

	assert.Equal(t, 1.0, testing.AllocsPerRun(50, func() { _, _ = Sign(priv, msg, "ctx") }), "Sign")
	opts := &Options{Context: "ctx"} // made once: converting it to crypto.SignerOpts allocates
	assert.Equal(t, 1.0, testing.AllocsPerRun(50, func() { _, _ = priv.Sign(nil, msg, opts) }), "PrivateKey.Sign")
	assert.Zero(t, testing.AllocsPerRun(50, func() { Verify(pub, msg, sig, "ctx") }), "Verify")
	for _, p := range allPolicies {
		o := &Options{Context: "ctx", Policy: p}
		assert.Zero(t, testing.AllocsPerRun(50, func() { _ = VerifyWithOptions(pub, msg, sig, o) }), "VerifyWithOptions %v", p)
		o = &Options{Context: "ctx", Prehashed: true, Policy: p}
		assert.Zero(t, testing.AllocsPerRun(50, func() { _ = VerifyWithOptions(pub, ph, phSig, o) }), "Ed448ph %v", p)
	}
}
