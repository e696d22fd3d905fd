package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// wycheproofECDSAFiles are the Wycheproof ECDSA files of P-384, every hash
// and encoding: DER (ecdsa_verify_schema_v1) and IEEE P1363 r ‖ s (the
// _p1363 and _webcrypto files).
var wycheproofECDSAFiles = []string{
	"ecdsa_secp384r1_sha256_test.json",
	"ecdsa_secp384r1_sha384_test.json",
	"ecdsa_secp384r1_sha512_test.json",
	"ecdsa_secp384r1_sha3_384_test.json",
	"ecdsa_secp384r1_sha3_512_test.json",
	"ecdsa_secp384r1_shake256_test.json",
	"ecdsa_secp384r1_sha384_p1363_test.json",
	"ecdsa_secp384r1_sha512_p1363_test.json",
	"ecdsa_secp384r1_shake256_p1363_test.json",
	"ecdsa_secp384r1_webcrypto_test.json",
}

// wycheproofECDHFiles are the Wycheproof ECDH files of P-384, one per
// encoding of the keys: SPKI DER, SEC 1 point, PEM and JWK.
var wycheproofECDHFiles = []string{
	"ecdh_secp384r1_test.json",
	"ecdh_secp384r1_ecpoint_test.json",
	"ecdh_secp384r1_pem_test.json",
	"ecdh_secp384r1_webcrypto_test.json",
}

// TestWycheproofECDSA runs every case of the P-384 ECDSA files
// (ecdsatest.WycheproofECDSA).
func TestWycheproofECDSA(t *testing.T) { ecdsatest.WycheproofECDSA(t, std(), wycheproofECDSAFiles) }

// TestWycheproofECDH runs every case of the P-384 ECDH files
// (ecdsatest.WycheproofECDH).
func TestWycheproofECDH(t *testing.T) { ecdsatest.WycheproofECDH(t, std(), wycheproofECDHFiles) }
