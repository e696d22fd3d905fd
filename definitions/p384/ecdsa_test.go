package p384_test

import (
	"crypto"
	mrand "math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// testRand returns a seeded reader for reproducible keys and messages.
func testRand(seed byte) *mrand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return mrand.NewChaCha8(s)
}

// The ECDSA checks against RFC 6979 and crypto/ecdsa are shared with the
// other NIST curves in internal/ecdsatest; this file gives them P-384's
// data. See each ecdsatest function for what it checks.

func TestRFC6979(t *testing.T) { ecdsatest.RFC6979(t, std(), rfc6979Key, rfc6979Vectors) }

func TestStdlibECDSA(t *testing.T) { ecdsatest.StdlibECDSA(t, std()) }

// TestSignOptions signs "sample", whose RFC 6979 signature has a high s.
func TestSignOptions(t *testing.T) {
	ecdsatest.SignOptions(t, std(), rfc6979Key, "sample", []int{0, 1, 20, 31, 33, 48, 64, 100})
}

func TestRecoverPublicKey(t *testing.T) { ecdsatest.RecoverPublicKey(t, std()) }

func TestSignatureEncodings(t *testing.T) { ecdsatest.SignatureEncodings(t, std()) }

func TestCertificate(t *testing.T) {
	ecdsatest.Certificate(t, std(), func(k *p384.PrivateKey) crypto.Signer { return k })
}

func TestSignerNilSignOptions(t *testing.T) { ecdsatest.SignerNilSignOptions(t, std()) }
