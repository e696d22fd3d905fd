package evm_test

import (
	"bytes"
	"testing"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// seeds are valid and edge inputs: the generators, the point at infinity, a
// scalar of all ones, a pair that checks and the empty input.
func seeds() [][]byte {
	g1, g2 := bn254.NewG1Generator().Bytes(), bn254.NewG2Generator().Bytes()
	neg := new(bn254.G1).Negate(bn254.NewG1Generator()).Bytes()
	return [][]byte{
		nil,
		append(bytes.Clone(g1), g1...),
		append(bytes.Clone(g1), bytes.Repeat([]byte{0xff}, 32)...),
		make([]byte, 128),
		append(append(append(bytes.Clone(g1), g2...), neg...), g2...),
		append(make([]byte, 64), g2...),
	}
}

// FuzzAdd checks that ecAdd never panics and that its output, when it has
// one, is a valid 64-byte G1 encoding.
func FuzzAdd(f *testing.F) {
	for _, s := range seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := evm.Add(in)
		checkG1Output(t, in, out, err)
	})
}

// FuzzMul is FuzzAdd for ecMul.
func FuzzMul(f *testing.F) {
	for _, s := range seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := evm.Mul(in)
		checkG1Output(t, in, out, err)
	})
}

// FuzzPairing checks that ecPairing never panics, fails exactly on lengths
// not a multiple of 192 or on an invalid point, and otherwise returns a
// 32-byte 0 or 1.
func FuzzPairing(f *testing.F) {
	for _, s := range seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 4*evm.PairSize {
			return // long inputs cost pairings, not coverage
		}
		out, err := evm.Pairing(in)
		if err != nil {
			if out != nil {
				t.Fatalf("output %x with error %v", out, err)
			}
			return
		}
		if len(in)%evm.PairSize != 0 {
			t.Fatalf("%d bytes accepted", len(in))
		}
		if len(out) != 32 || !bytes.Equal(out[:31], make([]byte, 31)) || out[31] > 1 {
			t.Fatalf("output %x", out)
		}
	})
}

func checkG1Output(t *testing.T, in, out []byte, err error) {
	t.Helper()
	if err != nil {
		if out != nil {
			t.Fatalf("output %x with error %v", out, err)
		}
		return
	}
	if _, err := new(bn254.G1).SetBytes(out); err != nil || len(out) != bn254.G1UncompressedSize {
		t.Fatalf("%x: output %x does not decode: %v", in, out, err)
	}
}
