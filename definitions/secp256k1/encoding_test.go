package secp256k1_test

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/x509"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A secp256k1 key written by OpenSSL 3.0.19 (openssl ecparam -name secp256k1
// -genkey; openssl ec -outform DER; openssl pkcs8 -topk8 -nocrypt; openssl ec
// -pubout, with and without -conv_form compressed).
const (
	opensslPriv  = "faa651b67c27999199165a78d3f7509abcd9f9f294eaa847a6913388bb1e6b48"
	opensslPub   = "04ed25c09fcd1f9c5a86c4aedef2c77c3c78920eb08e163da2170fa763fda308fae9873753fbc96c7f07b0e092da616b25acf15f12909e712172fafcd534ef795e"
	opensslSEC1  = "30740201010420faa651b67c27999199165a78d3f7509abcd9f9f294eaa847a6913388bb1e6b48a00706052b8104000aa14403420004ed25c09fcd1f9c5a86c4aedef2c77c3c78920eb08e163da2170fa763fda308fae9873753fbc96c7f07b0e092da616b25acf15f12909e712172fafcd534ef795e"
	opensslPKCS8 = "308184020100301006072a8648ce3d020106052b8104000a046d306b0201010420faa651b67c27999199165a78d3f7509abcd9f9f294eaa847a6913388bb1e6b48a14403420004ed25c09fcd1f9c5a86c4aedef2c77c3c78920eb08e163da2170fa763fda308fae9873753fbc96c7f07b0e092da616b25acf15f12909e712172fafcd534ef795e"
	opensslSPKI  = "3056301006072a8648ce3d020106052b8104000a03420004ed25c09fcd1f9c5a86c4aedef2c77c3c78920eb08e163da2170fa763fda308fae9873753fbc96c7f07b0e092da616b25acf15f12909e712172fafcd534ef795e"
	opensslSPKIC = "3036301006072a8648ce3d020106052b8104000a03220002ed25c09fcd1f9c5a86c4aedef2c77c3c78920eb08e163da2170fa763fda308fa"
)

// TestOpenSSLEncodings parses OpenSSL's encodings of one key and checks that
// marshalling gives OpenSSL's bytes back.
func TestOpenSSLEncodings(t *testing.T) {
	priv, err := secp256k1.NewPrivateKey(mustHex(t, opensslPriv))
	require.NoError(t, err)
	require.Equal(t, mustHex(t, opensslPub), priv.PublicKey().Bytes())

	k, err := secp256k1.ParseECPrivateKey(mustHex(t, opensslSEC1))
	require.NoError(t, err)
	assert.True(t, k.Equal(priv))
	k, err = secp256k1.ParsePKCS8PrivateKey(mustHex(t, opensslPKCS8))
	require.NoError(t, err)
	assert.True(t, k.Equal(priv))
	for _, s := range []string{opensslSPKI, opensslSPKIC} {
		pub, err := secp256k1.ParsePKIXPublicKey(mustHex(t, s))
		require.NoError(t, err)
		assert.True(t, pub.Equal(priv.PublicKey()))
	}

	sec1, err := priv.MarshalECPrivateKey()
	require.NoError(t, err)
	assert.Equal(t, mustHex(t, opensslSEC1), sec1)
	p8, err := priv.MarshalPKCS8()
	require.NoError(t, err)
	assert.Equal(t, mustHex(t, opensslPKCS8), p8)
	spki, err := priv.PublicKey().MarshalPKIX()
	require.NoError(t, err)
	assert.Equal(t, mustHex(t, opensslSPKI), spki)
}

// TestEncodingRoundTrips round-trips random keys through the three formats.
func TestEncodingRoundTrips(t *testing.T) {
	r := testRand(30)
	for range 10 {
		priv, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		p8, err := priv.MarshalPKCS8()
		require.NoError(t, err)
		k, err := secp256k1.ParsePKCS8PrivateKey(p8)
		require.NoError(t, err)
		assert.True(t, k.Equal(priv))
		sec1, err := priv.MarshalECPrivateKey()
		require.NoError(t, err)
		k, err = secp256k1.ParseECPrivateKey(sec1)
		require.NoError(t, err)
		assert.True(t, k.Equal(priv))
		spki, err := priv.PublicKey().MarshalPKIX()
		require.NoError(t, err)
		pub, err := secp256k1.ParsePKIXPublicKey(spki)
		require.NoError(t, err)
		assert.True(t, pub.Equal(priv.PublicKey()))
	}
}

