package evm_test

import (
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// A call of BLS12_MAP_FP_TO_G1 on the field element 1, and its price. The
// x-coordinate printed is the one gnark-crypto's MapToG1 gives.
func Example() {
	in := make([]byte, evm.FieldElementSize)
	in[63] = 1
	out, err := evm.MapFpToG1(in)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(out), evm.MapFpToG1GasCost(in))
	fmt.Println(hex.EncodeToString(out[16:64]))

	// A padding byte that is not zero makes the call fail.
	in[0] = 1
	_, err = evm.MapFpToG1(in)
	fmt.Println(err)
	// Output:
	// 128 5500
	// 1073311196f8ef19477219ccee3a48035ff432295aa9419eed45d186027d88b90832e14c4f0e2aa4d15f54d1c3ed0f93
	// evm: field element padding is not zero: u
}
