package ed25519_test

import (
	"bytes"
	"crypto"
	stded25519 "crypto/ed25519"
	"crypto/sha512"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed25519"
)

// The seed of RFC 8032 §7.1 TEST 1, so that the examples print fixed output.
var exampleSeed, _ = hex.DecodeString("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")

func Example() {
	priv, err := ed25519.NewKeyFromSeed(exampleSeed)
	if err != nil {
		panic(err)
	}
	sig, err := ed25519.Sign(priv, nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("public key %x\n", priv.PublicKey())
	fmt.Printf("signature  %x...\n", sig[:16])
	fmt.Println("valid:", ed25519.Verify(priv.PublicKey(), nil, sig))
	fmt.Println("valid for another message:", ed25519.Verify(priv.PublicKey(), []byte("x"), sig))
	// Output:
	// public key d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a
	// signature  e5564300c360ac729086e2cc806e828a...
	// valid: true
	// valid for another message: false
}

// Keys are the bytes of crypto/ed25519's keys, so a conversion moves them
// between the packages.
func Example_stdlibInterop() {
	stdPriv := stded25519.NewKeyFromSeed(exampleSeed)
	priv := ed25519.PrivateKey(stdPriv)
	sig, _ := ed25519.Sign(priv, []byte("hello"))
	fmt.Println(stded25519.Verify(stded25519.PublicKey(priv.PublicKey()), []byte("hello"), sig))
	fmt.Println(bytes.Equal(sig, stded25519.Sign(stdPriv, []byte("hello"))))
	// Output:
	// true
	// true
}

func ExampleVerifyWithOptions() {
	priv, _ := ed25519.NewKeyFromSeed(exampleSeed)
	pub := priv.PublicKey()
	msg := []byte("message")

	// Ed25519ctx: a context binds the signature to a protocol.
	sig, _ := priv.Sign(nil, msg, &ed25519.Options{Context: "example protocol"})
	fmt.Println(ed25519.VerifyWithOptions(pub, msg, sig, &ed25519.Options{Context: "example protocol"}))
	fmt.Println(ed25519.VerifyWithOptions(pub, msg, sig, &ed25519.Options{Context: "other protocol"}))

	// Ed25519ph: the message is its SHA-512 digest.
	digest := sha512.Sum512(msg)
	phSig, _ := priv.Sign(nil, digest[:], crypto.SHA512)
	fmt.Println(ed25519.VerifyWithOptions(pub, digest[:], phSig, &ed25519.Options{Hash: crypto.SHA512, Policy: ed25519.Strict}))
	// Output:
	// <nil>
	// ed25519: invalid signature
	// <nil>
}

func ExampleBatchVerifier() {
	v := ed25519.NewBatchVerifier()
	for i := range 4 {
		seed := bytes.Repeat([]byte{byte(i)}, ed25519.SeedSize)
		priv, _ := ed25519.NewKeyFromSeed(seed)
		msg := []byte{byte(i)}
		sig, _ := ed25519.Sign(priv, msg)
		if i == 2 {
			msg = []byte("tampered")
		}
		v.Add(priv.PublicKey(), msg, sig)
	}
	ok, failed := v.Verify(nil)
	fmt.Println(ok, failed)
	// Output:
	// false [2]
}

func ExampleOpenMessage() {
	priv, _ := ed25519.NewKeyFromSeed(exampleSeed)
	signed, _ := ed25519.SignMessage(priv, []byte("attack at dawn"))
	msg, ok := ed25519.OpenMessage(priv.PublicKey(), signed)
	fmt.Printf("%d bytes, %q, %v\n", len(signed), msg, ok)
	signed[len(signed)-1] ^= 1
	msg, ok = ed25519.OpenMessage(priv.PublicKey(), signed)
	fmt.Printf("%q, %v\n", msg, ok)
	// Output:
	// 78 bytes, "attack at dawn", true
	// "", false
}

func ExampleNewPrivateKey() {
	priv, _ := ed25519.NewKeyFromSeed(exampleSeed)
	_, err := ed25519.NewPrivateKey(priv)
	fmt.Println(err)
	corrupted := bytes.Clone(priv)
	corrupted[40] ^= 1
	_, err = ed25519.NewPrivateKey(corrupted)
	fmt.Println(err != nil)
	// Output:
	// <nil>
	// true
}

func ExamplePrivateKey_ToX25519() {
	priv, _ := ed25519.NewKeyFromSeed(exampleSeed)
	xPriv, _ := priv.ToX25519()
	xPub, _ := priv.PublicKey().ToX25519()
	fmt.Printf("X25519 private key %x\n", xPriv)
	fmt.Printf("X25519 public key  %x\n", xPub)
	// Output:
	// X25519 private key 307c83864f2833cb427a2ef1c00a013cfdff2768d980c0a3a520f006904de94f
	// X25519 public key  d85e07ec22b0ad881537c2f44d662d1a143cf830c57aca4305d85c7a90f6b62e
}

func ExampleMarshalPKIXPublicKey() {
	priv, _ := ed25519.NewKeyFromSeed(exampleSeed)
	der, _ := ed25519.MarshalPKIXPublicKey(priv.PublicKey())
	fmt.Printf("%x\n", der)
	pub, _ := ed25519.ParsePKIXPublicKey(der)
	fmt.Println(pub.Equal(priv.Public()))
	// Output:
	// 302a300506032b6570032100d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a
	// true
}

func ExampleCurve() {
	c := ed25519.Curve()
	B := c.NewGeneratorPoint()
	fmt.Printf("B = %x\n", B.Bytes())

	// [2]B by scalar multiplication and by doubling.
	var two ed25519.Scalar
	c.ScalarField().SetUint64(&two, 2)
	P := c.NewIdentityPoint().ScalarBaseMult(&two)
	fmt.Println(P.Equal(c.NewIdentityPoint().Double(B)))
	fmt.Println(B.IsTorsionFree(), B.IsSmallOrder())
	// Output:
	// B = 5866666666666666666666666666666666666666666666666666666666666666
	// 1
	// 1 0
}

// SignCtx and SignPh are the Ed25519ctx and Ed25519ph of RFC 8032 §5.1,
// with the names definitions/ed448 uses; a signature verifies only under
// its own variant and context.
func ExampleSignCtx() {
	pub, priv, _ := ed25519.GenerateKey(nil)
	msg := []byte("transfer 10 coins")
	ctxSig, _ := ed25519.SignCtx(priv, msg, "payments/v1")
	phSig, _ := ed25519.SignPh(priv, msg, "payments/v1")
	fmt.Println(ed25519.VerifyCtx(pub, msg, ctxSig, "payments/v1"))
	fmt.Println(ed25519.VerifyCtx(pub, msg, ctxSig, "payments/v2"))
	fmt.Println(ed25519.VerifyPh(pub, msg, phSig, "payments/v1"))
	fmt.Println(ed25519.Verify(pub, msg, ctxSig))
	// A binary context goes in Options.ContextBytes.
	err := ed25519.VerifyWithOptions(pub, msg, ctxSig, &ed25519.Options{ContextBytes: []byte("payments/v1")})
	fmt.Println(err)
	// Output:
	// true
	// false
	// true
	// false
	// <nil>
}

// An X25519 public key is a u-coordinate: converting it back to Ed25519
// needs the sign bit of x, which the Ed25519 key's last byte carries.
func ExamplePublicKeyFromX25519() {
	pub, _, _ := ed25519.GenerateKey(nil)
	u, _ := pub.ToX25519()
	back, _ := ed25519.PublicKeyFromX25519(u, int(pub[31]>>7))
	fmt.Println(back.Equal(pub))
	// Output: true
}
