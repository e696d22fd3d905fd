package ctcheck_test

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/ctcheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The functions below are the checker's own test subjects. They are
// noinline so that their symbols exist and hold exactly their bodies.

// sink keeps results observable.
var sink uint64

//go:noinline
func branchyLoop(x uint64) uint64 { // a data-dependent loop: popcount
	n := uint64(0)
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

//go:noinline
func branchyIf(x, y uint64) uint64 { // an early exit on a secret
	if x == 0 {
		sink++
		return y
	}
	return y * x
}

//go:noinline
func branchFree(x, y uint64) uint64 { // constant time: a masked select of a product
	hi, lo := bits.Mul64(x, y)
	m := -(x >> 63)
	return lo ^ (hi & m)
}

//go:noinline
func callsBranchy(x uint64) uint64 { // branch free itself, but calls a branchy function
	return branchyLoop(x) + 1
}

//go:noinline
func callsBranchFree(x uint64) uint64 { // with a stack-growth prologue, calling branch-free code
	var a [32]uint64
	for i := range a { // constant trip count, but still a loop: the check rejects it
		a[i] = x
	}
	return branchFree(a[3], x)
}

//go:noinline
func straightCall(x uint64) uint64 { // a prologue and a call, no branch of its own
	return branchFree(x, x^1) + branchFree(x+2, x)
}

//go:noinline
func boundsChecked(s []uint64, i int) uint64 { // only a bounds-check branch
	return s[i]
}

//go:noinline
func divides(x, y uint64) uint64 { // a division, variable time on x86
	return x / y
}

//go:noinline
func indirect(f func(uint64) uint64, x uint64) uint64 { return f(x) }

// ctValue has methods with value receivers, for the wrapper lookups.
type ctValue struct{ k uint64 }

func (v ctValue) Mix(x uint64) uint64 { return x ^ v.k*3 }

func (v ctValue) Branch(x uint64) uint64 {
	if x == v.k {
		sink++
	}
	return x
}

func TestCheckerOnKnownFunctions(t *testing.T) {
	c := checker(t)
	sink += branchyLoop(7) + branchyIf(0, 1) + branchFree(2, 3) + callsBranchy(4) + callsBranchFree(5) +
		straightCall(6) + boundsChecked([]uint64{1}, 0) + divides(9, 3) + indirect(branchyLoop, 1)
	mix, br := ctValue{k: 1}.Mix, ctValue{k: 2}.Branch // method values: -fm wrappers
	sink += mix(3) + br(4)
	ptrMix := (*ctValue).Mix // the pointer-receiver wrapper
	sink += ptrMix(&ctValue{}, 5)

	cases := []struct {
		fn      any
		reasons []string // substrings of the expected findings' reasons; none for clean
		in      string   // function the first finding must be in, if not the root
	}{
		{branchyLoop, []string{"conditional branch"}, ""},
		{branchyIf, []string{"conditional branch"}, ""},
		{branchFree, nil, ""},
		{callsBranchy, []string{"conditional branch"}, funcName(branchyLoop)},
		{callsBranchFree, []string{"conditional branch"}, ""},
		{straightCall, nil, ""},
		{boundsChecked, nil, ""},
		{divides, []string{"variable-time division"}, ""},
		{indirect, []string{"indirect call"}, ""},
		{ctValue.Mix, nil, ""},
		{ctValue.Branch, []string{"conditional branch"}, ""},
	}
	for _, tc := range cases {
		name := funcName(tc.fn)
		t.Run(short(name), func(t *testing.T) {
			checked, findings, err := c.Check(name)
			require.NoError(t, err)
			require.Contains(t, checked, name)
			if tc.reasons == nil {
				assert.Empty(t, findings, "a clean function was flagged")
				return
			}
			require.NotEmpty(t, findings, "a function with %v passed", tc.reasons)
			for _, want := range tc.reasons {
				found := false
				for _, f := range findings {
					found = found || strings.Contains(f.Reason, want)
				}
				assert.True(t, found, "no finding %q in %v", want, findings)
			}
			if tc.in != "" {
				assert.Equal(t, tc.in, findings[0].Func)
				assert.Equal(t, []string{name, tc.in}, findings[0].Path)
			}
		})
	}

	// The method value wrapper of a branchy method is flagged too, on its own.
	_, findings, err := c.Check(funcName(ctValue.Branch) + "-fm")
	require.NoError(t, err)
	assert.NotEmpty(t, findings)

	_, _, err = c.Check(module + "internal/ctcheck_test.noSuchFunction")
	require.ErrorIs(t, err, ctcheck.ErrNotFound)
}

// A synthetic disassembly exercises the parser and the rules without the
// toolchain.
const synthetic = `TEXT example.com/m/p.F(SB) /src/p.go
  p.go:3		0x1000		493b6610		CMPQ SP, 0x10(R14)	
  p.go:3		0x1004		7620			JBE 0x1026	
  p.go:4		0x1006		4885c0			TESTQ AX, AX	
  p.go:4		0x1009		7405			JEQ 0x1010	
  p.go:5		0x100b		e800000000		CALL example.com/m/p.G(SB)	
  p.go:6		0x1010		4839d9			CMPQ BX, CX	
  p.go:6		0x1013		730c			JAE 0x1021	
  p.go:7		0x1015		ffd0			CALL AX	
  p.go:8		0x1017		e900000000		JMP example.com/m/p.H(SB)	
  p.go:8		0x101c		48f7f1			DIVQ CX	
  p.go:6		0x1021		e800000000		CALL runtime.panicBounds(SB)	
  p.go:3		0x1026		4889442408		MOVQ AX, 0x8(SP)	
  p.go:3		0x102b		e800000000		CALL runtime.morestack_noctxt.abi0(SB)	
  p.go:3		0x1030		ebce			JMP example.com/m/p.F(SB)	

TEXT example.com/m/p.G(SB) /src/p.go
  p.go:10		0x1040		c3			RET	

TEXT example.com/m/p.H(SB) /src/p.go
  p.go:12		0x1050		e800000000		CALL example.com/other.X(SB)	
  p.go:12		0x1055		c3			RET	
`

func TestCheckerSynthetic(t *testing.T) {
	prog, err := ctcheck.Parse(strings.NewReader(synthetic))
	require.NoError(t, err)
	require.Len(t, prog.Funcs, 3)
	require.Len(t, prog.Funcs["example.com/m/p.F"].Instrs, 14)

	c := &ctcheck.Checker{Program: prog, Module: "example.com/m/"}
	checked, findings, err := c.Check("example.com/m/p.F")
	require.NoError(t, err)
	assert.Equal(t, []string{"example.com/m/p.F", "example.com/m/p.G", "example.com/m/p.H"}, checked)
	var got []string
	for _, f := range findings {
		got = append(got, f.Func[len("example.com/m/"):]+" "+f.Instr.Op+": "+f.Reason)
	}
	assert.Equal(t, []string{
		"p.F JEQ: conditional branch", // JBE to morestack and JAE to panicBounds are allowed
		"p.F CALL: indirect call (target cannot be checked)",
		"p.F DIVQ: variable-time division",
		"p.H CALL: call to example.com/other.X, outside the checked module",
	}, got)
}

func TestCandidates(t *testing.T) {
	assert.Equal(t, []string{"a/b/p.T.M", "a/b/p.T.M-fm", "a/b/p.(*T).M"}, ctcheck.Candidates("a/b/p.T.M"))
	assert.Equal(t, []string{"a/b/p.(*T).M", "a/b/p.(*T).M-fm"}, ctcheck.Candidates("a/b/p.(*T).M"))
	assert.Equal(t, []string{"p.F", "p.F-fm"}, ctcheck.Candidates("p.F"))
}
