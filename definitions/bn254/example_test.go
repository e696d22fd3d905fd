package bn254_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// Example checks the bilinearity e(a·P, b·Q) = e(ab·P, Q) with one
// PairingCheck: e(a·P, b·Q)·e(−ab·P, Q) = 1.
func Example() {
	a := new(bn254.Scalar).SetUint64(6)
	b := new(bn254.Scalar).SetUint64(7)
	ab := new(bn254.Scalar).Multiply(a, b)
	P, Q := bn254.NewG1Generator(), bn254.NewG2Generator()
	aP := new(bn254.G1).ScalarMult(a, P)
	bQ := new(bn254.G2).ScalarMult(b, Q)
	abP := new(bn254.G1).ScalarMult(ab, P)
	ok, err := bn254.PairingCheck([]*bn254.G1{aP, new(bn254.G1).Negate(abP)}, []*bn254.G2{bQ, Q})
	fmt.Println(ok, err)
	fmt.Println(bn254.Pair(aP, bQ).Equal(bn254.Pair(abP, Q)) == 1)
	// Output:
	// true <nil>
	// true
}

// ExampleG1_SetBytes decodes EIP-196's encoding of the generator (1, 2) and
// re-encodes it in gnark-crypto's compressed form.
func ExampleG1_SetBytes() {
	enc := make([]byte, bn254.G1UncompressedSize)
	enc[31], enc[63] = 1, 2
	p, err := new(bn254.G1).SetBytes(enc)
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Equal(bn254.NewG1Generator()) == 1)
	fmt.Printf("%x\n", p.BytesCompressed())
	// Output:
	// true
	// 8000000000000000000000000000000000000000000000000000000000000001
}
