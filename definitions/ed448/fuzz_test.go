package ed448

import (
	"bytes"
	"testing"
)

// FuzzVerify checks that verification never panics, that Strict accepts a
// subset of RFC8032, and that Verify agrees with VerifyWithOptions.
func FuzzVerify(f *testing.F) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	if err != nil {
		f.Fatal(err)
	}
	sig, _ := Sign(priv, []byte("fuzz"), "")
	f.Add([]byte(priv.PublicKey()), []byte("fuzz"), sig, "")
	f.Add(make([]byte, 57), []byte{}, make([]byte, 114), "ctx")
	f.Add(bytes.Repeat([]byte{0xff}, 57), []byte{1}, bytes.Repeat([]byte{0xff}, 114), "")
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte, ctx string) {
		rfc := VerifyWithOptions(pub, msg, sig, &Options{Context: ctx}) == nil
		strict := VerifyWithOptions(pub, msg, sig, &Options{Context: ctx, Policy: Strict}) == nil
		if strict && !rfc {
			t.Fatal("Strict accepted what RFC8032 rejects")
		}
		if Verify(pub, msg, sig, ctx) != rfc {
			t.Fatal("Verify disagrees with VerifyWithOptions")
		}
		_ = VerifyPh(pub, msg, sig, ctx)
	})
}

// FuzzParse feeds arbitrary bytes to every decoder: none may panic, and
// whatever parses must round-trip.
func FuzzParse(f *testing.F) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	if err != nil {
		f.Fatal(err)
	}
	pkcs8, _ := MarshalPKCS8PrivateKey(priv)
	spki, _ := MarshalPKIXPublicKey(priv.PublicKey())
	text, _ := priv.PublicKey().MarshalText()
	for _, b := range [][]byte{priv, priv.PublicKey(), pkcs8, spki, text, pkcs8V2(priv.Seed(), priv.PublicKey()), {}} {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if k, err := NewPrivateKey(b); err == nil && !bytes.Equal(k, b) {
			t.Fatal("NewPrivateKey changed the key")
		}
		if k, err := NewPublicKey(b); err == nil {
			if _, err := k.Point(); err != nil {
				t.Fatalf("NewPublicKey accepted what Point rejects: %v", err)
			}
		}
		if k, err := ParsePKCS8PrivateKey(b); err == nil {
			der, err := MarshalPKCS8PrivateKey(k)
			if err != nil {
				t.Fatal(err)
			}
			if back, err := ParsePKCS8PrivateKey(der); err != nil || !bytes.Equal(back, k) {
				t.Fatal("PKCS #8 round trip")
			}
		}
		if k, err := ParsePKIXPublicKey(b); err == nil {
			if der, err := MarshalPKIXPublicKey(k); err != nil || !bytes.Equal(der, b) {
				t.Fatalf("SPKI round trip: %v", err)
			}
		}
		var pub PublicKey
		if pub.UnmarshalText(b) == nil {
			if out, err := pub.MarshalText(); err != nil || !bytes.Equal(out, b) {
				t.Fatalf("text round trip: %q %q %v", b, out, err)
			}
		}
	})
}
