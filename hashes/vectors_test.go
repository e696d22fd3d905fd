package hashes

import (
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/internal/vectors"
)

// h2cFile reads and decodes testdata/h2c/name (relative to the repository
// root) into v.
func h2cFile(t testing.TB, name string, v any) {
	t.Helper()
	data := vectors.Testdata(t, "h2c/"+name)
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
