package ed448

import (
	"encoding/json"
	"encoding/pem"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWycheproof runs every case of Wycheproof's ed448_test.json (empty
// context): "valid" signatures verify under both policies, "invalid" ones
// (wrong lengths, S ≥ q, modified R or S, bad encodings) under neither.
// Each group's SubjectPublicKeyInfo, in DER and PEM, parses to its raw key
// and marshals back to the same DER.
func TestWycheproof(t *testing.T) {
	var f struct {
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
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "ed448_test.json"), &f))
	require.Equal(t, "EDDSA", f.Algorithm)
	cases := 0
	for _, g := range f.TestGroups {
		require.Equal(t, "edwards448", g.PublicKey.Curve)
		pub := PublicKey(unhex(t, g.PublicKey.PK))
		der := unhex(t, g.PublicKeyDer)
		parsed, err := ParsePKIXPublicKey(der)
		require.NoError(t, err)
		assert.Equal(t, pub, parsed)
		again, err := MarshalPKIXPublicKey(pub)
		require.NoError(t, err)
		assert.Equal(t, der, again)
		block, _ := pem.Decode([]byte(g.PublicKeyPem))
		require.NotNil(t, block)
		assert.Equal(t, der, block.Bytes)

		for _, tc := range g.Tests {
			cases++
			require.Contains(t, []string{"valid", "invalid"}, tc.Result)
			msg, sig := unhex(t, tc.Msg), unhex(t, tc.Sig)
			want := tc.Result == "valid"
			assert.Equal(t, want, Verify(pub, msg, sig, ""), "tcId %d %s %v", tc.TcID, tc.Comment, tc.Flags)
			for _, p := range allPolicies {
				err := VerifyWithOptions(pub, msg, sig, &Options{Policy: p})
				assert.Equal(t, want, err == nil, "tcId %d %s %v %v: %v", tc.TcID, tc.Comment, tc.Flags, p, err)
			}
		}
	}
	assert.Equal(t, f.NumberOfTests, cases)
	assert.Equal(t, 86, cases)
}
