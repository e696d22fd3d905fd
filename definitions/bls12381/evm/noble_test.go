package evm_test

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// TestNobleMapVectors runs noble-curves' EIP-2537 map vectors
// (testdata/README.md): the RFC 9380 _NU_ suites' u[0] and P for five
// messages, in the precompiles' encoding.
func TestNobleMapVectors(t *testing.T) {
	b, err := os.ReadFile("testdata/eip2537-noble.json")
	require.NoError(t, err)
	var v struct{ G1, G2 []gethCase }
	require.NoError(t, json.Unmarshal(b, &v))
	require.Len(t, v.G1, 5)
	require.Len(t, v.G2, 5)
	for _, set := range []struct {
		cases []gethCase
		run   func([]byte) ([]byte, error)
	}{{v.G1, evm.MapFpToG1}, {v.G2, evm.MapFp2ToG2}} {
		for _, c := range set.cases {
			in, err := hex.DecodeString(c.Input)
			require.NoError(t, err)
			out, err := set.run(in)
			require.NoError(t, err, c.Name)
			assert.Equal(t, c.Expected, hex.EncodeToString(out), c.Name)
		}
	}
}
