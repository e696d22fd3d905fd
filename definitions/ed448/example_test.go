package ed448_test

import (
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed448"
)

// The seed of RFC 8032 §7.4 "Blank", so that the examples print fixed output.
var exampleSeed, _ = hex.DecodeString("6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b")

func Example() {
	priv, err := ed448.NewKeyFromSeed(exampleSeed)
	if err != nil {
		panic(err)
	}
	sig, err := ed448.Sign(priv, nil, "")
	if err != nil {
		panic(err)
	}
	fmt.Printf("public key %x...\n", priv.PublicKey()[:16])
	fmt.Printf("signature  %x...\n", sig[:16])
	fmt.Println(len(priv.PublicKey()), len(sig))
	fmt.Println("valid:", ed448.Verify(priv.PublicKey(), nil, sig, ""))
	// Output:
	// public key 5fd7449b59b461fd2ce787ec616ad46a...
	// signature  533a37f6bbe457251f023c0d88f976ae...
	// 57 114
	// valid: true
}

// A context binds a signature to one use; it is part of every Ed448
// signature, empty by default.
func ExampleSign_context() {
	priv, _ := ed448.NewKeyFromSeed(exampleSeed)
	msg := []byte("transfer 10 coins")
	sig, _ := ed448.Sign(priv, msg, "payments v1")
	fmt.Println(ed448.Verify(priv.PublicKey(), msg, sig, "payments v1"))
	fmt.Println(ed448.Verify(priv.PublicKey(), msg, sig, "payments v2"))
	fmt.Println(ed448.Verify(priv.PublicKey(), msg, sig, ""))
	// Output:
	// true
	// false
	// false
}

func ExampleSignPh() {
	priv, _ := ed448.NewKeyFromSeed(exampleSeed)
	msg := []byte("a long message, hashed once with SHAKE256")
	sig, _ := ed448.SignPh(priv, msg, "")
	fmt.Println(ed448.VerifyPh(priv.PublicKey(), msg, sig, ""))
	// The same signature through crypto.Signer and VerifyWithOptions, where
	// the message is PH(M).
	again, _ := priv.Sign(nil, ed448.Prehash(msg), &ed448.Options{Prehashed: true})
	fmt.Println(string(again) == string(sig))
	fmt.Println(ed448.VerifyWithOptions(priv.PublicKey(), ed448.Prehash(msg), sig, &ed448.Options{Prehashed: true, Policy: ed448.Strict}))
	// Output:
	// true
	// true
	// <nil>
}

func ExampleMarshalPKIXPublicKey() {
	priv, _ := ed448.NewKeyFromSeed(exampleSeed)
	der, _ := ed448.MarshalPKIXPublicKey(priv.PublicKey())
	fmt.Printf("%x...\n", der[:16])
	pub, _ := ed448.ParsePKIXPublicKey(der)
	fmt.Println(pub.Equal(priv.Public()))
	// Output:
	// 3043300506032b6571033a005fd7449b...
	// true
}

// Lenient is ZIP-215's rule on Ed448: it accepts non-canonical encodings
// that RFC8032 (the default) rejects, such as the identity with y = p + 1.
// Honest signatures verify under every policy.
func ExamplePolicy_lenient() {
	pub := make([]byte, ed448.PublicKeySize)
	for i := 28; i < 56; i++ {
		pub[i] = 0xff // y = p + 1 = 2^448 − 2^224, which reduces to 1
	}
	sig := make([]byte, ed448.SignatureSize)
	sig[0] = 1 // R = the identity, S = 0
	msg := []byte("msg")
	fmt.Println(ed448.VerifyWithOptions(pub, msg, sig, nil) == nil)
	fmt.Println(ed448.VerifyWithOptions(pub, msg, sig, &ed448.Options{Policy: ed448.Lenient}))
	// Output:
	// false
	// <nil>
}
