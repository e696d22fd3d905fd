package evm_test

import (
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// Example calls the three contracts as the EVM does: ecMul computes 2·G,
// ecAdd G + G, and ecPairing checks e(2·G, Q)·e(−G, 2·Q) = 1 from one
// input of two 192-byte pairs.
func Example() {
	g := bn254.NewG1Generator().Bytes()
	two := make([]byte, 32)
	two[31] = 2
	mul, _ := evm.Mul(append(g, two...))
	add, _ := evm.Add(append(g, g...))
	fmt.Println(hex.EncodeToString(mul) == hex.EncodeToString(add))

	q := bn254.NewG2Generator()
	q2 := new(bn254.G2).Double(q)
	negG := new(bn254.G1).Negate(bn254.NewG1Generator()).Bytes()
	var in []byte
	in = append(append(in, mul...), q.Bytes()...)
	in = append(append(in, negG...), q2.Bytes()...)
	out, err := evm.Pairing(in)
	fmt.Println(hex.EncodeToString(out), err, evm.PairingGas(in))
	// Output:
	// true
	// 0000000000000000000000000000000000000000000000000000000000000001 <nil> 113000
}
