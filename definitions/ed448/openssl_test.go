package ed448

import (
	encasn1 "encoding/asn1"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/cryptobyte"
	"golang.org/x/crypto/cryptobyte/asn1"
)

// An Ed448 key pair and signature made with OpenSSL 3.0.19:
//
//	openssl genpkey -algorithm ed448 -out k.pem
//	openssl pkey -in k.pem -outform DER                 (opensslPKCS8)
//	openssl pkey -in k.pem -pubout -outform DER         (opensslSPKI)
//	printf curvekit | openssl pkeyutl -sign -inkey k.pem -rawin -in /dev/stdin
const (
	opensslPKCS8 = "3047020100300506032b6571043b0439bbd0bc1faaa2a1a7764cb7cee033b9078021abd79a8eef4d61" +
		"b4bd51bb9cc9355d6933af83c118d3ec7420dd114370b65e0489a86e743f7d19"
	opensslSPKI = "3043300506032b6571033a008cf4e15e61df53cc32061ce5e090ad01a79780e4dca22f4e9179a11922" +
		"b5ad5578b6857036a1ce7eb065a7492197597a0c3ebfb7a64c738380"
	opensslMessage   = "curvekit"
	opensslSignature = "27e63909ba74995eea4e59bb49f6849c2053e95eea746c9e7ec994d38326043231e76ad37cf03188442c8829d6e8ccdb6f" +
		"c81946807582c680b9b30d8f748c5956e1a8ba2e8f481d2a145173b8e20a5a733c5f9a3ed3cc9ed9d9c85ea6a9faf884ec90ff3be0" +
		"ddb3a281600bb07b38731100"
)

// TestOpenSSL checks interoperability with OpenSSL: its PKCS #8 key parses to
// the seed whose public key is in its SPKI, both marshal back to OpenSSL's
// bytes, and signing the same message gives OpenSSL's signature.
func TestOpenSSL(t *testing.T) {
	priv, err := ParsePKCS8PrivateKey(unhex(t, opensslPKCS8))
	require.NoError(t, err)
	pub, err := ParsePKIXPublicKey(unhex(t, opensslSPKI))
	require.NoError(t, err)
	assert.Equal(t, pub, priv.PublicKey())

	der, err := MarshalPKCS8PrivateKey(priv)
	require.NoError(t, err)
	assert.Equal(t, opensslPKCS8, hexString(der))
	der, err = MarshalPKIXPublicKey(pub)
	require.NoError(t, err)
	assert.Equal(t, opensslSPKI, hexString(der))

	sig, err := Sign(priv, []byte(opensslMessage), "")
	require.NoError(t, err)
	assert.Equal(t, opensslSignature, hexString(sig))
	assert.True(t, Verify(pub, []byte(opensslMessage), unhex(t, opensslSignature), ""))
}

// pkcs8V2 builds a version-1 OneAsymmetricKey (RFC 5958) with attributes and
// the public key, as some encoders write.
func pkcs8V2(seed, pub []byte) []byte {
	var b cryptobyte.Builder
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1)
		b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) { b.AddASN1ObjectIdentifier(encasn1.ObjectIdentifier{1, 3, 101, 113}) }) // id-Ed448
		b.AddASN1(asn1.OCTET_STRING, func(b *cryptobyte.Builder) { b.AddASN1OctetString(seed) })
		b.AddASN1(asn1.Tag(0).ContextSpecific().Constructed(), func(b *cryptobyte.Builder) {
			b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {})
		})
		b.AddASN1(asn1.Tag(1).ContextSpecific(), func(b *cryptobyte.Builder) {
			b.AddUint8(0)
			b.AddBytes(pub)
		})
	})
	return b.BytesOrPanic()
}

// TestPKCS8Forms checks the optional fields of OneAsymmetricKey and the
// rejections: a mismatched public key, parameters, another algorithm,
// versions, lengths and trailing data.
func TestPKCS8Forms(t *testing.T) {
	priv, err := ParsePKCS8PrivateKey(unhex(t, opensslPKCS8))
	require.NoError(t, err)
	seed, pub := priv.Seed(), priv.PublicKey()

	got, err := ParsePKCS8PrivateKey(pkcs8V2(seed, pub))
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	wrongPub := append([]byte(nil), pub...)
	wrongPub[3] ^= 1
	_, err = ParsePKCS8PrivateKey(pkcs8V2(seed, wrongPub))
	assert.ErrorContains(t, err, "does not match")

	good := unhex(t, opensslPKCS8)
	bad := map[string]struct {
		der  []byte
		want string
	}{
		"trailing data":   {append(append([]byte(nil), good...), 0), "malformed PKCS #8 private key"},
		"version 2":       {replaceAt(good, 4, 2), "version is 2, want 0 or 1"},
		"Ed25519 OID":     {replaceAt(good, 11, 112), "not an Ed448 key"},
		"X25519 OID":      {replaceAt(good, 11, 110), "not an Ed448 key"},
		"short seed":      {unhex(t, "3046020100300506032b6571043a0438"+opensslPKCS8[len(opensslPKCS8)-112:]), "private key is 56 bytes"},
		"with parameters": {unhex(t, "3049020100300706032b65710500043b0439"+opensslPKCS8[32:]), "has parameters"},
		"empty":           {nil, "malformed PKCS #8 private key"},
	}
	for name, c := range bad {
		_, err := ParsePKCS8PrivateKey(c.der)
		assert.ErrorContains(t, err, c.want, name)
	}
	spki := unhex(t, opensslSPKI)
	for name, c := range map[string]struct {
		der  []byte
		want string
	}{
		"trailing data": {append(append([]byte(nil), spki...), 0), "malformed SubjectPublicKeyInfo"},
		"Ed25519 OID":   {replaceAt(spki, 8, 112), "not an Ed448 key"},
		"unused bits":   {replaceAt(spki, 11, 1), "455 bits, want 456"},
		"short key":     {unhex(t, "3042300506032b65710339"+opensslSPKI[22:len(opensslSPKI)-2]), "key is 448 bits"},
	} {
		_, err := ParsePKIXPublicKey(c.der)
		assert.ErrorContains(t, err, c.want, name)
	}
}

// replaceAt returns a copy of b with b[i] = v.
func replaceAt(b []byte, i int, v byte) []byte {
	c := append([]byte(nil), b...)
	c[i] = v
	return c
}
