package quickstart_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	stded25519 "crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
	"github.com/curvekit/curvekit/definitions/x25519"
)

// Ed25519 keys and signatures have the layout of crypto/ed25519's, and
// Verify accepts exactly what crypto/ed25519.Verify accepts.
func Example_ed25519() {
	pub, priv, err := ed25519.GenerateKey(nil) // nil: crypto/rand
	if err != nil {
		panic(err)
	}
	msg := []byte("hello, curves")
	sig, err := ed25519.Sign(priv, msg)
	if err != nil {
		panic(err)
	}
	fmt.Println(ed25519.Verify(pub, msg, sig))
	fmt.Println(stded25519.Verify(stded25519.PublicKey(pub), msg, sig))
	// Output:
	// true
	// true
}

// X25519 key agreement: both sides compute the same 32-byte secret, as
// crypto/ecdh does.
func Example_x25519() {
	alicePub, alicePriv, err := x25519.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	bobPub, bobPriv, err := x25519.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	s1, err := x25519.X25519(alicePriv, bobPub)
	if err != nil {
		panic(err) // x25519.ErrLowOrderPoint for a malicious peer key
	}
	s2, err := x25519.X25519(bobPriv, alicePub)
	if err != nil {
		panic(err)
	}
	fmt.Println(bytes.Equal(s1, s2))

	std, _ := ecdh.X25519().NewPrivateKey(alicePriv)
	stdPeer, _ := ecdh.X25519().NewPublicKey(bobPub)
	s3, _ := std.ECDH(stdPeer)
	fmt.Println(bytes.Equal(s1, s3))
	// Output:
	// true
	// true
}

// ECDSA on P-256 signs digests with RFC 6979 nonces, and its keys and
// signatures convert to and from crypto/ecdsa's.
func Example_p256() {
	priv, err := p256.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("hello, curves"))
	sig, err := p256.Sign(priv, digest[:], nil) // nil options: deterministic, RFC 6979
	if err != nil {
		panic(err)
	}
	fmt.Println(p256.Verify(priv.PublicKey(), digest[:], sig))

	stdPub, err := priv.PublicKey().ToECDSA()
	if err != nil {
		panic(err)
	}
	fmt.Println(ecdsa.VerifyASN1(stdPub, digest[:], sig.ASN1())) // DER
	fmt.Println(len(sig.Bytes()))                                // r ‖ s
	// Output:
	// true
	// true
	// 64
}

// ECDSA on secp256k1 normalises s to the lower half by default, as Bitcoin
// requires, and records the recovery id with which the public key can be
// recovered from a signature.
func Example_secp256k1() {
	priv, err := secp256k1.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("hello, curves"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	if err != nil {
		panic(err)
	}
	pub, err := secp256k1.RecoverPublicKey(digest[:], sig) // sig carries its recovery id
	if err != nil {
		panic(err)
	}
	fmt.Println(pub.Equal(priv.PublicKey()), sig.IsLowS())
	fmt.Println(secp256k1.Verify(pub, digest[:], sig))
	fmt.Println(len(pub.BytesCompressed()))
	// Output:
	// true true
	// true
	// 33
}

// BIP-340 Schnorr signatures (Taproot) with 32-byte x-only public keys.
func Example_bip340() {
	priv, err := schnorr.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	aux := make([]byte, 32) // fresh randomness protects against side channels
	if _, err := rand.Read(aux); err != nil {
		panic(err)
	}
	msg := []byte("hello, curves")
	sig, err := schnorr.Sign(priv, msg, aux)
	if err != nil {
		panic(err)
	}
	pub, err := schnorr.NewPublicKey(priv.PublicKey().Bytes()) // 32 bytes
	if err != nil {
		panic(err)
	}
	fmt.Println(len(sig), schnorr.Verify(pub, msg, sig))
	// Output:
	// 64 true
}
