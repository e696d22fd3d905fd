package p384_test

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha512"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"io"
	"math/big"
	mrand "math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testRand returns a seeded reader for reproducible keys and messages.
func testRand(seed byte) *mrand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return mrand.NewChaCha8(s)
}

// TestRFC6979 signs "sample" and "test" under each hash of RFC 6979 Appendix
// A.2.6 (the vectors in rfc6979_test.go) and compares (r, s) with the RFC,
// through Sign with SignOptions.Hash and through crypto.Signer with the hash
// as SignerOpts, and the DER bytes with crypto/ecdsa's deterministic
// signature.
func TestRFC6979(t *testing.T) {
	priv, err := p384.NewPrivateKey(mustHex(t, rfc6979X))
	require.NoError(t, err)
	assert.Equal(t, strings.ToLower("04"+rfc6979Ux+rfc6979Uy), hex.EncodeToString(priv.PublicKey().Bytes()))
	for _, v := range rfc6979Vectors {
		hh := v.h.New()
		hh.Write([]byte(v.msg))
		digest := hh.Sum(nil)
		sig, err := p384.Sign(priv, digest, &p384.SignOptions{Hash: v.h})
		require.NoError(t, err)
		want := strings.ToLower(v.r + v.s)
		assert.Equal(t, want, hex.EncodeToString(sig.Bytes()), "%v %q", v.h, v.msg)
		assert.True(t, p384.Verify(priv.PublicKey(), digest, sig))
		der, err := priv.Sign(nil, digest, v.h)
		require.NoError(t, err)
		assert.Equal(t, sig.ASN1(), der, "crypto.Signer %v %q", v.h, v.msg)
		// crypto/ecdsa signs deterministically with a nil random source.
		epriv, err := priv.ToECDSA()
		require.NoError(t, err)
		theirs, err := epriv.Sign(nil, digest, v.h)
		require.NoError(t, err)
		assert.Equal(t, theirs, der, "crypto/ecdsa %v %q", v.h, v.msg)
		// Recovery gives the key back with the recorded id.
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := p384.RecoverPublicKey(digest, sig)
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
		priv, err := p384.GenerateKey(r)
		require.NoError(t, err)
		epriv, err := priv.ToECDSA()
		require.NoError(t, err)
		msg := make([]byte, i*7)
		r.Read(msg)
		digest := sha512.Sum384(msg)

		ours, err := p384.Sign(priv, digest[:], nil)
		require.NoError(t, err)
		theirs, err := epriv.Sign(nil, digest[:], crypto.SHA384)
		require.NoError(t, err)
		assert.Equal(t, theirs, ours.ASN1(), "deterministic signatures differ")
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest[:], ours.ASN1()))

		random, err := ecdsa.SignASN1(rand.Reader, epriv, digest[:])
		require.NoError(t, err)
		assert.True(t, p384.VerifyASN1(priv.PublicKey(), digest[:], random))
		sig, err := p384.ParseDERSignature(random)
		require.NoError(t, err)
		assert.True(t, p384.Verify(priv.PublicKey(), digest[:], sig))

		hedged, err := p384.Sign(priv, digest[:], &p384.SignOptions{Rand: r})
		require.NoError(t, err)
		assert.NotEqual(t, ours.Bytes(), hedged.Bytes())
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest[:], hedged.ASN1()))

		bad := bytes.Clone(digest[:])
		bad[i%len(bad)] ^= 1
		assert.False(t, p384.Verify(priv.PublicKey(), bad, ours))
		assert.False(t, ecdsa.VerifyASN1(&epriv.PublicKey, bad, ours.ASN1()))
	}
}

