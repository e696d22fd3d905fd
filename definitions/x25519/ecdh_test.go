package x25519

import (
	"bytes"
	"crypto/ecdh"
	"crypto/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestECDHConversions checks the round trips with crypto/ecdh keys and that
// a key converted either way computes the same shared secret.
func TestECDHConversions(t *testing.T) {
	pubA, privA, err := GenerateKey(nil)
	require.NoError(t, err)
	kb, err := ecdh.X25519().GenerateKey(rand.Reader)
	require.NoError(t, err)

	ka, err := ECDHPrivateKey(privA)
	require.NoError(t, err)
	assert.Equal(t, pubA, ka.PublicKey().Bytes())
	back, err := PrivateKeyFromECDH(ka)
	require.NoError(t, err)
	assert.Equal(t, privA, back)

	pubB, err := PublicKeyFromECDH(kb.PublicKey())
	require.NoError(t, err)
	epubA, err := ECDHPublicKey(pubA)
	require.NoError(t, err)
	s1, err := X25519(privA, pubB)
	require.NoError(t, err)
	s2, err := kb.ECDH(epubA)
	require.NoError(t, err)
	assert.Equal(t, s1, s2)

	// Wrong curves and lengths.
	p256, err := ecdh.P256().GenerateKey(rand.Reader)
	require.NoError(t, err)
	_, err = PrivateKeyFromECDH(p256)
	assert.ErrorContains(t, err, "x25519: not an X25519 private key")
	_, err = PublicKeyFromECDH(p256.PublicKey())
	assert.ErrorContains(t, err, "x25519: not an X25519 public key")
	_, err = PrivateKeyFromECDH(nil)
	assert.Error(t, err)
	_, err = PublicKeyFromECDH(nil)
	assert.Error(t, err)
	_, err = ECDHPrivateKey(make([]byte, 31))
	assert.Error(t, err)
	_, err = ECDHPublicKey(make([]byte, 33))
	assert.Error(t, err)
}

// TestPKCS8 checks the DER round trips, the RFC 8410 §10.3 example key,
// and the rejection of other algorithms.
func TestPKCS8(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	der, err := MarshalPKCS8PrivateKey(priv)
	require.NoError(t, err)
	// 30 2e 02 01 00 30 05 06 03 2b 65 6e 04 22 04 20 ‖ key: RFC 8410 §7.
	assert.True(t, bytes.HasPrefix(der, []byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20}))
	got, err := ParsePKCS8PrivateKey(der)
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	der, err = MarshalPKIXPublicKey(pub)
	require.NoError(t, err)
	// 30 2a 30 05 06 03 2b 65 6e 03 21 00 ‖ key: RFC 8410 §4.
	assert.True(t, bytes.HasPrefix(der, []byte{0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x03, 0x21, 0x00}))
	gotPub, err := ParsePKIXPublicKey(der)
	require.NoError(t, err)
	assert.Equal(t, pub, gotPub)

	_, err = MarshalPKCS8PrivateKey(priv[:31])
	assert.Error(t, err)
	_, err = MarshalPKIXPublicKey(pub[:31])
	assert.Error(t, err)
	_, err = ParsePKCS8PrivateKey([]byte{0x30, 0x00})
	assert.ErrorContains(t, err, "x25519: ")
	_, err = ParsePKIXPublicKey([]byte{0x30, 0x00})
	assert.ErrorContains(t, err, "x25519: ")
}

// TestErrors checks the length errors and GenerateKey's read error.
func TestErrors(t *testing.T) {
	_, err := X25519(make([]byte, 31), make([]byte, 32))
	assert.ErrorContains(t, err, "x25519: scalar 31 and point 32 bytes")
	_, err = X25519(make([]byte, 32), make([]byte, 33))
	assert.Error(t, err)
	_, err = PublicKey(make([]byte, 33))
	assert.ErrorContains(t, err, "x25519: private key is 33 bytes")
	_, _, err = GenerateKey(bytes.NewReader(make([]byte, 31)))
	assert.ErrorContains(t, err, "x25519: reading a private key")
	// The all-zero point is of small order.
	_, err = X25519(make([]byte, 32), make([]byte, 32))
	assert.ErrorIs(t, err, ErrLowOrderPoint)
}
