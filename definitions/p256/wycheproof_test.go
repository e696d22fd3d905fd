package p256_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// wycheproofECDSAFiles are the Wycheproof ECDSA files of P-256 with SHA-256:
// DER and IEEE P1363 r ‖ s.
var wycheproofECDSAFiles = []string{
	"ecdsa_secp256r1_sha256_test.json",
	"ecdsa_secp256r1_sha256_p1363_test.json",
}

// wycheproofECDHFiles are the Wycheproof ECDH files of P-256: public keys
// as SPKI DER and as SEC 1 points.
var wycheproofECDHFiles = []string{
	"ecdh_secp256r1_test.json",
	"ecdh_secp256r1_ecpoint_test.json",
}

// TestWycheproofECDSA runs every case of the P-256 ECDSA files
// (ecdsatest.WycheproofECDSA).
func TestWycheproofECDSA(t *testing.T) { ecdsatest.WycheproofECDSA(t, std(), wycheproofECDSAFiles) }

// TestWycheproofECDH runs every case of the P-256 ECDH files
// (ecdsatest.WycheproofECDH).
func TestWycheproofECDH(t *testing.T) { ecdsatest.WycheproofECDH(t, std(), wycheproofECDHFiles) }