// TestSignOptions checks the options: extra entropy changes the signature
// deterministically, LowS normalises, the verify option refuses high s, a
// digest longer or shorter than 48 bytes is accepted as bits2int says (and
// crypto/ecdsa agrees), and an unavailable hash is an error.
func TestSignOptions(t *testing.T) {
	priv, err := p384.NewPrivateKey(mustHex(t, rfc6979X))
	require.NoError(t, err)
	epriv, err := priv.ToECDSA()
	require.NoError(t, err)
	digest := sha512.Sum384([]byte("sample"))
	plain, err := p384.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	require.False(t, plain.IsLowS(), "the RFC 6979 sample signature has a high s")

	e1, err := p384.Sign(priv, digest[:], &p384.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	e2, err := p384.Sign(priv, digest[:], &p384.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	assert.Equal(t, e1.Bytes(), e2.Bytes())
	assert.NotEqual(t, plain.Bytes(), e1.Bytes())

	low, err := p384.Sign(priv, digest[:], &p384.SignOptions{S: p384.LowS})
	require.NoError(t, err)
	assert.True(t, low.IsLowS())
	assert.Equal(t, plain.R(), low.R())
	assert.True(t, p384.Verify(priv.PublicKey(), digest[:], low))
	assert.True(t, p384.Verify(priv.PublicKey(), digest[:], plain))
	assert.NoError(t, p384.VerifyWithOptions(priv.PublicKey(), digest[:], plain, nil))
	assert.NoError(t, p384.VerifyWithOptions(priv.PublicKey(), digest[:], low, &p384.VerifyOptions{S: p384.LowS}))
	err = p384.VerifyWithOptions(priv.PublicKey(), digest[:], plain, &p384.VerifyOptions{S: p384.LowS})
	assert.ErrorContains(t, err, "p384:")
	// Recovery ids follow the normalisation.
	for _, sig := range []*p384.Signature{plain, low} {
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := p384.RecoverPublicKey(digest[:], sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}

	for _, n := range []int{0, 1, 20, 31, 33, 48, 64, 100} {
		d := bytes.Repeat([]byte{0xa5}, n)
		sig, err := p384.Sign(priv, d, nil)
		require.NoError(t, err, "digest of %d bytes", n)
		assert.True(t, p384.Verify(priv.PublicKey(), d, sig))
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, d, sig.ASN1()), "crypto/ecdsa, %d bytes", n)
	}
	_, err = p384.Sign(priv, digest[:], &p384.SignOptions{Hash: crypto.MD4})
	assert.Error(t, err)
	_, err = p384.Sign(priv, digest[:], &p384.SignOptions{Rand: bytes.NewReader(nil)})
	assert.Error(t, err)
}

// TestRecoverPublicKey checks recovery on random keys: a signature from Sign
// recovers with the id it records; set to each id 0–3, only the recorded one
// gives the signer's key; ids outside 0–3 are refused; and a parsed signature
// needs its id set before it recovers.
func TestRecoverPublicKey(t *testing.T) {
	r := testRand(2)
	for range 20 {
		priv, err := p384.GenerateKey(r)
		require.NoError(t, err)
		digest := make([]byte, p384.PrivateKeySize)
		r.Read(digest)
		sig, err := p384.Sign(priv, digest, nil)
		require.NoError(t, err)
		id, ok := sig.RecoveryID()
		require.True(t, ok, "Sign records the recovery id")
		rec, err := p384.RecoverPublicKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
		for v := byte(0); v < 4; v++ {
			other := *sig
			_, err := other.SetRecoveryID(v)
			require.NoError(t, err)
			rec, err := p384.RecoverPublicKey(digest, &other)
			if v == id {
				require.NoError(t, err)
				assert.True(t, rec.Equal(priv.PublicKey()))
			} else if err == nil {
				assert.False(t, rec.Equal(priv.PublicKey()))
				assert.True(t, p384.Verify(rec, digest, sig), "a recovered key verifies the signature")
			}
		}
		// sig itself is not changed by RecoverPublicKey.
		id2, _ := sig.RecoveryID()
		assert.Equal(t, id, id2)
		other := *sig
		_, err = other.SetRecoveryID(4)
		assert.Error(t, err, "recovery id 4")

		// A parsed signature carries no recovery id until it is given one.
		parsed, err := p384.ParseSignature(sig.Bytes())
		require.NoError(t, err)
		_, err = p384.RecoverPublicKey(digest, parsed)
		assert.ErrorContains(t, err, "p384: signature has no recovery id")
		parsed, err = p384.ParseDERSignature(sig.ASN1())
		require.NoError(t, err)
		_, err = parsed.SetRecoveryID(id)
		require.NoError(t, err)
		rec, err = p384.RecoverPublicKey(digest, parsed)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}
}

// TestSignatureEncodings round-trips compact and DER signatures and checks
// the parsers' errors.
func TestSignatureEncodings(t *testing.T) {
	priv, err := p384.GenerateKey(testRand(3))
	require.NoError(t, err)
	digest := sha512.Sum384([]byte("encodings"))
	sig, err := p384.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	c, err := p384.ParseSignature(sig.Bytes())
	require.NoError(t, err)
	assert.True(t, c.Equal(sig))
	d, err := p384.ParseDERSignature(sig.ASN1())
	require.NoError(t, err)
	assert.True(t, d.Equal(sig))
	_, ok := d.RecoveryID()
	assert.False(t, ok)
	n := elliptic.P384().Params().N
	for _, b := range [][]byte{nil, make([]byte, p384.SignatureSize-1), make([]byte, p384.SignatureSize+1), make([]byte, p384.SignatureSize),
		append(n.FillBytes(make([]byte, p384.PrivateKeySize)), sig.S()...), append(sig.R(), n.FillBytes(make([]byte, p384.PrivateKeySize))...)} {
		_, err := p384.ParseSignature(b)
		assert.ErrorContains(t, err, "p384:", "%x", b)
	}
	der := sig.ASN1()
	for _, b := range [][]byte{nil, der[:len(der)-1], append(bytes.Clone(der), 0)} {
		_, err := p384.ParseDERSignature(b)
		assert.Error(t, err)
		assert.False(t, p384.VerifyASN1(priv.PublicKey(), digest[:], b))
	}
	_, err = p384.NewSignature(big.NewInt(0).Bytes(), sig.S())
	assert.Error(t, err)
}

// TestCertificate uses a PrivateKey as the crypto.Signer of crypto/x509: a
// self-signed certificate made with it verifies, so Public and Sign are what
// the standard library expects (ecdsa key, DER signatures).
func TestCertificate(t *testing.T) {
	priv, err := p384.GenerateKey(nil)
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
	pub, err := p384.PublicKeyFromECDSA(cert.PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
}

// TestSignerNilSignOptions checks that PrivateKey.Sign takes a nil
// *SignOptions as the defaults (SHA-384), as Sign does, with and without a
// random source, instead of dereferencing it.
func TestSignerNilSignOptions(t *testing.T) {
	k, err := p384.GenerateKey(nil)
	require.NoError(t, err)
	digest := sha512.Sum384([]byte("nil options"))
	var nilOpts *p384.SignOptions
	// HashFunc reports zero, "the scheme's default", which is SHA-384 here;
	// the options type is shared with curves whose default differs.
	assert.Zero(t, nilOpts.HashFunc())
	for _, rnd := range []io.Reader{nil, rand.Reader} {
		var der []byte
		require.NotPanics(t, func() { der, err = k.Sign(rnd, digest[:], nilOpts) })
		require.NoError(t, err)
		assert.True(t, p384.VerifyASN1(k.PublicKey(), digest[:], der))
	}
	// Deterministic without a random source: the same as nil opts.
	a, err := k.Sign(nil, digest[:], nilOpts)
	require.NoError(t, err)
	b, err := k.Sign(nil, digest[:], nil)
	require.NoError(t, err)
	assert.Equal(t, b, a)
}
