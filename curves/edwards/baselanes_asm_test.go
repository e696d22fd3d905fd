//go:build amd64 && !purego

package edwards

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// asmStatements returns the instructions of an assembly source, one
// mnemonic per statement with its line, without comments, preprocessor
// lines or line continuations; labels come out with their colon.
func asmStatements(src string) (ops []string, lines []int) {
	for i, line := range strings.Split(src, "\n") {
		if c := strings.Index(line, "//"); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line), `\`))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		for _, st := range strings.Split(line, ";") {
			if f := strings.Fields(st); len(f) > 0 {
				ops = append(ops, f[0])
				lines = append(lines, i+1)
			}
		}
	}
	return ops, lines
}

// straightLine reports why the instruction op is not straight-line code
// (a jump, a label, a call, a loop or a division), or "" if it is.
func straightLine(op string) string {
	switch {
	case strings.HasSuffix(op, ":"):
		return "a label"
	case strings.HasPrefix(op, "J"), strings.HasPrefix(op, "LOOP"):
		return "a jump"
	case op == "CALL":
		return "a call"
	case strings.HasPrefix(op, "DIV"), strings.HasPrefix(op, "IDIV"):
		return "a division"
	}
	return ""
}

// textBlock returns the lines of src from the TEXT line of symbol to the
// next TEXT line.
func textBlock(t *testing.T, src, symbol string) string {
	start := strings.Index(src, "TEXT ·"+symbol+"(SB)")
	require.GreaterOrEqual(t, start, 0, "no TEXT line for %s", symbol)
	end := strings.Index(src[start+1:], "\nTEXT ")
	if end < 0 {
		return src[start:]
	}
	return src[start : start+1+end]
}

// TestBaseLaneKernelsStraightLine stands in for internal/ctcheck on the
// assembly that the constant-time baseMultLanes runs through field/fp25519's
// EdwardsLanesAdd2 (with both sign flags false) and EdwardsLanesDouble: the
// disassembler of go tool objdump does not decode their EVEX and VEX
// instructions. It requires straight-line code — no jump, label, call, loop
// or division — in the whole of lanes4_amd64.s and lanes_amd64.h (the AVX-512
// IFMA kernels point8AddPairIFMA and point4DoubleIFMA and every macro they
// expand), and in the AVX2 kernels point8HalfAddAVX2 and point4DoubleAVX2 of
// lanes_avx2_amd64.s. The Go around them branches only on the processor's
// features and on the constant sign flags, and the table scan (lookupWords)
// and the sign's masked word exchanges are baseMultScalar's.
func TestBaseLaneKernelsStraightLine(t *testing.T) {
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
	check("lanes4_amd64.s", ifma, "VPERMQ", "KMOVW", "RET")
	check("lanes_amd64.h", read("lanes_amd64.h"), "VPMADD52LUQ", "VPMADD52HUQ")
	for _, sym := range []string{"point8AddPairIFMA", "point4DoubleIFMA"} {
		textBlock(t, ifma, sym)
	}
	avx2 := read("lanes_avx2_amd64.s")
	for _, sym := range []string{"point8HalfAddAVX2", "point4DoubleAVX2"} {
		check("lanes_avx2_amd64.s "+sym, textBlock(t, avx2, sym), "VPMULUDQ", "RET")
	}
	// The checker itself: the one AVX2 kernel with a loop is caught.
	ops, _ := asmStatements(textBlock(t, avx2, "lanesSquareNHalfAVX2"))
	found := false
	for _, op := range ops {
		found = found || straightLine(op) != ""
	}
	require.True(t, found, "the loop of lanesSquareNHalfAVX2 went unnoticed")
}
