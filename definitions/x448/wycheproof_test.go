package x448

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

// TestWycheproof runs every case of Wycheproof's x448_test.json. The flags
// and what they mean for X448 here:
//   - valid (Normal, Ktv, EdgeCase*, SpecialPublicKey): the shared secret
//     must be computed exactly.
//   - acceptable, Twist / NonCanonicalPublic / SpecialPublicKey /
//     EdgeCaseMultiplication / EdgeCaseShared, and LowOrderPublic without
//     ZeroSharedSecret (u = 2^447 and its neighbours, "low order" only in
//     the sense of a special form): RFC 7748 defines the result for points
//     on the twist and for non-canonical encodings (reduced mod p), and
//     this package computes it: the output must match.
//   - acceptable with ZeroSharedSecret: the all-zero result is refused: X448
//     must return ErrLowOrderPoint, and ScalarMult must also zero its
//     output.
//   - invalid, PublicKeyTooLong (57-byte public keys): a length error.
func TestWycheproof(t *testing.T) {
	var f wycheproofXDH
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "x448_test.json"), &f))
	n := 0
	for _, g := range f.TestGroups {
		require.Equal(t, "curve448", g.Curve)
		for _, tc := range g.Tests {
			n++
			priv, pub := unhex(t, tc.Private), unhex(t, tc.Public)
			out, err := X448(priv, pub)
			zero := slices.Contains(tc.Flags, "ZeroSharedSecret")
			switch {
			case tc.Result == "invalid":
				assert.Error(t, err, "tcId %d %s", tc.TcID, tc.Comment)
			case zero:
				assert.Equal(t, zeros(56), tc.Shared, "tcId %d", tc.TcID)
				assert.ErrorIs(t, err, ErrLowOrderPoint, "tcId %d %s", tc.TcID, tc.Comment)
				assert.Nil(t, out)
			default:
				require.NoError(t, err, "tcId %d %s %v", tc.TcID, tc.Comment, tc.Flags)
				assert.Equal(t, tc.Shared, hex.EncodeToString(out), "tcId %d %s", tc.TcID, tc.Comment)
			}
			if len(priv) == 56 && len(pub) == 56 {
				var k, u, dst [56]byte
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

// TestWycheproofASN runs every case of x448_asn_test.json: the private
// key is PKCS #8 and the public key SubjectPublicKeyInfo DER. Flags as in
// TestWycheproof (PublicKeyTooLong: the SubjectPublicKeyInfo key is too
// long, a parse error), plus the invalid InvalidPublic (a public key of another
// algorithm: ParsePKIXPublicKey must fail) and MissingOctetString (the
// private key's inner CurvePrivateKey octet string is missing, an OpenJDK
// bug: ParsePKCS8PrivateKey must fail).
func TestWycheproofASN(t *testing.T) {
	var f wycheproofXDH
	require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, "x448_asn_test.json"), &f))
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
			out, err := X448(priv, pub)
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
