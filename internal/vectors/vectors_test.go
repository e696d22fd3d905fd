package vectors

import (
	"archive/zip"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestTestdata(t *testing.T) {
	b := Testdata(t, "README.md")
	require.Contains(t, string(b), "RFC 9380")
}

func TestWycheproof(t *testing.T) {
	var f struct {
		Algorithm     string `json:"algorithm"`
		NumberOfTests int    `json:"numberOfTests"`
	}
	require.NoError(t, json.Unmarshal(Wycheproof(t, "x25519_test.json"), &f))
	require.Equal(t, "XDH", f.Algorithm)
	require.Greater(t, f.NumberOfTests, 500)
}

// TestModuleCacheWithoutExec checks that a module is found in the module
// cache without the go command: from the extracted directory, and from the
// zip of cache/download when only that is there, with the cache's case
// encoding of upper-case letters in the path.
func TestModuleCacheWithoutExec(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	const mod, version = "example.com/Vectors", "v1.0.0"

	_, err := fromCache(mod, version)
	require.Error(t, err, "empty cache")

	zipDir := filepath.Join(cache, "cache", "download", "example.com", "!vectors", "@v")
	require.NoError(t, os.MkdirAll(zipDir, 0o755))
	zf, err := os.Create(filepath.Join(zipDir, version+".zip"))
	require.NoError(t, err)
	zw := zip.NewWriter(zf)
	w, err := zw.Create(mod + "@" + version + "/data/a.txt")
	require.NoError(t, err)
	_, err = w.Write([]byte("from the zip"))
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	require.NoError(t, zf.Close())
	s, err := fromCache(mod, version)
	require.NoError(t, err)
	b, err := s.read("data/a.txt")
	require.NoError(t, err)
	require.Equal(t, "from the zip", string(b))

	dir := filepath.Join(cache, "example.com", "!vectors@"+version)
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "data"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "data", "a.txt"), []byte("extracted"), 0o644))
	require.NoError(t, os.WriteFile(dir+".partial", nil, 0o644))
	s, err = fromCache(mod, version)
	require.NoError(t, err)
	require.NotNil(t, s.zip, "a directory still being extracted (.partial) is not used")
	require.NoError(t, os.Remove(dir+".partial"))
	s, err = fromCache(mod, version)
	require.NoError(t, err)
	b, err = s.read("data/a.txt")
	require.NoError(t, err)
	require.Equal(t, "extracted", string(b))
}
