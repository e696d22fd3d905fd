//go:build amd64 && !purego

package fp25519

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAsmMatchesGeneric checks that the assembly kernels return exactly the
// limbs of the portable ones, on edge and random loosely reduced inputs.
func TestAsmMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	es := testElements(rng, 2000)
	for i, x := range es {
		y := es[(i*13+5)%len(es)]
		var got, want Element
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		require.Equal(t, want, got, "mul(%x, %x)", x, y)
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		require.Equal(t, want, got, "square(%x)", x)
	}
	// Aliasing through the assembly: z = x = y.
	x := es[len(es)-1]
	want := x
	mulGeneric(&want, &want, &want)
	mulAsm(&x, &x, &x)
	require.Equal(t, want, x)
}

func FuzzAsmMatchesGeneric(f0 *testing.F) {
	f0.Add(uint64(0), uint64(1), uint64(1<<52-1), uint64(1<<51), uint64(0xdeadbeef))
	f0.Fuzz(func(t *testing.T, s0, s1, s2, s3, s4 uint64) {
		x := Element{s0 >> 12, s1 >> 12, s2 >> 12, s3 >> 12, s4 >> 12}
		y := Element{s4 >> 12, s3 >> 12, s2 >> 12, s1 >> 12, s0 >> 12}
		var got, want Element
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		require.Equal(t, want, got)
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		require.Equal(t, want, got)
	})
}

func BenchmarkMulGeneric(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	y := x
	for b.Loop() {
		mulGeneric(&x, &x, &y)
	}
	sink = x
}

func BenchmarkSquareGeneric(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	for b.Loop() {
		squareGeneric(&x, &x)
	}
	sink = x
}
