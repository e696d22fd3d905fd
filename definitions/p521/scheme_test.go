package p521_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve, taking the
// keys' EngineKey without re-parsing: it signs as Sign does, and its
// nil-options Verify and RecoverPublicKey accept what the package's accept,
// for both halves of s.
func TestScheme(t *testing.T) {
	priv, err := p521.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha512.Sum512([]byte("scheme"))
	sig, err := p521.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	pub := priv.PublicKey()
	ecdsatest.SchemeMatches(t, p521.Scheme(), p521.Curve(), priv.EngineKey(), pub.EngineKey(),
		ecdsatest.Package[fpr521.Element, fnr521.Element]{
			Verify: func(digest []byte, sig *p521.Signature) bool { return p521.Verify(pub, digest, sig) },
			Recover: func(digest []byte, sig *p521.Signature) ([]byte, error) {
				k, err := p521.RecoverPublicKey(digest, sig)
				return k.Bytes(), err
			},
		}, digest[:], sig)
	assert.Equal(t, priv.Bytes(), priv.EngineKey().Bytes(), "EngineKey is the same key")
	assert.Equal(t, pub.Bytes(), pub.EngineKey().Bytes())
}
