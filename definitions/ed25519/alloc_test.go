package ed25519

import (
	"crypto"
	"crypto/sha512"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocations checks that signing allocates only the returned signature
// and that verification allocates nothing, for every variant and policy.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("allocation test message")
	digest := sha512.Sum512(msg)
	sig, err := Sign(priv, msg)
	require.NoError(t, err)
	ctxOpts := &Options{Context: "ctx"}
	ctxSig, err := priv.Sign(nil, msg, ctxOpts)
	require.NoError(t, err)
	phOpts := &Options{Hash: crypto.SHA512}
	phSig, err := priv.Sign(nil, digest[:], phOpts)
	require.NoError(t, err)

	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = Sign(priv, msg) }), "Sign")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, msg, ctxOpts) }), "Sign ctx")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, digest[:], crypto.SHA512) }), "Sign ph")
	assert.Zero(t, testing.AllocsPerRun(100, func() { Verify(pub, msg, sig) }), "Verify")
	for _, p := range allPolicies {
		o := &Options{Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, msg, sig, o) }), "VerifyWithOptions %v", p)
		o = &Options{Context: "ctx", Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, msg, ctxSig, o) }), "ctx %v", p)
		o = &Options{Hash: crypto.SHA512, Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, digest[:], phSig, o) }), "ph %v", p)
	}
}
