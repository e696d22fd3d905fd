package keyfmt_test

import (
	"crypto/ecdsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/curvekit/curvekit/internal/vectors"
)

// pemBody returns the DER of the first PEM block of data.
func pemBody(t *testing.T, data []byte) []byte {
	block, _ := pem.Decode(data)
	require.NotNil(t, block)
	return block.Bytes
}

// v1ToV2 rewrites an outside OneAsymmetricKey of version 0 into the
// version 1 form with the public key pub (RFC 5958 §2): version 1, the same
// algorithm and privateKey fields, then [1] IMPLICIT BIT STRING pub. It is
// the expected output of the writers, built from another producer's bytes.
func v1ToV2(t *testing.T, der, pub []byte) []byte {
	in := cryptobyte.String(der)
	var seq cryptobyte.String
	var version int64
	require.True(t, in.ReadASN1(&seq, cbasn1.SEQUENCE) && in.Empty() && seq.ReadASN1Integer(&version))
	require.Zero(t, version)
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1)
		b.AddBytes(seq) // AlgorithmIdentifier and privateKey, as written
		b.AddASN1(cbasn1.Tag(1).ContextSpecific(), func(b *cryptobyte.Builder) {
			b.AddUint8(0)
			b.AddBytes(pub)
		})
	})
	out, err := b.Bytes()
	require.NoError(t, err)
	return out
}

// TestPKCS8WithPublicKeyRFC8410Example checks the Ed25519 writer against
// the second private-key example of RFC 8410 §10.3, a version 1
// OneAsymmetricKey with attributes and the public key: with the attributes
// field removed, its bytes are what MarshalPKCS8PrivateKeyWithPublicKey
// writes for its seed, and the parser reads both.
func TestPKCS8WithPublicKeyRFC8410Example(t *testing.T) {
	rfc, err := base64.StdEncoding.DecodeString("MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC" +
		"oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=")
	require.NoError(t, err)
	priv, err := ed25519.ParsePKCS8PrivateKey(rfc)
	require.NoError(t, err)
	// The attributes are bytes 48–80 of the example ([0] of 31 bytes); the
	// outer SEQUENCE shrinks from 114 to 81 bytes.
	require.Equal(t, byte(0xa0), rfc[48])
	want := append([]byte{0x30, 81}, rfc[2:48]...)
	want = append(want, rfc[81:]...)
	got, err := ed25519.MarshalPKCS8PrivateKeyWithPublicKey(priv)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	back, err := ed25519.ParsePKCS8PrivateKey(got)
	require.NoError(t, err)
	assert.Equal(t, priv, back)
}

// TestPKCS8WithPublicKeyOpenSSLOctet checks the RFC 8410 writers with the
// public key against the OpenSSL fixtures of testdata/keys: the version 0
// encoding OpenSSL wrote, turned into version 1 with the public key OpenSSL
// printed, is the writers' output, and it parses back to the same key.
func TestPKCS8WithPublicKeyOpenSSLOctet(t *testing.T) {
	for _, c := range []struct {
		name  string
		write func(priv []byte) ([]byte, error)
		parse func(der []byte) ([]byte, error)
	}{
		{"ed25519", func(seed []byte) ([]byte, error) {
			k, err := ed25519.NewKeyFromSeed(seed)
			if err != nil {
				return nil, err
			}
			return ed25519.MarshalPKCS8PrivateKeyWithPublicKey(k)
		}, func(der []byte) ([]byte, error) {
			k, err := ed25519.ParsePKCS8PrivateKey(der)
			return k.Seed(), err
		}},
		{"ed448", func(seed []byte) ([]byte, error) {
			k, err := ed448.NewKeyFromSeed(seed)
			if err != nil {
				return nil, err
			}
			return ed448.MarshalPKCS8PrivateKeyWithPublicKey(k)
		}, func(der []byte) ([]byte, error) {
			k, err := ed448.ParsePKCS8PrivateKey(der)
			return k.Seed(), err
		}},
		{"x25519", x25519.MarshalPKCS8PrivateKeyWithPublicKey, x25519.ParsePKCS8PrivateKey},
		{"x448", x448.MarshalPKCS8PrivateKeyWithPublicKey, x448.ParsePKCS8PrivateKey},
	} {
		t.Run(c.name, func(t *testing.T) {
			want := readOpenSSLText(t, c.name)
			der := pemBody(t, vectors.Testdata(t, "keys/"+c.name+".pkcs8.pem"))
			got, err := c.write(want.priv)
			require.NoError(t, err)
			assert.Equal(t, v1ToV2(t, der, want.pub), got)
			priv, err := c.parse(got)
			require.NoError(t, err)
			assert.Equal(t, want.priv, priv)
			// A public key that is not the private key's is refused.
			bad := v1ToV2(t, der, append([]byte{want.pub[0] ^ 1}, want.pub[1:]...))
			_, err = c.parse(bad)
			assert.ErrorContains(t, err, "does not match")
		})
	}
}

