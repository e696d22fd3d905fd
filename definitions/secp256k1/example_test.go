package secp256k1_test

import (
	"crypto/sha256"
	"fmt"

	"github.com/curvekit/curvekit/definitions/secp256k1"
)

// Sign a digest (RFC 6979, low s), recover the signer's key from the
// signature and its recovery id, and verify.
func Example() {
	secret := sha256.Sum256([]byte("an example secret, not a real one"))
	priv, err := secp256k1.NewPrivateKey(secret[:])
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("hello"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	if err != nil {
		panic(err)
	}
	pub, err := secp256k1.RecoverPublicKey(digest[:], sig)
	if err != nil {
		panic(err)
	}
	fmt.Println("low s:", sig.IsLowS())
	fmt.Println("recovered:", pub.Equal(priv.PublicKey()))
	fmt.Println("valid:", secp256k1.Verify(pub, digest[:], sig))
	fmt.Println("compressed key bytes:", len(pub.BytesCompressed()))
	// Output:
	// low s: true
	// recovered: true
	// valid: true
	// compressed key bytes: 33
}

// Hash a message to secp256k1 with the RFC 9380 suite (SSWU on a 3-isogenous
// curve).
func ExampleHashToCurve() {
	p, err := secp256k1.HashToCurve([]byte("abc"), []byte("QUUX-V01-CS02-with-secp256k1_XMD:SHA-256_SSWU_RO_"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.Bytes()[1:33])
	// Output:
	// 3377e01eab42db296b512293120c6cee72b6ecf9f9205760bd9ff11fb3cb2c4b
}
