package p384_test

import (
	"crypto"
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocs measures the allocations of the hot paths in the steady state:
// Verify and VerifyASN1 allocate nothing, ECDH only its 48-byte result, and
// Sign (deterministic or hedged) only its Signature, and PrivateKey.Sign
// (crypto.Signer) only its DER slice: the RFC 6979 generator is kept in the
// engine's pooled workspace (hashes.NonceGenerator.Init).
func TestAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	priv, err := p384.GenerateKey(testRand(20))
	require.NoError(t, err)
	peer, err := p384.GenerateKey(testRand(21))
	require.NoError(t, err)
	digest := sha512.Sum384([]byte("allocations"))
	sig, err := p384.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	der := sig.ASN1()
	pub := priv.PublicKey()
	allocs := func(f func()) float64 { f(); return testing.AllocsPerRun(100, f) }
	assert.Zero(t, allocs(func() {
		if !p384.Verify(pub, digest[:], sig) {
			panic("verify")
		}
	}), "Verify")
	assert.Zero(t, allocs(func() {
		if !p384.VerifyASN1(pub, digest[:], der) {
			panic("verify")
		}
	}), "VerifyASN1")
	assert.Equal(t, 1.0, allocs(func() { _, _ = p384.ECDH(priv, peer.PublicKey()) }), "ECDH")
	assert.Equal(t, 1.0, allocs(func() { _, _ = p384.Sign(priv, digest[:], nil) }), "Sign")
	hedged := &p384.SignOptions{ExtraEntropy: []byte("extra"), Rand: testRand(22)}
	assert.Equal(t, 1.0, allocs(func() { _, _ = p384.Sign(priv, digest[:], hedged) }), "Sign hedged")
	// crypto.Signer: only the returned DER slice, whatever the options.
	for name, opts := range map[string]crypto.SignerOpts{
		"crypto.SHA384": crypto.SHA384, "nil *SignOptions": (*p384.SignOptions)(nil),
		"*SignOptions": &p384.SignOptions{Hash: crypto.SHA384, ExtraEntropy: []byte("extra")},
	} {
		assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(nil, digest[:], opts) }), "PrivateKey.Sign, %s", name)
		rand := testRand(23)
		assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(rand, digest[:], opts) }), "PrivateKey.Sign hedged, %s", name)
	}
}
