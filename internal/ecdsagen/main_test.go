package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGeneratedFilesAreCurrent checks that every curve's committed
// ecdsa_gen.go is what the generator writes now (run go generate in the
// definition package when it fails).
func TestGeneratedFilesAreCurrent(t *testing.T) {
	for pkg, def := range curves {
		want, err := generate(def)
		require.NoError(t, err, pkg)
		got, err := os.ReadFile(filepath.Join("..", "..", "definitions", pkg, "ecdsa_gen.go"))
		require.NoError(t, err, pkg)
		assert.Equal(t, string(want), string(got), "%s/ecdsa_gen.go is stale: run go generate ./definitions/%s", pkg, pkg)
	}
}

// TestReflowComments checks the comment rewrapping: runs joined and wrapped
// at commentWidth, indentation kept, blank comment lines and directives
// left alone.
func TestReflowComments(t *testing.T) {
	in := "// a b\n// c\n//\n//go:generate x\n\t// d\nfunc f() {}\n"
	assert.Equal(t, "// a b c\n//\n//go:generate x\n\t// d\nfunc f() {}\n", string(reflowComments([]byte(in))))
	long := "// " + strings.Repeat("word ", 40)
	lines := strings.Split(string(reflowComments([]byte(long))), "\n")
	assert.Greater(t, len(lines), 2)
	for _, l := range lines {
		assert.LessOrEqual(t, len(l), commentWidth)
	}
}
