package ed25519

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/hex"
	"io"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSUPERCOP runs the 1,024 lines of SUPERCOP's Ed25519 sign.input (the
// ref10 test file, in cloudflare/circl v1.3.7 sign/ed25519/testdata as
// sign.input.zip). Each line is sk:pk:m:sm: with sk the 64-byte seed ‖
// public key and sm the signed message, signature ‖ m. Every line must give
// the same public key, signature and signed message, open to m, and verify
// under every policy (with -short, every eighth line).
func TestSUPERCOP(t *testing.T) {
	data := vectors.ModuleFile(t, "github.com/cloudflare/circl", "v1.3.7", "sign/ed25519/testdata/sign.input.zip")
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	require.NoError(t, err)
	require.Len(t, zr.File, 1)
	f, err := zr.File[0].Open()
	require.NoError(t, err)
	defer f.Close()
	text, err := io.ReadAll(f)
	require.NoError(t, err)

	lines := 0
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ":")
		require.Len(t, fields, 5, "line %d", lines+1)
		sk, pk, msg, sm := unhex(t, fields[0]), unhex(t, fields[1]), unhex(t, fields[2]), unhex(t, fields[3])
		lines++
		if testing.Short() && lines%8 != 0 {
			continue // -short: every eighth line
		}

		priv, err := NewPrivateKey(sk)
		require.NoError(t, err, "line %d", lines)
		fromSeed, err := NewKeyFromSeed(sk[:SeedSize])
		require.NoError(t, err)
		assert.Equal(t, sk, []byte(fromSeed), "line %d", lines)
		assert.Equal(t, pk, []byte(priv.PublicKey()), "line %d", lines)

		sig, err := Sign(priv, msg)
		require.NoError(t, err)
		if !assert.Equal(t, hex.EncodeToString(sm[:SignatureSize]), hex.EncodeToString(sig), "line %d", lines) {
			continue
		}
		signed, err := SignMessage(priv, msg)
		require.NoError(t, err)
		assert.Equal(t, sm, signed, "line %d", lines)
		opened, ok := OpenMessage(pk, sm)
		assert.True(t, ok, "line %d", lines)
		assert.Equal(t, string(msg), string(opened), "line %d", lines)
		for _, p := range allPolicies {
			assert.NoError(t, VerifyWithOptions(pk, msg, sig, &Options{Policy: p}), "line %d %v", lines, p)
		}
	}
	require.NoError(t, sc.Err())
	require.Equal(t, 1024, lines)
}
