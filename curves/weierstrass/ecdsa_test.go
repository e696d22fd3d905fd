package weierstrass_test

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"math/big"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// Linked so that crypto.SHA1, SHA-2 and their names are available.
var _, _, _ = sha1.New, sha256.New, sha512.New

// mustECDSA returns the ECDSA scheme over c.
func mustECDSA[E, S any](t testing.TB, c *weierstrass.Curve[E, S], h crypto.Hash, lowS bool) *weierstrass.ECDSA[E, S] {
	t.Helper()
	e, err := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: h, LowS: lowS})
	require.NoError(t, err)
	return e
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// rfc6979P256 are the ECDSA signatures of RFC 6979 Appendix A.2.5 (P-256),
// transcribed from the RFC text: private key x, and for the messages
// "sample" and "test" under each hash, the pair (r, s).
var rfc6979P256 = struct {
	x, ux, uy string
	sigs      []struct {
		hash crypto.Hash
		msg  string
		r, s string
	}
}{
	x:  "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
	ux: "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
	uy: "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
	sigs: []struct {
		hash crypto.Hash
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
	},
}

// TestRFC6979P256 checks the deterministic signatures of RFC 6979 A.2.5 on
// P-256 over the fixed fields and over field.Prime.
func TestRFC6979P256(t *testing.T) {
	t.Run("fixed", func(t *testing.T) { testRFC6979P256(t, p256(t)) })
	t.Run("Prime", func(t *testing.T) { testRFC6979P256(t, p256Prime(t)) })
}

func testRFC6979P256[E, S any](t *testing.T, c *weierstrass.Curve[E, S]) {
	v := rfc6979P256
	priv, err := c.NewPrivateKey(unhex(t, v.x))
	require.NoError(t, err)
	assert.Equal(t, unhex(t, "04"+v.ux+v.uy), priv.PublicKey().Bytes())
	e := mustECDSA(t, c, crypto.SHA256, false)
	for _, tc := range v.sigs {
		h := tc.hash.New()
		h.Write([]byte(tc.msg))
		digest := h.Sum(nil)
		sig, err := e.Sign(priv, digest, &weierstrass.SignOptions{Hash: tc.hash})
		require.NoError(t, err)
		assert.Equal(t, unhex(t, tc.r), sig.R(), "%v %q r", tc.hash, tc.msg)
		assert.Equal(t, unhex(t, tc.s), sig.S(), "%v %q s", tc.hash, tc.msg)
		require.NoError(t, e.Verify(priv.PublicKey(), digest, sig, nil))
		// The same through Prehash.
		sig2, err := e.Sign(priv, []byte(tc.msg), &weierstrass.SignOptions{Hash: tc.hash, Prehash: true})
		require.NoError(t, err)
		assert.True(t, sig.Equal(sig2))
		assert.NoError(t, e.Verify(priv.PublicKey(), []byte(tc.msg), sig2, &weierstrass.VerifyOptions{Hash: tc.hash, Prehash: true}))
	}
}

// TestECDSA runs the signature round trips on every test curve.
func TestECDSA(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { testECDSA(t, p256(t), crypto.SHA256, false) })
	t.Run("P-256/Prime", func(t *testing.T) { testECDSA(t, p256Prime(t), crypto.SHA256, false) })
	t.Run("secp256k1", func(t *testing.T) { testECDSA(t, secp256k1(t), crypto.SHA256, true) })
	t.Run("secp256k1/noGLV", func(t *testing.T) { testECDSA(t, secp256k1NoGLV(t), crypto.SHA256, true) })
	t.Run("P-384/Prime", func(t *testing.T) { testECDSA(t, p384Prime(t), crypto.SHA384, false) })
	t.Run("brainpoolP256r1/Prime", func(t *testing.T) { testECDSA(t, brainpoolP256r1(t), crypto.SHA256, false) })
}

