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
// ecdsa_gen.go (and ecdsa_gen_test.go) is what the generator writes now (run
// go generate in the definition package when it fails).
func TestGeneratedFilesAreCurrent(t *testing.T) {
	for pkg, def := range curves {
		files, err := generateFiles(def)
		require.NoError(t, err, pkg)
		for name, want := range files {
			got, err := os.ReadFile(filepath.Join("..", "..", "definitions", pkg, name))
			require.NoError(t, err, pkg)
			assert.Equal(t, string(want), string(got), "%s/%s is stale: run go generate ./definitions/%s", pkg, name, pkg)
		}
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
