package x25519

import (
	"encoding/hex"
	"encoding/json"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wycheproofXDH is the schema of Wycheproof's xdh_comp and xdh_asn_comp
// files.
type wycheproofXDH struct {
	NumberOfTests int
	TestGroups    []struct {
		Curve string
		Tests []struct {
			TcID    int
			Comment string
			Flags   []string
			Public  string
			Private string
			Shared  string
			Result  string
		}
	}
}

// TestWycheproof runs every case of Wycheproof's x25519_test.json. The
// flags and what they mean for X25519 here:
//   - valid (Normal, Ktv, EdgeCase*, SpecialPublicKey): the shared secret
//     must be computed exactly.
//   - acceptable, Twist / NonCanonicalPublic / SpecialPublicKey /
//     EdgeCaseMultiplication / EdgeCaseShared without ZeroSharedSecret:
//     RFC 7748 defines the result for points on the twist and for
//     non-canonical encodings (reduced mod p, bit 255 ignored), and this
//     package computes it: the output must match.
//   - acceptable with ZeroSharedSecret (all LowOrderPublic cases here): the
//     all-zero result is refused, as crypto/ecdh does: X25519 must return
//     ErrLowOrderPoint, and ScalarMult must also zero its output.
//   - invalid: none in this file; any would have to return an error.
func TestWycheproof(t *testing.T) {
	var f wycheproofXDH
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "x25519_test.json"), &f))
	n := 0
	for _, g := range f.TestGroups {
		require.Equal(t, "curve25519", g.Curve)
		for _, tc := range g.Tests {
			n++
			priv, pub := unhex(t, tc.Private), unhex(t, tc.Public)
			out, err := X25519(priv, pub)
			zero := slices.Contains(tc.Flags, "ZeroSharedSecret")
			switch {
			case tc.Result == "invalid":
				assert.Error(t, err, "tcId %d %s", tc.TcID, tc.Comment)
			case zero:
				assert.Equal(t, zeros(32), tc.Shared, "tcId %d", tc.TcID)
				assert.ErrorIs(t, err, ErrLowOrderPoint, "tcId %d %s", tc.TcID, tc.Comment)
				assert.Nil(t, out)
			default:
				require.NoError(t, err, "tcId %d %s %v", tc.TcID, tc.Comment, tc.Flags)
				assert.Equal(t, tc.Shared, hex.EncodeToString(out), "tcId %d %s", tc.TcID, tc.Comment)
			}
			if len(priv) == 32 && len(pub) == 32 {
				var k, u, dst [32]byte
				copy(k[:], priv)
				copy(u[:], pub)
				err := ScalarMult(&dst, &k, &u)
				assert.Equal(t, tc.Shared, hex.EncodeToString(dst[:]), "tcId %d ScalarMult", tc.TcID)
				assert.Equal(t, zero, err != nil, "tcId %d ScalarMult", tc.TcID)
			}
		}
	}
	assert.Equal(t, f.NumberOfTests, n)
}

// TestWycheproofASN runs every case of x25519_asn_test.json: the private
// key is PKCS #8 and the public key SubjectPublicKeyInfo DER. Flags as in
// TestWycheproof, plus the invalid InvalidPublic (a public key of another
// algorithm: ParsePKIXPublicKey must fail) and MissingOctetString (the
// private key's inner CurvePrivateKey octet string is missing, an OpenJDK
// bug: ParsePKCS8PrivateKey must fail).
func TestWycheproofASN(t *testing.T) {
	var f wycheproofXDH
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "x25519_asn_test.json"), &f))
	n := 0
	for _, g := range f.TestGroups {
		for _, tc := range g.Tests {
			n++
			priv, errPriv := ParsePKCS8PrivateKey(unhex(t, tc.Private))
			pub, errPub := ParsePKIXPublicKey(unhex(t, tc.Public))
			if tc.Result == "invalid" {
				assert.True(t, errPriv != nil || errPub != nil, "tcId %d %s", tc.TcID, tc.Comment)
				if slices.Contains(tc.Flags, "InvalidPublic") {
					assert.Error(t, errPub, "tcId %d", tc.TcID)
				}
				if slices.Contains(tc.Flags, "MissingOctetString") {
					assert.Error(t, errPriv, "tcId %d", tc.TcID)
				}
				continue
			}
			require.NoError(t, errPriv, "tcId %d", tc.TcID)
			require.NoError(t, errPub, "tcId %d", tc.TcID)
			// Marshalling back gives the same DER.
			der, err := MarshalPKCS8PrivateKey(priv)
			require.NoError(t, err)
			assert.Equal(t, tc.Private, hex.EncodeToString(der), "tcId %d", tc.TcID)
			der, err = MarshalPKIXPublicKey(pub)
			require.NoError(t, err)
			assert.Equal(t, tc.Public, hex.EncodeToString(der), "tcId %d", tc.TcID)
			out, err := X25519(priv, pub)
			if slices.Contains(tc.Flags, "ZeroSharedSecret") {
				assert.ErrorIs(t, err, ErrLowOrderPoint, "tcId %d", tc.TcID)
				continue
			}
			require.NoError(t, err, "tcId %d", tc.TcID)
			assert.Equal(t, tc.Shared, hex.EncodeToString(out), "tcId %d", tc.TcID)
		}
	}
	assert.Equal(t, f.NumberOfTests, n)
}
