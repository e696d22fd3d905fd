package evm_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// TestErrors checks each error case of the contracts against its sentinel,
// and the inputs that EIP-196/197 accept although they look wrong.
func TestErrors(t *testing.T) {
	g1, g2 := bn254.NewG1Generator().Bytes(), bn254.NewG2Generator().Bytes()
	pBytes := bn254.Modulus().FillBytes(make([]byte, 32))
	offCurve := bytes.Clone(g1)
	offCurve[63] ^= 1
	nonCanonical := append(bytes.Clone(pBytes), g1[32:]...) // x = p ≡ 0: (p, 2) is not (0, 2)
	off := offG2(t)
	offRaw := off.RawBytes()
	pair := append(bytes.Clone(g1), g2...)
	cases := []struct {
		name string
		run  func([]byte) ([]byte, error)
		in   []byte
		err  error
	}{
		{"Add, first point off the curve", evm.Add, append(bytes.Clone(offCurve), g1...), bn254.ErrNotOnCurve},
		{"Add, second point off the curve", evm.Add, append(bytes.Clone(g1), offCurve...), bn254.ErrNotOnCurve},
		{"Add, x = p", evm.Add, nonCanonical, bn254.ErrNotCanonical},
		{"Add, (1, 0) after padding", evm.Add, g1[:32], bn254.ErrNotOnCurve},
		{"Mul, point off the curve", evm.Mul, offCurve, bn254.ErrNotOnCurve},
		{"Mul, y = p", evm.Mul, append(bytes.Clone(g1[:32]), pBytes...), bn254.ErrNotCanonical},
		{"Pairing, 1 byte", evm.Pairing, []byte{0}, evm.ErrPairingInputLength},
		{"Pairing, 191 bytes", evm.Pairing, pair[:191], evm.ErrPairingInputLength},
		{"Pairing, 193 bytes", evm.Pairing, append(bytes.Clone(pair), 0), evm.ErrPairingInputLength},
		{"Pairing, G1 off the curve", evm.Pairing, append(bytes.Clone(offCurve), g2...), bn254.ErrNotOnCurve},
		{"Pairing, G2 off the twist", evm.Pairing, append(bytes.Clone(pair[:191]), pair[191]^1), bn254.ErrNotOnCurve},
		{"Pairing, G2 outside the subgroup", evm.Pairing, append(bytes.Clone(g1), offRaw[:]...), bn254.ErrNotInSubgroup},
		{"Pairing, G2 outside the subgroup with G1 at infinity", evm.Pairing, append(make([]byte, 64), offRaw[:]...), bn254.ErrNotInSubgroup},
		{"Pairing, G2 coordinate = p", evm.Pairing, append(bytes.Clone(pair[:64]), append(bytes.Clone(pBytes), pair[96:]...)...), bn254.ErrNotCanonical},
		{"Pairing, second pair bad", evm.Pairing, append(bytes.Clone(pair), append(bytes.Clone(g1), offRaw[:]...)...), bn254.ErrNotInSubgroup},
	}
	for _, c := range cases {
		out, err := c.run(c.in)
		assert.Nil(t, out, c.name)
		assert.True(t, errors.Is(err, c.err), "%s: got %v, want %v", c.name, err, c.err)
	}

	// Accepted: bytes beyond 128 (Add) and 96 (Mul) are ignored, even
	// invalid ones; all zeros is the point at infinity.
	sum, err := evm.Add(append(append(bytes.Clone(g1), make([]byte, 64)...), offCurve...))
	require.NoError(t, err)
	assert.Equal(t, g1, sum)
	prod, err := evm.Mul(append(append(bytes.Clone(g1), make([]byte, 31)...), append([]byte{1}, offCurve...)...))
	require.NoError(t, err)
	assert.Equal(t, g1, prod)
	one := make([]byte, 32)
	one[31] = 1
	for _, in := range [][]byte{nil, make([]byte, 192), append(make([]byte, 64), g2...), append(bytes.Clone(g1), make([]byte, 128)...)} {
		out, err := evm.Pairing(in)
		require.NoError(t, err)
		assert.Equal(t, one, out, "%d bytes: e(O, Q) = e(P, O) = 1", len(in))
	}
	out, err := evm.Pairing(pair)
	require.NoError(t, err)
	assert.Equal(t, make([]byte, 32), out, "e(G1, G2) ≠ 1")
}

// TestGas checks the EIP-1108 prices.
func TestGas(t *testing.T) {
	assert.EqualValues(t, 150, evm.AddGas)
	assert.EqualValues(t, 6000, evm.MulGas)
	assert.EqualValues(t, 45000, evm.PairingGas(nil))
	assert.EqualValues(t, 45000+2*34000, evm.PairingGas(make([]byte, 384)))
	assert.EqualValues(t, 45000+34000, evm.PairingGas(make([]byte, 200)))
}
