package secp256k1_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve: with the
// engine's copies of the keys it signs as Sign does and verifies what Sign
// makes, and it recovers the key.
func TestScheme(t *testing.T) {
	s := secp256k1.Scheme()
	require.Same(t, secp256k1.Curve(), s.Curve())
	priv, err := secp256k1.GenerateKey(testRand(60))
	require.NoError(t, err)
	epriv, err := secp256k1.Curve().NewPrivateKey(priv.Bytes())
	require.NoError(t, err)
	epub, err := secp256k1.Curve().NewPublicKey(priv.PublicKey().Bytes())
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("scheme"))
	want, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var got weierstrass.Signature[fpk256.Element, fnk256.Element]
	require.NoError(t, s.SignTo(&got, epriv, digest[:], nil))
	assert.True(t, got.Equal(want))
	assert.NoError(t, s.Verify(epub, digest[:], want, nil))
	rec, err := s.RecoverPublicKey(digest[:], want, nil)
	require.NoError(t, err)
	assert.Equal(t, priv.PublicKey().Bytes(), rec.Bytes())
}
