package edwards

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestLookupWordsPair checks lookupWordsPair (the build's version) and the
// portable joint blend lookupWordsPairBlend against lookupWords, for every
// pair of indexes and of exchange flags, for entry sizes of both parities
// (15, fp25519's affine entries, included), every coordinate size, and
// with the word past each entry left untouched.
func TestLookupWordsPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 2; n <= 24; n++ {
		table := make([]uint64, 8*n)
		id := make([]uint64, n)
		for i := range table {
			table[i] = rng.Uint64()
		}
		for i := range id {
			id[i] = rng.Uint64()
		}
		tp, ip := unsafe.Pointer(&table[0]), unsafe.Pointer(&id[0])
		for idx1 := range 9 {
			for idx2 := range 9 {
				// The blend alone.
				got1, got2 := make([]uint64, n+1), make([]uint64, n+1)
				got1[n], got2[n] = 0x5555, 0xaaaa
				lookupWordsPairBlend(unsafe.Pointer(&got1[0]), unsafe.Pointer(&got2[0]), tp, ip, n, uint8(idx1), uint8(idx2))
				want1, want2 := make([]uint64, n), make([]uint64, n)
				lookupWords(unsafe.Pointer(&want1[0]), tp, ip, n, 1, uint8(idx1), 0)
				lookupWords(unsafe.Pointer(&want2[0]), tp, ip, n, 1, uint8(idx2), 0)
				require.Equal(t, want1, got1[:n], "blend, n = %d, idx1 = %d, idx2 = %d", n, idx1, idx2)
				require.Equal(t, want2, got2[:n], "blend, n = %d, idx1 = %d, idx2 = %d", n, idx1, idx2)
				require.Equal(t, []uint64{0x5555, 0xaaaa}, []uint64{got1[n], got2[n]}, "blend, n = %d: wrote past the end", n)

				// With the exchanges, every coordinate size k.
				for k := 1; 2*k <= n; k++ {
					for swaps := range 4 {
						s1, s2 := swaps&1, swaps>>1
						got1[n], got2[n] = 0x5555, 0xaaaa
						lookupWordsPair(unsafe.Pointer(&got1[0]), unsafe.Pointer(&got2[0]), tp, ip, n, k, uint8(idx1), uint8(idx2), s1, s2)
						lookupWords(unsafe.Pointer(&want1[0]), tp, ip, n, k, uint8(idx1), s1)
						lookupWords(unsafe.Pointer(&want2[0]), tp, ip, n, k, uint8(idx2), s2)
						require.Equal(t, want1, got1[:n], "n = %d, k = %d, idx = %d, %d, swap = %d, %d", n, k, idx1, idx2, s1, s2)
						require.Equal(t, want2, got2[:n], "n = %d, k = %d, idx = %d, %d, swap = %d, %d", n, k, idx1, idx2, s1, s2)
						require.Equal(t, []uint64{0x5555, 0xaaaa}, []uint64{got1[n], got2[n]}, "n = %d: wrote past the end", n)
					}
				}
			}
		}
	}
}
