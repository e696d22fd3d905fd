package curves

import (
	"crypto/rand"
	"math/big"
	mrand "math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leBig returns the little-endian integer k as a big.Int.
func leBig(k []byte) *big.Int {
	b := make([]byte, len(k))
	for i := range k {
		b[len(k)-1-i] = k[i]
	}
	return new(big.Int).SetBytes(b)
}

// testScalars returns edge-biased 32-byte little-endian integers below 2^253
// (the range the radix-16 recoding of a 253-bit order must cover), random
// 32-byte strings, and all-ones strings.
func testScalars(t *testing.T, topMask byte) [][]byte {
	var out [][]byte
	out = append(out, make([]byte, 32))
	one := make([]byte, 32)
	one[0] = 1
	out = append(out, one)
	ones := make([]byte, 32)
	for i := range ones {
		ones[i] = 0xff
	}
	ones[31] &= topMask
	out = append(out, ones)
	eights := make([]byte, 32)
	for i := range eights {
		eights[i] = 0x88
	}
	eights[31] &= topMask
	out = append(out, eights)
	for i := 0; i < 200; i++ {
		k := make([]byte, 32)
		_, err := rand.Read(k)
		require.NoError(t, err)
		k[31] &= topMask
		out = append(out, k)
	}
	return out
}

func TestSignedRadix16(t *testing.T) {
	for _, k := range testScalars(t, 0x1f) {
		digits := make([]int8, 64)
		SignedRadix16(digits, k)
		sum := new(big.Int)
		for i := len(digits) - 1; i >= 0; i-- {
			require.GreaterOrEqual(t, digits[i], int8(-8))
			require.LessOrEqual(t, digits[i], int8(8))
			sum.Lsh(sum, 4).Add(sum, big.NewInt(int64(digits[i])))
		}
		assert.Equal(t, 0, sum.Cmp(leBig(k)), "k = %x", k)
	}
}

// TestSignedRadix16Lengths checks SignedRadix16 on every pairing of digit
// count and scalar length up to a few past a 32-byte scalar's — odd counts,
// scalars shorter and longer than the digits — against the digits read with
// bitsAt (bits past the end of k are 0, bits past the last digit ignored)
// and carried the same way.
func TestSignedRadix16Lengths(t *testing.T) {
	rng := mrand.New(mrand.NewPCG(5, 6))
	for nd := 1; nd <= 68; nd++ {
		for nk := 0; nk <= 34; nk++ {
			k := make([]byte, nk)
			for i := range k {
				k[i] = byte(rng.Uint32())
			}
			want := make([]int8, nd)
			for i := range want {
				want[i] = int8(bitsAt(k, 4*uint(i), 4))
			}
			for i := 0; i < nd-1; i++ {
				carry := (want[i] + 8) >> 4
				want[i] -= carry << 4
				want[i+1] += carry
			}
			got := make([]int8, nd)
			for i := range got {
				got[i] = 0x55 // SignedRadix16 overwrites every digit
			}
			SignedRadix16(got, k)
			require.Equal(t, want, got, "%d digits, %d bytes", nd, nk)
		}
	}
}

func TestSignedWindowsVarTime(t *testing.T) {
	for _, w := range []uint{1, 4, 5, 7, 11, 16} {
		for _, k := range testScalars(t, 0xff) {
			digits := make([]int32, (8*len(k)+1+int(w)-1)/int(w))
			SignedWindowsVarTime(digits, k, w)
			half := int32(1) << (w - 1)
			sum := new(big.Int)
			for i := len(digits) - 1; i >= 0; i-- {
				require.LessOrEqual(t, digits[i], half)
				require.GreaterOrEqual(t, digits[i], -half)
				sum.Lsh(sum, w).Add(sum, big.NewInt(int64(digits[i])))
			}
			assert.Equal(t, 0, sum.Cmp(leBig(k)), "w = %d k = %x", w, k)
		}
	}
	assert.Panics(t, func() { SignedWindowsVarTime(make([]int32, 2), make([]byte, 32), 4) })
}

func TestNonAdjacentFormVarTime(t *testing.T) {
	for _, w := range []uint{2, 5, 8} {
		for _, k := range testScalars(t, 0xff) {
			naf := make([]int8, 8*len(k)+1)
			NonAdjacentFormVarTime(naf, k, w)
			sum := new(big.Int)
			last := len(naf) + int(w)
			for i := len(naf) - 1; i >= 0; i-- {
				d := naf[i]
				if d != 0 {
					require.Equal(t, int8(1), d&1, "digit must be odd")
					require.Less(t, int(d), 1<<(w-1))
					require.Greater(t, int(d), -(1 << (w - 1)))
					require.GreaterOrEqual(t, last-i, int(w), "digits must be w apart")
					last = i
				}
				sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(d)))
			}
			assert.Equal(t, 0, sum.Cmp(leBig(k)), "w = %d k = %x", w, k)
		}
	}
	assert.Panics(t, func() { NonAdjacentFormVarTime(make([]int8, 256), make([]byte, 32), 5) })
	// Integers longer than the word buffer take the byte-wise path.
	long := make([]byte, 130)
	_, _ = rand.Read(long)
	naf := make([]int8, 8*len(long)+1)
	NonAdjacentFormVarTime(naf, long, 5)
	sum := new(big.Int)
	for i := len(naf) - 1; i >= 0; i-- {
		sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(naf[i])))
	}
	assert.Equal(t, 0, sum.Cmp(leBig(long)))
}
