package ed25519

import (
	"crypto/ed25519"
	"fmt"
	"testing"
)

// The benchmarks pair each operation with crypto/ed25519's, to be read as
// ratios from one run: go test -bench . -benchtime=300ms -count=3.

var benchMsg = []byte("the message of the Ed25519 benchmarks, of moderate length")

func BenchmarkKeyGen(b *testing.B) {
	seed := make([]byte, SeedSize)
	b.Run("curvekit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := NewKeyFromSeed(seed); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ed25519.NewKeyFromSeed(seed)
		}
	})
}

func BenchmarkSign(b *testing.B) {
	priv, _ := NewKeyFromSeed(make([]byte, SeedSize))
	b.Run("curvekit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Sign(priv, benchMsg); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ed25519.Sign(ed25519.PrivateKey(priv), benchMsg)
		}
	})
}

func BenchmarkVerify(b *testing.B) {
	priv, _ := NewKeyFromSeed(make([]byte, SeedSize))
	pub := priv.PublicKey()
	sig, _ := Sign(priv, benchMsg)
	b.Run("curvekit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if !Verify(pub, benchMsg, sig) {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if !ed25519.Verify(ed25519.PublicKey(pub), benchMsg, sig) {
				b.Fatal("invalid")
			}
		}
	})
}

// batchInputs returns n key pairs' public keys, messages and signatures,
// distinct seeds and messages for every i.
func batchInputs(n int) (pubs []PublicKey, msgs, sigs [][]byte) {
	pubs, msgs, sigs = make([]PublicKey, n), make([][]byte, n), make([][]byte, n)
	for i := range n {
		seed := make([]byte, SeedSize)
		seed[0], seed[1] = byte(i), byte(i>>8)
		priv, _ := NewKeyFromSeed(seed)
		pubs[i], msgs[i] = priv.PublicKey(), append([]byte{byte(i)}, benchMsg...)
		sigs[i], _ = Sign(priv, msgs[i])
	}
	return pubs, msgs, sigs
}

// benchBatch times one BatchVerifier over every entry (the Adds included)
// and reports the time per signature.
func benchBatch(b *testing.B, pubs []PublicKey, msgs, sigs [][]byte) {
	b.ReportAllocs()
	for b.Loop() {
		v := NewBatchVerifier()
		for i := range pubs {
			v.Add(pubs[i], msgs[i], sigs[i])
		}
		if ok, _ := v.Verify(nil); !ok {
			b.Fatal("invalid")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(pubs)), "ns/sig")
}

// BenchmarkBatchVerify64 reports the time of a batch of 64 signatures, to be
// compared with 64 times BenchmarkVerify/stdlib; the ns/sig metric is that
// time divided by 64.
func BenchmarkBatchVerify64(b *testing.B) {
	const n = 64
	pubs, msgs, sigs := batchInputs(n)
	b.Run("curvekit", func(b *testing.B) { benchBatch(b, pubs, msgs, sigs) })
	b.Run("stdlib-one-by-one", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := range n {
				if !ed25519.Verify(ed25519.PublicKey(pubs[i]), msgs[i], sigs[i]) {
					b.Fatal("invalid")
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/sig")
	})
}

// BenchmarkBatchVerifyScaling reports batch verification of 64 to 4096
// signatures per signature; run it with -cpu 1,2,4… to see how Verify's
// goroutines scale (the Adds stay on one goroutine and are included).
func BenchmarkBatchVerifyScaling(b *testing.B) {
	const most = 4096
	pubs, msgs, sigs := batchInputs(most)
	for _, n := range []int{64, 256, 1024, most} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { benchBatch(b, pubs[:n], msgs[:n], sigs[:n]) })
	}
}
