package bls12381_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// The pairing is bilinear: e(a·P, b·Q) = e(P, Q)^(a·b) = e(a·b·P, Q).
func ExamplePair() {
	a := new(bls12381.Scalar).SetUint64(6)
	b := new(bls12381.Scalar).SetUint64(7)
	ab := new(bls12381.Scalar).Multiply(a, b)
	p := new(bls12381.G1).ScalarBaseMult(a)
	q := new(bls12381.G2).ScalarBaseMult(b)
	lhs := bls12381.Pair(p, q)
	rhs := bls12381.Pair(new(bls12381.G1).ScalarBaseMult(ab), bls12381.NewG2Generator())
	fmt.Println(lhs.Equal(rhs) == 1, lhs.IsOne() == 1)
	// Output: true false
}

// Points travel in the ZCash encodings: 48 bytes for a compressed G1
// element, 96 for G2, with three flag bits in the first byte.
func ExampleG1_SetBytes() {
	enc := bls12381.NewG1Generator().Bytes()
	p, err := new(bls12381.G1).SetBytes(enc)
	fmt.Printf("%x… %v %v\n", enc[:4], p.Equal(bls12381.NewG1Generator()) == 1, err)
	_, err = new(bls12381.G1).SetBytes(enc[:47])
	fmt.Println(err)
	// Output:
	// 97f1d3a7… true <nil>
	// bls12381: wrong point encoding length
}

// HashToG2 is the RFC 9380 suite BLS12381G2_XMD:SHA-256_SSWU_RO_.
func ExampleHashToG2() {
	p, err := bls12381.HashToG2([]byte("abc"), []byte("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x…\n", p.Bytes()[:8])
	// Output: 939cddbccdc5e91b…
}
