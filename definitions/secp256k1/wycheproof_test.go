package secp256k1_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// TestWycheproofECDSA runs every case of the secp256k1 SHA-256 ECDSA files:
// DER (through VerifyASN1 and ParseDERSignature + Verify) and IEEE P1363
// (ParseSignature + Verify) with the default policy, which accepts either
// half of s; and the Bitcoin file, DER with the low-S verify option, which
// must refuse the high-s signatures that the other files accept. Valid
// cases must verify and invalid ones must not (none is "acceptable").
func TestWycheproofECDSA(t *testing.T) {
	for _, tc := range []struct {
		file string
		der  bool
		opts *secp256k1.VerifyOptions
	}{
		{"ecdsa_secp256k1_sha256_test.json", true, nil},
		{"ecdsa_secp256k1_sha256_p1363_test.json", false, nil},
		{"ecdsa_secp256k1_sha256_bitcoin_test.json", true, &secp256k1.VerifyOptions{S: secp256k1.LowS}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			var f ecdsatest.WycheproofECDSAFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, tc.file), &f))
			n, highS := 0, 0
			for _, g := range f.TestGroups {
				require.Equal(t, "SHA-256", g.SHA)
				pub, err := secp256k1.NewPublicKey(mustHex(t, g.PublicKey.Uncompressed))
				require.NoError(t, err)
				for _, w := range g.Tests {
					n++
					msg := mustHex(t, w.Msg)
					digest := sha256.Sum256(msg)
					sigBytes := mustHex(t, w.Sig)
					var sig *secp256k1.Signature
					if tc.der {
						sig, err = secp256k1.ParseDERSignature(sigBytes)
					} else {
						sig, err = secp256k1.ParseSignature(sigBytes)
					}
					got := err == nil && secp256k1.VerifyWithOptions(pub, digest[:], sig, tc.opts) == nil
					if tc.der && tc.opts == nil {
						assert.Equal(t, got, secp256k1.VerifyASN1(pub, digest[:], sigBytes), "tcId %d", w.TcID)
					}
					if err == nil && !sig.IsLowS() && secp256k1.Verify(pub, digest[:], sig) {
						highS++
					}
					require.NotEqual(t, "acceptable", w.Result)
					assert.Equal(t, w.Result == "valid", got, "tcId %d (%s, %v)", w.TcID, w.Comment, w.Flags)
				}
			}
			assert.Equal(t, f.NumberOfTests, n)
			t.Logf("%d cases, %d valid signatures with a high s", n, highS)
		})
	}
}

// TestWycheproofECDH runs every case of ecdh_secp256k1_test.json, whose
// public keys are SubjectPublicKeyInfo DER, parsed with ParsePKIXPublicKey. Valid cases must give the shared secret, invalid ones must
// fail; acceptable ones may go either way but must give the right secret if
// they succeed, and the test pins which way they went: a compressed point in
// the SPKI is accepted (RFC 5480 §2.2 allows it); explicit curve parameters,
// BER and any other deviation from DER are refused.
func TestWycheproofECDH(t *testing.T) {
	for _, file := range []string{"ecdh_secp256k1_test.json"} {
		t.Run(file, func(t *testing.T) {
			var f ecdsatest.WycheproofECDHFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			n, accepted := 0, map[string]int{}
			for _, g := range f.TestGroups {
				require.Equal(t, "secp256k1", g.Curve)
				for _, tc := range g.Tests {
					n++
					shared, err := wycheproofShared(t, g.Encoding, tc)
					switch tc.Result {
					case "valid":
						require.NoError(t, err, "tcId %d (%s)", tc.TcID, tc.Comment)
						assert.Equal(t, tc.Shared, hex.EncodeToString(shared), "tcId %d", tc.TcID)
					case "invalid":
						assert.Error(t, err, "tcId %d (%s, %v)", tc.TcID, tc.Comment, tc.Flags)
					case "acceptable":
						if err == nil {
							assert.Equal(t, tc.Shared, hex.EncodeToString(shared), "tcId %d", tc.TcID)
							for _, fl := range tc.Flags {
								accepted[fl]++
							}
						}
					}
				}
			}
			assert.Equal(t, f.NumberOfTests, n)
			t.Logf("acceptable cases accepted, by flag: %v", accepted)
			for fl := range accepted {
				assert.Contains(t, []string{"CompressedPublic", "CompressedPoint"}, fl)
			}
		})
	}
}

// wycheproofShared computes the ECDH secret of an ECDH test case.
func wycheproofShared(t *testing.T, encoding string, tc ecdsatest.WycheproofTest) ([]byte, error) {
	var pub *secp256k1.PublicKey
	var err error
	switch encoding {
	case "asn":
		pub, err = secp256k1.ParsePKIXPublicKey(mustHex(t, ecdsatest.JSONString(t, tc.Public)))
	case "ecpoint":
		pub, err = secp256k1.NewPublicKey(mustHex(t, ecdsatest.JSONString(t, tc.Public)))
	default:
		t.Fatalf("unknown encoding %q", encoding)
	}
	if err != nil {
		return nil, err
	}
	priv, err := secp256k1.NewPrivateKey(scalar32(t, ecdsatest.JSONString(t, tc.Private)))
	require.NoError(t, err, "tcId %d: private key", tc.TcID)
	return secp256k1.ECDH(priv, pub)
}

// scalar32 returns a Wycheproof private key (minimal two's complement,
// possibly with a leading zero byte) as 32 big-endian bytes.
func scalar32(t *testing.T, s string) []byte {
	b := mustHex(t, s)
	for len(b) > 32 && b[0] == 0 {
		b = b[1:]
	}
	require.LessOrEqual(t, len(b), 32)
	return append(make([]byte, 32-len(b)), b...)
}
