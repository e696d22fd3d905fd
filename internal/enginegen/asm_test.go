package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAsmFormulaFollowsSource edits jDoubleMinus3 in a copy of
// curves/weierstrass's jacobian.go and regenerates in memory: swapping a
// subtraction's operands changes the assembly function (it is read from
// the formula, not typed in), and a statement that is not a field call on
// &param.Field operands is refused.
func TestAsmFormulaFollowsSource(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "weierstrass")
	read := func(edit func(string) string) func(string) ([]byte, error) {
		return editedSource(dir, "jacobian.go", edit)
	}
	const stmt = "f.Sub(&r.Y, &s.c, &s.b) // Y3"
	base, err := generate(weierstrass, read(func(s string) string { return s }))
	require.NoError(t, err)
	asm := base["zz_jdouble_fpr256_amd64.s"]
	require.NotEmpty(t, asm)
	swapped, err := generate(weierstrass, read(func(s string) string {
		require.Contains(t, s, stmt)
		return strings.Replace(s, stmt, "f.Sub(&r.Y, &s.b, &s.c) // Y3", 1)
	}))
	require.NoError(t, err)
	assert.NotEqual(t, string(asm), string(swapped["zz_jdouble_fpr256_amd64.s"]))
	assert.Contains(t, string(swapped["zz_jdouble_fpr256_amd64.s"]), "// f.Sub(&r.Y, &s.b, &s.c) // Y3")
	_, err = generate(weierstrass, read(func(s string) string {
		return strings.Replace(s, stmt, "f.Neg(&r.Y, &s.c) // Y3", 1)
	}))
	assert.ErrorContains(t, err, "jDoubleMinus3")
}
