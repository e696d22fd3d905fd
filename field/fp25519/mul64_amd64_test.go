//go:build amd64 && !purego

package fp25519

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMul64AsmAliasing checks the MULQ kernels with the output aliasing
// their inputs (z = x = y, z = x, z = y) against the portable kernels.
func TestMul64AsmAliasing(t *testing.T) {
	x0 := Element64{0xffffffffffffffed, ^uint64(0), 0x0123456789abcdef, ^uint64(0)}
	y0 := Element64{^uint64(0), 38, ^uint64(0), 1 << 63}
	var want Element64
	mul64Generic(&want, &x0, &x0)
	x := x0
	mul64Asm(&x, &x, &x)
	require.Equal(t, want, x, "z = x = y")
	mul64Generic(&want, &x0, &y0)
	x, y := x0, y0
	mul64Asm(&x, &x, &y)
	require.Equal(t, want, x, "z = x")
	x, y = x0, y0
	mul64Asm(&y, &x, &y)
	require.Equal(t, want, y, "z = y")
	square64Generic(&want, &x0)
	x = x0
	square64Asm(&x, &x)
	require.Equal(t, want, x, "square z = x")
}

// FuzzMul64AsmMatchesGeneric checks that the MULQ kernels return the limbs
// of the portable ones for any two 256-bit inputs.
func FuzzMul64AsmMatchesGeneric(f *testing.F) {
	const ones = ^uint64(0)
	f.Add(uint64(0), uint64(0), uint64(0), uint64(0), uint64(1))
	f.Add(ones, ones, ones, ones, ones)
	f.Add(ones-18, ones, ones, ones>>1, uint64(38))
	f.Add(uint64(0xdeadbeef), uint64(1)<<63, ones, uint64(0), uint64(121666))
	f.Fuzz(func(t *testing.T, a, b, c, d, e uint64) {
		x := Element64{a, b, c, d}
		y := Element64{e, d ^ a, c + b, b * e}
		var got, want Element64
		mul64Asm(&got, &x, &y)
		mul64Generic(&want, &x, &y)
		require.Equal(t, want, got, "mul %x %x", x, y)
		square64Asm(&got, &y)
		square64Generic(&want, &y)
		require.Equal(t, want, got, "square %x", y)
	})
}
