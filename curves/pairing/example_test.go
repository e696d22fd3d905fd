package pairing_test

import (
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
)

// Example builds BN254 (alt_bn128) from its constants (EIP-196, EIP-197)
// and makes the check of a verifier: e(G1, G2)·e(−G1, G2) = 1, while
// e(G1, G2) ≠ 1.
func Example() {
	p, _ := new(big.Int).SetString("21888242871839275222246405745257275088696311157297823662689037894645226208583", 10)
	fp, err := field.NewPrime(p, field.BigEndian)
	if err != nil {
		panic(err)
	}
	dec := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 10); return x }
	e, err := pairing.New(&pairing.Params[field.PrimeElement]{
		Name:   "BN254",
		Family: pairing.BN,
		X:      big.NewInt(4965661367192848881),
		Twist:  pairing.DType,
		Field:  fp,
		Beta:   big.NewInt(-1),                            // u² = −1
		Xi:     [2]*big.Int{big.NewInt(9), big.NewInt(1)}, // ξ = 9 + u
		B:      big.NewInt(3),                             // y² = x³ + 3
		G1:     [2]*big.Int{big.NewInt(1), big.NewInt(2)},
		G2: [4]*big.Int{
			dec("10857046999023057135944570762232829481370756359578518086990519993285655852781"),
			dec("11559732032986387107991004021392285783925812861821192530917403151452391805634"),
			dec("8495653923123431417604973247489272438418190587263600148770280649306958101930"),
			dec("4082367875863433681332203403145435568316851327593401208105741076214120093531"),
		},
	})
	if err != nil {
		panic(err)
	}
	g1, g2 := e.G1Generator(), e.G2Generator()
	minusG1 := g1
	fp.Neg(&minusG1.Y, &g1.Y)
	ok, err := e.PairingCheck([]pairing.G1Affine[field.PrimeElement]{g1, minusG1}, []pairing.G2Affine[field.PrimeElement]{g2, g2})
	fmt.Println(ok, err)
	z, err := e.Pair([]pairing.G1Affine[field.PrimeElement]{g1}, []pairing.G2Affine[field.PrimeElement]{g2})
	fmt.Println(z.IsOne(), len(z.Bytes()), err)
	// Output:
	// true <nil>
	// 0 384 <nil>
}
