package catalogue_test

import (
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/curvekit/curvekit/internal/testenv"
	"github.com/curvekit/curvekit/internal/vectors"
)

// wycheproofECDSAFiles are the Wycheproof ECDSA files of the catalogue's
// curves (C2SP/wycheproof testvectors_v1): the DER files of each curve's
// customary hash run by default, the other hashes (SHA-2 and SHA-3) and the
// IEEE P1363 files in the long set.
var wycheproofECDSAFiles = []struct {
	curve *catalogue.Weierstrass
	file  string
	long  bool
}{
	{catalogue.BrainpoolP256r1(), "ecdsa_brainpoolP256r1_sha256_test.json", false},
	{catalogue.BrainpoolP256r1(), "ecdsa_brainpoolP256r1_sha256_p1363_test.json", true},
	{catalogue.BrainpoolP384r1(), "ecdsa_brainpoolP384r1_sha384_test.json", false},
	{catalogue.BrainpoolP384r1(), "ecdsa_brainpoolP384r1_sha384_p1363_test.json", true},
	{catalogue.BrainpoolP512r1(), "ecdsa_brainpoolP512r1_sha512_test.json", false},
	{catalogue.BrainpoolP512r1(), "ecdsa_brainpoolP512r1_sha512_p1363_test.json", true},
	{catalogue.P192(), "ecdsa_secp192r1_sha256_test.json", false},
	{catalogue.P192(), "ecdsa_secp192r1_sha256_p1363_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha224_test.json", false},
	{catalogue.P224(), "ecdsa_secp224r1_sha224_p1363_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha256_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha256_p1363_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha512_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha512_p1363_test.json", true},
	{catalogue.Secp224k1(), "ecdsa_secp224k1_sha224_test.json", false},
	{catalogue.Secp224k1(), "ecdsa_secp224k1_sha224_p1363_test.json", true},
	{catalogue.Secp224k1(), "ecdsa_secp224k1_sha256_test.json", true},
	{catalogue.Secp224k1(), "ecdsa_secp224k1_sha256_p1363_test.json", true},
	{catalogue.BrainpoolP256r1(), "ecdsa_brainpoolP256r1_sha3_256_test.json", true},
	{catalogue.BrainpoolP384r1(), "ecdsa_brainpoolP384r1_sha3_384_test.json", true},
	{catalogue.BrainpoolP512r1(), "ecdsa_brainpoolP512r1_sha3_512_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha3_224_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha3_256_test.json", true},
	{catalogue.P224(), "ecdsa_secp224r1_sha3_512_test.json", true},
}

// wycheproofHashes are the message hashes of the files above, by their
// Wycheproof names.
var wycheproofHashes = map[string]func([]byte) []byte{
	"SHA-224":  func(m []byte) []byte { h := sha256.Sum224(m); return h[:] },
	"SHA-256":  func(m []byte) []byte { h := sha256.Sum256(m); return h[:] },
	"SHA-384":  func(m []byte) []byte { h := sha512.Sum384(m); return h[:] },
	"SHA-512":  func(m []byte) []byte { h := sha512.Sum512(m); return h[:] },
	"SHA3-224": func(m []byte) []byte { h := sha3.Sum224(m); return h[:] },
	"SHA3-256": func(m []byte) []byte { h := sha3.Sum256(m); return h[:] },
	"SHA3-384": func(m []byte) []byte { h := sha3.Sum384(m); return h[:] },
	"SHA3-512": func(m []byte) []byte { h := sha3.Sum512(m); return h[:] },
}

// TestWycheproofECDSA runs every case of the files above through the
// curve's ECDSA: DER signatures through VerifyASN1 (strict DER: BER,
// padded or negative integers and trailing data are invalid), P1363 ones
// through VerifyCompact, on the digest of the group's hash. The files hold
// only valid and invalid cases, each asserted as such.
func TestWycheproofECDSA(t *testing.T) {
	for _, tc := range wycheproofECDSAFiles {
		t.Run(tc.file, func(t *testing.T) {
			if tc.long {
				testenv.SkipUnlessLong(t, "Wycheproof files of other hashes and encodings")
			}
			var f ecdsatest.WycheproofECDSAFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, tc.file), &f))
			curve, scheme := tc.curve.Curve(), tc.curve.ECDSA()
			p1363 := strings.Contains(tc.file, "_p1363")
			n, valid := 0, 0
			for _, g := range f.TestGroups {
				hash, ok := wycheproofHashes[g.SHA]
				require.True(t, ok, "hash %q", g.SHA)
				pub, err := curve.NewPublicKey(unhex(t, g.PublicKey.Uncompressed))
				require.NoError(t, err)
				for _, c := range g.Tests {
					n++
					digest, sig := hash(unhex(t, c.Msg)), unhex(t, c.Sig)
					if p1363 {
						err = scheme.VerifyCompact(pub, digest, sig, nil)
					} else {
						err = scheme.VerifyASN1(pub, digest, sig, nil)
					}
					require.Contains(t, []string{"valid", "invalid"}, c.Result, "tcId %d", c.TcID)
					assert.Equal(t, c.Result == "valid", err == nil, "tcId %d (%s, %v): %v", c.TcID, c.Comment, c.Flags, err)
					if err == nil {
						valid++
					}
				}
			}
			require.Equal(t, f.NumberOfTests, n)
			require.NotZero(t, valid)
			t.Logf("%s: %d cases, %d valid", tc.curve.Name(), n, valid)
		})
	}
}

