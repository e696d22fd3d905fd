package ristretto255_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/ristretto255"
)

// Example runs a Diffie–Hellman exchange in ristretto255 with fixed secrets
// (real ones come from 64 random bytes through SetUniformBytes) and hashes
// a message to an element.
func Example() {
	var wide [64]byte
	wide[0] = 7
	alice, _ := new(ristretto255.Scalar).SetUniformBytes(wide[:])
	wide[0] = 11
	bob, _ := new(ristretto255.Scalar).SetUniformBytes(wide[:])

	A := new(ristretto255.Element).ScalarBaseMult(alice) // Alice sends A.Bytes()
	B := new(ristretto255.Element).ScalarBaseMult(bob)   // Bob sends B.Bytes()

	received, err := new(ristretto255.Element).SetCanonicalBytes(B.Bytes())
	if err != nil {
		panic(err)
	}
	sharedA := new(ristretto255.Element).ScalarMult(alice, received)
	sharedB := new(ristretto255.Element).ScalarMult(bob, A)
	fmt.Println("shared secrets equal:", sharedA.Equal(sharedB) == 1)
	fmt.Printf("7·B = %x\n", A.Bytes())

	H, _ := new(ristretto255.Element).HashToElement([]byte("message"), []byte("example-DST"))
	fmt.Println("hash encodes to", len(H.Bytes()), "bytes")
	// Output:
	// shared secrets equal: true
	// 7·B = 44f53520926ec81fbd5a387845beb7df85a96a24ece18738bdcfa6a7822a176d
	// hash encodes to 32 bytes
}
