package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAsmLadderStepFollowsSource edits ladderStep in a copy of
// curves/montgomery's ladder.go and regenerates in memory: swapping a
// subtraction's operands changes both assembly ladders (MULQ and ADX),
// whose loops run the step, the multiplication by a24 is the MulSmall
// kernel on the function's a24 argument, and a call of the receiver with
// no kernel is refused. Edits of the ladder's loop, which asm_loop.go
// writes rather than reads, are refused too, so the assembly cannot keep a
// loop the source no longer has.
func TestAsmLadderStepFollowsSource(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "montgomery")
	read := func(edit func(string) string) func(string) ([]byte, error) {
		return editedSource(dir, "ladder.go", edit)
	}
	const stmt = "f.Sub(&s.t1, &s.x2, &s.z2) // B = x_2 − z_2"
	files := []string{"zz_ladder_fp25519x64_amd64.s", "zz_ladder_fp25519x64adx_amd64.s"}
	base, err := generate(montgomery, read(func(s string) string { return s }))
	require.NoError(t, err)
	swapped, err := generate(montgomery, read(func(s string) string {
		require.Contains(t, s, stmt)
		return strings.Replace(s, stmt, "f.Sub(&s.t1, &s.z2, &s.x2) // B = x_2 − z_2", 1)
	}))
	require.NoError(t, err)
	for _, name := range files {
		asm := string(base[name])
		require.NotEmpty(t, asm, name)
		assert.Contains(t, asm, "// k.mulA24(&s.z3, &s.t1)", name)
		assert.Contains(t, asm, "a24+40(FP)", name)
		assert.Contains(t, asm, "\n\tDECQ DI\n\tJGE loop\n", name)
		assert.NotEqual(t, asm, string(swapped[name]), name)
		assert.Contains(t, string(swapped[name]), "// f.Sub(&s.t1, &s.z2, &s.x2)", name)
	}
	_, err = generate(montgomery, read(func(s string) string {
		return strings.Replace(s, "k.mulA24(&s.z3, &s.t1)", "k.cswap(&s.z3, &s.t1, 0, &s.t0)", 1)
	}))
	assert.ErrorContains(t, err, "ladderStep")
	for _, e := range [][2]string{
		{"swap = bit // swap = k_t", "swap = 0"},
		{"for i := bits - 1; i >= 0; i-- {", "for i := 0; i < bits; i++ {"},
		{"\tk.cswap(&s.x2, &s.x3, swap, &s.t0)\n\tk.cswap(&s.z2, &s.z3, swap, &s.t0)\n}", "\tk.cswap(&s.x2, &s.x3, swap, &s.t0)\n}"},
		{"func (k *arith[E]) ladder(s *lscratch[E], n []byte, bits int) {", "func (k *arith[E]) ladder(s *lscratch[E], n []byte, bits int) {\n\tbits--"},
	} {
		_, err = generate(montgomery, read(func(s string) string {
			require.Contains(t, s, e[0])
			return strings.Replace(s, e[0], e[1], 1)
		}))
		assert.ErrorContains(t, err, "ladder is not the loop the assembly implements", e[1])
	}
}

// editedSource returns a reader of the files of dir for generate, which
// reads file through edit.
func editedSource(dir, file string, edit func(string) string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if name == file {
			b = []byte(edit(string(b)))
		}
		return b, err
	}
}
