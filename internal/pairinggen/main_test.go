package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGeneratedFilesAreCurrent checks that every curve's committed
// generated files are what the generator writes now (run go generate in the
// definition package when it fails).
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
