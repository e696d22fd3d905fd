package weierstrass

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// TestGather compares gather, which uses the assembly lookups on amd64,
// with gatherWords for every index of tables of 8- and 12-word entries of
// the sizes the engine uses, and a few others, and for idx = 0.
func TestGather(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 12))
	for _, n := range []int{8, 12, 6} {
		for _, entries := range []int{1, 2, 16, 32} {
			table := make([]uint64, n*entries)
			for i := range table {
				table[i] = rng.Uint64()
			}
			for idx := 0; idx <= entries; idx++ {
				want := make([]uint64, n)
				got := make([]uint64, n)
				for i := range got {
					got[i] = rng.Uint64() // overwritten whatever it holds
				}
				gatherWords(unsafe.Pointer(&want[0]), unsafe.Pointer(&table[0]), entries, n, uint8(idx))
				gather(unsafe.Pointer(&got[0]), unsafe.Pointer(&table[0]), entries, n, uint8(idx))
				require.Equal(t, want, got, "n = %d, entries = %d, idx = %d", n, entries, idx)
				if idx > 0 {
					require.Equal(t, table[n*(idx-1):n*idx], got)
				}
			}
		}
	}
}

// TestGatherLimbs compares gatherLimbs with gatherWords on tables whose
// elements hold zeros above their low limbs, as field.Prime elements of
// fewer limbs than PrimeElement do: points of 2 and 3 elements of 9 words
// with 4 to 8 limbs used, for every index and idx = 0.
func TestGatherLimbs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 13))
	const words = 9
	for _, coords := range []int{2, 3} {
		for limbs := 4; limbs < words; limbs++ {
			n := coords * words
			const entries = 32
			table := make([]uint64, n*entries)
			for i := range table {
				if i%words < limbs {
					table[i] = rng.Uint64()
				}
			}
			for idx := 0; idx <= entries; idx++ {
				want := make([]uint64, n)
				got := make([]uint64, n)
				for i := range got {
					got[i] = rng.Uint64() // overwritten whatever it holds
				}
				gatherWords(unsafe.Pointer(&want[0]), unsafe.Pointer(&table[0]), entries, n, uint8(idx))
				gatherLimbs(unsafe.Pointer(&got[0]), unsafe.Pointer(&table[0]), entries, coords, words, limbs, uint8(idx))
				require.Equal(t, want, got, "coords = %d, limbs = %d, idx = %d", coords, limbs, idx)
			}
		}
	}
}

// TestGatherStrided compares gatherStrided, the assembly lookups gather9x4
// and gather9x6 on amd64, with gatherWords on tables of points of 2, 3, 4
// and 6 elements of 9 words (affine and projective points over a
// field.Prime and over a tower.Fp2 over one) with 4 to 8 limbs used, for
// table sizes the engine uses and a few others, every index and idx = 0;
// dst starts with random words, all of which it sets.
func TestGatherStrided(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 9))
	for _, elems := range []int{2, 3, 4, 6} {
		for limbs := 4; limbs < 9; limbs++ {
			for _, entries := range []int{1, 2, 16, 32} {
				n := elems * 9
				table := make([]uint64, n*entries)
				for i := range table {
					if i%9 < limbs {
						table[i] = rng.Uint64()
					}
				}
				for idx := 0; idx <= entries; idx++ {
					want := make([]uint64, n)
					got := make([]uint64, n)
					for i := range got {
						got[i] = rng.Uint64()
					}
					gatherWords(unsafe.Pointer(&want[0]), unsafe.Pointer(&table[0]), entries, n, uint8(idx))
					gatherStrided(unsafe.Pointer(&got[0]), unsafe.Pointer(&table[0]), entries, elems, 9, limbs, uint8(idx))
					require.Equal(t, want, got, "elems = %d, limbs = %d, entries = %d, idx = %d", elems, limbs, entries, idx)
				}
			}
		}
	}
}