// TestWycheproofECDH runs every case of the Wycheproof ECDH files of the
// catalogue's curves: public keys as SubjectPublicKeyInfo with the curve's
// named-curve OID (RFC 5480 §2.1.1), or as bare SEC 1 points in the
// _ecpoint file. Valid cases must give the shared secret and invalid ones
// fail. The files of the larger curves (each 1–2 s of constant-time
// multiplications over field.Prime) are in the long set. SPKI keys go
// through catalogue.ParsePKIXPublicKey, which takes the named-curve OID or
// specified parameters (RFC 3279 §2.3.5). Acceptable cases are pinned:
// compressed points are accepted (and must give the secret); BER encodings
// are refused; every case with specified parameters (UnnamedCurve) carries
// parameters that are not the curve's — a wrong order, generator, cofactor
// or coefficient, or none — and must be refused by the parser itself, which
// builds and validates the curve they describe, as ecdhRefusedFlags says.
func TestWycheproofECDH(t *testing.T) {
	for _, tc := range []struct {
		curve *catalogue.Weierstrass
		file  string
		spki  bool
		long  bool
	}{
		{catalogue.BrainpoolP256r1(), "ecdh_brainpoolP256r1_test.json", true, false},
		{catalogue.BrainpoolP384r1(), "ecdh_brainpoolP384r1_test.json", true, true},
		{catalogue.BrainpoolP512r1(), "ecdh_brainpoolP512r1_test.json", true, true},
		{catalogue.P224(), "ecdh_secp224r1_test.json", true, false},
		{catalogue.P224(), "ecdh_secp224r1_ecpoint_test.json", false, true},
	} {
		t.Run(tc.file, func(t *testing.T) {
			if tc.long {
				testenv.SkipUnlessLong(t, "ECDH files of the larger curves (1–2 s each)")
			}
			var f ecdsatest.WycheproofECDHFile
			require.NoError(t, json.Unmarshal(vectors.Wycheproof(t, tc.file), &f))
			n, valid, accepted, unnamed := 0, 0, 0, 0
			for _, g := range f.TestGroups {
				for _, c := range g.Tests {
					n++
					want := c.Result
					if want == "acceptable" {
						want = "valid"
						if slices.ContainsFunc(c.Flags, func(fl string) bool { return slices.Contains(ecdhRefusedFlags, fl) }) {
							want = "invalid"
						}
					}
					shared, err := wycheproofECDH(t, tc.curve, c, tc.spki)
					id := []any{"tcId %d (%s, %v, %s)", c.TcID, c.Comment, c.Flags, c.Result}
					if slices.Contains(c.Flags, "UnnamedCurve") {
						_, perr := catalogue.ParsePKIXPublicKey(unhex(t, ecdsatest.JSONString(t, c.Public)))
						assert.Error(t, perr, id...)
						unnamed++
					}
					if want == "invalid" {
						assert.Error(t, err, id...)
						continue
					}
					if assert.NoError(t, err, id...) {
						assert.Equal(t, c.Shared, hex.EncodeToString(shared), id...)
						if c.Result == "valid" {
							valid++
						} else {
							accepted++
						}
					}
				}
			}
			require.Equal(t, f.NumberOfTests, n)
			require.NotZero(t, valid)
			t.Logf("%s: %d cases, %d valid, %d acceptable accepted, %d with specified parameters refused", tc.curve.Name(), n, valid, accepted, unnamed)
		})
	}
}

// ecdhRefusedFlags are the flags of Wycheproof's acceptable ECDH cases that
// ParsePKIXPublicKey refuses: BER or otherwise malformed ASN.1 (InvalidAsn)
// and specified parameters that differ from the curve's (a modified
// generator, cofactor, order or coefficient; an absent cofactor, which the
// same files also flag invalid as "cofactor = 0").
var ecdhRefusedFlags = []string{"InvalidAsn", "UnnamedCurve", "UnusedParam", "ModifiedGenerator",
	"ModifiedCofactor", "WrongOrder", "Modified curve parameter"}

// wycheproofECDH computes the shared secret of one case: the public key
// parsed as an SPKI (spki) or a SEC 1 point, the private key a big-endian
// integer that may carry a leading zero byte.
func wycheproofECDH(t *testing.T, c *catalogue.Weierstrass, tc ecdsatest.WycheproofTest, spki bool) ([]byte, error) {
	public := unhex(t, ecdsatest.JSONString(t, tc.Public))
	curve := c.Curve()
	var pub *catalogue.PublicKey
	var err error
	if spki {
		pub, err = catalogue.ParsePKIXPublicKey(public)
		if err == nil && pub.Curve() != curve {
			err = errors.New("key on another curve")
		}
	} else {
		pub, err = curve.NewPublicKey(public)
	}
	if err != nil {
		return nil, err
	}
	private := unhex(t, ecdsatest.JSONString(t, tc.Private))
	for len(private) > curve.ScalarLen() && private[0] == 0 {
		private = private[1:]
	}
	require.LessOrEqual(t, len(private), curve.ScalarLen())
	priv, err := curve.NewPrivateKey(append(make([]byte, curve.ScalarLen()-len(private)), private...))
	require.NoError(t, err, "tcId %d: private key", tc.TcID)
	return priv.ECDH(pub)
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}
