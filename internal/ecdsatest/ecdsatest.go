// Package ecdsatest holds checks that the ECDSA definitions packages
// (definitions/p256, definitions/secp256k1) share in their tests. Only tests
// import it.
package ecdsatest

import (
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SchemeMatches checks that s, a package's Scheme(), is its ECDSA on its
// Curve(): with the engine's copies of a key pair (privBytes, pubBytes, the
// package's encodings) it signs digest as the package's Sign did (want),
// verifies want, and recovers the public key from it.
func SchemeMatches[E, S any](t *testing.T, s *weierstrass.ECDSA[E, S], curve *weierstrass.Curve[E, S],
	privBytes, pubBytes, digest []byte, want *weierstrass.Signature[E, S]) {
	t.Helper()
	require.Same(t, curve, s.Curve())
	priv, err := curve.NewPrivateKey(privBytes)
	require.NoError(t, err)
	pub, err := curve.NewPublicKey(pubBytes)
	require.NoError(t, err)
	var got weierstrass.Signature[E, S]
	require.NoError(t, s.SignTo(&got, priv, digest, nil))
	assert.True(t, got.Equal(want), "SignTo gives Sign's signature")
	assert.NoError(t, s.Verify(pub, digest, want, nil))
	rec, err := s.RecoverPublicKey(digest, want, nil)
	require.NoError(t, err)
	assert.Equal(t, pubBytes, rec.Bytes())
}
