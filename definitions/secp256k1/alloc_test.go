package secp256k1_test

import (
	"crypto"
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocs measures the allocations of the hot paths in the steady state:
// Verify and VerifyASN1 allocate nothing, ECDH only its 32-byte result, and
// Sign (deterministic or hedged) only its Signature, and PrivateKey.Sign
// (crypto.Signer) only its DER slice: the RFC 6979 generator is kept in the
// engine's pooled workspace (hashes.NonceGenerator.Init).
func TestAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	priv, err := secp256k1.GenerateKey(testRand(40))
	require.NoError(t, err)
	peer, err := secp256k1.GenerateKey(testRand(41))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("allocations"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	der := sig.ASN1()
	pub := priv.PublicKey()
	allocs := func(f func()) float64 { f(); return testing.AllocsPerRun(100, f) }
	assert.Zero(t, allocs(func() {
		if !secp256k1.Verify(pub, digest[:], sig) {
			panic("verify")
		}
	}), "Verify")
	assert.Zero(t, allocs(func() {
		if !secp256k1.VerifyASN1(pub, digest[:], der) {
			panic("verify")
		}
	}), "VerifyASN1")
	assert.Equal(t, 1.0, allocs(func() { _, _ = secp256k1.ECDH(priv, peer.PublicKey()) }), "ECDH")
	assert.Equal(t, 1.0, allocs(func() { _, _ = secp256k1.Sign(priv, digest[:], nil) }), "Sign")
	hedged := &secp256k1.SignOptions{ExtraEntropy: []byte("extra"), Rand: testRand(22)}
	assert.Equal(t, 1.0, allocs(func() { _, _ = secp256k1.Sign(priv, digest[:], hedged) }), "Sign hedged")
	// crypto.Signer: only the returned DER slice, whatever the options.
	for name, opts := range map[string]crypto.SignerOpts{
		"crypto.SHA256": crypto.SHA256, "nil *SignOptions": (*secp256k1.SignOptions)(nil),
		"*SignOptions": &secp256k1.SignOptions{Hash: crypto.SHA384, ExtraEntropy: []byte("extra")},
	} {
		assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(nil, digest[:], opts) }), "PrivateKey.Sign, %s", name)
		rand := testRand(23)
		assert.Equal(t, 1.0, allocs(func() { _, _ = priv.Sign(rand, digest[:], opts) }), "PrivateKey.Sign hedged, %s", name)
	}
}

// TestHashToCurveAllocs checks that HashToCurve and EncodeToCurve allocate
// only the returned point (ecdsatest.AllocsHashToCurve).
func TestHashToCurveAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	ecdsatest.AllocsHashToCurve(t, ecdsatest.HashToCurve[fpk256.Element, fnk256.Element]{
		HashToCurve: secp256k1.HashToCurve, EncodeToCurve: secp256k1.EncodeToCurve, MapToCurve: secp256k1.MapToCurve,
	})
}
