package p256_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve: with the
// engine's copies of the keys it signs as Sign does and verifies what Sign
// makes, and it recovers the key.
func TestScheme(t *testing.T) {
	s := p256.Scheme()
	require.Same(t, p256.Curve(), s.Curve())
	priv, err := p256.GenerateKey(testRand(60))
	require.NoError(t, err)
	epriv, err := p256.Curve().NewPrivateKey(priv.Bytes())
	require.NoError(t, err)
	epub, err := p256.Curve().NewPublicKey(priv.PublicKey().Bytes())
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("scheme"))
	want, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var got weierstrass.Signature[fpr256.Element, fnr256.Element]
	require.NoError(t, s.SignTo(&got, epriv, digest[:], nil))
	assert.True(t, got.Equal(want))
	assert.NoError(t, s.Verify(epub, digest[:], want, nil))
	rec, err := s.RecoverPublicKey(digest[:], want, nil)
	require.NoError(t, err)
	assert.Equal(t, priv.PublicKey().Bytes(), rec.Bytes())
}
