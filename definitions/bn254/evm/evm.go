package evm

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// The input lengths of the contracts: Add reads two G1 points, Mul a G1
// point and a scalar, and Pairing any number of (G1, G2) pairs.
const (
	AddInputSize  = 2 * bn254.G1UncompressedSize
	MulInputSize  = bn254.G1UncompressedSize + scalarSize
	PairSize      = bn254.G1UncompressedSize + bn254.G2UncompressedSize
	scalarSize    = 32
	pairingOutput = 32
	// stackPairs is how many pairs Pairing decodes without allocating.
	stackPairs = 4
)

// ErrPairingInputLength is returned by Pairing for an input whose length is
// not a multiple of PairSize.
var ErrPairingInputLength = errors.New("evm: ecPairing: input length is not a multiple of 192")

// Add is ecAdd, the precompile at 0x06 (EIP-196): it returns the 64-byte
// encoding of P + Q for the G1 points P and Q encoded in the first 128
// bytes of input (zero-padded if shorter), or an error for an invalid
// point.
func Add(input []byte) ([]byte, error) {
	var buf [AddInputSize]byte
	copy(buf[:], input)
	p, err := g1(buf[:bn254.G1UncompressedSize], "ecAdd: first point")
	if err != nil {
		return nil, err
	}
	q, err := g1(buf[bn254.G1UncompressedSize:], "ecAdd: second point")
	if err != nil {
		return nil, err
	}
	return p.Add(p, q).Bytes(), nil
}

// Mul is ecMul, the precompile at 0x07 (EIP-196): it returns the 64-byte
// encoding of k·P for the G1 point P in the first 64 bytes of input and the
// 256-bit big-endian integer k in the next 32 (the 96 bytes zero-padded if
// input is shorter), or an error for an invalid point. The multiplication
// is bn254.G1.ScalarMultVarTime, as the inputs are public.
func Mul(input []byte) ([]byte, error) {
	var buf [MulInputSize]byte
	copy(buf[:], input)
	p, err := g1(buf[:bn254.G1UncompressedSize], "ecMul: point")
	if err != nil {
		return nil, err
	}
	k, err := new(bn254.Scalar).SetUniformBytes(buf[bn254.G1UncompressedSize:])
	if err != nil { // 32 bytes: cannot fail
		return nil, err
	}
	return p.ScalarMultVarTime(k, p).Bytes(), nil // public inputs
}

// Pairing is ecPairing, the precompile at 0x08 (EIP-197): for an input of
// k pairs (P_i, Q_i), a G1 point of 64 bytes followed by a G2 point of 128,
// it returns the 32-byte big-endian 1 if e(P_1, Q_1)·…·e(P_k, Q_k) = 1
// (and for k = 0) and 0 otherwise, or an error for an input length that is
// not a multiple of 192 or an invalid point. The check is
// bn254.PairingCheckVarTime, as the inputs are public. Up to stackPairs
// pairs are decoded into points on the stack, more into one block.
func Pairing(input []byte) ([]byte, error) {
	if len(input)%PairSize != 0 {
		return nil, fmt.Errorf("%w (%d bytes)", ErrPairingInputLength, len(input))
	}
	k := len(input) / PairSize
	if k <= stackPairs {
		var g1s [stackPairs]bn254.G1
		var g2s [stackPairs]bn254.G2
		var ps [stackPairs]*bn254.G1
		var qs [stackPairs]*bn254.G2
		for i := range k {
			ps[i], qs[i] = &g1s[i], &g2s[i]
		}
		return pairingCheck(input, ps[:k], qs[:k])
	}
	// Three allocations whatever k: the points in one block, and the two
	// slices of pointers PairingCheckVarTime takes.
	pts := make([]struct {
		p bn254.G1
		q bn254.G2
	}, k)
	ps, qs := make([]*bn254.G1, k), make([]*bn254.G2, k)
	for i := range pts {
		ps[i], qs[i] = &pts[i].p, &pts[i].q
	}
	return pairingCheck(input, ps, qs)
}

// pairingCheck decodes the pairs of input into the points of ps and qs and
// returns Pairing's output.
func pairingCheck(input []byte, ps []*bn254.G1, qs []*bn254.G2) ([]byte, error) {
	for i := range ps {
		pair := input[i*PairSize : (i+1)*PairSize]
		if _, err := ps[i].SetBytes(pair[:bn254.G1UncompressedSize]); err != nil {
			return nil, fmt.Errorf("evm: ecPairing: G1 point of pair %d: %w", i, err)
		}
		if _, err := qs[i].SetBytes(pair[bn254.G1UncompressedSize:]); err != nil {
			return nil, fmt.Errorf("evm: ecPairing: G2 point of pair %d: %w", i, err)
		}
	}
	ok, err := bn254.PairingCheckVarTime(ps, qs)
	if err != nil { // equal lengths: cannot fail
		return nil, err
	}
	out := make([]byte, pairingOutput)
	if ok {
		out[pairingOutput-1] = 1
	}
	return out, nil
}

// g1 decodes the 64-byte G1 point b, naming it as which in an error.
func g1(b []byte, which string) (*bn254.G1, error) {
	p, err := new(bn254.G1).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("evm: %s: %w", which, err)
	}
	return p, nil
}
