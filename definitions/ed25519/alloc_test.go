package ed25519

import (
	"crypto"
	"crypto/ed25519"
	"crypto/sha512"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocations checks that signing allocates only the returned signature
// (SignMessage its signed message, OpenMessage its copy of the message) and
// that verification allocates nothing, for every variant (Ed25519,
// Ed25519ctx, Ed25519ph with and without a context, through Options and
// crypto/ed25519.Options) and policy.
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
	phCtxOpts := &Options{Hash: crypto.SHA512, Context: "ctx"}
	phCtxSig, err := priv.Sign(nil, digest[:], phCtxOpts)
	require.NoError(t, err)
	require.NoError(t, VerifyWithOptions(pub, digest[:], phCtxSig, phCtxOpts))
	stdOpts := &ed25519.Options{Hash: crypto.SHA512, Context: "ctx"} // crypto/ed25519's
	signed, err := SignMessage(priv, msg)
	require.NoError(t, err)

	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = Sign(priv, msg) }), "Sign")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, msg, crypto.Hash(0)) }), "Sign Hash(0)")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, msg, ctxOpts) }), "Sign ctx")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, digest[:], crypto.SHA512) }), "Sign ph")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, digest[:], phOpts) }), "Sign ph Options")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, digest[:], phCtxOpts) }), "Sign ph ctx")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = priv.Sign(nil, digest[:], stdOpts) }), "Sign ph ctx crypto/ed25519.Options")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = SignMessage(priv, msg) }), "SignMessage")
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _, _ = OpenMessage(pub, signed) }), "OpenMessage")
	assert.Zero(t, testing.AllocsPerRun(100, func() { Verify(pub, msg, sig) }), "Verify")
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, msg, sig, nil) }), "VerifyWithOptions nil")
	for _, p := range allPolicies {
		o := &Options{Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, msg, sig, o) }), "VerifyWithOptions %v", p)
		o = &Options{Context: "ctx", Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, msg, ctxSig, o) }), "ctx %v", p)
		o = &Options{Hash: crypto.SHA512, Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, digest[:], phSig, o) }), "ph %v", p)
		o = &Options{Hash: crypto.SHA512, Context: "ctx", Policy: p}
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = VerifyWithOptions(pub, digest[:], phCtxSig, o) }), "ph ctx %v", p)
	}
}
