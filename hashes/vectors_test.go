package hashes

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// vectorDir returns the directory of the shared RFC 9380 vectors,
// ../shared/vectors/h2c relative to the repository root (the directory
// holding go.mod), or skips the test with the reason when it is absent.
func vectorDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("skipping: repository root (go.mod) not found above the test directory")
		}
		dir = parent
	}
	h2c := filepath.Join(dir, "..", "shared", "vectors", "h2c")
	if _, err := os.Stat(h2c); err != nil {
		t.Skipf("skipping: RFC 9380 vectors not available at %s: %v", h2c, err)
	}
	return h2c
}

// readJSON decodes the vector file name in dir into v.
func readJSON(t testing.TB, dir, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, v), name)
}

// mustHex decodes a hex string, with or without a 0x prefix.
func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	s = strings.TrimPrefix(s, "0x")
	if len(s)%2 == 1 {
		s = "0" + s
	}
	b, err := hex.DecodeString(s)
	require.NoError(t, err, s)
	return b
}
