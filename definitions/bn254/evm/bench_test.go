package evm_test

import (
	"strconv"
	"testing"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// BenchmarkPairing times ecPairing on 1, 2 and 4 pairs (decoding with the
// G2 subgroup checks, then one pairing check), with the gnark-crypto model
// of go-ethereum's contract (gnark_test.go) on the same input beside it:
// the difference of two rows over the difference of their pair counts is
// the cost of an extra pair.
func BenchmarkPairing(b *testing.B) {
	k := new(bn254.Scalar).SetUint64(0x5eed5eed)
	p := new(bn254.G1).ScalarBaseMult(k)
	q := new(bn254.G2).ScalarBaseMult(k)
	for _, n := range []int{1, 2, 4} {
		var in []byte
		for range n {
			in = append(append(in, p.Bytes()...), q.Bytes()...)
		}
		for _, impl := range []struct {
			name string
			run  func([]byte) ([]byte, error)
		}{{"curvekit", evm.Pairing}, {"gnark", modelPairing}} {
			b.Run(impl.name+"/"+strconv.Itoa(n), func(b *testing.B) {
				for b.Loop() {
					if _, err := impl.run(in); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