func testECDSA[E, S any](t *testing.T, c *weierstrass.Curve[E, S], h crypto.Hash, lowS bool) {
	e := mustECDSA(t, c, h, lowS)
	priv, err := c.GenerateKey(rand.Reader)
	require.NoError(t, err)
	pub := priv.PublicKey()
	for i, digest := range [][]byte{
		bytes.Repeat([]byte{0xff}, h.Size()), // full-length digest
		{1, 2, 3},                            // shorter than the order: used whole
		bytes.Repeat([]byte{0xa5}, 100),      // longer: truncated to bits(n)
		{},                                   // empty: e = 0
	} {
		sig, err := e.Sign(priv, digest, nil)
		require.NoError(t, err, "digest %d", i)
		require.NoError(t, e.Verify(pub, digest, sig, nil), "digest %d", i)
		if lowS {
			assert.True(t, sig.IsLowS(), "default low-S policy")
		}
		// Deterministic by default, hedged on request.
		sig2, err := e.Sign(priv, digest, nil)
		require.NoError(t, err)
		assert.True(t, sig.Equal(sig2), "RFC 6979 signatures are deterministic")
		hedged, err := e.Sign(priv, digest, &weierstrass.SignOptions{Rand: rand.Reader, ExtraEntropy: []byte("x")})
		require.NoError(t, err)
		assert.False(t, sig.Equal(hedged), "hedged signatures differ")
		assert.NoError(t, e.Verify(pub, digest, hedged, nil))
		extra, err := e.Sign(priv, digest, &weierstrass.SignOptions{ExtraEntropy: []byte("extra")})
		require.NoError(t, err)
		assert.False(t, sig.Equal(extra))
		// Encodings.
		der := sig.ASN1()
		require.NoError(t, e.VerifyASN1(pub, digest, der, nil))
		parsed, err := c.ParseSignatureASN1(der)
		require.NoError(t, err)
		assert.True(t, parsed.Equal(sig))
		compact := sig.Bytes()
		require.NoError(t, e.VerifyCompact(pub, digest, compact, nil))
		parsed, err = c.ParseSignature(compact)
		require.NoError(t, err)
		assert.True(t, parsed.Equal(sig))
		// Recovery, with the id Sign recorded and from a parsed signature.
		v, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := e.RecoverPublicKey(digest, sig, nil)
		require.NoError(t, err)
		assert.True(t, rec.Equal(pub))
		_, err = parsed.SetRecoveryID(v ^ 1)
		require.NoError(t, err)
		if rec, err := e.RecoverPublicKey(digest, parsed, nil); err == nil {
			assert.False(t, rec.Equal(pub), "the wrong parity recovers another key")
		}
		// Tampering.
		tampered := bytes.Clone(digest)
		tampered = append(tampered, 1)
		if len(digest) >= c.ScalarLen() {
			tampered = bytes.Clone(digest)
			tampered[0] ^= 0x80
		}
		assert.Error(t, e.Verify(pub, tampered, sig, nil))
		other, err := c.GenerateKey(nil)
		require.NoError(t, err)
		assert.Error(t, e.Verify(other.PublicKey(), digest, sig, nil))
	}
	// The low-S policies.
	digest := bytes.Repeat([]byte{7}, h.Size())
	for range 8 {
		sig, err := e.Sign(priv, digest, &weierstrass.SignOptions{S: weierstrass.AnyS, Rand: rand.Reader})
		require.NoError(t, err)
		if sig.IsLowS() {
			continue
		}
		assert.NoError(t, e.Verify(pub, digest, sig, &weierstrass.VerifyOptions{S: weierstrass.AnyS}))
		assert.Error(t, e.Verify(pub, digest, sig, &weierstrass.VerifyOptions{S: weierstrass.LowS}))
		_, err = e.RecoverPublicKey(digest, sig, &weierstrass.VerifyOptions{S: weierstrass.LowS})
		assert.Error(t, err)
		rec, err := e.RecoverPublicKey(digest, sig, &weierstrass.VerifyOptions{S: weierstrass.AnyS})
		require.NoError(t, err)
		assert.True(t, rec.Equal(pub))
		high := sig.Bytes()
		low := sig.NormalizedS()
		assert.Equal(t, high, sig.Bytes(), "NormalizedS leaves its receiver unchanged")
		assert.False(t, sig.IsLowS())
		assert.True(t, low.IsLowS())
		assert.NoError(t, e.Verify(pub, digest, low, &weierstrass.VerifyOptions{S: weierstrass.LowS}))
		rec, err = e.RecoverPublicKey(digest, low, nil)
		require.NoError(t, err)
		assert.True(t, rec.Equal(pub), "NormalizedS flips the recovery parity")
		assert.True(t, low.Equal(low.NormalizedS()), "a low s stays")
		break
	}
	// Range checks of r and s.
	n := c.Order()
	l := c.ScalarLen()
	good := new(big.Int).Sub(n, big.NewInt(1)).FillBytes(make([]byte, l))
	for _, bad := range []*big.Int{big.NewInt(0), n, new(big.Int).Add(n, big.NewInt(1))} {
		bb := bad.FillBytes(make([]byte, l+1))
		_, err := c.NewSignature(bb, good)
		assert.Error(t, err, "r = %v", bad)
		_, err = c.NewSignature(good, bb)
		assert.Error(t, err, "s = %v", bad)
	}
	_, err = c.ParseSignature(make([]byte, 2*l-1))
	assert.Error(t, err)
	// Keys.
	k2, err := c.NewPrivateKey(priv.Bytes())
	require.NoError(t, err)
	assert.True(t, k2.Equal(priv))
	assert.True(t, k2.PublicKey().Equal(pub))
	for _, bad := range [][]byte{make([]byte, l), n.FillBytes(make([]byte, l)), make([]byte, l-1), make([]byte, l+1)} {
		_, err := c.NewPrivateKey(bad)
		assert.Error(t, err)
	}
	_, err = c.NewPublicKey([]byte{0})
	assert.Error(t, err, "identity public key")
	pk, err := c.NewPublicKey(pub.BytesCompressed())
	require.NoError(t, err)
	assert.True(t, pk.Equal(pub))
	_, err = c.NewPublicKeyFromPoint(c.NewIdentityPoint())
	assert.Error(t, err)
}

