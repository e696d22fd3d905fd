package pairing_test

import (
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestKilicVectors checks BLS12-381 against the 1000 values
// e(k·G1, k·G2), k = 1…1000, computed by kilic/bls12-381 (testdata/README.md),
// encoded as the tower's Fp12 encoding. Every entry is checked through GT
// arithmetic (e(G1, G2)^(k²), built up by multiplications from one pairing),
// and eight of them (plus every 50th without -short) are recomputed as full
// pairings of the points k·G1 and k·G2.
func TestKilicVectors(t *testing.T) {
	raw, err := os.ReadFile("testdata/pairing-kilic.json")
	require.NoError(t, err)
	var hexes []string
	require.NoError(t, json.Unmarshal(raw, &hexes))
	require.Len(t, hexes, 1000)
	e, _ := engines(t)
	g1, g2 := e.G1Generator(), e.G2Generator()
	base, err := e.Pair([]pairingG1{g1}, []pairingG2{g2})
	require.NoError(t, err)
	// v = base^(k²); step = base^(2k + 1) takes v from k² to (k + 1)².
	v := e.NewGT().Set(base)
	step := e.NewGT().Mul(base, base)
	step.Mul(step, base) // base³ = base^(2·1 + 1)
	sq := e.NewGT().Mul(base, base)
	full := map[int]bool{1: true, 2: true, 3: true, 17: true, 255: true, 256: true, 999: true, 1000: true}
	for k := 1; k <= 1000; k++ {
		want, err := hex.DecodeString(hexes[k-1])
		require.NoError(t, err)
		require.Equal(t, want, v.Bytes(), "e(G1, G2)^(k²) for k = %d", k)
		if full[k] || (!testing.Short() && k%50 == 0) {
			kk := big.NewInt(int64(k))
			p := e.ScalarMultG1VarTime(&g1, kk)
			q := e.ScalarMultG2VarTime(&g2, kk)
			z, err := e.Pair([]pairingG1{p}, []pairingG2{q})
			require.NoError(t, err)
			require.Equal(t, want, z.Bytes(), "e(k·G1, k·G2) for k = %d", k)
		}
		v.Mul(v, step)
		step.Mul(step, sq)
	}
}
