package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAsmJAddFollowsSource edits the Jacobian additions in a copy of
// curves/weierstrass's jacobian.go and regenerates in memory. Swapping the
// operands of jSum's last subtraction changes both jSum functions (MULQ
// and ADX) and both jAddCT functions, which inline it, with s.tmp.Y at its
// offset in jscratch (the scratch is an argument, scratchArg); choosing on
// the other mask in jAddCT changes the jAddCT functions and not jSum's.
// An operand that is no field of a parameter, and a Select whose condition
// is not a mask of IsZero, are refused.
func TestAsmJAddFollowsSource(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "weierstrass")
	read := func(edit func(string) string) func(string) ([]byte, error) {
		return editedSource(dir, "jacobian.go", edit)
	}
	base, err := generate(weierstrass, read(func(s string) string { return s }))
	require.NoError(t, err)
	sum := []string{"zz_jsum_fpr256_amd64.s", "zz_jsum_fpr256adx_amd64.s"}
	add := []string{"zz_jaddct_fpr256_amd64.s", "zz_jaddct_fpr256adx_amd64.s"}
	for _, name := range append(sum, add...) {
		// s.tmp.Y is jscratch's 12th element (a … u, negY, tmp.X, tmp.Y).
		assert.Contains(t, string(base[name]), ", 352(DI)", name)
	}
	for _, c := range []struct {
		stmt, edited, bad string
		changed           []string
		unchanged         []string
	}{
		{"f.Sub(&s.tmp.Y, &s.c, &s.e) // Y3", "f.Sub(&s.tmp.Y, &s.e, &s.c) // Y3", "f.Sub(&s.tmp.Y, &s.c, k.f.Zero) // Y3", append(sum, add...), []string{"zz_jdouble_fpr256_amd64.s"}},
		{"f.Select(&s.tmp.X, &q.X, &s.tmp.X, zp)", "f.Select(&s.tmp.X, &q.X, &s.tmp.X, zq)", "f.Select(&s.tmp.X, &q.X, &s.tmp.X, 1)", add, sum},
	} {
		edited, err := generate(weierstrass, read(func(s string) string {
			require.Contains(t, s, c.stmt)
			return strings.Replace(s, c.stmt, c.edited, 1)
		}))
		require.NoError(t, err)
		for _, name := range c.changed {
			assert.NotEqual(t, string(base[name]), string(edited[name]), "%s: %s", c.edited, name)
			assert.Contains(t, string(edited[name]), c.edited, "%s: %s", c.edited, name)
		}
		for _, name := range c.unchanged {
			assert.Equal(t, string(base[name]), string(edited[name]), "%s: %s", c.edited, name)
		}
		_, err = generate(weierstrass, read(func(s string) string { return strings.Replace(s, c.stmt, c.bad, 1) }))
		assert.Error(t, err, c.bad)
	}
}