// TestECDSAStdlib checks P-256 and P-384 against crypto/ecdsa: identical
// deterministic signatures, and each verifying the other's.
func TestECDSAStdlib(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { testECDSAStdlib(t, p256(t), crypto.SHA256) })
	t.Run("P-256/Prime", func(t *testing.T) { testECDSAStdlib(t, p256Prime(t), crypto.SHA256) })
	t.Run("P-384/Prime", func(t *testing.T) { testECDSAStdlib(t, p384Prime(t), crypto.SHA384) })
}

// stdCurve returns the crypto/elliptic handle crypto/ecdsa names the NIST
// curve of c by (only as a name: no crypto/elliptic arithmetic is used).
func stdCurve[E, S any](c *weierstrass.Curve[E, S]) elliptic.Curve {
	if c.Order().BitLen() == 384 {
		return elliptic.P384()
	}
	return elliptic.P256()
}

func testECDSAStdlib[E, S any](t *testing.T, c *weierstrass.Curve[E, S], h crypto.Hash) {
	e := mustECDSA(t, c, h, false)
	for i := range 8 {
		ours, err := c.GenerateKey(nil)
		require.NoError(t, err)
		std, err := ecdsa.ParseRawPrivateKey(stdCurve(c), ours.Bytes())
		require.NoError(t, err)
		pubBytes, err := std.PublicKey.Bytes()
		require.NoError(t, err)
		require.Equal(t, pubBytes, ours.PublicKey().Bytes())
		msg := []byte{byte(i), 'm', 's', 'g'}
		hh := h.New()
		hh.Write(msg)
		digest := hh.Sum(nil)
		// Deterministic signatures agree byte for byte.
		stdDet, err := std.Sign(nil, digest, h)
		require.NoError(t, err)
		sig, err := e.Sign(ours, digest, nil)
		require.NoError(t, err)
		assert.Equal(t, stdDet, sig.ASN1(), "RFC 6979 signature")
		// Hedged signatures of each side verify on the other.
		stdSig, err := ecdsa.SignASN1(rand.Reader, std, digest)
		require.NoError(t, err)
		assert.NoError(t, e.VerifyASN1(ours.PublicKey(), digest, stdSig, nil))
		hedged, err := e.Sign(ours, digest, &weierstrass.SignOptions{Rand: rand.Reader})
		require.NoError(t, err)
		assert.True(t, ecdsa.VerifyASN1(&std.PublicKey, digest, hedged.ASN1()))
		// A public key from crypto/ecdsa verifies too.
		pub, err := c.NewPublicKey(pubBytes)
		require.NoError(t, err)
		assert.NoError(t, e.Verify(pub, digest, hedged, nil))
	}
}

