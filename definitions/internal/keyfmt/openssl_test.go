package keyfmt_test

import (
	"bytes"
	"encoding/hex"
	"encoding/pem"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/curvekit/curvekit/internal/vectors"
)

// opensslKey is the private and public key `openssl pkey -text` printed
// for a fixture of testdata/keys, as bytes.
type opensslKey struct{ priv, pub []byte }

// readOpenSSLText reads the priv: and pub: hex blocks of NAME.txt.
func readOpenSSLText(t *testing.T, name string) opensslKey {
	text := string(vectors.Testdata(t, "keys/"+name+".txt"))
	block := func(label string) []byte {
		m := regexp.MustCompile(`(?s)\n?` + label + `:\n((?:    [0-9a-f:]+\n)+)`).FindStringSubmatch(text)
		require.NotNil(t, m, "%s: no %s block", name, label)
		b, err := hex.DecodeString(strings.NewReplacer(":", "", " ", "", "\n", "").Replace(m[1]))
		require.NoError(t, err)
		return b
	}
	return opensslKey{priv: block("priv"), pub: block("pub")}
}

// ecDef builds the fixture checks of a definition package from its API.
func ecDef[Priv, Pub any](
	parseP8, parseSEC1 func([]byte) (*Priv, error), parsePub func([]byte) (*Pub, error),
	privBytes func(*Priv) []byte, pubOf func(*Priv) *Pub, pubBytes func(*Pub) []byte,
	marshalP8, marshalSEC1 func(*Priv) ([]byte, error), marshalPub func(*Pub) ([]byte, error),
) (func(*testing.T, []byte, []byte, []byte) ([]byte, []byte, []byte, []byte, []byte), func(*testing.T, []byte) ([]byte, []byte, []byte)) {
	parse := func(t *testing.T, pkcs8, sec1, spki []byte) ([]byte, []byte, []byte, []byte, []byte) {
		k1, err := parseP8(pkcs8)
		require.NoError(t, err, "PKCS #8")
		k2, err := parseSEC1(sec1)
		require.NoError(t, err, "SEC 1")
		pub, err := parsePub(spki)
		require.NoError(t, err, "SPKI")
		return privBytes(k1), privBytes(k2), pubBytes(pubOf(k1)), pubBytes(pubOf(k2)), pubBytes(pub)
	}
	remarshal := func(t *testing.T, pkcs8 []byte) ([]byte, []byte, []byte) {
		k, err := parseP8(pkcs8)
		require.NoError(t, err)
		p8, err := marshalP8(k)
		require.NoError(t, err)
		sec1, err := marshalSEC1(k)
		require.NoError(t, err)
		spki, err := marshalPub(pubOf(k))
		require.NoError(t, err)
		return p8, sec1, spki
	}
	return parse, remarshal
}

