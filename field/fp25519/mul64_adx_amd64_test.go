//go:build amd64 && !purego

package fp25519

import (
	"os"
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
	src, err := os.ReadFile("mul64_adx_amd64.s")
	require.NoError(t, err)
	allowed := map[string]bool{"MOVQ": true, "MULXQ": true, "ADDQ": true, "ADCQ": true, "ADCXQ": true,
		"ADOXQ": true, "XORQ": true, "SBBQ": true, "ANDQ": true, "IMUL3Q": true, "RET": true, "TEXT": true}
	seen := map[string]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		if c := strings.Index(line, "//"); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line), `\`))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op := strings.Fields(line)[0]
		if op == "REDUCE38" { // the macro defined above in the file, checked line by line
			continue
		}
		require.True(t, allowed[op], "mul64_adx_amd64.s:%d: %q is not a straight-line instruction", i+1, line)
		seen[op] = true
	}
	require.True(t, seen["MULXQ"] && seen["ADCXQ"] && seen["ADOXQ"] && seen["IMUL3Q"])
}
