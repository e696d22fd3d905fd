//go:build amd64 && !purego

package edwards

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestScalarLaneKernelsStraightLine is TestBaseLaneKernelsStraightLine for
// the kernels that the constant-time scalarMultLanes runs through the lane
// backend's Add, Double, Double4, ToCached and LookupCached: addIFMA,
// doubleIFMA, double4IFMA and toCachedIFMA of internal/lanes25519's
// ifma_amd64.s (with the macros of fp25519_amd64.h), and addAVX2,
// doubleAVX2, double4AVX2, toCachedAVX2 and lookupCachedAVX2 (the table scan and the sign, on both paths) of its
// avx2_amd64.s, must be straight-line code: no jump, label, call, loop or
// division. The Go around them (lanes25519's methods) does not branch.
func TestScalarLaneKernelsStraightLine(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("internal", "lanes25519", name))
		require.NoError(t, err)
		return string(b)
	}
	check := func(name, src string, want ...string) {
		t.Helper()
		ops, lines := asmStatements(src)
		seen := map[string]bool{}
		for i, op := range ops {
			why := straightLine(op)
			require.Empty(t, why, "%s:%d: %s is %s", name, lines[i], op, why)
			seen[op] = true
		}
		for _, op := range want {
			require.True(t, seen[op], "%s: no %s; is this still the kernel?", name, op)
		}
	}
	ifma := read("ifma_amd64.s")
	require.Contains(t, ifma, `#include "fp25519_amd64.h"`)
	check("fp25519_amd64.h", read("fp25519_amd64.h"), "VPMADD52LUQ", "VPMADD52HUQ")
	for _, sym := range []string{"addIFMA", "doubleIFMA", "double4IFMA", "toCachedIFMA"} {
		check("ifma_amd64.s "+sym, textBlock(t, ifma, sym), "RET")
	}
	avx2 := read("avx2_amd64.s")
	for _, sym := range []string{"addAVX2", "doubleAVX2", "double4AVX2", "toCachedAVX2"} {
		check("avx2_amd64.s "+sym, textBlock(t, avx2, sym), "VPMULUDQ", "RET")
	}
	check("avx2_amd64.s lookupCachedAVX2", textBlock(t, avx2, "lookupCachedAVX2"), "VPCMPEQQ", "VPBLENDVB", "RET")
}
