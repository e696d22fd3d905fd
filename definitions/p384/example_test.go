package p384_test

import (
	"crypto/sha512"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/p384"
)

// Sign a SHA-384 digest deterministically (RFC 6979; the key and message of
// its Appendix A.2.6), verify it from the public key's SEC 1 encoding, and
// recover the key from the signature.
func Example() {
	secret, _ := hex.DecodeString("6b9d3dad2e1b8c1c05b19875b6659f4de23c3b667bf297ba9aa47740787137d896d5724e4c70a825f872c9ea60d2edf5")
	priv, err := p384.NewPrivateKey(secret)
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum384([]byte("sample"))
	sig, err := p384.Sign(priv, digest[:], nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %x\n", sig.R())
	fmt.Printf("s = %x\n", sig.S())

	pub, err := p384.NewPublicKey(priv.PublicKey().BytesCompressed())
	if err != nil {
		panic(err)
	}
	fmt.Println("valid:", p384.Verify(pub, digest[:], sig))
	fmt.Println("valid DER:", p384.VerifyASN1(pub, digest[:], sig.ASN1()))

	recovered, _ := p384.RecoverPublicKey(digest[:], sig)
	fmt.Println("recovered:", recovered.Equal(pub))
	// Output:
	// r = 94edbb92a5ecb8aad4736e56c691916b3f88140666ce9fa73d64c4ea95ad133c81a648152e44acf96e36dd1e80fabe46
	// s = 99ef4aeb15f178cea1fe40db2603138f130e740a19624526203b6351d0a3a94fa329c145786e679e7b82c71a38628ac8
	// valid: true
	// valid DER: true
	// recovered: true
}

// Two parties agree on a shared secret, the 48-byte x-coordinate of d·Q.
func ExampleECDH() {
	aliceKey := sha512.Sum384([]byte("alice")) // fixed example keys
	alice, _ := p384.NewPrivateKey(aliceKey[:])
	bobKey := sha512.Sum384([]byte("bob"))
	bob, _ := p384.NewPrivateKey(bobKey[:])
	s1, _ := p384.ECDH(alice, bob.PublicKey())
	s2, _ := p384.ECDH(bob, alice.PublicKey())
	fmt.Println(len(s1), hex.EncodeToString(s1) == hex.EncodeToString(s2))
	// Output:
	// 48 true
}

// Hash a message to the curve with the RFC 9380 suite and an application's
// domain separation tag (here the one of the RFC's test vectors).
func ExampleHashToCurve() {
	p, err := p384.HashToCurve([]byte("abc"), []byte("QUUX-V01-CS02-with-P384_XMD:SHA-384_SSWU_RO_"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.BytesCompressed())
	// Output:
	// 02e02fc1a5f44a7519419dd314e29863f30df55a514da2d655775a81d413003c4d4e7fd59af0826dfaad4200ac6f60abe1
}
