package p256_test

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"io"
	"math/big"
	mrand "math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testRand returns a seeded reader for reproducible keys and messages.
func testRand(seed byte) *mrand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return mrand.NewChaCha8(s)
}

// rfc6979Key is the P-256 key of RFC 6979 Appendix A.2.5.
const (
	rfc6979X  = "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721"
	rfc6979Ux = "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6"
	rfc6979Uy = "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"
)

// TestRFC6979 signs "sample" and "test" under each hash of RFC 6979 Appendix
// A.2.5 and compares (r, s) with the RFC, through Sign with SignOptions.Hash
// and through crypto.Signer with the hash as SignerOpts.
func TestRFC6979(t *testing.T) {
	priv, err := p256.NewPrivateKey(mustHex(t, rfc6979X))
	require.NoError(t, err)
	assert.Equal(t, strings.ToLower("04"+rfc6979Ux+rfc6979Uy), hex.EncodeToString(priv.PublicKey().Bytes()))
	// RFC 6979 Appendix A.2.5, transcribed: message, hash, r, s.
	for _, v := range []struct {
		h    crypto.Hash
		msg  string
		r, s string
	}{
		{crypto.SHA1, "sample", "61340C88C3AAEBEB4F6D667F672CA9759A6CCAA9FA8811313039EE4A35471D32", "6D7F147DAC089441BB2E2FE8F7A3FA264B9C475098FDCF6E00D7C996E1B8B7EB"},
		{crypto.SHA224, "sample", "53B2FFF5D1752B2C689DF257C04C40A587FABABB3F6FC2702F1343AF7CA9AA3F", "B9AFB64FDC03DC1A131C7D2386D11E349F070AA432A4ACC918BEA988BF75C74C"},
		{crypto.SHA256, "sample", "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716", "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"},
		{crypto.SHA384, "sample", "0EAFEA039B20E9B42309FB1D89E213057CBF973DC0CFC8F129EDDDC800EF7719", "4861F0491E6998B9455193E34E7B0D284DDD7149A74B95B9261F13ABDE940954"},
		{crypto.SHA512, "sample", "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00", "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE"},
		{crypto.SHA1, "test", "0CBCC86FD6ABD1D99E703E1EC50069EE5C0B4BA4B9AC60E409E8EC5910D81A89", "01B9D7B73DFAA60D5651EC4591A0136F87653E0FD780C3B1BC872FFDEAE479B1"},
		{crypto.SHA224, "test", "C37EDB6F0AE79D47C3C27E962FA269BB4F441770357E114EE511F662EC34A692", "C820053A05791E521FCAAD6042D40AEA1D6B1A540138558F47D0719800E18F2D"},
		{crypto.SHA256, "test", "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367", "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083"},
		{crypto.SHA384, "test", "83910E8B48BB0C74244EBDF7F07A1C5413D61472BD941EF3920E623FBCCEBEB6", "8DDBEC54CF8CD5874883841D712142A56A8D0F218F5003CB0296B6B509619F2C"},
		{crypto.SHA512, "test", "461D93F31B6540894788FD206C07CFA0CC35F46FA3C91816FFF1040AD1581A04", "39AF9F15DE0DB8D97E72719C74820D304CE5226E32DEDAE67519E840D1194E55"},
	} {
		hh := v.h.New()
		hh.Write([]byte(v.msg))
		digest := hh.Sum(nil)
		sig, err := p256.Sign(priv, digest, &p256.SignOptions{Hash: v.h})
		require.NoError(t, err)
		want := strings.ToLower(v.r + v.s)
		assert.Equal(t, want, hex.EncodeToString(sig.Bytes()), "%v %q", v.h, v.msg)
		assert.True(t, p256.Verify(priv.PublicKey(), digest, sig))
		der, err := priv.Sign(nil, digest, v.h)
		require.NoError(t, err)
		assert.Equal(t, sig.ASN1(), der, "crypto.Signer %v %q", v.h, v.msg)
		// Recovery gives the key back with the recorded id.
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := p256.RecoverPublicKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}
}

