package ctcheck_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/ctcheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countedLoop is the shape of curves/montgomery's assembly ladder in
// objdump's syntax: a frame of 8 bytes, the counter DI loaded from an
// argument (0x38(SP), above the frame, the saved BP and the return
// address) and decremented, a secret mask from the data, and the loop's
// one branch, JGE back after DECQ DI. Each edit below is a deliberate
// break of one rule, with the finding it must produce.
const countedLoop = `TEXT example.com/m/p.L.abi0(SB) /src/p.s
  p.s:1		0x2000		55			PUSHQ BP	
  p.s:1		0x2001		4889e5			MOVQ SP, BP	
  p.s:1		0x2004		4883ec08		SUBQ $0x8, SP	
  p.s:2		0x2008		488b742418		MOVQ 0x18(SP), SI	
  p.s:3		0x200d		488b7c2438		MOVQ 0x38(SP), DI	
  p.s:4		0x2012		48ffcf			DECQ DI	
  p.s:5		0x2015		488b06			MOVQ 0(SI), AX	
  p.s:6		0x2018		48f7d8			NEGQ AX	
  p.s:7		0x201b		48890424		MOVQ AX, 0(SP)	
  p.s:8		0x201f		48ffcf			DECQ DI	
  p.s:8		0x2022		7df1			JGE 0x2015	
  p.s:9		0x2024		4883c408		ADDQ $0x8, SP	
  p.s:9		0x2028		5d			POPQ BP	
  p.s:9		0x2029		c3			RET	
`

func TestCheckerCountedLoop(t *testing.T) {
	const fn = "example.com/m/p.L.abi0"
	findings := func(src string, loops map[string]string) []string {
		t.Helper()
		prog, err := ctcheck.Parse(strings.NewReader(src))
		require.NoError(t, err)
		c := &ctcheck.Checker{Program: prog, Module: "example.com/m/", CountedLoops: loops}
		_, fs, err := c.Check(fn)
		require.NoError(t, err)
		var got []string
		for _, f := range fs {
			got = append(got, fmt.Sprintf("%s %s: %s", f.Instr.Op, f.Instr.Args, f.Reason))
		}
		return got
	}
	edit := func(old, new string) string {
		require.Contains(t, countedLoop, old)
		return strings.Replace(countedLoop, old, new, 1)
	}
	di := map[string]string{fn: "DI"}
	assert.Empty(t, findings(countedLoop, di), "the counted loop")
	assert.Equal(t, []string{"JGE 0x2015: conditional branch"}, findings(countedLoop, nil), "without the allowance")
	assert.Equal(t, []string{
		"MOVQ 0(SI), AX: write to the loop counter AX other than DECQ or a load of an argument",
		"NEGQ AX: write to the loop counter AX other than DECQ or a load of an argument",
		"JGE 0x2015: conditional branch",
	}, findings(countedLoop, map[string]string{fn: "AX"}), "the data register named as the counter")
	// The branch on a data register: flags from DECQ AX, AX being the data.
	assert.Equal(t, []string{"JGE 0x2015: conditional branch"},
		findings(edit("p.s:8		0x201f		48ffcf			DECQ DI", "p.s:8		0x201f		48ffc8			DECQ AX"), di), "branch after DECQ AX")
	// The counter mixed with the data, or loaded from the frame (where the secret mask is).
	assert.Equal(t, []string{"ADDQ AX, DI: write to the loop counter DI other than DECQ or a load of an argument"},
		findings(edit("MOVQ 0(SI), AX", "ADDQ AX, DI"), di), "data added to the counter")
	assert.Equal(t, []string{"MOVQ 0(SP), DI: write to the loop counter DI other than DECQ or a load of an argument"},
		findings(edit("MOVQ 0x38(SP), DI", "MOVQ 0(SP), DI"), di), "counter loaded from the frame")
	assert.Equal(t, []string{"MOVB AL, DIB: write to the loop counter DI other than DECQ or a load of an argument"},
		findings(edit("MOVQ 0(SI), AX", "MOVB AL, DIB"), di), "data into the counter's low byte")
	assert.Equal(t, []string{"XCHGQ AX, DI: write to the loop counter DI other than DECQ or a load of an argument"},
		findings(edit("MOVQ 0(SI), AX", "XCHGQ AX, DI"), di), "the counter exchanged with data")
	// A forward branch, and a second loop, are not the counted loop.
	assert.Equal(t, []string{"JGE 0x2024: conditional branch"},
		findings(edit("JGE 0x2015", "JGE 0x2024"), di), "forward branch")
	second := edit("p.s:9		0x2024		4883c408		ADDQ $0x8, SP", "p.s:9		0x2024		48ffcf			DECQ DI\n  p.s:9		0x2026		7ded			JGE 0x2015")
	assert.Equal(t, []string{"JGE 0x2015: conditional branch"}, findings(second, di), "a second loop")
}