// TestOpenSSLECKeys parses every EC fixture of testdata/keys (OpenSSL
// 3.0.19, named and explicit parameters, see its README) with the package
// of its curve: the PKCS #8, SEC 1 and SPKI PEM files must give the scalar
// and point `openssl pkey -text` printed, d·G must be that point, and the
// package must write the named-curve files back byte for byte (OpenSSL's
// DER is canonical).
func TestOpenSSLECKeys(t *testing.T) {
	p256Parse, p256Re := ecDef(p256.ParsePKCS8PrivateKeyPEM, p256.ParseECPrivateKeyPEM, p256.ParsePKIXPublicKeyPEM,
		(*p256.PrivateKey).Bytes, (*p256.PrivateKey).PublicKey, (*p256.PublicKey).Bytes,
		(*p256.PrivateKey).MarshalPKCS8PEM, (*p256.PrivateKey).MarshalECPrivateKeyPEM, (*p256.PublicKey).MarshalPKIXPEM)
	p384Parse, p384Re := ecDef(p384.ParsePKCS8PrivateKeyPEM, p384.ParseECPrivateKeyPEM, p384.ParsePKIXPublicKeyPEM,
		(*p384.PrivateKey).Bytes, (*p384.PrivateKey).PublicKey, (*p384.PublicKey).Bytes,
		(*p384.PrivateKey).MarshalPKCS8PEM, (*p384.PrivateKey).MarshalECPrivateKeyPEM, (*p384.PublicKey).MarshalPKIXPEM)
	p521Parse, p521Re := ecDef(p521.ParsePKCS8PrivateKeyPEM, p521.ParseECPrivateKeyPEM, p521.ParsePKIXPublicKeyPEM,
		(*p521.PrivateKey).Bytes, (*p521.PrivateKey).PublicKey, (*p521.PublicKey).Bytes,
		(*p521.PrivateKey).MarshalPKCS8PEM, (*p521.PrivateKey).MarshalECPrivateKeyPEM, (*p521.PublicKey).MarshalPKIXPEM)
	k1Parse, k1Re := ecDef(secp256k1.ParsePKCS8PrivateKeyPEM, secp256k1.ParseECPrivateKeyPEM, secp256k1.ParsePKIXPublicKeyPEM,
		(*secp256k1.PrivateKey).Bytes, (*secp256k1.PrivateKey).PublicKey, (*secp256k1.PublicKey).Bytes,
		(*secp256k1.PrivateKey).MarshalPKCS8PEM, (*secp256k1.PrivateKey).MarshalECPrivateKeyPEM, (*secp256k1.PublicKey).MarshalPKIXPEM)
	catParse, catRe := ecDef(catalogue.ParsePKCS8PrivateKeyPEM, catalogue.ParseECPrivateKeyPEM, catalogue.ParsePKIXPublicKeyPEM,
		(*catalogue.PrivateKey).Bytes, (*catalogue.PrivateKey).PublicKey, (*catalogue.PublicKey).Bytes,
		catalogue.MarshalPKCS8PrivateKeyPEM, catalogue.MarshalECPrivateKeyPEM, catalogue.MarshalPKIXPublicKeyPEM)
	cat := map[string]*catalogue.Weierstrass{
		"prime192v1": catalogue.P192(), "secp224r1": catalogue.P224(), "secp224k1": catalogue.Secp224k1(),
		"brainpoolP256r1": catalogue.BrainpoolP256r1(), "brainpoolP384r1": catalogue.BrainpoolP384r1(),
		"brainpoolP512r1": catalogue.BrainpoolP512r1(),
	}
	type pkg struct {
		parse     func(*testing.T, []byte, []byte, []byte) ([]byte, []byte, []byte, []byte, []byte)
		remarshal func(*testing.T, []byte) ([]byte, []byte, []byte)
	}
	pkgs := map[string]pkg{
		"prime256v1": {p256Parse, p256Re}, "secp384r1": {p384Parse, p384Re}, "secp521r1": {p521Parse, p521Re},
		"secp256k1": {k1Parse, k1Re},
	}
	for name := range cat {
		pkgs[name] = pkg{catParse, catRe}
	}
	n := 0
	for curve, p := range pkgs {
		for _, enc := range []string{"named_curve", "explicit"} {
			name := curve + "-" + enc
			t.Run(name, func(t *testing.T) {
				read := func(kind string) []byte { return vectors.Testdata(t, "keys/"+name+"."+kind+".pem") }
				pkcs8, sec1, spki := read("pkcs8"), read("sec1"), read("spki")
				want := readOpenSSLText(t, name)
				d1, d2, pub1, pub2, pub3 := p.parse(t, pkcs8, sec1, spki)
				// OpenSSL prints d as a minimal big-endian integer, possibly
				// with a leading zero; the packages give ScalarLen bytes.
				wantD := strings.TrimLeft(hex.EncodeToString(want.priv), "0")
				for _, d := range [][]byte{d1, d2} {
					assert.Equal(t, wantD, strings.TrimLeft(hex.EncodeToString(d), "0"))
				}
				for _, pub := range [][]byte{pub1, pub2, pub3} {
					assert.Equal(t, want.pub, pub)
				}
				if c, ok := cat[curve]; ok {
					k, err := catalogue.ParsePKIXPublicKeyPEM(spki)
					require.NoError(t, err)
					assert.Same(t, c.Curve(), k.Curve(), "the key is on the catalogue's curve")
				}
				if enc == "named_curve" {
					p8, s1, sp := p.remarshal(t, pkcs8)
					assert.Equal(t, string(pkcs8), string(p8), "PKCS #8")
					assert.Equal(t, string(sec1), string(s1), "SEC 1")
					assert.Equal(t, string(spki), string(sp), "SPKI")
				}
				n++
			})
		}
	}
	require.Equal(t, 20, n)
}

