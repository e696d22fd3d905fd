package ed448

import "testing"

// Benchmarks of key generation, signing and verification. The comparison
// with cloudflare/circl lives in bench/ (peers are not dependencies of the
// root module).

var benchMsg = []byte("the message of the Ed448 benchmarks, of moderate length")

func BenchmarkKeyGen(b *testing.B) {
	seed := make([]byte, SeedSize)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewKeyFromSeed(seed); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSign(b *testing.B) {
	priv, _ := NewKeyFromSeed(make([]byte, SeedSize))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sign(priv, benchMsg, ""); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerify(b *testing.B) {
	priv, _ := NewKeyFromSeed(make([]byte, SeedSize))
	sig, _ := Sign(priv, benchMsg, "")
	pub := priv.PublicKey()
	b.ReportAllocs()
	for b.Loop() {
		if !Verify(pub, benchMsg, sig, "") {
			b.Fatal("invalid")
		}
	}
}
