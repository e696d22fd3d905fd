package montgomery

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLadderAsmStraightLine reads the ladder steps internal/enginegen
// writes in assembly (zz_ladder_*_amd64.s) and requires straight-line
// code: only moves, additions and subtractions with carry, the
// multiplications (MULQ, and MULX with ADCX and ADOX in the ADX file),
// IMUL3Q by the constant 38 (no MULX, ADCX or ADOX in the MULQ file), masks (SBBQ, ANDQ, XORQ), XORL (zeroing) and NEGQ; no jump,
// loop, call, division or label; memory operands only at a constant
// offset from SI or DI (no index register, so no address depends on a
// value), and the arguments read by name from FP. internal/ctcheck
// disassembles the MULQ function too; objdump does not decode MULX, ADCX
// and ADOX, so for the ADX function this test is the check.
func TestLadderAsmStraightLine(t *testing.T) {
	want := map[string][]string{
		"zz_ladder_fp25519x64_amd64.s":    {"MULQ"},
		"zz_ladder_fp25519x64adx_amd64.s": {"MULXQ", "ADCXQ", "ADOXQ"},
	}
	allowed := map[string]bool{"TEXT": true, "RET": true, "MOVQ": true, "ADDQ": true, "ADCQ": true, "SUBQ": true, "SBBQ": true,
		"ANDQ": true, "XORQ": true, "XORL": true, "NEGQ": true, "IMUL3Q": true, "MULQ": true, "MULXQ": true, "ADCXQ": true, "ADOXQ": true}
	mem := regexp.MustCompile(`^[0-9]+\((SI|DI)\)$|^[a-z0-9]+\+[0-9]+\(FP\)$`)
	for name, must := range want {
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		seen := map[string]bool{}
		for i, line := range strings.Split(string(src), "\n") {
			line, _, _ = strings.Cut(line, "//")
			fields := strings.Fields(strings.ReplaceAll(line, ",", " "))
			if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
				continue
			}
			op := fields[0]
			require.True(t, allowed[op], "%s:%d: %q is not straight-line arithmetic", name, i+1, line)
			seen[op] = true
			if op == "TEXT" {
				continue
			}
			for _, a := range fields[1:] {
				if strings.Contains(a, "(") {
					require.Regexp(t, mem, a, "%s:%d: memory operand", name, i+1)
				}
				if op == "IMUL3Q" && strings.HasPrefix(a, "$") {
					require.Equal(t, "$38", a, "%s:%d", name, i+1)
				}
			}
		}
		for _, op := range append(must, "RET", "IMUL3Q") {
			require.True(t, seen[op], "%s: no %s", name, op)
		}
		if must[0] == "MULQ" { // for processors without BMI2 and ADX
			require.False(t, seen["MULXQ"] || seen["ADCXQ"] || seen["ADOXQ"], "%s: BMI2/ADX instructions", name)
		}
	}
}
