package main

import (
	"bytes"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pureGoContext is the amd64 build context of `go run -tags purego`.
func pureGoContext() build.Context {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH = "linux", "amd64"
	ctx.BuildTags = []string{"purego"}
	return ctx
}

// TestPureGoStdlibHasNoAssembly checks that the purego compare mode
// measures the standard library's pure-Go code: under -tags purego on
// amd64, the packages behind crypto/ed25519, crypto/ecdh and crypto/ecdsa
// compile no assembly, though by default they do.
func TestPureGoStdlibHasNoAssembly(t *testing.T) {
	ctx := pureGoContext()
	def := ctx
	def.BuildTags = nil
	for _, path := range []string{
		"crypto/internal/fips140/edwards25519/field", // crypto/ed25519, X25519
		"crypto/internal/fips140/nistec",             // P-256
		"crypto/internal/fips140/bigmod",             // ECDSA scalars
		"crypto/internal/fips140/sha256",
		"crypto/internal/fips140/sha512",
	} {
		pkg, err := ctx.Import(path, "", 0)
		require.NoError(t, err, path)
		assert.Empty(t, pkg.SFiles, "%s: assembly under -tags purego", path)
		pkg, err = def.Import(path, "", 0)
		require.NoError(t, err, path)
		assert.NotEmpty(t, pkg.SFiles, "%s: no assembly by default, so the check above proves nothing", path)
	}
}

// TestPureGoCurvekitHasNoAssembly checks the same of every package of
// curvekit's root module.
func TestPureGoCurvekitHasNoAssembly(t *testing.T) {
	ctx := pureGoContext()
	root, err := filepath.Abs("../../..")
	require.NoError(t, err)
	withAsm := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if rel, _ := filepath.Rel(root, path); rel == "bench" || strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" {
			return filepath.SkipDir
		}
		pkg, err := ctx.ImportDir(path, 0)
		if err != nil {
			return nil // no Go files here
		}
		assert.Empty(t, pkg.SFiles, "%s: assembly under -tags purego", path)
		def := ctx
		def.BuildTags = nil
		if p, err := def.ImportDir(path, 0); err == nil && len(p.SFiles) > 0 {
			withAsm++
		}
		return nil
	})
	require.NoError(t, err)
	assert.Positive(t, withAsm, "no package has assembly by default, so the check above proves nothing")
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
}

// TestFooterNamesTheBuild checks that the table says which build it
// measured.
func TestFooterNamesTheBuild(t *testing.T) {
	var buf bytes.Buffer
	writeTable(&buf, nil, env{rounds: 1, benchtime: "1ms", build: buildName, godebug: "cpu.all=off"})
	assert.Contains(t, buf.String(), "Build: "+buildName+"; GODEBUG=cpu.all=off.\n")
}
