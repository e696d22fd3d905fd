package fpr256

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLimbPiecesComputeAddAndSub checks that AddLimbs with ReduceOnce, and
// AddLimbs with SubModulus and AddBack, are Add and SubLimbs with AddBack is
// Sub, on edge values (0, 1, p − 1, p − 2 as elements and as raw limbs,
// where sums land on p − 1, p and p + 1) and random elements.
func TestLimbPiecesComputeAddAndSub(t *testing.T) {
	var f Field
	var one, m1, m2 Element
	f.One(&one)
	f.Neg(&m1, &one)
	f.Sub(&m2, &m1, &one)
	vals := []Element{{}, one, m1, m2,
		{1}, {2}, // raw limbs 1, 2; p − 1, p − 2, and (p − 1)/2 + 1 below
		{0xfffffffffffffffe, 0x00000000ffffffff, 0, 0xffffffff00000001},
		{0xfffffffffffffffd, 0x00000000ffffffff, 0, 0xffffffff00000001},
		{0x0000000000000000, 0x0000000080000000, 0x8000000000000000, 0x7fffffff80000000},
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 64 {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		var x Element
		require.NoError(t, f.SetWideBytes(&x, b))
		vals = append(vals, x)
	}
	for _, x := range vals {
		for _, y := range vals {
			var want, got Element
			f.Add(&want, &x, &y)
			got[0], got[1], got[2], got[3] = ReduceOnce(AddLimbs(&x, &y))
			require.Equal(t, want, got, "Add(%x, %x)", x, y)
			got[0], got[1], got[2], got[3] = AddBack(SubModulus(AddLimbs(&x, &y)))
			require.Equal(t, want, got, "Add(%x, %x) by SubModulus", x, y)
			f.Sub(&want, &x, &y)
			got[0], got[1], got[2], got[3] = AddBack(SubLimbs(&x, &y))
			require.Equal(t, want, got, "Sub(%x, %x)", x, y)
		}
	}
}

// TestSelectLimbsIsSelect checks that SelectLimbs chooses what Select
// chooses, a for cond 1 and b for cond 0, on pairs of distinct elements.
func TestSelectLimbsIsSelect(t *testing.T) {
	var f Field
	var one, m1 Element
	f.One(&one)
	f.Neg(&m1, &one)
	vals := []Element{{}, one, m1, {0x0123456789abcdef, 0xfedcba9876543210, 0x0f0f0f0f0f0f0f0f, 0x00ff00ff00ff00ff}}
	for _, a := range vals {
		for _, b := range vals {
			for cond := range 2 {
				var want, got Element
				f.Select(&want, &a, &b, cond)
				got[0], got[1], got[2], got[3] = SelectLimbs(&a, &b, cond)
				require.Equal(t, want, got, "Select(%x, %x, %d)", a, b, cond)
				if cond == 1 {
					require.Equal(t, a, got)
				} else {
					require.Equal(t, b, got)
				}
			}
		}
	}
}
