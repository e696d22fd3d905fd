package bls

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/internal/vectors"
)

// circl v1.6.5 ships kwantam/bls_sigs_ref's vectors of the Basic scheme
// (sign/bls/testdata/sig_{g1,g2}_basic_{P256,P521}.txt.gz): lines
// "msg seed sig" in hex, 60 per file, where sk = KeyGen(seed) with the salt
// "BLS-SIG-KEYGEN-SALT-" used as it is on the first try (draft -02/-03's
// KeyGen; draft -05 hashes it first) and an empty key_info. sig_g1 files
// hold minimal-signature-size signatures (in G1, DST
// BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_), sig_g2 files
// minimal-pubkey-size ones.
const (
	circlModule  = "github.com/cloudflare/circl"
	circlVersion = "v1.6.5"
)

type sigVector struct{ msg, seed, sig []byte }

func loadSigVectors(t *testing.T, name string) []sigVector {
	t.Helper()
	gz := vectors.ModuleFile(t, circlModule, circlVersion, "sign/bls/testdata/"+name)
	r, err := gzip.NewReader(bytes.NewReader(gz))
	require.NoError(t, err)
	raw, err := io.ReadAll(r)
	require.NoError(t, err)
	var out []sigVector
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		require.Len(t, f, 3)
		var v sigVector
		for i, dst := range []*[]byte{&v.msg, &v.seed, &v.sig} {
			*dst, err = hex.DecodeString(f[i])
			require.NoError(t, err)
		}
		out = append(out, v)
	}
	require.NoError(t, sc.Err())
	return out
}

// TestSignatureVectors checks KeyGen, Sign and Verify of the Basic scheme
// against the 240 vectors: the signature byte for byte, and that it
// verifies.
func TestSignatureVectors(t *testing.T) {
	for _, c := range []struct {
		file   string
		scheme *Scheme
	}{
		{"sig_g1_basic_P256.txt.gz", MinSigBasic},
		{"sig_g1_basic_P521.txt.gz", MinSigBasic},
		{"sig_g2_basic_P256.txt.gz", MinPkBasic},
		{"sig_g2_basic_P521.txt.gz", MinPkBasic},
	} {
		t.Run(c.file, func(t *testing.T) {
			vs := loadSigVectors(t, c.file)
			require.Len(t, vs, 60)
			for i, v := range vs {
				sk, err := keyGen(v.seed, nil, []byte(keyGenSalt), false)
				require.NoError(t, err)
				sig, err := c.scheme.Sign(sk, v.msg)
				require.NoError(t, err)
				require.Equal(t, hex.EncodeToString(v.sig), hex.EncodeToString(sig), "vector %d", i)
				pk := c.scheme.SkToPk(sk)
				assert.True(t, c.scheme.Verify(pk, v.msg, v.sig), "vector %d", i)
				if i%10 == 0 {
					assert.False(t, c.scheme.Verify(pk, append(v.msg, 0), v.sig), "vector %d, other message", i)
				}
			}
		})
	}
}
