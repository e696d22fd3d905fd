package axlsign_test

import (
	"bytes"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/axlsign"
	"github.com/curvekit/curvekit/definitions/ed25519"
)

// mustHex decodes a hex constant of the examples.
func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// Migrating from curve25519-js (axlsign): the same seed gives the same key
// pair and the same deterministic signature, byte for byte. The inputs and
// the expected outputs are curve25519-js 0.0.4's own, copied from
// testdata/vectors-public.json (cases[0], its 1-byte message, and edge case
// E13).
//
// An axlsign private key is the clamped seed, used directly as an Ed25519
// secret scalar a, not an RFC 8032 seed, so it does not become an
// ed25519.PrivateKey: keep signing with axlsign (a Signer for many
// signatures). Its public half does have an Ed25519 form, A = a·B, under
// which every axlsign signature, with bit 511 (A's sign bit) cleared, is a
// valid Ed25519 signature.
func Example_migrateFromCurve25519JS() {
	seed := mustHex("127b4f39cb951a2cc9a98ff2f4b80bffd0e7946b2a8438ed090e7bc167139a03")
	msg := mustHex("87")
	jsPublic := mustHex("29881e7c8c2231832838343a8f92367bc3670d394b89b93ea4864302a562dc03")
	jsSig := mustHex("c284d3cee29abd08705eb57f09a26a2dec54ee7676a85c376bf23b784a8a04d8" +
		"7565d6c265f495ea7adc1008c73f23dab61be3aa5e5a863f63dc6a127bca7502")

	kp, err := axlsign.GenerateKeyPair(seed)
	if err != nil {
		panic(err)
	}
	signer, err := axlsign.NewSigner(kp.Private)
	if err != nil {
		panic(err)
	}
	sig, err := signer.Sign(msg, nil) // nil: deterministic, as curve25519-js's sign(private, msg)
	if err != nil {
		panic(err)
	}
	fmt.Println("same public key as curve25519-js:", bytes.Equal(kp.Public, jsPublic))
	fmt.Println("same signature as curve25519-js: ", bytes.Equal(sig, jsSig))
	fmt.Println("axlsign.Verify:", axlsign.Verify(kp.Public, msg, jsSig))

	// The Ed25519 form of the public key: A = a·B, with a reduced mod ℓ. It
	// prints the file's ed_public for this case.
	c := ed25519.Curve()
	var a ed25519.Scalar
	if err := c.ScalarField().SetWideBytes(&a, kp.Private); err != nil {
		panic(err)
	}
	edPublic := ed25519.PublicKey(c.NewIdentityPoint().ScalarBaseMult(&a).Bytes())
	fmt.Printf("Ed25519 public key %x\n", edPublic)
	u, err := edPublic.ToX25519()
	if err != nil {
		panic(err)
	}
	fmt.Println("back to X25519, the axlsign public key:", bytes.Equal(u, kp.Public))
	edSig := bytes.Clone(jsSig)
	edSig[63] &^= 0x80 // bit 511 carries A's sign bit in axlsign
	fmt.Println("ed25519.Verify:", ed25519.Verify(edPublic, msg, edSig))

	// Verify is strict; VerifyLegacy accepts exactly what curve25519-js
	// accepts, here a signature whose S is S + 7ℓ (edge case E13). Use it
	// only where old signatures must keep verifying.
	legacyPublic := mustHex("fcb889731277897f07c98d6b104ffec5bd21666b02436aeb3fff1892b8f7141b")
	legacySig := mustHex("e8d1db3ffe300088f1b4eaf546e73d75bb9e04fefbbd17a5a74d718be2b6a8ff" +
		"2608beb0445d0b6185b9d11587e6125769dd1ebcedcc1c6a1ed24d2ea938f97a")
	fmt.Println("S ≥ ℓ: Verify", axlsign.Verify(legacyPublic, nil, legacySig),
		"VerifyLegacy", axlsign.VerifyLegacy(legacyPublic, nil, legacySig))
	// Output:
	// same public key as curve25519-js: true
	// same signature as curve25519-js:  true
	// axlsign.Verify: true
	// Ed25519 public key 4f5485aa8fe6a4f2bb518d5f9d0d6f733d906bfee94b4f12c02084c175751728
	// back to X25519, the axlsign public key: true
	// ed25519.Verify: true
	// S ≥ ℓ: Verify false VerifyLegacy true
}
