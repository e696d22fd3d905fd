//go:build amd64 && !purego

package fp25519

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMul64ADXStraightLine reads mul64_adx_amd64.s and requires
// straight-line code: no jump, loop, call or division, and no label but the
// TEXT lines. internal/ctcheck cannot check these kernels, because the
// disassembler of go tool objdump does not decode MULX, ADCX and ADOX; this
// test stands in for it (the Go code around them, Field64ADX and the
// generated ladder, is checked there).
func TestMul64ADXStraightLine(t *testing.T) {
	seen := requireStraightLine(t, "mul64_adx_amd64.s", nil,
		"MOVQ", "MULXQ", "ADDQ", "ADCQ", "ADCXQ", "ADOXQ", "XORQ", "SBBQ", "ANDQ", "IMUL3Q")
	require.True(t, seen["MULXQ"] && seen["ADCXQ"] && seen["ADOXQ"] && seen["IMUL3Q"])
}

// TestMul64StraightLine reads mul64_amd64.s and requires straight-line
// code of baseline instructions only (no MULX, ADCX or ADOX, which the
// processors it is picked for lack). internal/ctcheck also disassembles
// these kernels (TestFieldsConstantTime, through Field64.Mul and Square).
// Both files are written by internal/mul64gen from internal/asmgen's
// Fp25519 emitter.
func TestMul64StraightLine(t *testing.T) {
	seen := requireStraightLine(t, "mul64_amd64.s", nil,
		"MOVQ", "MULQ", "ADDQ", "ADCQ", "XORL", "SBBQ", "NEGQ", "ANDQ", "IMUL3Q")
	require.True(t, seen["MULQ"] && seen["ADCQ"] && seen["IMUL3Q"])
}

// requireStraightLine fails unless every instruction of the assembly file
// name (macro bodies included, line by line) is one of ops, RET or TEXT,
// or a use of one of the file's macros; it returns the instructions seen.
func requireStraightLine(t *testing.T, name string, macros []string, ops ...string) map[string]bool {
	t.Helper()
	src, err := os.ReadFile(name)
	require.NoError(t, err)
	allowed := map[string]bool{"RET": true, "TEXT": true}
	for _, op := range ops {
		allowed[op] = true
	}
	seen := map[string]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		if c := strings.Index(line, "//"); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line), `\`))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op, _, _ := strings.Cut(strings.Fields(line)[0], "(")
		if slices.Contains(macros, op) { // a macro defined in the file, checked line by line
			continue
		}
		require.True(t, allowed[op], "%s:%d: %q is not a straight-line instruction", name, i+1, line)
		seen[op] = true
	}
	return seen
}
