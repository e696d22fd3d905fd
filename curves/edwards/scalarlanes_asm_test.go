//go:build amd64 && !purego

package edwards

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestScalarLaneKernelsStraightLine is TestBaseLaneKernelsStraightLine for
// the kernels that the constant-time scalarMultLanes runs through
// field/fp25519's EdwardsLanesAdd, EdwardsLanesDouble and
// EdwardsLanesToCached: point4AddIFMA, point4DoubleIFMA and
// point4ToCachedIFMA of lanes4_amd64.s (with the macros of lanes_amd64.h),
// and point4AddAVX2, point4DoubleAVX2 and point4ToCachedAVX2 of
// lanes_avx2_amd64.s, must be straight-line code: no jump, label, call, loop
// or division. The Go around them branches only on the processor's
// features; the table scan (lookupWords) and the sign's masked lane
// exchanges (laneSwap) are branch-free Go and SSE2.
func TestScalarLaneKernelsStraightLine(t *testing.T) {
	dir := filepath.Join("..", "..", "field", "fp25519")
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
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
	ifma := read("lanes4_amd64.s")
	require.Contains(t, ifma, `#include "lanes_amd64.h"`)
	check("lanes_amd64.h", read("lanes_amd64.h"), "VPMADD52LUQ", "VPMADD52HUQ")
	for _, sym := range []string{"point4AddIFMA", "point4DoubleIFMA", "point4ToCachedIFMA"} {
		check("lanes4_amd64.s "+sym, textBlock(t, ifma, sym), "RET")
	}
	avx2 := read("lanes_avx2_amd64.s")
	for _, sym := range []string{"point4AddAVX2", "point4DoubleAVX2", "point4ToCachedAVX2"} {
		check("lanes_avx2_amd64.s "+sym, textBlock(t, avx2, sym), "VPMULUDQ", "RET")
	}
}
