package p256_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve: it signs
// as Sign does, verifies what Sign makes and recovers the key.
func TestScheme(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("scheme"))
	sig, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	ecdsatest.SchemeMatches(t, p256.Scheme(), p256.Curve(), priv.Bytes(), priv.PublicKey().Bytes(), digest[:], sig)
}