// TestStdlibECDSA checks signatures both ways against crypto/ecdsa: Go's
// deterministic signatures (rand = nil, RFC 6979) are byte-identical to ours,
// its randomised ones verify here, ours verify there, and tampered ones fail
// on both sides.
func TestStdlibECDSA(t *testing.T) {
	r := testRand(1)
	for i := range 40 {
		priv, err := p256.GenerateKey(r)
		require.NoError(t, err)
		epriv, err := priv.ToECDSA()
		require.NoError(t, err)
		msg := make([]byte, i*7)
		r.Read(msg)
		digest := sha256.Sum256(msg)

		ours, err := p256.Sign(priv, digest[:], nil)
		require.NoError(t, err)
		theirs, err := epriv.Sign(nil, digest[:], crypto.SHA256)
		require.NoError(t, err)
		assert.Equal(t, theirs, ours.ASN1(), "deterministic signatures differ")
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest[:], ours.ASN1()))

		random, err := ecdsa.SignASN1(rand.Reader, epriv, digest[:])
		require.NoError(t, err)
		assert.True(t, p256.VerifyASN1(priv.PublicKey(), digest[:], random))
		sig, err := p256.ParseDERSignature(random)
		require.NoError(t, err)
		assert.True(t, p256.Verify(priv.PublicKey(), digest[:], sig))

		hedged, err := p256.Sign(priv, digest[:], &p256.SignOptions{Rand: r})
		require.NoError(t, err)
		assert.NotEqual(t, ours.Bytes(), hedged.Bytes())
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest[:], hedged.ASN1()))

		bad := bytes.Clone(digest[:])
		bad[i%32] ^= 1
		assert.False(t, p256.Verify(priv.PublicKey(), bad, ours))
		assert.False(t, ecdsa.VerifyASN1(&epriv.PublicKey, bad, ours.ASN1()))
	}
}

// TestSignOptions checks the options: extra entropy changes the signature
// deterministically, LowS normalises, the verify option refuses high s, a
// digest longer or shorter than 32 bytes is accepted as bits2int says (and
// crypto/ecdsa agrees), and an unavailable hash is an error.
func TestSignOptions(t *testing.T) {
	priv, err := p256.NewPrivateKey(mustHex(t, rfc6979X))
	require.NoError(t, err)
	epriv, err := priv.ToECDSA()
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("sample"))
	plain, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	require.False(t, plain.IsLowS(), "the RFC 6979 sample signature has a high s")

	e1, err := p256.Sign(priv, digest[:], &p256.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	e2, err := p256.Sign(priv, digest[:], &p256.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	assert.Equal(t, e1.Bytes(), e2.Bytes())
	assert.NotEqual(t, plain.Bytes(), e1.Bytes())

	low, err := p256.Sign(priv, digest[:], &p256.SignOptions{S: p256.LowS})
	require.NoError(t, err)
	assert.True(t, low.IsLowS())
	assert.Equal(t, plain.R(), low.R())
	assert.True(t, p256.Verify(priv.PublicKey(), digest[:], low))
	assert.True(t, p256.Verify(priv.PublicKey(), digest[:], plain))
	assert.NoError(t, p256.VerifyWithOptions(priv.PublicKey(), digest[:], plain, nil))
	assert.NoError(t, p256.VerifyWithOptions(priv.PublicKey(), digest[:], low, &p256.VerifyOptions{S: p256.LowS}))
	err = p256.VerifyWithOptions(priv.PublicKey(), digest[:], plain, &p256.VerifyOptions{S: p256.LowS})
	assert.ErrorContains(t, err, "p256:")
	// Recovery ids follow the normalisation.
	for _, sig := range []*p256.Signature{plain, low} {
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := p256.RecoverPublicKey(digest[:], sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}

	for _, n := range []int{0, 1, 20, 31, 33, 48, 64, 100} {
		d := bytes.Repeat([]byte{0xa5}, n)
		sig, err := p256.Sign(priv, d, nil)
		require.NoError(t, err, "digest of %d bytes", n)
		assert.True(t, p256.Verify(priv.PublicKey(), d, sig))
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, d, sig.ASN1()), "crypto/ecdsa, %d bytes", n)
	}
	_, err = p256.Sign(priv, digest[:], &p256.SignOptions{Hash: crypto.MD4})
	assert.Error(t, err)
	_, err = p256.Sign(priv, digest[:], &p256.SignOptions{Rand: bytes.NewReader(nil)})
	assert.Error(t, err)
}

