package edwards

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestLookupWords checks lookupWords, whose amd64 version is assembly,
// against the portable blend and against a plain copy of the chosen entry,
// for every index and for entry sizes of both parities, those of the fixed
// fields (15 and 20 words for fp25519, 21 and 28 for fp448) included, with
// and without the exchange of the first two coordinates, for every
// coordinate size.
func TestLookupWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 40; n++ {
		table := make([]uint64, 8*n)
		id := make([]uint64, n)
		for i := range table {
			table[i] = rng.Uint64()
		}
		for i := range id {
			id[i] = rng.Uint64()
		}
		for idx := range 9 {
			got := make([]uint64, n+1) // one word more, which must stay untouched
			got[n] = 0x5555
			want := id
			if idx > 0 {
				want = table[(idx-1)*n : idx*n]
			}
			// Every coordinate size k with two coordinates in the entry,
			// without and with the exchange of the first two.
			for k := 1; 2*k <= n; k++ {
				for swap := range 2 {
					got[n] = 0x5555
					lookupWords(unsafe.Pointer(&got[0]), unsafe.Pointer(&table[0]), unsafe.Pointer(&id[0]), n, k, uint8(idx), swap)
					w := append([]uint64(nil), want...)
					if swap == 1 {
						copy(w, want[k:2*k])
						copy(w[k:], want[:k])
					}
					require.Equal(t, w, got[:n], "n = %d, k = %d, idx = %d, swap = %d", n, k, idx, swap)
					require.Equal(t, uint64(0x5555), got[n], "n = %d, idx = %d: wrote past the end", n, idx)
				}
			}

			var masks [9]uint64
			masks[idx] = ^uint64(0)
			generic := make([]uint64, n)
			blendWordsGeneric(&generic[0], &table[0], &id[0], &masks, n)
			require.Equal(t, want, generic, "generic, n = %d, idx = %d", n, idx)
		}
	}
}
