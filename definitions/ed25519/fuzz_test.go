package ed25519

import (
	"bytes"
	"crypto/ed25519"
	"testing"
)

// fuzzSeeds adds a valid signature and a few edge cases to f's corpus as
// (public key, message, signature).
func fuzzSeeds(f *testing.F) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	if err != nil {
		f.Fatal(err)
	}
	msg := []byte("fuzz")
	sig, _ := Sign(priv, msg)
	f.Add([]byte(priv.PublicKey()), msg, sig)
	f.Add(make([]byte, 32), []byte{}, make([]byte, 64))
	f.Add(bytes.Repeat([]byte{0xff}, 32), msg, bytes.Repeat([]byte{0xff}, 64))
	f.Add([]byte(priv.PublicKey())[:31], msg, sig[:63])
}

// FuzzVerify checks that Verify never panics, agrees with crypto/ed25519
// (Stdlib), and that each policy's verdict is consistent with the others:
// RFC8032 ⊆ ZIP215, Strict ⊆ RFC8032, Stdlib ⊆ ZIP215.
func FuzzVerify(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		got := Verify(pub, msg, sig)
		if len(pub) == PublicKeySize { // crypto/ed25519 panics otherwise
			if want := ed25519.Verify(pub, msg, sig); got != want {
				t.Fatalf("Verify = %v, crypto/ed25519 = %v", got, want)
			}
		} else if got {
			t.Fatal("accepted a public key of the wrong length")
		}
		ok := map[Policy]bool{}
		for _, p := range allPolicies {
			ok[p] = VerifyWithOptions(pub, msg, sig, &Options{Policy: p}) == nil
		}
		if ok[Stdlib] != got || (ok[RFC8032] && !ok[ZIP215]) || (ok[Strict] && !ok[RFC8032]) || (ok[Stdlib] && !ok[ZIP215]) {
			t.Fatalf("inconsistent policies: %v", ok)
		}
	})
}

// FuzzBatchVerify checks that a batch holding the fuzzed signature between
// two valid ones reports exactly the verdict of VerifyWithOptions under
// ZIP215 for it, and never panics.
func FuzzBatchVerify(f *testing.F) {
	fuzzSeeds(f)
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{1}, SeedSize))
	if err != nil {
		f.Fatal(err)
	}
	goodMsg := []byte("good")
	goodSig, _ := Sign(priv, goodMsg)
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		v := NewBatchVerifier()
		v.Add(priv.PublicKey(), goodMsg, goodSig)
		v.Add(pub, msg, sig)
		v.Add(priv.PublicKey(), goodMsg, goodSig)
		ok, failed := v.Verify(nil)
		want := VerifyWithOptions(pub, msg, sig, &Options{Policy: ZIP215}) == nil
		if ok != want || (want && len(failed) != 0) || (!want && (len(failed) != 1 || failed[0] != 1)) {
			t.Fatalf("batch = %v %v, VerifyWithOptions(ZIP215) = %v", ok, failed, want)
		}
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
	for _, b := range [][]byte{priv, priv.PublicKey(), pkcs8, spki, text, {}, make([]byte, 64)} {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if k, err := NewPrivateKey(b); err == nil {
			if !bytes.Equal(k, b) {
				t.Fatal("NewPrivateKey changed the key")
			}
			if back, err := NewKeyFromSeed(k.Seed()); err != nil || !bytes.Equal(back, k) {
				t.Fatal("NewPrivateKey accepted a mismatched public half")
			}
		}
		if k, err := NewPublicKey(b); err == nil {
			_, _ = k.ToX25519()
			_, _ = k.Point()
		}
		_, _ = PublicKey(b).ToX25519()
		if k, err := ParsePKCS8PrivateKey(b); err == nil {
			if der, err := MarshalPKCS8PrivateKey(k); err != nil || len(k) != PrivateKeySize {
				t.Fatalf("parsed PKCS #8 key does not marshal: %v", err)
			} else if back, err := ParsePKCS8PrivateKey(der); err != nil || !bytes.Equal(back, k) {
				t.Fatal("PKCS #8 round trip")
			}
		}
		if k, err := ParsePKIXPublicKey(b); err == nil {
			der, err := MarshalPKIXPublicKey(k)
			if err != nil || !bytes.Equal(der, b) {
				t.Fatalf("SPKI round trip: %v", err)
			}
		}
		var pub PublicKey
		if pub.UnmarshalText(b) == nil {
			out, err := pub.MarshalText()
			if err != nil || !bytes.Equal(out, b) {
				t.Fatalf("text round trip: %q %q %v", b, out, err)
			}
		}
		_, _ = OpenMessage(PublicKey(b[:min(len(b), 32)]), b)
	})
}
