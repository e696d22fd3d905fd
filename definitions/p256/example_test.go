package p256_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/p256"
)

// Sign a SHA-256 digest deterministically (RFC 6979), verify it from the
// public key's SEC 1 encoding, and recover the key from the signature.
func Example() {
	secret, _ := hex.DecodeString("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721")
	priv, err := p256.NewPrivateKey(secret)
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("sample"))
	sig, err := p256.Sign(priv, digest[:], nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %x\n", sig.R())
	fmt.Printf("s = %x\n", sig.S())

	pub, err := p256.NewPublicKey(priv.PublicKey().BytesCompressed())
	if err != nil {
		panic(err)
	}
	fmt.Println("valid:", p256.Verify(pub, digest[:], sig))
	fmt.Println("valid DER:", p256.VerifyASN1(pub, digest[:], sig.ASN1()))

	recovered, _ := p256.RecoverPublicKey(digest[:], sig)
	fmt.Println("recovered:", recovered.Equal(pub))
	// Output:
	// r = efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716
	// s = f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8
	// valid: true
	// valid DER: true
	// recovered: true
}

// Two parties agree on a shared secret, the x-coordinate of d·Q.
func ExampleECDH() {
	alice, _ := p256.NewPrivateKey(sha256.New().Sum(nil)) // SHA-256 of "": a fixed example key
	bobKey := sha256.Sum256([]byte("bob"))
	bob, _ := p256.NewPrivateKey(bobKey[:])
	s1, _ := p256.ECDH(alice, bob.PublicKey())
	s2, _ := p256.ECDH(bob, alice.PublicKey())
	fmt.Println(len(s1), hex.EncodeToString(s1) == hex.EncodeToString(s2))
	// Output:
	// 32 true
}

// Hash a message to the curve with the RFC 9380 suite and an application's
// domain separation tag.
func ExampleHashToCurve() {
	p, err := p256.HashToCurve([]byte("abc"), []byte("QUUX-V01-CS02-with-P256_XMD:SHA-256_SSWU_RO_"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.BytesCompressed())
	// Output:
	// 020bb8b87485551aa43ed54f009230450b492fead5f1cc91658775dac4a3388a0f
}
