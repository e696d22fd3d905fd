package axlsign_test

import (
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/axlsign"
)

// A key pair from a seed (RFC 7748 §6.1's Alice), a deterministic signature
// and its verification.
func Example() {
	seed, _ := hex.DecodeString("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	kp, _ := axlsign.GenerateKeyPair(seed)
	fmt.Printf("private %x\npublic  %x\n", kp.Private, kp.Public)
	msg := []byte("hello")
	sig, _ := axlsign.Sign(kp.Private, msg, nil)
	fmt.Printf("sig     %x\n", sig)
	fmt.Println(axlsign.Verify(kp.Public, msg, sig), axlsign.Verify(kp.Public, []byte("hullo"), sig))
	// Output:
	// private 70076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c6a
	// public  8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a
	// sig     4ce78fb3840aed3b1ca4c92f08fae9539326fe83a339cfced956fd8d808457d82a9101f228f469bb6bd891902def9bcb72db7588b846d397abf78f1f0011828b
	// true false
}

// Signed messages: the signature followed by the message.
func ExampleOpenMessage() {
	seed := make([]byte, axlsign.SeedSize)
	kp, _ := axlsign.GenerateKeyPair(seed)
	signed, _ := axlsign.SignMessage(kp.Private, []byte("attack at dawn"), nil)
	msg, ok := axlsign.OpenMessage(kp.Public, signed)
	fmt.Printf("%q %v %d\n", msg, ok, len(signed))
	signed[70] ^= 1
	_, ok = axlsign.OpenMessage(kp.Public, signed)
	fmt.Println(ok)
	// Output:
	// "attack at dawn" true 78
	// false
}

// SharedKey reproduces curve25519-js: a small-order public key gives the
// all-zero key, not an error.
func ExampleSharedKey() {
	seed := make([]byte, axlsign.SeedSize)
	kp, _ := axlsign.GenerateKeyPair(seed)
	k, err := axlsign.SharedKey(kp.Private, make([]byte, axlsign.PublicKeySize))
	fmt.Printf("%x %v\n", k, err)
	// Output:
	// 0000000000000000000000000000000000000000000000000000000000000000 <nil>
}
