package weierstrass_test

import (
	"bytes"
	encasn1 "encoding/asn1"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/cryptobyte"
	"golang.org/x/crypto/cryptobyte/asn1"

	"crypto"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/internal/vectors"
)

// wycheproofECDSA is the part of the ecdsa_*_test.json schemas (DER, P1363
// and Bitcoin variants) the tests read.
type wycheproofECDSA struct {
	TestGroups []struct {
		PublicKey struct {
			Uncompressed string `json:"uncompressed"`
		} `json:"publicKey"`
		Sha   string `json:"sha"`
		Tests []struct {
			TcID    int      `json:"tcId"`
			Comment string   `json:"comment"`
			Flags   []string `json:"flags"`
			Msg     string   `json:"msg"`
			Sig     string   `json:"sig"`
			Result  string   `json:"result"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// TestWycheproofECDSA runs every case of the Wycheproof ECDSA vectors for
// P-256 and secp256k1 with SHA-256. The files hold only "valid" and
// "invalid" results, each asserted as such: DER signatures go through the
// strict VerifyASN1 (BER encodings, negative and padded integers, wrong
// tags and trailing data are invalid there), P1363 ones through
// VerifyCompact, and the Bitcoin file through VerifyASN1 with the low-S
// policy (its SignatureMalleabilityBitcoin case is a high s).
func TestWycheproofECDSA(t *testing.T) {
	for _, tc := range []struct {
		file, format string
		lowS         bool
	}{
		{"ecdsa_secp256r1_sha256_test.json", "der", false},
		{"ecdsa_secp256r1_sha256_p1363_test.json", "p1363", false},
		{"ecdsa_secp256k1_sha256_test.json", "der", false},
		{"ecdsa_secp256k1_sha256_p1363_test.json", "p1363", false},
		{"ecdsa_secp256k1_sha256_bitcoin_test.json", "der", true},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data := vectors.Wycheproof(t, tc.file)
			if bytes.Contains([]byte(tc.file), []byte("secp256r1")) {
				runWycheproofECDSA(t, p256(t), data, tc.format, tc.lowS)
				runWycheproofECDSA(t, p256Prime(t), data, tc.format, tc.lowS)
			} else {
				runWycheproofECDSA(t, secp256k1(t), data, tc.format, tc.lowS)
				runWycheproofECDSA(t, secp256k1NoGLV(t), data, tc.format, tc.lowS)
			}
		})
	}
}

func runWycheproofECDSA[E, S any](t *testing.T, c *weierstrass.Curve[E, S], data []byte, format string, lowS bool) {
	var f wycheproofECDSA
	require.NoError(t, json.Unmarshal(data, &f))
	e := mustECDSA(t, c, crypto.SHA256, false)
	policy := weierstrass.AnyS
	if lowS {
		policy = weierstrass.LowS
	}
	count := 0
	for _, g := range f.TestGroups {
		require.Equal(t, "SHA-256", g.Sha)
		pub, err := c.NewPublicKey(unhex(t, g.PublicKey.Uncompressed))
		require.NoError(t, err)
		for _, tc := range g.Tests {
			msg, sig := unhex(t, tc.Msg), unhex(t, tc.Sig)
			// Alternate between a digest and Prehash to cover both paths.
			digest, opts := msg, &weierstrass.VerifyOptions{S: policy, Prehash: true}
			if tc.TcID%2 == 0 {
				d := crypto.SHA256.New()
				d.Write(msg)
				digest, opts = d.Sum(nil), &weierstrass.VerifyOptions{S: policy}
			}
			var err error
			if format == "der" {
				err = e.VerifyASN1(pub, digest, sig, opts)
			} else {
				err = e.VerifyCompact(pub, digest, sig, opts)
			}
			switch tc.Result {
			case "valid":
				assert.NoError(t, err, "tcId %d (%s) %v", tc.TcID, tc.Comment, tc.Flags)
			case "invalid":
				assert.Error(t, err, "tcId %d (%s) %v", tc.TcID, tc.Comment, tc.Flags)
			default:
				t.Errorf("tcId %d: unexpected result %q", tc.TcID, tc.Result)
			}
			count++
		}
	}
	t.Logf("%s: %d cases", c.Name(), count)
}

// wycheproofECDH is the part of the ecdh_*_test.json schemas the tests read.
type wycheproofECDH struct {
	TestGroups []struct {
		Curve    string `json:"curve"`
		Encoding string `json:"encoding"`
		Tests    []struct {
			TcID    int      `json:"tcId"`
			Comment string   `json:"comment"`
			Flags   []string `json:"flags"`
			Public  string   `json:"public"`
			Private string   `json:"private"`
			Shared  string   `json:"shared"`
			Result  string   `json:"result"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// Object identifiers of RFC 5480 §2.1.1 and SEC 2 §A.2.
var (
	oidECPublicKey = encasn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}
	oidP256        = encasn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 7}
	oidSecp256k1   = encasn1.ObjectIdentifier{1, 3, 132, 0, 10}
)

// parseSPKI extracts the SEC 1 point of a DER SubjectPublicKeyInfo (RFC 5480)
// for the named curve oid. It accepts only the namedCurve form: explicit
// parameters (specifiedCurve), other curves, extra fields and any BER
// leniency are refused.
func parseSPKI(der []byte, oid encasn1.ObjectIdentifier) ([]byte, error) {
	input := cryptobyte.String(der)
	var spki, alg cryptobyte.String
	var algOID, curveOID encasn1.ObjectIdentifier
	var point []byte
	if !input.ReadASN1(&spki, asn1.SEQUENCE) || !input.Empty() ||
		!spki.ReadASN1(&alg, asn1.SEQUENCE) ||
		!alg.ReadASN1ObjectIdentifier(&algOID) || !algOID.Equal(oidECPublicKey) ||
		!alg.ReadASN1ObjectIdentifier(&curveOID) || !curveOID.Equal(oid) || !alg.Empty() ||
		!spki.ReadASN1BitStringAsBytes(&point) || !spki.Empty() {
		return nil, errors.New("invalid or unsupported SubjectPublicKeyInfo")
	}
	return point, nil
}

// ecdhRejectedFlags are the Wycheproof flags of "acceptable" ECDH cases that
// this decoder rejects, with the reason:
//   - InvalidAsn: BER or otherwise malformed ASN.1 around the key; the SPKI
//     parser is strict DER (cryptobyte).
//   - UnnamedCurve, UnusedParam, ModifiedGenerator, ModifiedCofactor,
//     WrongOrder, "Modified curve parameter": explicit curve parameters
//     instead of the named-curve OID (RFC 5480 §2.1.1 forbids them).
//
// The remaining acceptable flags, CompressedPublic and CompressedPoint, are
// compressed SEC 1 points, which NewPublicKey accepts: those cases are
// asserted to succeed with the expected secret.
var ecdhRejectedFlags = []string{"InvalidAsn", "UnnamedCurve", "UnusedParam", "ModifiedGenerator",
	"ModifiedCofactor", "WrongOrder", "Modified curve parameter"}

// TestWycheproofECDH runs every case of the Wycheproof ECDH vectors for
// P-256 (SPKI and raw point encodings) and secp256k1.
func TestWycheproofECDH(t *testing.T) {
	t.Run("ecdh_secp256r1_test.json", func(t *testing.T) {
		data := vectors.Wycheproof(t, "ecdh_secp256r1_test.json")
		runWycheproofECDH(t, p256(t), data, oidP256)
		runWycheproofECDH(t, p256Prime(t), data, oidP256)
	})
	t.Run("ecdh_secp256r1_ecpoint_test.json", func(t *testing.T) {
		data := vectors.Wycheproof(t, "ecdh_secp256r1_ecpoint_test.json")
		runWycheproofECDH(t, p256(t), data, nil)
	})
	t.Run("ecdh_secp256k1_test.json", func(t *testing.T) {
		data := vectors.Wycheproof(t, "ecdh_secp256k1_test.json")
		runWycheproofECDH(t, secp256k1(t), data, oidSecp256k1)
		runWycheproofECDH(t, secp256k1NoGLV(t), data, oidSecp256k1)
	})
}

func runWycheproofECDH[E, S any](t *testing.T, c *weierstrass.Curve[E, S], data []byte, oid encasn1.ObjectIdentifier) {
	var f wycheproofECDH
	require.NoError(t, json.Unmarshal(data, &f))
	count := 0
	for _, g := range f.TestGroups {
		for _, tc := range g.Tests {
			count++
			shared, err := wycheproofECDHCase(c, unhex(t, tc.Public), unhex(t, tc.Private), oid)
			want := tc.Result
			if want == "acceptable" {
				want = "valid"
				for _, fl := range tc.Flags {
					if slices.Contains(ecdhRejectedFlags, fl) {
						want = "invalid"
					}
				}
			}
			id := []any{"tcId %d (%s) %v %s", tc.TcID, tc.Comment, tc.Flags, tc.Result}
			if want == "invalid" {
				assert.Error(t, err, id...)
				continue
			}
			if assert.NoError(t, err, id...) {
				assert.Equal(t, unhex(t, tc.Shared), shared, id...)
			}
		}
	}
	t.Logf("%s: %d cases", c.Name(), count)
}

// wycheproofECDHCase computes one ECDH case: the public key is an SPKI when
// oid is set and a raw SEC 1 point otherwise; the private key is a
// big-endian integer that may carry leading zeros.
func wycheproofECDHCase[E, S any](c *weierstrass.Curve[E, S], public, private []byte, oid encasn1.ObjectIdentifier) ([]byte, error) {
	if oid != nil {
		var err error
		if public, err = parseSPKI(public, oid); err != nil {
			return nil, err
		}
	}
	pub, err := c.NewPublicKey(public)
	if err != nil {
		return nil, err
	}
	for len(private) > c.ScalarLen() && private[0] == 0 {
		private = private[1:]
	}
	if len(private) > c.ScalarLen() {
		return nil, errors.New("private key too long")
	}
	priv, err := c.NewPrivateKey(append(make([]byte, c.ScalarLen()-len(private)), private...))
	if err != nil {
		return nil, err
	}
	return priv.ECDH(pub)
}
