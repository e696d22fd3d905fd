package p256_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve, taking the
// keys' EngineKey without re-parsing: it signs as Sign does, and its
// nil-options Verify and RecoverPublicKey accept what the package's accept,
// for both halves of s.
func TestScheme(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("scheme"))
	sig, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	pub := priv.PublicKey()
	ecdsatest.SchemeMatches(t, p256.Scheme(), p256.Curve(), priv.EngineKey(), pub.EngineKey(),
		ecdsatest.Package[fpr256.Element, fnr256.Element]{
			Verify: func(digest []byte, sig *p256.Signature) bool { return p256.Verify(pub, digest, sig) },
			Recover: func(digest []byte, sig *p256.Signature) ([]byte, error) {
				k, err := p256.RecoverPublicKey(digest, sig)
				return k.Bytes(), err
			},
		}, digest[:], sig)
	assert.Equal(t, priv.Bytes(), priv.EngineKey().Bytes(), "EngineKey is the same key")
	assert.Equal(t, pub.Bytes(), pub.EngineKey().Bytes())
}
