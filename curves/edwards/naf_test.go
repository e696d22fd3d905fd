package edwards

import (
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/curves"
	"github.com/stretchr/testify/require"
)

// TestAppendNAF checks the sparse recoding against curves.NonAdjacentFormVarTime
// digit for digit, on random integers of the scalar lengths of edwards25519
// and edwards448 and on runs of zero and one bits that cross word
// boundaries.
func TestAppendNAF(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var inputs [][]byte
	for _, n := range []int{1, 16, 32, 57, 64, 120} {
		for range 200 {
			k := make([]byte, n)
			for i := range k {
				k[i] = byte(rng.Uint32())
			}
			inputs = append(inputs, k)
		}
		zeros, ones := make([]byte, n), make([]byte, n)
		for i := range ones {
			ones[i] = 0xff
		}
		inputs = append(inputs, zeros, ones)
		for range 100 { // long runs of ones and zeros
			k := make([]byte, n)
			for i := range k {
				if rng.IntN(3) == 0 {
					k[i] = 0xff
				} else if rng.IntN(2) == 0 {
					k[i] = byte(rng.Uint32())
				}
			}
			inputs = append(inputs, k)
		}
	}
	for _, w := range []uint{2, 3, 4, 5, 6, 7, 8} {
		for _, k := range inputs {
			want := make([]int8, 8*len(k)+1)
			curves.NonAdjacentFormVarTime(want, k, w)
			got := make([]int8, len(want))
			for _, e := range appendNAF(nil, k, w) {
				require.Zero(t, got[e.pos()], "w = %d, k = %x: position %d twice", w, k, e.pos())
				require.NotZero(t, e.digit())
				got[e.pos()] = e.digit()
			}
			require.Equal(t, want, got, "w = %d, k = %x", w, k)
		}
	}
}
