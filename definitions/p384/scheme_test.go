package p384_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve, taking the
// keys' EngineKey without re-parsing: it signs as Sign does, and its
// nil-options Verify and RecoverPublicKey accept what the package's accept,
// for both halves of s.
func TestScheme(t *testing.T) {
	priv, err := p384.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha512.Sum384([]byte("scheme"))
	sig, err := p384.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	pub := priv.PublicKey()
	ecdsatest.SchemeMatches(t, p384.Scheme(), p384.Curve(), priv.EngineKey(), pub.EngineKey(),
		ecdsatest.Package[fpr384.Element, fnr384.Element]{
			Verify: func(digest []byte, sig *p384.Signature) bool { return p384.Verify(pub, digest, sig) },
			Recover: func(digest []byte, sig *p384.Signature) ([]byte, error) {
				k, err := p384.RecoverPublicKey(digest, sig)
				return k.Bytes(), err
			},
		}, digest[:], sig)
	assert.Equal(t, priv.Bytes(), priv.EngineKey().Bytes(), "EngineKey is the same key")
	assert.Equal(t, pub.Bytes(), pub.EngineKey().Bytes())
}
