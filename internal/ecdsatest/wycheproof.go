package ecdsatest

import (
	"crypto/sha256"
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

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// WycheproofECDSAFile is the layout of the ecdsa_*_test.json files
// (ecdsa_verify_schema_v1 and ecdsa_p1363_verify_schema_v1).
type WycheproofECDSAFile struct {
	NumberOfTests int `json:"numberOfTests"`
	TestGroups    []struct {
		PublicKey struct {
			Uncompressed string `json:"uncompressed"`
		} `json:"publicKey"`
		SHA   string           `json:"sha"`
		Tests []WycheproofTest `json:"tests"`
	} `json:"testGroups"`
}

// WycheproofECDHFile is the layout of the ecdh_*_test.json files.
type WycheproofECDHFile struct {
	NumberOfTests int `json:"numberOfTests"`
	TestGroups    []struct {
		Curve    string           `json:"curve"`
		Encoding string           `json:"encoding"`
		Tests    []WycheproofTest `json:"tests"`
	} `json:"testGroups"`
}

// WycheproofTest is one case of a Wycheproof ECDSA or ECDH file. Public and
// Private are JSON strings (hex, PEM) or, in the webcrypto files, JWK
// objects: JSONString reads the strings.
type WycheproofTest struct {
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

// WycheproofECDSA runs every case of the Wycheproof ECDSA files of the
// curve, DER (through VerifyASN1 and ParseDERSignature + Verify) and IEEE
// P1363 (the _p1363 and _webcrypto files, through ParseSignature + Verify),
// with the digest of the group's hash: valid cases must verify and invalid
// ones must not (no file has "acceptable" cases).
func WycheproofECDSA[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], files []string) {
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			var f WycheproofECDSAFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			der := !strings.Contains(file, "_p1363") && !strings.Contains(file, "_webcrypto")
			n, valid := 0, 0
			for _, g := range f.TestGroups {
				hash, ok := wycheproofHashes[g.SHA]
				require.True(t, ok, "hash %q", g.SHA)
				pub, err := c.API.NewPublicKey(mustHex(t, g.PublicKey.Uncompressed))
				require.NoError(t, err)
				for _, tc := range g.Tests {
					n++
					digest := hash(mustHex(t, tc.Msg))
					sigBytes := mustHex(t, tc.Sig)
					var got bool
					if der {
						got = c.VerifyASN1(pub, digest, sigBytes)
						sig, err := c.ParseDER(sigBytes)
						assert.Equal(t, got, err == nil && c.Verify(pub, digest, sig), "tcId %d", tc.TcID)
					} else {
						sig, err := c.ParseSignature(sigBytes)
						got = err == nil && c.Verify(pub, digest, sig)
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
	"SHA-224":  func(m []byte) []byte { h := sha256.Sum224(m); return h[:] },
	"SHA-256":  func(m []byte) []byte { h := sha256.Sum256(m); return h[:] },
	"SHA-384":  func(m []byte) []byte { h := sha512.Sum384(m); return h[:] },
	"SHA-512":  func(m []byte) []byte { h := sha512.Sum512(m); return h[:] },
	"SHA3-384": func(m []byte) []byte { h := sha3.Sum384(m); return h[:] },
	"SHA3-512": func(m []byte) []byte { h := sha3.Sum512(m); return h[:] },
	"SHAKE256": func(m []byte) []byte { return sha3.SumSHAKE256(m, 64) },
}

// WycheproofECDH runs every case of the Wycheproof ECDH files of the curve: public keys as
// SubjectPublicKeyInfo (DER, ParsePKIXPublicKey; PEM, the same after
// decoding, with PKCS #8 private keys), as SEC 1 points (NewPublicKey) and
// as JSON Web Keys (their x and y into NewPublicKey). Valid cases must give
// the shared secret, invalid ones must fail; acceptable ones may go either
// way but must give the right secret if they succeed, and the test pins
// which way they went: compressed SEC 1 points are accepted; in SPKI, only
// canonical DER is (no explicit curve parameters, no BER, no trailing
// elements, no compressed point).
func WycheproofECDH[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], files []string) {
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			var f WycheproofECDHFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, file), &f))
			n, valid, accepted := 0, 0, map[string]int{}
			for _, g := range f.TestGroups {
				require.Contains(t, []string{c.wycheproofName(), c.Name}, g.Curve)
				for _, tc := range g.Tests {
					n++
					shared, err := wycheproofShared(t, c, g.Encoding, tc)
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
func wycheproofShared[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], encoding string, tc WycheproofTest) ([]byte, error) {
	var (
		pub  *Pub
		priv *Priv
		err  error
	)
	switch encoding {
	case "asn":
		pub, err = c.ParsePKIX(mustHex(t, JSONString(t, tc.Public)))
		priv = c.mustPrivateKey(t, c.scalarBytes(t, mustHex(t, JSONString(t, tc.Private))))
	case "ecpoint":
		pub, err = c.API.NewPublicKey(mustHex(t, JSONString(t, tc.Public)))
		priv = c.mustPrivateKey(t, c.scalarBytes(t, mustHex(t, JSONString(t, tc.Private))))
	case "pem":
		block, _ := pem.Decode([]byte(JSONString(t, tc.Public)))
		if block == nil {
			return nil, errors.New("public key is not PEM")
		}
		pub, err = c.ParsePKIX(block.Bytes)
		block, _ = pem.Decode([]byte(JSONString(t, tc.Private)))
		require.NotNil(t, block, "tcId %d: private key", tc.TcID)
		priv, perr := c.ParsePKCS8(block.Bytes)
		require.NoError(t, perr, "tcId %d: private key", tc.TcID)
		if err != nil {
			return nil, err
		}
		return c.API.ECDH(priv, pub)
	case "webcrypto":
		var pk, sk jwk
		require.NoError(t, json.Unmarshal(tc.Public, &pk))
		require.NoError(t, json.Unmarshal(tc.Private, &sk))
		pub, err = jwkPublicKey(c, &pk)
		d, derr := base64.RawURLEncoding.DecodeString(sk.D)
		require.NoError(t, derr)
		priv = c.mustPrivateKey(t, c.scalarBytes(t, d))
	default:
		t.Fatalf("unknown encoding %q", encoding)
	}
	if err != nil {
		return nil, err
	}
	return c.API.ECDH(priv, pub)
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
func jwkPublicKey[Priv, Pub any, E, S any](c Stdlib[Priv, Pub, E, S], k *jwk) (*Pub, error) {
	if k.Kty != "EC" || k.Crv != c.Name {
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
	if len(x) != c.size() || len(y) != c.size() {
		return nil, fmt.Errorf("JWK coordinates of %d and %d bytes", len(x), len(y))
	}
	return c.API.NewPublicKey(append(append([]byte{4}, x...), y...))
}

// JSONString returns a JSON string field of a test case.
func JSONString(t *testing.T, raw json.RawMessage) string {
	var s string
	require.NoError(t, json.Unmarshal(raw, &s))
	return s
}

// mustPrivateKey returns the private key of a test case, which is valid in
// every file.
func (c Stdlib[Priv, Pub, E, S]) mustPrivateKey(t *testing.T, b []byte) *Priv {
	priv, err := c.API.NewPrivateKey(b)
	require.NoError(t, err)
	return priv
}

// scalarBytes returns a Wycheproof private key (minimal two's complement,
// possibly with a leading zero byte) as a big-endian scalar of the curve.
func (c Stdlib[Priv, Pub, E, S]) scalarBytes(t *testing.T, b []byte) []byte {
	size := c.size()
	for len(b) > size && b[0] == 0 {
		b = b[1:]
	}
	require.LessOrEqual(t, len(b), size)
	return append(make([]byte, size-len(b)), b...)
}

// wycheproofName is the curve's name in Wycheproof: secp256r1, secp384r1 or
// secp521r1.
func (c Stdlib[Priv, Pub, E, S]) wycheproofName() string {
	return fmt.Sprintf("secp%dr1", c.Elliptic.Params().BitSize)
}