// TestPKCS8WithPublicKeyOpenSSLEC checks the EC writers with the public key
// against the named-curve OpenSSL fixtures: OpenSSL's version 0 PKCS #8,
// turned into version 1 with the public key OpenSSL printed, is the
// output; it parses back, and crypto/x509 reads the NIST curves' keys to
// the same d.
func TestPKCS8WithPublicKeyOpenSSLEC(t *testing.T) {
	for _, c := range []struct {
		fixture string
		write   func(der []byte) ([]byte, []byte, error) // parse OpenSSL's, write v2; d
		parse   func(der []byte) ([]byte, error)         // d
		std     bool
	}{
		{"prime256v1-named_curve", func(der []byte) ([]byte, []byte, error) {
			k, err := p256.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, nil, err
			}
			out, err := k.MarshalPKCS8WithPublicKey()
			return out, k.Bytes(), err
		}, func(der []byte) ([]byte, error) {
			k, err := p256.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, err
			}
			return k.Bytes(), nil
		}, true},
		{"secp384r1-named_curve", func(der []byte) ([]byte, []byte, error) {
			k, err := p384.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, nil, err
			}
			out, err := k.MarshalPKCS8WithPublicKey()
			return out, k.Bytes(), err
		}, func(der []byte) ([]byte, error) {
			k, err := p384.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, err
			}
			return k.Bytes(), nil
		}, true},
		{"secp521r1-named_curve", func(der []byte) ([]byte, []byte, error) {
			k, err := p521.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, nil, err
			}
			out, err := k.MarshalPKCS8WithPublicKey()
			return out, k.Bytes(), err
		}, func(der []byte) ([]byte, error) {
			k, err := p521.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, err
			}
			return k.Bytes(), nil
		}, true},
		{"secp256k1-named_curve", func(der []byte) ([]byte, []byte, error) {
			k, err := secp256k1.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, nil, err
			}
			out, err := k.MarshalPKCS8WithPublicKey()
			return out, k.Bytes(), err
		}, func(der []byte) ([]byte, error) {
			k, err := secp256k1.ParsePKCS8PrivateKey(der)
			if err != nil {
				return nil, err
			}
			return k.Bytes(), nil
		}, false},
	} {
		t.Run(c.fixture, func(t *testing.T) {
			want := readOpenSSLText(t, c.fixture)
			der := pemBody(t, vectors.Testdata(t, "keys/"+c.fixture+".pkcs8.pem"))
			got, d, err := c.write(der)
			require.NoError(t, err)
			assert.Equal(t, want.priv, d)
			assert.Equal(t, v1ToV2(t, der, want.pub), got)
			back, err := c.parse(got)
			require.NoError(t, err)
			assert.Equal(t, want.priv, back)
			_, k, err := keyfmt.ParseECPKCS8(got)
			require.NoError(t, err)
			assert.Equal(t, want.pub, k.Public)
			if c.std {
				sk, err := x509.ParsePKCS8PrivateKey(got)
				require.NoError(t, err, "crypto/x509 reads the version 1 form")
				ek, ok := sk.(*ecdsa.PrivateKey)
				require.True(t, ok)
				eb, err := ek.Bytes()
				require.NoError(t, err)
				assert.Equal(t, want.priv, eb)
			}
		})
	}
}
