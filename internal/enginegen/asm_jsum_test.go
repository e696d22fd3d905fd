package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAsmJSumFollowsSource edits jSum in a copy of curves/weierstrass's
// jacobian.go and regenerates in memory: swapping the operands of its last
// subtraction changes both assembly additions (MULQ and ADX) and both
// jAddCT functions, which inline it, whose scratch is an argument
// (scratchArg) with s.tmp.Y at its offset in jscratch, and an operand that
// is neither &param.Field… nor an element parameter is refused.
func TestAsmJSumFollowsSource(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "weierstrass")
	read := func(edit func(string) string) func(string) ([]byte, error) {
		return editedSource(dir, "jacobian.go", edit)
	}
	const stmt = "f.Sub(&s.tmp.Y, &s.c, &s.e) // Y3"
	base, err := generate(weierstrass, read(func(s string) string { return s }))
	require.NoError(t, err)
	swapped, err := generate(weierstrass, read(func(s string) string {
		require.Contains(t, s, stmt)
		return strings.Replace(s, stmt, "f.Sub(&s.tmp.Y, &s.e, &s.c) // Y3", 1)
	}))
	require.NoError(t, err)
	for _, name := range []string{"zz_jsum_fpr256_amd64.s", "zz_jsum_fpr256adx_amd64.s", "zz_jaddct_fpr256_amd64.s", "zz_jaddct_fpr256adx_amd64.s"} {
		require.NotEmpty(t, base[name], name)
		assert.NotEqual(t, string(base[name]), string(swapped[name]), name)
		assert.Contains(t, string(swapped[name]), "f.Sub(&s.tmp.Y, &s.e, &s.c) // Y3", name)
		// s.tmp.Y is jscratch's 12th element (a … u, negY, tmp.X, tmp.Y).
		assert.Contains(t, string(base[name]), ", 352(DI)", name)
	}
	assert.Equal(t, string(base["zz_jdouble_fpr256_amd64.s"]), string(swapped["zz_jdouble_fpr256_amd64.s"]))
	_, err = generate(weierstrass, read(func(s string) string {
		return strings.Replace(s, stmt, "f.Sub(&s.tmp.Y, &s.c, y2) // Y3", 1)
	}))
	require.NoError(t, err, "an element parameter is an operand")
	_, err = generate(weierstrass, read(func(s string) string {
		return strings.Replace(s, stmt, "f.Sub(&s.tmp.Y, &s.c, k.f.Zero) // Y3", 1)
	}))
	assert.ErrorContains(t, err, "jSum")
}

// TestAsmJAddCTFollowsSource edits jAddCT's masked choices in a copy of
// jacobian.go: choosing on the other mask changes the assembly, and a
// Select whose condition is not a mask of IsZero is refused.
func TestAsmJAddCTFollowsSource(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "weierstrass")
	read := func(edit func(string) string) func(string) ([]byte, error) {
		return editedSource(dir, "jacobian.go", edit)
	}
	const stmt = "f.Select(&s.tmp.X, &q.X, &s.tmp.X, zp)"
	base, err := generate(weierstrass, read(func(s string) string { return s }))
	require.NoError(t, err)
	edited, err := generate(weierstrass, read(func(s string) string {
		require.Contains(t, s, stmt)
		return strings.Replace(s, stmt, "f.Select(&s.tmp.X, &q.X, &s.tmp.X, zq)", 1)
	}))
	require.NoError(t, err)
	for _, name := range []string{"zz_jaddct_fpr256_amd64.s", "zz_jaddct_fpr256adx_amd64.s"} {
		require.NotEmpty(t, base[name], name)
		assert.NotEqual(t, string(base[name]), string(edited[name]), name)
		assert.Contains(t, string(edited[name]), "// f.Select(&s.tmp.X, &q.X, &s.tmp.X, zq)", name)
	}
	_, err = generate(weierstrass, read(func(s string) string {
		return strings.Replace(s, stmt, "f.Select(&s.tmp.X, &q.X, &s.tmp.X, 1)", 1)
	}))
	assert.ErrorContains(t, err, "jAddCT")
}
