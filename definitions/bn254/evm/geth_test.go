package evm_test

import (
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254/evm"
	"github.com/curvekit/curvekit/internal/vectors"
)

// gethCase is one case of go-ethereum's precompile vector files
// (core/vm/testdata/precompiles of the module at vectors.GethVersion).
type gethCase struct {
	Input, Expected, Name string
	Gas                   uint64
}

// TestGethVectors runs go-ethereum's vectors of the three contracts: 16
// additions, 19 multiplications and 14 pairing checks (EIP-196/197 cases by
// chfast, cdetrio and jeff, with edge inputs: short and long inputs, the
// point at infinity, scalars 0 and ≥ r, k = 0 and 10 pairs), each output
// and its Istanbul gas.
func TestGethVectors(t *testing.T) {
	for _, f := range []struct {
		file  string
		count int
		run   func([]byte) ([]byte, error)
		gas   func([]byte) uint64
	}{
		{"bn256Add.json", 16, evm.Add, func([]byte) uint64 { return evm.AddGas }},
		{"bn256ScalarMul.json", 19, evm.Mul, func([]byte) uint64 { return evm.MulGas }},
		{"bn256Pairing.json", 14, evm.Pairing, evm.PairingGas},
	} {
		t.Run(f.file, func(t *testing.T) {
			var cases []gethCase
			require.NoError(t, json.Unmarshal(vectors.Geth(t, "core/vm/testdata/precompiles/"+f.file), &cases))
			require.Len(t, cases, f.count)
			for _, c := range cases {
				in, err := hex.DecodeString(c.Input)
				require.NoError(t, err, c.Name)
				out, err := f.run(in)
				require.NoError(t, err, c.Name)
				assert.Equal(t, c.Expected, hex.EncodeToString(out), c.Name)
				assert.Equal(t, c.Gas, f.gas(in), c.Name)
			}
		})
	}
}
