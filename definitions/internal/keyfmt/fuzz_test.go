package keyfmt_test

import (
	"encoding/pem"
	"testing"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/curvekit/curvekit/internal/vectors"
)

// addSeeds adds the DER of the named testdata/keys PEM files to f.
func addSeeds(f *testing.F, names ...string) {
	for _, name := range names {
		block, _ := pem.Decode(vectors.Testdata(f, "keys/"+name+".pem"))
		if block == nil {
			f.Fatalf("%s: no PEM block", name)
		}
		f.Add(block.Bytes)
	}
}

// FuzzParseEC feeds arbitrary bytes to every EC key parser (SPKI, PKCS #8,
// SEC 1; keyfmt's, p256's, secp256k1's and the catalogue's, which builds
// curves from specified parameters): none may panic, and a key that
// parses must marshal and parse back to the same key.
func FuzzParseEC(f *testing.F) {
	addSeeds(f, "prime256v1-named_curve.spki", "prime256v1-explicit.spki", "prime256v1-named_curve.pkcs8",
		"prime256v1-explicit.pkcs8", "prime256v1-named_curve.sec1", "brainpoolP256r1-explicit.sec1",
		"secp256k1-named_curve.pkcs8", "secp224k1-explicit.spki")
	f.Fuzz(func(t *testing.T, der []byte) {
		_, _, _ = keyfmt.ParseECSPKI(der)
		_, _, _ = keyfmt.ParseECPKCS8(der)
		_, _ = keyfmt.ParseECPrivateKey(der)
		_, _ = keyfmt.ParseDomain(der)
		if k, err := p256.ParsePKIXPublicKey(der); err == nil {
			back, err := k.MarshalPKIX()
			if err != nil {
				t.Fatal(err)
			}
			if k2, err := p256.ParsePKIXPublicKey(back); err != nil || !k2.Equal(k) {
				t.Fatalf("p256 SPKI %x does not round-trip: %v", der, err)
			}
		}
		for _, parse := range []func([]byte) (*p256.PrivateKey, error){p256.ParsePKCS8PrivateKey, p256.ParseECPrivateKey} {
			if k, err := parse(der); err == nil {
				back, err := k.MarshalPKCS8()
				if err != nil {
					t.Fatal(err)
				}
				if k2, err := p256.ParsePKCS8PrivateKey(back); err != nil || !k2.Equal(k) {
					t.Fatalf("p256 private key %x does not round-trip: %v", der, err)
				}
			}
		}
		_, _ = secp256k1.ParsePKIXPublicKey(der)
		_, _ = secp256k1.ParsePKCS8PrivateKey(der)
		_, _ = secp256k1.ParseECPrivateKey(der)
		if k, err := catalogue.ParsePKIXPublicKey(der); err == nil {
			back, err := catalogue.MarshalPKIXPublicKey(k)
			if err != nil {
				t.Fatal(err)
			}
			if k2, err := catalogue.ParsePKIXPublicKey(back); err != nil || k2.Curve() != k.Curve() || !k2.Equal(k) {
				t.Fatalf("catalogue SPKI %x does not round-trip: %v", der, err)
			}
		}
		for _, parse := range []func([]byte) (*catalogue.PrivateKey, error){catalogue.ParsePKCS8PrivateKey, catalogue.ParseECPrivateKey} {
			if k, err := parse(der); err == nil {
				back, err := catalogue.MarshalECPrivateKey(k)
				if err != nil {
					t.Fatal(err)
				}
				if k2, err := catalogue.ParseECPrivateKey(back); err != nil || k2.Curve() != k.Curve() || !k2.Equal(k) {
					t.Fatalf("catalogue private key %x does not round-trip: %v", der, err)
				}
			}
		}
		_, _ = catalogue.ParseECParameters(der)
	})
}

// FuzzParseOctet feeds arbitrary bytes to the RFC 8410 parsers of Ed25519,
// Ed448, X25519 and X448: none may panic, and an accepted key must
// marshal back to the same bytes when the input was canonical (version 0
// without attributes) or parse back to the same key otherwise.
func FuzzParseOctet(f *testing.F) {
	addSeeds(f, "ed25519.pkcs8", "ed25519.spki", "ed448.pkcs8", "ed448.spki", "x25519.pkcs8", "x448.spki")
	f.Fuzz(func(t *testing.T, der []byte) {
		if k, err := ed25519.ParsePKCS8PrivateKey(der); err == nil {
			back, err := ed25519.MarshalPKCS8PrivateKey(k)
			if err != nil {
				t.Fatal(err)
			}
			if k2, err := ed25519.ParsePKCS8PrivateKey(back); err != nil || !k2.Equal(k) {
				t.Fatalf("Ed25519 PKCS #8 %x does not round-trip: %v", der, err)
			}
		}
		if k, err := ed25519.ParsePKIXPublicKey(der); err == nil {
			if back, err := ed25519.MarshalPKIXPublicKey(k); err != nil || string(back) != string(der) {
				t.Fatalf("Ed25519 SPKI %x re-encodes as %x: %v", der, back, err)
			}
		}
		_, _ = ed448.ParsePKCS8PrivateKey(der)
		if k, err := ed448.ParsePKIXPublicKey(der); err == nil {
			if back, err := ed448.MarshalPKIXPublicKey(k); err != nil || string(back) != string(der) {
				t.Fatalf("Ed448 SPKI %x re-encodes as %x: %v", der, back, err)
			}
		}
		_, _ = x25519.ParsePKCS8PrivateKey(der)
		_, _ = x25519.ParsePKIXPublicKey(der)
		_, _ = x448.ParsePKCS8PrivateKey(der)
		_, _ = x448.ParsePKIXPublicKey(der)
	})
}

// FuzzParsePEM feeds arbitrary text to the PEM front ends: none may
// panic.
func FuzzParsePEM(f *testing.F) {
	f.Add(vectors.Testdata(f, "keys/prime256v1-named_curve.sec1.pem"))
	f.Add(vectors.Testdata(f, "keys/ed25519.pkcs8.pem"))
	f.Add([]byte("-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = p256.ParseECPrivateKeyPEM(data)
		_, _ = p256.ParsePKCS8PrivateKeyPEM(data)
		_, _ = catalogue.ParsePKIXPublicKeyPEM(data)
		_, _ = ed25519.ParsePKCS8PrivateKeyPEM(data)
		_, _ = x448.ParsePKIXPublicKeyPEM(data)
	})
}
