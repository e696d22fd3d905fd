package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRun runs the whole tour: every check must pass, and the output must be
// the same on every run (CI runs the demo as a smoke test).
func TestRun(t *testing.T) {
	var first, second bytes.Buffer
	require.NoError(t, run(&first))
	require.NoError(t, run(&second))
	assert.Equal(t, first.String(), second.String(), "the demo's output is not deterministic")

	out := first.String()
	assert.NotContains(t, out, "FAIL")
	assert.True(t, strings.HasSuffix(out, "all checks ok\n"))
	for _, section := range []string{"Ed25519", "X25519", "P-256 ECDSA", "secp256k1 ECDSA", "BIP-340", "brainpoolP256r1"} {
		assert.Contains(t, out, section)
	}
	// 23 checks and the closing line, all ok.
	assert.Equal(t, 24, strings.Count(out, " ok\n"))
}