// TestOpenSSLOctetKeys parses the Ed25519, X25519, Ed448 and X448 fixtures
// of testdata/keys and writes them back byte for byte.
func TestOpenSSLOctetKeys(t *testing.T) {
	for _, c := range []struct {
		name  string
		parse func(pkcs8, spki []byte) (priv, pub, derived []byte, err error)
		back  func(priv, pub []byte) (p8, spki []byte, err error)
	}{
		{"ed25519", func(p8, sp []byte) ([]byte, []byte, []byte, error) {
			k, err := ed25519.ParsePKCS8PrivateKeyPEM(p8)
			if err != nil {
				return nil, nil, nil, err
			}
			pub, err := ed25519.ParsePKIXPublicKeyPEM(sp)
			return k.Seed(), pub, k.PublicKey(), err
		}, func(priv, pub []byte) ([]byte, []byte, error) {
			k, err := ed25519.NewKeyFromSeed(priv)
			if err != nil {
				return nil, nil, err
			}
			p8, err := ed25519.MarshalPKCS8PrivateKeyPEM(k)
			if err != nil {
				return nil, nil, err
			}
			sp, err := ed25519.MarshalPKIXPublicKeyPEM(pub)
			return p8, sp, err
		}},
		{"ed448", func(p8, sp []byte) ([]byte, []byte, []byte, error) {
			k, err := ed448.ParsePKCS8PrivateKeyPEM(p8)
			if err != nil {
				return nil, nil, nil, err
			}
			pub, err := ed448.ParsePKIXPublicKeyPEM(sp)
			return k.Seed(), pub, k.PublicKey(), err
		}, func(priv, pub []byte) ([]byte, []byte, error) {
			k, err := ed448.NewKeyFromSeed(priv)
			if err != nil {
				return nil, nil, err
			}
			p8, err := ed448.MarshalPKCS8PrivateKeyPEM(k)
			if err != nil {
				return nil, nil, err
			}
			sp, err := ed448.MarshalPKIXPublicKeyPEM(pub)
			return p8, sp, err
		}},
		{"x25519", octetParse(x25519.ParsePKCS8PrivateKeyPEM, x25519.ParsePKIXPublicKeyPEM, x25519.PublicKey),
			octetBack(x25519.MarshalPKCS8PrivateKeyPEM, x25519.MarshalPKIXPublicKeyPEM)},
		{"x448", octetParse(x448.ParsePKCS8PrivateKeyPEM, x448.ParsePKIXPublicKeyPEM, x448.PublicKey),
			octetBack(x448.MarshalPKCS8PrivateKeyPEM, x448.MarshalPKIXPublicKeyPEM)},
	} {
		t.Run(c.name, func(t *testing.T) {
			pkcs8 := vectors.Testdata(t, "keys/"+c.name+".pkcs8.pem")
			spki := vectors.Testdata(t, "keys/"+c.name+".spki.pem")
			want := readOpenSSLText(t, c.name)
			priv, pub, derived, err := c.parse(pkcs8, spki)
			require.NoError(t, err)
			assert.Equal(t, want.priv, priv)
			assert.Equal(t, want.pub, pub)
			assert.Equal(t, want.pub, derived, "the public key of the private key")
			p8, sp, err := c.back(priv, pub)
			require.NoError(t, err)
			assert.Equal(t, string(pkcs8), string(p8))
			assert.Equal(t, string(spki), string(sp))
			// The PEM files hold one block each, and the block is the DER
			// the DER functions take.
			block, rest := pem.Decode(pkcs8)
			require.NotNil(t, block)
			assert.Empty(t, bytes.TrimSpace(rest))
		})
	}
}

// octetParse returns the parse function of TestOpenSSLOctetKeys for the
// byte-slice API of x25519 and x448.
func octetParse(p8 func([]byte) ([]byte, error), spki func([]byte) ([]byte, error), public func([]byte) ([]byte, error)) func(a, b []byte) ([]byte, []byte, []byte, error) {
	return func(a, b []byte) ([]byte, []byte, []byte, error) {
		priv, err := p8(a)
		if err != nil {
			return nil, nil, nil, err
		}
		pub, err := spki(b)
		if err != nil {
			return nil, nil, nil, err
		}
		derived, err := public(priv)
		return priv, pub, derived, err
	}
}

// octetBack returns the marshal function of TestOpenSSLOctetKeys for x25519
// and x448.
func octetBack(p8, spki func([]byte) ([]byte, error)) func(priv, pub []byte) ([]byte, []byte, error) {
	return func(priv, pub []byte) ([]byte, []byte, error) {
		a, err := p8(priv)
		if err != nil {
			return nil, nil, err
		}
		b, err := spki(pub)
		return a, b, err
	}
}
