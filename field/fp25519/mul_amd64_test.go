//go:build amd64 && !purego

package fp25519

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// requireSameValue fails unless got and want stand for the same value mod p
// (the assembly and the Go kernels reduce their columns differently, so
// their limbs may differ: see mul.go) and got's limbs keep the assembly's
// bound, 2^51 + 2^18.
func requireSameValue(t *testing.T, want, got Element, msgAndArgs ...any) {
	t.Helper()
	for _, l := range got {
		require.Less(t, l, uint64(1<<51+1<<18), msgAndArgs...)
	}
	reduce(&want)
	reduce(&got)
	require.Equal(t, want, got, msgAndArgs...)
}

// TestAsmMatchesGeneric checks that the assembly kernels compute the values
// of the portable ones, on edge and random loosely reduced inputs.
func TestAsmMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	es := testElements(rng, 2000)
	for i, x := range es {
		y := es[(i*13+5)%len(es)]
		var got, want Element
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		requireSameValue(t, want, got, "mul(%x, %x)", x, y)
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		requireSameValue(t, want, got, "square(%x)", x)
	}
	// Aliasing through the assembly: z = x = y.
	x := es[len(es)-1]
	want := x
	mulGeneric(&want, &want, &want)
	mulAsm(&x, &x, &x)
	requireSameValue(t, want, x)
}

func FuzzAsmMatchesGeneric(f0 *testing.F) {
	f0.Add(uint64(0), uint64(1), uint64(1<<52-1), uint64(1<<51), uint64(0xdeadbeef))
	f0.Fuzz(func(t *testing.T, s0, s1, s2, s3, s4 uint64) {
		x := Element{s0 >> 12, s1 >> 12, s2 >> 12, s3 >> 12, s4 >> 12}
		y := Element{s4 >> 12, s3 >> 12, s2 >> 12, s1 >> 12, s0 >> 12}
		var got, want Element
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		requireSameValue(t, want, got)
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		requireSameValue(t, want, got)
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
