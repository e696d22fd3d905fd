package ed25519

import (
	"crypto/ed25519"
	"encoding/json"
	"encoding/pem"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wycheproofEdDSA is the layout of Wycheproof's eddsa_verify_schema_v1 files.
type wycheproofEdDSA struct {
	Algorithm     string `json:"algorithm"`
	NumberOfTests int    `json:"numberOfTests"`
	TestGroups    []struct {
		PublicKey struct {
			Curve string `json:"curve"`
			PK    string `json:"pk"`
		} `json:"publicKey"`
		PublicKeyDer string `json:"publicKeyDer"`
		PublicKeyPem string `json:"publicKeyPem"`
		Tests        []struct {
			TcID    int      `json:"tcId"`
			Comment string   `json:"comment"`
			Msg     string   `json:"msg"`
			Sig     string   `json:"sig"`
			Result  string   `json:"result"`
			Flags   []string `json:"flags"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// TestWycheproof runs every case of Wycheproof's ed25519_test.json: "valid"
// signatures verify under every policy, "invalid" ones (wrong lengths,
// S ≥ ℓ, modified R or S, bad encodings) under none, and crypto/ed25519
// agrees. Each group's SubjectPublicKeyInfo, in DER and PEM, parses to its
// raw key.
func TestWycheproof(t *testing.T) {
	var f wycheproofEdDSA
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "ed25519_test.json"), &f))
	require.Equal(t, "EDDSA", f.Algorithm)
	cases := 0
	for _, g := range f.TestGroups {
		require.Equal(t, "edwards25519", g.PublicKey.Curve)
		pub := PublicKey(unhex(t, g.PublicKey.PK))
		parsed, err := ParsePKIXPublicKey(unhex(t, g.PublicKeyDer))
		require.NoError(t, err)
		assert.Equal(t, pub, parsed)
		block, _ := pem.Decode([]byte(g.PublicKeyPem))
		require.NotNil(t, block)
		parsed, err = ParsePKIXPublicKey(block.Bytes)
		require.NoError(t, err)
		assert.Equal(t, pub, parsed)

		for _, tc := range g.Tests {
			cases++
			msg, sig := unhex(t, tc.Msg), unhex(t, tc.Sig)
			want := tc.Result == "valid"
			require.Contains(t, []string{"valid", "invalid"}, tc.Result)
			assert.Equal(t, want, Verify(pub, msg, sig), "tcId %d %s %v", tc.TcID, tc.Comment, tc.Flags)
			assert.Equal(t, want, ed25519.Verify(ed25519.PublicKey(pub), msg, sig), "crypto/ed25519 tcId %d", tc.TcID)
			for _, p := range allPolicies {
				err := VerifyWithOptions(pub, msg, sig, &Options{Policy: p})
				assert.Equal(t, want, err == nil, "tcId %d %s %v %v: %v", tc.TcID, tc.Comment, tc.Flags, p, err)
			}
		}
	}
	assert.Equal(t, f.NumberOfTests, cases)
	assert.Equal(t, 150, cases)
}
