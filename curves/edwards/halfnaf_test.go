package edwards

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAppendWideNAF checks appendWideNAF against appendNAF for the widths
// both take, and for widths up to 15 checks the defining properties with
// math/big: the digits are odd, below 2^(w−1) in magnitude, at least w
// positions apart, and sum to k.
func TestAppendWideNAF(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var inputs [][]byte
	for _, n := range []int{1, 16, 28, 32, 57, 120} {
		for range 100 {
			k := make([]byte, n)
			for i := range k {
				switch rng.IntN(4) {
				case 0:
					k[i] = 0xff
				case 1:
				default:
					k[i] = byte(rng.Uint32())
				}
			}
			inputs = append(inputs, k)
		}
	}
	for _, k := range inputs {
		for w := uint(2); w <= 15; w++ {
			got := appendWideNAF(nil, k, w)
			if w <= 8 {
				want := appendNAF(nil, k, w)
				require.Len(t, got, len(want))
				for i := range want {
					require.Equal(t, want[i].pos(), got[i].pos())
					require.Equal(t, int16(want[i].digit()), got[i].digit())
				}
			}
			sum := new(big.Int)
			last := -int(w)
			for _, e := range got {
				d := int64(e.digit())
				require.Equal(t, int64(1), d&1, "w = %d: even digit %d", w, d)
				require.Less(t, max(d, -d), int64(1)<<(w-1), "w = %d", w)
				require.GreaterOrEqual(t, e.pos()-last, int(w), "w = %d: adjacent digits", w)
				last = e.pos()
				sum.Add(sum, new(big.Int).Lsh(big.NewInt(d), uint(e.pos())))
			}
			le := make([]byte, len(k))
			for i := range k {
				le[len(k)-1-i] = k[i]
			}
			require.Zero(t, new(big.Int).SetBytes(le).Cmp(sum), "w = %d, k = %x", w, k)
		}
	}
}
