package evm_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// TestBadInput checks the EIP's failure cases beyond go-ethereum's files:
// a wrong length for every precompile, a bad padding or a coordinate ≥ p in
// every position, and the identity's encoding with a stray bit.
func TestBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	p1, p2 := randG1(rng), randG2(rng)
	for p1.IsInfinity() {
		p1 = randG1(rng)
	}
	for p2.IsInfinity() {
		p2 = randG2(rng)
	}
	g1, g2 := encG1(&p1), encG2(&p2)
	valid := map[byte][]byte{
		0x0b: append(bytes.Clone(g1), g1...),
		0x0c: append(bytes.Clone(g1), scalarOne...),
		0x0d: append(bytes.Clone(g2), g2...),
		0x0e: append(bytes.Clone(g2), scalarOne...),
		0x0f: append(bytes.Clone(g1), g2...),
		0x10: g1[:64],
		0x11: g2[:128],
	}
	pBytes := bls12381.Modulus().FillBytes(make([]byte, 48))
	for _, pc := range evm.Precompiles() {
		in := valid[pc.Address]
		_, err := pc.Run(in)
		require.NoError(t, err, pc.Name)
		for _, n := range []int{0, 1, len(in) - 1, len(in) + 1, 2*len(in) - 1} {
			_, err := pc.Run(make([]byte, n))
			assert.ErrorIs(t, err, evm.ErrInputLength, "%s of %d bytes", pc.Name, n)
		}
		// Every field element of the input: a padding byte set, then the
		// value p, then p with its padding intact but a larger value.
		scalarStart := len(in) // MSM inputs end with a scalar, not checked
		if pc.Address == 0x0c || pc.Address == 0x0e {
			scalarStart -= 32
		}
		for off := 0; off+64 <= scalarStart; off += 64 {
			bad := bytes.Clone(in)
			bad[off+rng.IntN(16)] = 1
			_, err := pc.Run(bad)
			assert.ErrorIs(t, err, evm.ErrFieldPadding, "%s element at %d", pc.Name, off)
			bad = bytes.Clone(in)
			copy(bad[off+16:off+64], pBytes)
			_, err = pc.Run(bad)
			assert.ErrorIs(t, err, evm.ErrFieldNotCanonical, "%s element at %d", pc.Name, off)
			bad[off+16] = 0xff
			_, err = pc.Run(bad)
			assert.ErrorIs(t, err, evm.ErrFieldNotCanonical, "%s element at %d", pc.Name, off)
		}
	}
	// The identity with its last bit set is (0, 1), which is off the curve;
	// (0, 2) is on it (2² = 0³ + 4), outside G1.
	off := make([]byte, 128)
	off[127] = 1
	_, err := evm.G1Add(append(off, g1...))
	assert.ErrorIs(t, err, evm.ErrNotOnCurve)
	two := make([]byte, 128)
	two[127] = 2
	sum, err := evm.G1Add(append(bytes.Clone(two), make([]byte, 128)...))
	require.NoError(t, err)
	assert.Equal(t, two, sum, "(0, 2) + O")
	_, err = evm.G1MSM(append(bytes.Clone(two), scalarOne...))
	assert.ErrorIs(t, err, evm.ErrNotInSubgroup)
	_, err = evm.PairingCheck(append(bytes.Clone(two), g2...))
	assert.ErrorIs(t, err, evm.ErrNotInSubgroup)
}

// TestIdentities checks the identity's encoding as an input and an output:
// O + O = O, P + (−P) = O, 0·P = O, k·O = O, and e(O, Q) = e(P, O) = 1.
func TestIdentities(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	p1, p2 := randG1(rng), randG2(rng)
	var n1 = p1
	n1.Neg(&p1)
	var n2 = p2
	n2.Neg(&p2)
	zero1, zero2 := make([]byte, evm.G1PointSize), make([]byte, evm.G2PointSize)
	for _, c := range []struct {
		run  func([]byte) ([]byte, error)
		in   []byte
		want []byte
	}{
		{evm.G1Add, append(bytes.Clone(zero1), zero1...), zero1},
		{evm.G1Add, append(encG1(&p1), encG1(&n1)...), zero1},
		{evm.G2Add, append(bytes.Clone(zero2), zero2...), zero2},
		{evm.G2Add, append(encG2(&p2), encG2(&n2)...), zero2},
		{evm.G1MSM, append(encG1(&p1), make([]byte, 32)...), zero1},
		{evm.G1MSM, append(bytes.Clone(zero1), scalarOne...), zero1},
		{evm.G2MSM, append(encG2(&p2), make([]byte, 32)...), zero2},
		{evm.G2MSM, append(bytes.Clone(zero2), scalarOne...), zero2},
		{evm.PairingCheck, append(bytes.Clone(zero1), encG2(&p2)...), scalarOne},
		{evm.PairingCheck, append(encG1(&p1), zero2...), scalarOne},
	} {
		got, err := c.run(c.in)
		require.NoError(t, err)
		assert.Equal(t, c.want, got)
	}
}
