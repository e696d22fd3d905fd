package p521_test

import (
	"crypto/sha3"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
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
	TcID    int             `json:"tcId"`
	Comment string          `json:"comment"`
	Flags   []string        `json:"flags"`
	Msg     string          `json:"msg"`
	Sig     string          `json:"sig"`
	Public  json.RawMessage `json:"public"`
	Private json.RawMessage `json:"private"`
	Shared  string          `json:"shared"`
	Result  string          `json:"result"`
}

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// wycheproofECDSAFiles are the Wycheproof ECDSA files of P-521, every hash
// and encoding: DER (ecdsa_verify_schema_v1) and IEEE P1363 r ‖ s (the
// _p1363 and _webcrypto files).
var wycheproofECDSAFiles = []string{
	"ecdsa_secp521r1_sha512_test.json",
	"ecdsa_secp521r1_sha3_512_test.json",
	"ecdsa_secp521r1_shake256_test.json",
	"ecdsa_secp521r1_sha512_p1363_test.json",
	"ecdsa_secp521r1_shake256_p1363_test.json",
	"ecdsa_secp521r1_webcrypto_test.json",
}

// wycheproofECDHFiles are the Wycheproof ECDH files of P-521, one per
// encoding of the keys: SPKI DER, SEC 1 point, PEM and JWK.
var wycheproofECDHFiles = []string{
	"ecdh_secp521r1_test.json",
	"ecdh_secp521r1_ecpoint_test.json",
	"ecdh_secp521r1_pem_test.json",
	"ecdh_secp521r1_webcrypto_test.json",
}

// TestWycheproofECDSA runs every case of the P-521 ECDSA files, DER
// (through VerifyASN1 and ParseDERSignature + Verify) and IEEE P1363
// (through ParseSignature + Verify), with the digest of the group's hash:
// valid cases must verify and invalid ones must not (no file has
// "acceptable" cases).
func TestWycheproofECDSA(t *testing.T) {
	for _, file := range wycheproofECDSAFiles {
		t.Run(file, func(t *testing.T) {
			var f wycheproofECDSA
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			der := !strings.Contains(file, "_p1363") && !strings.Contains(file, "_webcrypto")
			n, valid := 0, 0
			for _, g := range f.TestGroups {
				hash, ok := wycheproofHashes[g.SHA]
				require.True(t, ok, "hash %q", g.SHA)
				pub, err := p521.NewPublicKey(mustHex(t, g.PublicKey.Uncompressed))
				require.NoError(t, err)
				for _, tc := range g.Tests {
					n++
					digest := hash(mustHex(t, tc.Msg))
					sigBytes := mustHex(t, tc.Sig)
					var got bool
					if der {
						got = p521.VerifyASN1(pub, digest, sigBytes)
						sig, err := p521.ParseDERSignature(sigBytes)
						assert.Equal(t, got, err == nil && p521.Verify(pub, digest, sig), "tcId %d", tc.TcID)
					} else {
						sig, err := p521.ParseSignature(sigBytes)
						got = err == nil && p521.Verify(pub, digest, sig)
					}
					require.NotEqual(t, "acceptable", tc.Result)
					assert.Equal(t, tc.Result == "valid", got, "tcId %d (%s, %v)", tc.TcID, tc.Comment, tc.Flags)
					if got {
						valid++
					}
				}
			}
			assert.Equal(t, f.NumberOfTests, n)
			t.Logf("%d cases: %d valid, %d invalid", n, valid, n-valid)
		})
	}
}

// wycheproofHashes are the message hashes of the ECDSA files, by their
// Wycheproof names. SHAKE256 gives 512 bits, the output length RFC 8692
// fixes for id-ecdsa-with-shake256.
var wycheproofHashes = map[string]func([]byte) []byte{
	"SHA-512":  func(m []byte) []byte { h := sha512.Sum512(m); return h[:] },
	"SHA3-512": func(m []byte) []byte { h := sha3.Sum512(m); return h[:] },
	"SHAKE256": func(m []byte) []byte { return sha3.SumSHAKE256(m, 64) },
}

