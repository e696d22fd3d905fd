package secp256k1_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve, taking the
// keys' EngineKey without re-parsing: it signs as Sign does, and its
// nil-options Verify and RecoverPublicKey accept what the package's accept,
// for both halves of s.
func TestScheme(t *testing.T) {
	priv, err := secp256k1.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("scheme"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	pub := priv.PublicKey()
	ecdsatest.SchemeMatches(t, secp256k1.Scheme(), secp256k1.Curve(), priv.EngineKey(), pub.EngineKey(),
		ecdsatest.Package[fpk256.Element, fnk256.Element]{
			Verify: func(digest []byte, sig *secp256k1.Signature) bool { return secp256k1.Verify(pub, digest, sig) },
			Recover: func(digest []byte, sig *secp256k1.Signature) ([]byte, error) {
				k, err := secp256k1.RecoverPublicKey(digest, sig)
				return k.Bytes(), err
			},
		}, digest[:], sig)
	assert.Equal(t, priv.Bytes(), priv.EngineKey().Bytes(), "EngineKey is the same key")
	assert.Equal(t, pub.Bytes(), pub.EngineKey().Bytes())
}
