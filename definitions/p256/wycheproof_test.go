package p256_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wycheproofECDSA is the layout of the ecdsa_*_test.json files
// (ecdsa_verify_schema_v1 and ecdsa_p1363_verify_schema_v1).
type wycheproofECDSA struct {
	NumberOfTests int `json:"numberOfTests"`
	TestGroups    []struct {
		PublicKey struct {
			Uncompressed string `json:"uncompressed"`
		} `json:"publicKey"`
		SHA   string           `json:"sha"`
		Tests []wycheproofTest `json:"tests"`
	} `json:"testGroups"`
}

// wycheproofECDH is the layout of the ecdh_*_test.json files.
type wycheproofECDH struct {
	NumberOfTests int `json:"numberOfTests"`
	TestGroups    []struct {
		Curve    string           `json:"curve"`
		Encoding string           `json:"encoding"`
		Tests    []wycheproofTest `json:"tests"`
	} `json:"testGroups"`
}

type wycheproofTest struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Msg     string   `json:"msg"`
	Sig     string   `json:"sig"`
	Public  string   `json:"public"`
	Private string   `json:"private"`
	Shared  string   `json:"shared"`
	Result  string   `json:"result"`
}

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// TestWycheproofECDSA runs every case of the P-256 SHA-256 ECDSA files, DER
// (through VerifyASN1 and ParseDERSignature + Verify) and IEEE P1363
// (through ParseSignature + Verify): valid cases must verify and invalid ones
// must not (neither file has "acceptable" cases).
func TestWycheproofECDSA(t *testing.T) {
	for _, file := range []string{"ecdsa_secp256r1_sha256_test.json", "ecdsa_secp256r1_sha256_p1363_test.json"} {
		t.Run(file, func(t *testing.T) {
			var f wycheproofECDSA
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			der := file == "ecdsa_secp256r1_sha256_test.json"
			n := 0
			for _, g := range f.TestGroups {
				require.Equal(t, "SHA-256", g.SHA)
				pub, err := p256.NewPublicKey(mustHex(t, g.PublicKey.Uncompressed))
				require.NoError(t, err)
				for _, tc := range g.Tests {
					n++
					msg := mustHex(t, tc.Msg)
					digest := sha256.Sum256(msg)
					sigBytes := mustHex(t, tc.Sig)
					var got bool
					if der {
						got = p256.VerifyASN1(pub, digest[:], sigBytes)
						sig, err := p256.ParseDERSignature(sigBytes)
						assert.Equal(t, got, err == nil && p256.Verify(pub, digest[:], sig), "tcId %d", tc.TcID)
					} else {
						sig, err := p256.ParseSignature(sigBytes)
						got = err == nil && p256.Verify(pub, digest[:], sig)
					}
					require.NotEqual(t, "acceptable", tc.Result)
					assert.Equal(t, tc.Result == "valid", got, "tcId %d (%s, %v)", tc.TcID, tc.Comment, tc.Flags)
				}
			}
			assert.Equal(t, f.NumberOfTests, n)
		})
	}
}

// TestWycheproofECDH runs every case of the P-256 ECDH files: public keys as
// SubjectPublicKeyInfo (ecdh_secp256r1_test.json, parsed with
// ParsePKIXPublicKey) and as SEC 1 points (ecdh_secp256r1_ecpoint_test.json,
// NewPublicKey). Valid cases must give the shared secret, invalid ones must
// fail; acceptable ones may go either way but must give the right secret if
// they succeed, and the test pins which way they went: compressed SEC 1
// points are accepted; in SPKI, only canonical DER is (no explicit curve
// parameters, no BER, no trailing elements, no compressed point).
func TestWycheproofECDH(t *testing.T) {
	for _, file := range []string{"ecdh_secp256r1_test.json", "ecdh_secp256r1_ecpoint_test.json"} {
		t.Run(file, func(t *testing.T) {
			var f wycheproofECDH
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			n, accepted := 0, map[string]int{}
			for _, g := range f.TestGroups {
				require.Equal(t, "secp256r1", g.Curve)
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
func wycheproofShared(t *testing.T, encoding string, tc wycheproofTest) ([]byte, error) {
	var pub *p256.PublicKey
	var err error
	switch encoding {
	case "asn":
		pub, err = p256.ParsePKIXPublicKey(mustHex(t, tc.Public))
	case "ecpoint":
		pub, err = p256.NewPublicKey(mustHex(t, tc.Public))
	default:
		t.Fatalf("unknown encoding %q", encoding)
	}
	if err != nil {
		return nil, err
	}
	priv, err := p256.NewPrivateKey(scalar32(t, tc.Private))
	require.NoError(t, err, "tcId %d: private key", tc.TcID)
	return p256.ECDH(priv, pub)
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
