package montgomery

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ladderAsmFiles are the ladders internal/enginegen writes in assembly,
// with the multiplication instructions each must use.
var ladderAsmFiles = map[string][]string{
	"zz_ladder_fp25519x64_amd64.s":    {"MULQ"},
	"zz_ladder_fp25519x64adx_amd64.s": {"MULXQ", "ADCXQ", "ADOXQ"},
}

// ladderAsmProblems reads a ladder internal/enginegen writes in assembly
// (zz_ladder_*_amd64.s) and returns why it is not straight-line code but
// for the loop over the scalar's bits, the empty list when it is: only
// moves, additions and subtractions with carry, the multiplications (MULQ,
// and MULX with ADCX and ADOX in the ADX file, must), IMUL3Q by the
// constant 38, masks (SBBQ, ANDQ, XORQ, NEGQ), XORL (zeroing) and the bit
// extraction (SHRQ, MOVBQZX); no call or division; memory operands only at
// a constant offset from SI, which holds s (written once, from the
// argument), the frame word 0(SP), and the arguments by name from FP.
// The exceptions are exactly the loop's: one label, loop, and one
// conditional jump, JGE loop after it, directly after DECQ DI, DI being
// the counter, written only from the argument bits and by DECQ; and one
// computed address, the byte n[i>>3] of the counter i:
// MOVQ n_base+8(FP), BX; MOVQ DI, CX; SHRQ $3, CX; MOVBQZX (BX)(CX*1), AX.
// internal/ctcheck disassembles the MULQ function too (with DI its
// counted loop's counter); objdump does not decode MULX, ADCX and ADOX, so
// for the ADX function this test is the check.
func ladderAsmProblems(src string, must []string) []string {
	allowed := map[string]bool{"TEXT": true, "RET": true, "MOVQ": true, "ADDQ": true, "ADCQ": true, "SUBQ": true, "SBBQ": true,
		"ANDQ": true, "XORQ": true, "XORL": true, "NEGQ": true, "IMUL3Q": true, "MULQ": true, "MULXQ": true, "ADCXQ": true, "ADOXQ": true,
		"SHRQ": true, "MOVBQZX": true, "DECQ": true}
	mem := regexp.MustCompile(`^[0-9]+\(SI\)$|^0\(SP\)$|^[a-z0-9_]+\+[0-9]+\(FP\)$`)
	byteLoad := []string{"MOVQ n_base+8(FP), BX", "MOVQ DI, CX", "SHRQ $3, CX", "MOVBQZX (BX)(CX*1), AX"}
	var problems []string
	var ins []string // the instructions so far, operands joined by ", "
	seen := map[string]bool{}
	labels, jumps := 0, 0
	for i, line := range strings.Split(src, "\n") {
		line, _, _ = strings.Cut(line, "//")
		fields := strings.Fields(strings.ReplaceAll(line, ",", " "))
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		where := fmt.Sprintf("line %d: %q", i+1, strings.TrimSpace(line))
		bad := func(why string) { problems = append(problems, where+": "+why) }
		op, args := fields[0], fields[1:]
		text := strings.Join(append([]string{op}, strings.Join(args, ", ")), " ")
		switch {
		case op == "loop:":
			labels++
			if labels > 1 || jumps > 0 {
				bad("a label other than the loop's one, before its jump")
			}
			continue
		case op == "JGE":
			jumps++
			if jumps > 1 || labels != 1 || len(args) != 1 || args[0] != "loop" || len(ins) == 0 || ins[len(ins)-1] != "DECQ DI" {
				bad("a conditional jump other than the loop's one JGE loop after DECQ DI")
			}
			continue
		case !allowed[op]:
			bad("not straight-line arithmetic")
		}
		seen[op] = true
		ins = append(ins, text)
		if op == "TEXT" {
			continue
		}
		if len(args) == 0 {
			continue
		}
		if dst := args[len(args)-1]; dst == "DI" && text != "MOVQ bits+32(FP), DI" && text != "DECQ DI" {
			bad("a write to the counter DI other than from bits and DECQ")
		} else if dst == "SI" && text != "MOVQ s+0(FP), SI" {
			bad("a write to SI, which holds s, other than from the argument")
		}
		for _, a := range args {
			switch {
			case a == "(BX)(CX*1)":
				if len(ins) < 4 || strings.Join(ins[len(ins)-4:], "; ") != strings.Join(byteLoad, "; ") {
					bad("an indexed load other than n[i>>3]")
				}
			case strings.Contains(a, "("):
				if !mem.MatchString(a) {
					bad("memory operand " + a)
				}
			}
			if op == "IMUL3Q" && strings.HasPrefix(a, "$") && a != "$38" {
				bad("IMUL3Q by " + a)
			}
		}
	}
	if labels != 1 || jumps != 1 {
		problems = append(problems, fmt.Sprintf("%d labels and %d jumps, not the one loop", labels, jumps))
	}
	for _, op := range append(must, "RET", "IMUL3Q") {
		if !seen[op] {
			problems = append(problems, "no "+op)
		}
	}
	if must[0] == "MULQ" && (seen["MULXQ"] || seen["ADCXQ"] || seen["ADOXQ"]) { // for processors without BMI2 and ADX
		problems = append(problems, "BMI2/ADX instructions")
	}
	return problems
}

// TestLadderAsmStraightLine requires ladderAsmProblems to find nothing in
// the generated ladders, and to find each deliberate break of its rules
// made in a copy: the loop's branch on a data register, a second jump,
// the counter or s changed by data, a load at an address from data.
func TestLadderAsmStraightLine(t *testing.T) {
	for name, must := range ladderAsmFiles {
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		src := string(b)
		assert.Empty(t, ladderAsmProblems(src, must), name)
		breaks := map[string][2]string{
			"branch on a data register":  {"DECQ DI\n\tJGE loop", "DECQ R8\n\tJGE loop"},
			"branch on the data's flags": {"DECQ DI\n\tJGE loop", "DECQ DI\n\tANDQ R8, R8\n\tJGE loop"},
			"a second jump":              {"DECQ DI\n\tJGE loop", "DECQ DI\n\tJNE loop\n\tDECQ DI\n\tJGE loop"},
			"a jump forward":             {"\nloop:", "\n\tDECQ DI\n\tJGE loop\nloop:"},
			"data into the counter":      {"\tSHRQ CX, AX\n", "\tSHRQ CX, AX\n\tADDQ AX, DI\n"},
			"data into SI":               {"\tSHRQ CX, AX\n", "\tSHRQ CX, AX\n\tADDQ AX, SI\n"},
			"an address from data":       {"\tMOVQ DI, CX\n\tSHRQ $3, CX\n", "\tMOVQ R8, CX\n\tSHRQ $3, CX\n"},
			"a call":                     {"\tRET\n", "\tCALL ·f(SB)\n\tRET\n"},
		}
		for why, e := range breaks {
			require.Contains(t, src, e[0], "%s: %s", name, why)
			assert.NotEmpty(t, ladderAsmProblems(strings.Replace(src, e[0], e[1], 1), must), "%s: %s", name, why)
		}
	}
}