// TestEncodingErrors checks that malformed and foreign encodings are refused.
func TestEncodingErrors(t *testing.T) {
	sec1 := mustHex(t, opensslSEC1)
	p8 := mustHex(t, opensslPKCS8)
	spki := mustHex(t, opensslSPKI)
	// Byte offsets in the OpenSSL encodings above.
	mutate := func(b []byte, i int, v byte) []byte { c := bytes.Clone(b); c[i] = v; return c }
	otherPub := mustHex(t, "0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8")

	for name, b := range map[string][]byte{
		"empty":            nil,
		"trailing":         append(bytes.Clone(sec1), 0),
		"version 2":        mutate(sec1, 4, 2),
		"other curve":      mutate(sec1, 47, 0x22),                                // 1.3.132.0.34, P-384
		"wrong public key": append(bytes.Clone(sec1[:len(sec1)-65]), otherPub...), // G, not d·G
		"zero key":         append(append(bytes.Clone(sec1[:7]), make([]byte, 32)...), sec1[39:]...),
		"key = n":          append(append(bytes.Clone(sec1[:7]), be32(k256N)...), sec1[39:]...),
		"BER length":       append([]byte{0x30, 0x81, 0x74}, sec1[2:]...),
	} {
		_, err := secp256k1.ParseECPrivateKey(b)
		assert.Error(t, err, "ECPrivateKey %s", name)
	}
	for name, b := range map[string][]byte{
		"empty":       nil,
		"trailing":    append(bytes.Clone(p8), 0),
		"version 2":   mutate(p8, 5, 2),
		"other curve": mutate(p8, 23, 0x22),
		"other alg":   mutate(p8, 16, 0x03),
		"inner v2":    mutate(p8, 30, 2),
	} {
		_, err := secp256k1.ParsePKCS8PrivateKey(b)
		assert.Error(t, err, "PKCS #8 %s", name)
	}
	for name, b := range map[string][]byte{
		"empty":       nil,
		"trailing":    append(bytes.Clone(spki), 0),
		"other curve": mutate(spki, 19, 0x22),
		"unused bits": mutate(spki, 22, 1),
		"off curve":   mutate(spki, len(spki)-1, spki[len(spki)-1]^1),
		"identity":    mustHex(t, "3016301006072a8648ce3d020106052b8104000a03020000"),
	} {
		_, err := secp256k1.ParsePKIXPublicKey(b)
		assert.Error(t, err, "SPKI %s", name)
	}

	// Keys of crypto/x509 on other curves are refused.
	p256, err := ecdsa.GenerateKey(elliptic.P256(), testRand(31))
	require.NoError(t, err)
	der, err := x509.MarshalPKCS8PrivateKey(p256)
	require.NoError(t, err)
	_, err = secp256k1.ParsePKCS8PrivateKey(der)
	assert.ErrorContains(t, err, "not secp256k1")
	der, err = x509.MarshalPKIXPublicKey(&p256.PublicKey)
	require.NoError(t, err)
	_, err = secp256k1.ParsePKIXPublicKey(der)
	assert.ErrorContains(t, err, "not secp256k1")
	der, err = x509.MarshalECPrivateKey(p256)
	require.NoError(t, err)
	_, err = secp256k1.ParseECPrivateKey(der)
	assert.Error(t, err)
}

// TestECPrivateKeyLeniency checks the documented leniency: a private key
// octet string without its leading zero bytes, or with extra ones, is
// accepted, as crypto/x509 accepts them for the NIST curves.
func TestECPrivateKeyLeniency(t *testing.T) {
	d := make([]byte, 32)
	d[31] = 5
	priv, err := secp256k1.NewPrivateKey(d)
	require.NoError(t, err)
	for _, body := range [][]byte{{5}, append(make([]byte, 3), d...)} {
		der := append([]byte{0x30, byte(5 + len(body)), 0x02, 0x01, 0x01, 0x04, byte(len(body))}, body...)
		k, err := secp256k1.ParseECPrivateKey(der)
		require.NoError(t, err, "%x", der)
		assert.True(t, k.Equal(priv))
	}
}
