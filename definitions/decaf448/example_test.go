package decaf448_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/decaf448"
)

// Example runs a Diffie–Hellman exchange in decaf448 with fixed secrets
// (real ones come from 64 random bytes through SetUniformBytes) and hashes
// a message to an element.
func Example() {
	var wide [64]byte
	wide[0] = 7
	alice, _ := new(decaf448.Scalar).SetUniformBytes(wide[:])
	wide[0] = 11
	bob, _ := new(decaf448.Scalar).SetUniformBytes(wide[:])

	A := new(decaf448.Element).ScalarBaseMult(alice) // Alice sends A.Bytes()
	B := new(decaf448.Element).ScalarBaseMult(bob)   // Bob sends B.Bytes()

	received, err := new(decaf448.Element).SetCanonicalBytes(B.Bytes())
	if err != nil {
		panic(err)
	}
	sharedA := new(decaf448.Element).ScalarMult(alice, received)
	sharedB := new(decaf448.Element).ScalarMult(bob, A)
	fmt.Println("shared secrets equal:", sharedA.Equal(sharedB) == 1)
	fmt.Printf("7·B = %x\n", A.Bytes())

	H, _ := new(decaf448.Element).HashToElement([]byte("message"), []byte("example-DST"))
	fmt.Println("hash encodes to", len(H.Bytes()), "bytes")
	// Output:
	// shared secrets equal: true
	// 7·B = 502bcb6842eb06f0e49032bae87c554c031d6d4d2d7694efbf9c468d48220c50f8ca28843364d70cee92d6fe246e61448f9db9808b3b2408
	// hash encodes to 56 bytes
}