// TestWycheproofECDH runs every case of the P-521 ECDH files: public keys as
// SubjectPublicKeyInfo (DER, ParsePKIXPublicKey; PEM, the same after
// decoding, with PKCS #8 private keys), as SEC 1 points (NewPublicKey) and
// as JSON Web Keys (their x and y into NewPublicKey). Valid cases must give
// the shared secret, invalid ones must fail; acceptable ones may go either
// way but must give the right secret if they succeed, and the test pins
// which way they went: compressed SEC 1 points are accepted; in SPKI, only
// canonical DER is (no explicit curve parameters, no BER, no trailing
// elements, no compressed point).
func TestWycheproofECDH(t *testing.T) {
	for _, file := range wycheproofECDHFiles {
		t.Run(file, func(t *testing.T) {
			var f wycheproofECDH
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			n, valid, accepted := 0, 0, map[string]int{}
			for _, g := range f.TestGroups {
				require.Contains(t, []string{"secp521r1", "P-521"}, g.Curve)
				for _, tc := range g.Tests {
					n++
					shared, err := wycheproofShared(t, g.Encoding, tc)
					switch tc.Result {
					case "valid":
						require.NoError(t, err, "tcId %d (%s)", tc.TcID, tc.Comment)
						assert.Equal(t, tc.Shared, hex.EncodeToString(shared), "tcId %d", tc.TcID)
						valid++
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
			t.Logf("%d cases, %d valid; acceptable cases accepted, by flag: %v", n, valid, accepted)
			for fl := range accepted {
				assert.Contains(t, []string{"CompressedPublic", "CompressedPoint"}, fl)
			}
		})
	}
}

// wycheproofShared computes the ECDH secret of an ECDH test case.
func wycheproofShared(t *testing.T, encoding string, tc wycheproofTest) ([]byte, error) {
	var (
		pub  *p521.PublicKey
		priv *p521.PrivateKey
		err  error
	)
	switch encoding {
	case "asn":
		pub, err = p521.ParsePKIXPublicKey(mustHex(t, jsonString(t, tc.Public)))
		priv = mustPrivateKey(t, scalarBytes(t, mustHex(t, jsonString(t, tc.Private))))
	case "ecpoint":
		pub, err = p521.NewPublicKey(mustHex(t, jsonString(t, tc.Public)))
		priv = mustPrivateKey(t, scalarBytes(t, mustHex(t, jsonString(t, tc.Private))))
	case "pem":
		block, _ := pem.Decode([]byte(jsonString(t, tc.Public)))
		if block == nil {
			return nil, errors.New("public key is not PEM")
		}
		pub, err = p521.ParsePKIXPublicKey(block.Bytes)
		block, _ = pem.Decode([]byte(jsonString(t, tc.Private)))
		require.NotNil(t, block, "tcId %d: private key", tc.TcID)
		priv, perr := p521.ParsePKCS8PrivateKey(block.Bytes)
		require.NoError(t, perr, "tcId %d: private key", tc.TcID)
		if err != nil {
			return nil, err
		}
		return p521.ECDH(priv, pub)
	case "webcrypto":
		var pk, sk jwk
		require.NoError(t, json.Unmarshal(tc.Public, &pk))
		require.NoError(t, json.Unmarshal(tc.Private, &sk))
		pub, err = pk.publicKey()
		d, derr := base64.RawURLEncoding.DecodeString(sk.D)
		require.NoError(t, derr)
		priv = mustPrivateKey(t, scalarBytes(t, d))
	default:
		t.Fatalf("unknown encoding %q", encoding)
	}
	if err != nil {
		return nil, err
	}
	return p521.ECDH(priv, pub)
}

// jwk is an EC JSON Web Key (RFC 7518 §6.2).
type jwk struct {
	Kty string `json:"kty"`
	Crv string `json:"crv"`
	X   string `json:"x"`
	Y   string `json:"y"`
	D   string `json:"d"`
}

// publicKey returns the key of a JWK public key, refusing other key types
// and curves, and coordinates that are not exactly the field's length
// (RFC 7518 §6.2.1.2).
func (k *jwk) publicKey() (*p521.PublicKey, error) {
	if k.Kty != "EC" || k.Crv != "P-521" {
		return nil, fmt.Errorf("JWK is a %s key on %q", k.Kty, k.Crv)
	}
	x, err := base64.RawURLEncoding.DecodeString(k.X)
	if err != nil {
		return nil, err
	}
	y, err := base64.RawURLEncoding.DecodeString(k.Y)
	if err != nil {
		return nil, err
	}
	if len(x) != p521.PrivateKeySize || len(y) != p521.PrivateKeySize {
		return nil, fmt.Errorf("JWK coordinates of %d and %d bytes", len(x), len(y))
	}
	return p521.NewPublicKey(append(append([]byte{4}, x...), y...))
}

// jsonString returns a JSON string field.
func jsonString(t *testing.T, raw json.RawMessage) string {
	var s string
	require.NoError(t, json.Unmarshal(raw, &s))
	return s
}

// mustPrivateKey returns the private key of a test case, which is valid in
// every file.
func mustPrivateKey(t *testing.T, b []byte) *p521.PrivateKey {
	priv, err := p521.NewPrivateKey(b)
	require.NoError(t, err)
	return priv
}

// scalarBytes returns a Wycheproof private key (minimal two's complement,
// possibly with a leading zero byte) as PrivateKeySize big-endian bytes.
func scalarBytes(t *testing.T, b []byte) []byte {
	for len(b) > p521.PrivateKeySize && b[0] == 0 {
		b = b[1:]
	}
	require.LessOrEqual(t, len(b), p521.PrivateKeySize)
	return append(make([]byte, p521.PrivateKeySize-len(b)), b...)
}
