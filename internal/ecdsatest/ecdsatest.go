// Package ecdsatest holds checks that the ECDSA definitions packages
// (definitions/p256, p384, p521 and secp256k1) share in their tests: the
// misuse walk (Misuse), Scheme (SchemeMatches) and, for the curves the
// standard library knows, the checks against crypto/ecdsa, crypto/ecdh and
// crypto/x509, RFC 6979, Wycheproof, CAVP, allocations and the fuzz targets
// (Stdlib and its functions). A package passes its API as function values
// (ecdsa_gen_test.go, written by internal/ecdsagen) and its own data only.
// Only tests import it.
package ecdsatest

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Package is what SchemeMatches needs of a definition package, as
// closures over its own key types: verification with nil options.
type Package[E, S any] struct {
	// Verify is the package's Verify on the key whose engine key the test
	// passes.
	Verify func(digest []byte, sig *weierstrass.Signature[E, S]) bool
	// Recover is the package's RecoverPublicKey, returning the
	// uncompressed encoding of the key.
	Recover func(digest []byte, sig *weierstrass.Signature[E, S]) ([]byte, error)
}

// SchemeMatches checks that s, a package's Scheme(), is its ECDSA on its
// Curve() with the same nil-options defaults: given the engine keys the
// package's keys hand out (EngineKey, no re-parsing) it signs digest as the
// package's Sign did (want), verifies and recovers from want; and for both
// halves of s, the scheme's Verify and RecoverPublicKey with nil options
// agree with the package's.
func SchemeMatches[E, S any](t *testing.T, s *weierstrass.ECDSA[E, S], curve *weierstrass.Curve[E, S],
	priv *weierstrass.PrivateKey[E, S], pub *weierstrass.PublicKey[E, S], pkg Package[E, S],
	digest []byte, want *weierstrass.Signature[E, S]) {
	t.Helper()
	require.Same(t, curve, s.Curve())
	require.NotNil(t, priv, "EngineKey of the private key")
	require.NotNil(t, pub, "EngineKey of the public key")
	var got weierstrass.Signature[E, S]
	require.NoError(t, s.SignTo(&got, priv, digest, nil))
	assert.True(t, got.Equal(want), "SignTo gives Sign's signature")
	assert.Equal(t, want.IsLowS(), got.IsLowS())
	for _, sig := range []*weierstrass.Signature[E, S]{want, want.NormalizedS(), flipS(t, want)} {
		schemeOK := s.Verify(pub, digest, sig, nil) == nil
		assert.Equal(t, pkg.Verify(digest, sig), schemeOK, "Verify defaults agree (low s: %v)", sig.IsLowS())
		rec, err := s.RecoverPublicKey(digest, sig, nil)
		pkgRec, pkgErr := pkg.Recover(digest, sig)
		assert.Equal(t, pkgErr == nil, err == nil, "RecoverPublicKey defaults agree (low s: %v)", sig.IsLowS())
		if err == nil && pkgErr == nil {
			assert.Equal(t, pub.Bytes(), rec.Bytes())
			assert.Equal(t, pkgRec, rec.Bytes())
		}
	}
	assert.NoError(t, s.Verify(pub, digest, want, nil))
}

// flipS returns (r, n − s) with the recovery id adjusted: the other valid
// signature of the same message.
func flipS[E, S any](t *testing.T, sig *weierstrass.Signature[E, S]) *weierstrass.Signature[E, S] {
	t.Helper()
	if !sig.IsLowS() {
		return sig.NormalizedS()
	}
	// Find the high twin by negating s through the encoding: n − s.
	c := sig.Curve()
	n := c.Order()
	s := new(big.Int).SetBytes(sig.S())
	hi := new(big.Int).Sub(n, s).FillBytes(make([]byte, c.ScalarLen()))
	twin, err := c.NewSignature(sig.R(), hi)
	require.NoError(t, err)
	if id, ok := sig.RecoveryID(); ok {
		twin, err = twin.WithRecoveryID(id ^ 1)
		require.NoError(t, err)
	}
	return twin
}
