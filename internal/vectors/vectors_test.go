package vectors

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestShared(t *testing.T) {
	b := SharedFile(t, "README.md")
	require.Contains(t, string(b), "Test data for curvekit")
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