// TestECDSAAllocs counts allocations: verification, ECDH and the Append
// encoders allocate nothing beyond their results; signing allocates only
// the returned signature, and SignTo nothing (the RFC 6979 generator lives
// in the workspace and is seeded in place by hashes.NonceGenerator.Init).
func TestECDSAAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under coverage or the race detector")
	}
	t.Run("P-256", func(t *testing.T) { testECDSAAllocs(t, p256(t), false) })
	t.Run("secp256k1", func(t *testing.T) { testECDSAAllocs(t, secp256k1(t), true) })
}

func testECDSAAllocs[E, S any](t *testing.T, c *weierstrass.Curve[E, S], lowS bool) {
	e := mustECDSA(t, c, crypto.SHA256, lowS)
	priv, err := c.NewPrivateKey(bytes.Repeat([]byte{0x42}, c.ScalarLen()))
	require.NoError(t, err)
	pub := priv.PublicKey()
	digest := sha256.Sum256([]byte("allocations"))
	sig, err := e.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	der, compact := sig.ASN1(), sig.Bytes()
	buf := make([]byte, 0, 128)
	var into weierstrass.Signature[E, S]
	require.NoError(t, e.SignTo(&into, priv, digest[:], nil))
	assert.True(t, into.Equal(sig), "SignTo gives Sign's signature")
	id, _ := sig.RecoveryID()
	intoID, _ := into.RecoveryID()
	assert.Equal(t, id, intoID)
	// Warm every path once so that the pools hold workspaces.
	for _, f := range []func(){
		func() { _ = e.Verify(pub, digest[:], sig, nil) },
		func() { _, _ = e.RecoverPublicKey(digest[:], sig, nil) },
		func() { _, _ = priv.ECDH(pub) },
	} {
		f()
	}
	runtime.GC()
	runtime.GC()
	for name, want := range map[string]struct {
		f func()
		n float64
	}{
		"Verify":           {func() { _ = e.Verify(pub, digest[:], sig, nil) }, 0},
		"VerifyASN1":       {func() { _ = e.VerifyASN1(pub, digest[:], der, nil) }, 0},
		"VerifyCompact":    {func() { _ = e.VerifyCompact(pub, digest[:], compact, nil) }, 0},
		"AppendASN1":       {func() { buf = sig.AppendASN1(buf[:0]) }, 0},
		"AppendBytes":      {func() { buf = sig.AppendBytes(buf[:0]) }, 0},
		"ECDH":             {func() { _, _ = priv.ECDH(pub) }, 1},
		"RecoverPublicKey": {func() { _, _ = e.RecoverPublicKey(digest[:], sig, nil) }, 1},
		"Sign":             {func() { _, _ = e.Sign(priv, digest[:], nil) }, 1},
		"SignTo":           {func() { _ = e.SignTo(&into, priv, digest[:], nil) }, 0},
	} {
		assert.Equal(t, want.n, testing.AllocsPerRun(20, want.f), name)
	}
}
