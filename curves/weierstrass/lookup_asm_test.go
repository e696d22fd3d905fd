package weierstrass

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLookupKernelsStraightLine checks the source of every table scan of
// lookup_amd64.s, which ScalarMult, ScalarBaseMult and the GLV and GLS
// multiplications run on secret windows: the only branches are the
// backward JNZ of loops whose counter, decremented just before, was loaded
// from the public arguments entries or elems; no memory operand is indexed
// by a register (the address never depends on idx); and idx goes only into
// the comparison lanes (MOVL idx, AX; MOVL AX, Xn). objdump-based ctcheck
// does not see these kernels: they are called from Go code it does not
// check, so this is their mechanical check.
func TestLookupKernelsStraightLine(t *testing.T) {
	b, err := os.ReadFile("lookup_amd64.s")
	require.NoError(t, err)
	blocks := strings.Split(string(b), "TEXT ")[1:]
	require.NotEmpty(t, blocks)
	indexed := regexp.MustCompile(`\)\([A-Z0-9]+\*[0-9]\)`)
	counted := map[string]bool{}
	for _, block := range blocks {
		name := block[:strings.Index(block, "(")]
		labels := map[string]bool{}
		var prev string
		for _, line := range strings.Split(block, "\n")[1:] {
			if i := strings.Index(line, "//"); i >= 0 {
				line = line[:i]
			}
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			if strings.HasSuffix(line, ":") {
				labels[strings.TrimSuffix(line, ":")] = true
				continue
			}
			fields := append(strings.Fields(strings.ReplaceAll(line, ",", " ")), "", "")
			op := fields[0]
			require.False(t, indexed.MatchString(line), "%s: indexed memory operand in %q", name, line)
			switch {
			case op == "MOVQ" && (strings.HasPrefix(fields[1], "entries+") || strings.HasPrefix(fields[1], "elems+")):
				counted[fields[2]] = true
			case strings.HasPrefix(fields[1], "idx+"):
				require.Equal(t, "MOVL idx+", line[:9], "%s: idx read other than into AX", name)
				require.Equal(t, "AX", fields[2], name)
			case strings.HasPrefix(op, "J"):
				require.Equal(t, "JNZ", op, "%s: branch %q", name, line)
				require.True(t, labels[fields[1]], "%s: %q is not a backward loop jump", name, line)
				pf := strings.Fields(prev)
				require.True(t, len(pf) == 2 && pf[0] == "DECQ" && counted[pf[1]], "%s: loop %s not counted by entries or elems (%q)", name, fields[1], prev)
			case op == "MOVL" && fields[1] == "AX":
				require.True(t, strings.HasPrefix(fields[2], "X"), "%s: idx copied to %s", name, fields[2])
			case op == "CMOVQNE" || op == "CMOVQEQ" || strings.HasPrefix(op, "SET"):
				t.Errorf("%s: unexpected %q", name, line)
			}
			prev = line
		}
		clear(counted)
	}
}
