package ed25519

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding"
	"encoding/base64"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	_ encoding.BinaryMarshaler   = PublicKey(nil)
	_ encoding.BinaryUnmarshaler = (*PublicKey)(nil)
	_ encoding.TextMarshaler     = PublicKey(nil)
	_ encoding.TextUnmarshaler   = (*PublicKey)(nil)
	_ encoding.BinaryMarshaler   = PrivateKey(nil)
	_ encoding.BinaryUnmarshaler = (*PrivateKey)(nil)
)

// RFC 8410 §10.1 (public key) and §10.3 (private key) examples, in base64
// (the PEM bodies) and hex (the key bytes).
const (
	rfc8410PublicDER  = "MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE="
	rfc8410PublicKey  = "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1"
	rfc8410PrivateDER = "MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC"
	rfc8410Seed       = "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842"
)

func TestPKIX(t *testing.T) {
	der, err := base64.StdEncoding.DecodeString(rfc8410PublicDER)
	require.NoError(t, err)
	pub, err := ParsePKIXPublicKey(der)
	require.NoError(t, err)
	assert.Equal(t, unhex(t, rfc8410PublicKey), []byte(pub))
	again, err := MarshalPKIXPublicKey(pub)
	require.NoError(t, err)
	assert.Equal(t, der, again)

	der, err = base64.StdEncoding.DecodeString(rfc8410PrivateDER)
	require.NoError(t, err)
	priv, err := ParsePKCS8PrivateKey(der)
	require.NoError(t, err)
	assert.Equal(t, unhex(t, rfc8410Seed), priv.Seed())
	want, err := NewKeyFromSeed(unhex(t, rfc8410Seed))
	require.NoError(t, err)
	assert.Equal(t, want, priv)
	again, err = MarshalPKCS8PrivateKey(priv)
	require.NoError(t, err)
	assert.Equal(t, der, again)

	// Random keys round-trip, and agree with crypto/x509 on the stdlib type.
	_, k, err := GenerateKey(nil)
	require.NoError(t, err)
	der, err = MarshalPKCS8PrivateKey(k)
	require.NoError(t, err)
	stdDER, err := x509.MarshalPKCS8PrivateKey(ed25519.PrivateKey(k))
	require.NoError(t, err)
	assert.Equal(t, stdDER, der)
	back, err := ParsePKCS8PrivateKey(der)
	require.NoError(t, err)
	assert.Equal(t, k, back)
	der, err = MarshalPKIXPublicKey(k.PublicKey())
	require.NoError(t, err)
	backPub, err := ParsePKIXPublicKey(der)
	require.NoError(t, err)
	assert.Equal(t, k.PublicKey(), backPub)

	// Other key types and garbage are errors.
	ec, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	ecDER, err := x509.MarshalPKCS8PrivateKey(ec)
	require.NoError(t, err)
	_, err = ParsePKCS8PrivateKey(ecDER)
	assert.ErrorContains(t, err, "not an Ed25519 key")
	ecPubDER, err := x509.MarshalPKIXPublicKey(&ec.PublicKey)
	require.NoError(t, err)
	_, err = ParsePKIXPublicKey(ecPubDER)
	assert.ErrorContains(t, err, "not an Ed25519 key")
	_, err = ParsePKIXPublicKey([]byte{0x30, 0x00})
	assert.Error(t, err)
	_, err = ParsePKCS8PrivateKey(nil)
	assert.Error(t, err)
}

func TestMarshalers(t *testing.T) {
	_, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	pub := priv.PublicKey()

	b, err := pub.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, []byte(pub), b)
	var pub2 PublicKey
	require.NoError(t, pub2.UnmarshalBinary(b))
	assert.Equal(t, pub, pub2)

	text, err := pub.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, base64.StdEncoding.EncodeToString(pub), string(text))
	var pub3 PublicKey
	require.NoError(t, pub3.UnmarshalText(text))
	assert.Equal(t, pub, pub3)

	// JSON is the same as for a crypto/ed25519.PublicKey.
	j1, err := json.Marshal(pub)
	require.NoError(t, err)
	j2, err := json.Marshal(ed25519.PublicKey(pub))
	require.NoError(t, err)
	assert.JSONEq(t, string(j2), string(j1))
	var pub4 PublicKey
	require.NoError(t, json.Unmarshal(j2, &pub4))
	assert.Equal(t, pub, pub4)

	// Errors leave the receiver unchanged.
	for _, bad := range [][]byte{[]byte("!!!"), []byte(base64.StdEncoding.EncodeToString(make([]byte, 31)))} {
		before := bytes.Clone(pub2)
		assert.Error(t, pub2.UnmarshalText(bad))
		assert.Equal(t, before, []byte(pub2))
	}
	notOnCurve := make([]byte, 32)
	notOnCurve[0] = 2
	assert.Error(t, pub2.UnmarshalBinary(notOnCurve))
	assert.Equal(t, pub, pub2)

	pb, err := priv.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, []byte(priv), pb)
	var priv2 PrivateKey
	require.NoError(t, priv2.UnmarshalBinary(pb))
	assert.Equal(t, priv, priv2)
	assert.Error(t, priv2.UnmarshalBinary(pb[:63]))
	assert.Equal(t, priv, priv2)
}
