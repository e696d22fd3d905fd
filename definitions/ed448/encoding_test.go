package ed448

import (
	"bytes"
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

// TestPKCS8RoundTrip checks random keys through both DER forms.
func TestPKCS8RoundTrip(t *testing.T) {
	for range 5 {
		pub, priv, err := GenerateKey(nil)
		require.NoError(t, err)
		der, err := MarshalPKCS8PrivateKey(priv)
		require.NoError(t, err)
		assert.Len(t, der, 73)
		back, err := ParsePKCS8PrivateKey(der)
		require.NoError(t, err)
		assert.Equal(t, priv, back)
		der, err = MarshalPKIXPublicKey(pub)
		require.NoError(t, err)
		assert.Len(t, der, 69)
		backPub, err := ParsePKIXPublicKey(der)
		require.NoError(t, err)
		assert.Equal(t, pub, backPub)
	}
}

func TestMarshalers(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	require.NoError(t, err)

	b, err := pub.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, []byte(pub), b)
	var pub2 PublicKey
	require.NoError(t, pub2.UnmarshalBinary(b))
	assert.Equal(t, pub, pub2)

	text, err := pub.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, base64.StdEncoding.EncodeToString(pub), string(text))
	j, err := json.Marshal(map[string]PublicKey{"k": pub})
	require.NoError(t, err)
	assert.Equal(t, `{"k":"`+string(text)+`"}`, string(j))
	var m map[string]PublicKey
	require.NoError(t, json.Unmarshal(j, &m))
	assert.Equal(t, pub, m["k"])

	for _, bad := range [][]byte{[]byte("%%"), []byte(base64.StdEncoding.EncodeToString(make([]byte, 56)))} {
		before := bytes.Clone(pub2)
		assert.Error(t, pub2.UnmarshalText(bad))
		assert.Equal(t, before, []byte(pub2))
	}
	notOnCurve := make([]byte, PublicKeySize)
	notOnCurve[0] = 2
	assert.Error(t, pub2.UnmarshalBinary(notOnCurve))
	assert.Equal(t, pub, pub2)

	pb, err := priv.MarshalBinary()
	require.NoError(t, err)
	var priv2 PrivateKey
	require.NoError(t, priv2.UnmarshalBinary(pb))
	assert.Equal(t, priv, priv2)
	pb[SeedSize] ^= 1
	assert.Error(t, priv2.UnmarshalBinary(pb))
	assert.Equal(t, priv, priv2)
}
