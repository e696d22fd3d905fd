package ed448

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocations checks that every signing function (Ed448 with and
// without a context, Ed448ph hashing the message itself or given PH(M))
// allocates only the returned signature, Prehash only its result, and that
// every verification function allocates nothing, under every policy.
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
	plainSig, err := Sign(priv, msg, "")
	require.NoError(t, err)
	ph := Prehash(msg)
	phSig, err := SignPh(priv, msg, "ctx")
	require.NoError(t, err)
	require.True(t, VerifyPh(pub, msg, phSig, "ctx"))
	allocs := func(f func()) float64 { f(); return testing.AllocsPerRun(50, f) }

	assert.Equal(t, 1.0, allocs(func() { _, _ = Sign(priv, msg, "ctx") }), "Sign")
	assert.Equal(t, 1.0, allocs(func() { _, _ = Sign(priv, msg, "") }), "Sign without context")
	assert.Equal(t, 1.0, allocs(func() { _, _ = SignPh(priv, msg, "ctx") }), "SignPh")
	assert.Equal(t, 1.0, allocs(func() { _, _ = SignPh(priv, msg, "") }), "SignPh without context")
	assert.Equal(t, 1.0, allocs(func() { _ = Prehash(msg) }), "Prehash")
	opts := &Options{Context: "ctx"} // made once: converting it to crypto.SignerOpts allocates
	assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(nil, msg, opts) }), "PrivateKey.Sign")
	phOpts := &Options{Context: "ctx", Prehashed: true}
	assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(nil, ph, phOpts) }), "PrivateKey.Sign Ed448ph")
	assert.Zero(t, allocs(func() { Verify(pub, msg, sig, "ctx") }), "Verify")
	assert.Zero(t, allocs(func() { Verify(pub, msg, plainSig, "") }), "Verify without context")
	assert.Zero(t, allocs(func() { VerifyPh(pub, msg, phSig, "ctx") }), "VerifyPh")
	assert.Zero(t, allocs(func() { _ = VerifyWithOptions(pub, msg, plainSig, nil) }), "VerifyWithOptions nil")
	for _, p := range allPolicies {
		o := &Options{Context: "ctx", Policy: p}
		assert.Zero(t, allocs(func() { _ = VerifyWithOptions(pub, msg, sig, o) }), "VerifyWithOptions %v", p)
		o = &Options{Context: "ctx", Prehashed: true, Policy: p}
		assert.Zero(t, allocs(func() { _ = VerifyWithOptions(pub, ph, phSig, o) }), "Ed448ph %v", p)
	}
}

// TestPrehashMatchesScheme checks that Prehash, computed with a pooled
// SHAKE256 state, is the scheme's PH (edwards.SHAKE256Hash(64)) for messages
// of lengths around SHAKE256's 136-byte rate, and that a state reused from
// the pool starts afresh.
func TestPrehashMatchesScheme(t *testing.T) {
	for _, n := range []int{0, 1, 64, 135, 136, 137, 272, 1000} {
		msg := bytes.Repeat([]byte{byte(n)}, n)
		want, err := scheme().Prehash(msg)
		require.NoError(t, err)
		assert.Equal(t, want, Prehash(msg), "length %d", n)
		assert.Equal(t, want, Prehash(msg), "length %d, again", n)
	}
}
