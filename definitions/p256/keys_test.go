package p256_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// The key checks against crypto/ecdh, crypto/ecdsa and crypto/x509 are
// shared with the other NIST curves in internal/ecdsatest.

func TestNewPrivateKey(t *testing.T) { ecdsatest.NewPrivateKey(t, std()) }

func TestNewPublicKey(t *testing.T) { ecdsatest.NewPublicKey(t, std()) }

func TestECDH(t *testing.T) { ecdsatest.ECDH(t, std()) }

func TestConversions(t *testing.T) { ecdsatest.Conversions(t, std()) }

func TestDEREncodings(t *testing.T) { ecdsatest.DEREncodings(t, std()) }

func TestEqualStdlibTwins(t *testing.T) { ecdsatest.EqualStdlibTwins(t, std()) }
