//go:build amd64 && !purego

package edwards

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLookupKernelsStraightLine checks the source of the table scans
// lookup15 and lookup20 (lookup_amd64.s), which ScalarBaseMult and
// ScalarMult run on secret digits: the only branch of each is its loop
// over the eight entries, whose count is fixed, and the exchange of the
// first two coordinates for a negative digit (SWAP5, with its mask from
// SWAPMASK) is straight-line code, masks and shuffles. The test reads the
// macro bodies too, as asmStatements keeps a macro's continuation lines.
func TestLookupKernelsStraightLine(t *testing.T) {
	b, err := os.ReadFile("lookup_amd64.s")
	require.NoError(t, err)
	src := string(b)
	for _, sym := range []string{"lookup15", "lookup20"} {
		block := textBlock(t, src, sym)
		require.Contains(t, block, "SWAP5", "%s: no sign exchange", sym)
		ops, lines := asmStatements(block)
		loop := "entries" + strings.TrimPrefix(sym, "lookup")
		for i, op := range ops {
			if why := straightLine(op); why != "" {
				// The loop: its label and its one backward jump.
				ok := op == loop+":" || op == "JNZ" && strings.Contains(block, "JNZ "+loop)
				require.True(t, ok, "%s:%d: %s is %s", sym, lines[i], op, why)
			}
		}
	}
	start := strings.Index(src, "#define SWAP5")
	end := strings.Index(src, "// MASK sets")
	require.True(t, start >= 0 && end > start, "SWAP5 and SWAPMASK not found")
	ops, lines := asmStatements(src[start:end])
	seen := map[string]bool{}
	for i, op := range ops {
		require.Empty(t, straightLine(op), "SWAP5:%d: %s", lines[i], op)
		seen[op] = true
	}
	for _, op := range []string{"SHUFPD", "PAND", "PXOR", "NEGQ"} {
		require.True(t, seen[op], "SWAP5: no %s; is this still the exchange?", op)
	}
}
