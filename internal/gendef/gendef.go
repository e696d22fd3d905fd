// Package gendef is the frame of the generators that write files of the
// definitions/ packages from a table of definitions and templates
// (internal/ecdsagen, groupgen and pairinggen): the command that writes a
// definition's files into its directory, the test that the committed files
// are current, and the execution of a template into gofmt-ed source.
package gendef

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"testing"
	"text/template"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Generate returns the files a generator writes for the definition def, by
// name.
type Generate[D any] func(def D) (map[string][]byte, error)

// Main is the main function of the generator tool: it looks up its one
// argument, a definition package's name, in defs, and writes the files of
// generate into the current directory (the package's, as its go:generate
// line runs it). It exits with status 2 on a wrong argument and 1 on a
// failure.
func Main[D any](tool string, defs map[string]D, generate Generate[D]) {
	if len(os.Args) != 2 {
		fmt.Fprintf(os.Stderr, "usage: %s <definition package>\n", tool)
		os.Exit(2)
	}
	def, ok := defs[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "%s: unknown definition package %q\n", tool, os.Args[1])
		os.Exit(2)
	}
	files, err := generate(def)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", tool, err)
		os.Exit(1)
	}
	for name, src := range files {
		if err := os.WriteFile(name, src, 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", tool, err)
			os.Exit(1)
		}
	}
}

// CheckCurrent checks that every committed file of every definition of
// defs is what generate writes now, reading them from definitions/<name>
// two levels up (the generators live in internal/<tool>); a failure says to
// run go generate in the package.
func CheckCurrent[D any](t *testing.T, defs map[string]D, generate Generate[D]) {
	t.Helper()
	for pkg, def := range defs {
		files, err := generate(def)
		require.NoError(t, err, pkg)
		for name, want := range files {
			got, err := os.ReadFile(filepath.Join("..", "..", "definitions", pkg, name))
			require.NoError(t, err, pkg)
			assert.Equal(t, string(want), string(got), "%s/%s is stale: run go generate ./definitions/%s", pkg, name, pkg)
		}
	}
}

// Execute returns the template text executed with data, passed through
// edit when edit is not nil, and gofmt-ed.
func Execute(text string, data any, edit func([]byte) []byte) ([]byte, error) {
	t, err := template.New("gendef").Parse(text)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return nil, err
	}
	src := b.Bytes()
	if edit != nil {
		src = edit(src)
	}
	return format.Source(src)
}
