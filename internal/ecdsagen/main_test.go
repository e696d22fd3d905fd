package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/curvekit/curvekit/internal/gendef"
)

// TestGeneratedFilesAreCurrent checks that every curve's committed
// ecdsa_gen.go (and ecdsa_gen_test.go) is what the generator writes now (run
// go generate in the definition package when it fails).
func TestGeneratedFilesAreCurrent(t *testing.T) { gendef.CheckCurrent(t, curves, generateFiles) }

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
