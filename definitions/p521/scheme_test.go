package p521_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/require"
)

// TestScheme checks that Scheme is the package's ECDSA on Curve: it signs
// as Sign does, verifies what Sign makes and recovers the key.
func TestScheme(t *testing.T) {
	priv, err := p521.GenerateKey(testRand(60))
	require.NoError(t, err)
	digest := sha512.Sum512([]byte("scheme"))
	sig, err := p521.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	ecdsatest.SchemeMatches(t, p521.Scheme(), p521.Curve(), priv.Bytes(), priv.PublicKey().Bytes(), digest[:], sig)
}