// TestRecoverPublicKey checks recovery on random keys: a signature from Sign
// recovers with the id it records; set to each id 0–3, only the recorded one
// gives the signer's key; ids outside 0–3 are refused; and a parsed signature
// needs its id set before it recovers.
func TestRecoverPublicKey(t *testing.T) {
	r := testRand(2)
	for range 20 {
		priv, err := p256.GenerateKey(r)
		require.NoError(t, err)
		digest := make([]byte, 32)
		r.Read(digest)
		sig, err := p256.Sign(priv, digest, nil)
		require.NoError(t, err)
		id, ok := sig.RecoveryID()
		require.True(t, ok, "Sign records the recovery id")
		rec, err := p256.RecoverPublicKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
		for v := byte(0); v < 4; v++ {
			other := *sig
			_, err := other.SetRecoveryID(v)
			require.NoError(t, err)
			rec, err := p256.RecoverPublicKey(digest, &other)
			if v == id {
				require.NoError(t, err)
				assert.True(t, rec.Equal(priv.PublicKey()))
			} else if err == nil {
				assert.False(t, rec.Equal(priv.PublicKey()))
				assert.True(t, p256.Verify(rec, digest, sig), "a recovered key verifies the signature")
			}
		}
		// sig itself is not changed by RecoverPublicKey.
		id2, _ := sig.RecoveryID()
		assert.Equal(t, id, id2)
		other := *sig
		_, err = other.SetRecoveryID(4)
		assert.Error(t, err, "recovery id 4")

		// A parsed signature carries no recovery id until it is given one.
		parsed, err := p256.ParseSignature(sig.Bytes())
		require.NoError(t, err)
		_, err = p256.RecoverPublicKey(digest, parsed)
		assert.ErrorContains(t, err, "p256: signature has no recovery id")
		parsed, err = p256.ParseDERSignature(sig.ASN1())
		require.NoError(t, err)
		_, err = parsed.SetRecoveryID(id)
		require.NoError(t, err)
		rec, err = p256.RecoverPublicKey(digest, parsed)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}
}

// TestSignatureEncodings round-trips compact and DER signatures and checks
// the parsers' errors.
func TestSignatureEncodings(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(3))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("encodings"))
	sig, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	c, err := p256.ParseSignature(sig.Bytes())
	require.NoError(t, err)
	assert.True(t, c.Equal(sig))
	d, err := p256.ParseDERSignature(sig.ASN1())
	require.NoError(t, err)
	assert.True(t, d.Equal(sig))
	_, ok := d.RecoveryID()
	assert.False(t, ok)
	n := elliptic.P256().Params().N
	for _, b := range [][]byte{nil, make([]byte, 63), make([]byte, 65), make([]byte, 64),
		append(n.FillBytes(make([]byte, 32)), sig.S()...), append(sig.R(), n.FillBytes(make([]byte, 32))...)} {
		_, err := p256.ParseSignature(b)
		assert.ErrorContains(t, err, "p256:", "%x", b)
	}
	der := sig.ASN1()
	for _, b := range [][]byte{nil, der[:len(der)-1], append(bytes.Clone(der), 0)} {
		_, err := p256.ParseDERSignature(b)
		assert.Error(t, err)
		assert.False(t, p256.VerifyASN1(priv.PublicKey(), digest[:], b))
	}
	_, err = p256.NewSignature(big.NewInt(0).Bytes(), sig.S())
	assert.Error(t, err)
}

// TestCertificate uses a PrivateKey as the crypto.Signer of crypto/x509: a
// self-signed certificate made with it verifies, so Public and Sign are what
// the standard library expects (ecdsa key, DER signatures).
func TestCertificate(t *testing.T) {
	priv, err := p256.GenerateKey(nil)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "curvekit"},
		NotBefore:             time.Unix(0, 0),
		NotAfter:              time.Unix(1<<32, 0),
		IsCA:                  true,
		BasicConstraintsValid: true,
		KeyUsage:              x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, priv.Public(), priv)
	require.NoError(t, err)
	cert, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	require.NoError(t, cert.CheckSignatureFrom(cert))
	pub, err := p256.PublicKeyFromECDSA(cert.PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
}

// TestSignerNilSignOptions checks that PrivateKey.Sign takes a nil
// *SignOptions as the defaults (SHA-256), as Sign does, with and without a
// random source, instead of dereferencing it.
func TestSignerNilSignOptions(t *testing.T) {
	k, err := p256.GenerateKey(nil)
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("nil options"))
	var nilOpts *p256.SignOptions
	// HashFunc reports zero, "the scheme's default", which is SHA-256 here;
	// the options type is shared with curves whose default differs.
	assert.Zero(t, nilOpts.HashFunc())
	for _, rnd := range []io.Reader{nil, rand.Reader} {
		var der []byte
		require.NotPanics(t, func() { der, err = k.Sign(rnd, digest[:], nilOpts) })
		require.NoError(t, err)
		assert.True(t, p256.VerifyASN1(k.PublicKey(), digest[:], der))
	}
	// Deterministic without a random source: the same as nil opts.
	a, err := k.Sign(nil, digest[:], nilOpts)
	require.NoError(t, err)
	b, err := k.Sign(nil, digest[:], nil)
	require.NoError(t, err)
	assert.Equal(t, b, a)
}
