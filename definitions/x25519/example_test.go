package x25519_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/definitions/x25519"
)

// The key exchange of RFC 7748 §6.1: Alice and Bob derive their public keys
// and the same shared secret.
func Example() {
	alice, _ := hex.DecodeString("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	bob, _ := hex.DecodeString("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")
	alicePub, _ := x25519.PublicKey(alice)
	bobPub, _ := x25519.PublicKey(bob)
	s1, _ := x25519.X25519(alice, bobPub)
	s2, _ := x25519.X25519(bob, alicePub)
	fmt.Printf("%x\n%x\n%x\n%v\n", alicePub, bobPub, s1, bytes.Equal(s1, s2))
	// Output:
	// 8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a
	// de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f
	// 4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742
	// true
}

// A peer point of small order gives an all-zero shared secret, which is
// refused.
func ExampleX25519_lowOrder() {
	_, priv, _ := x25519.GenerateKey(nil)
	zero := make([]byte, x25519.PointSize) // u = 0, the point of order 2
	_, err := x25519.X25519(priv, zero)
	fmt.Println(err)
	// Output:
	// x25519: low-order point: the shared secret would be all zeros
}

// ScalarMult works on arrays and allocates nothing.
func ExampleScalarMult() {
	var scalar, point, shared [32]byte
	hex.Decode(scalar[:], []byte("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"))
	hex.Decode(point[:], []byte("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"))
	if err := x25519.ScalarMult(&shared, &scalar, &point); err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", shared)
	// Output:
	// c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552
}

// ValidatePublicKey refuses a peer's key of small order before any DH, here
// the point of order 8 of libsodium's blocklist, and accepts an honest key.
func ExampleValidatePublicKey() {
	lowOrder, _ := hex.DecodeString("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800")
	err := x25519.ValidatePublicKey(lowOrder)
	fmt.Println(errors.Is(err, x25519.ErrLowOrderPoint))
	pub, _, _ := x25519.GenerateKey(nil)
	fmt.Println(x25519.ValidatePublicKey(pub))
	// Output:
	// true
	// <nil>
}
