package edwards

import "testing"

// BenchmarkBatchPhases times the two halves of a batch of 64 (decoding and
// hashing in Add, the multi-scalar multiplication in Verify) and one Verify.
func BenchmarkBatchPhases(b *testing.B) {
	testCurves(b)
	s, _ := NewScheme(ed25519Fixed, ed25519Params)
	type it struct{ pub, sig []byte }
	var items []it
	msg := []byte("hello")
	for i := range 64 {
		sd := make([]byte, 32)
		sd[0] = byte(i)
		pub := make([]byte, 32)
		s.DerivePublicKey(pub, sd)
		sig := make([]byte, 64)
		s.Sign(sig, sd, pub, msg, nil)
		items = append(items, it{pub, sig})
	}
	o := &Options{Policy: ZIP215}
	b.Run("add64", func(b *testing.B) {
		for b.Loop() {
			bv := s.NewBatchVerifier()
			for _, x := range items {
				bv.Add(x.pub, msg, x.sig, o)
			}
		}
	})
	bv := s.NewBatchVerifier()
	for _, x := range items {
		bv.Add(x.pub, msg, x.sig, o)
	}
	b.Run("verify64", func(b *testing.B) {
		for b.Loop() {
			bv.Verify(nil)
		}
	})
	b.Run("single", func(b *testing.B) {
		for b.Loop() {
			s.Verify(items[0].pub, msg, items[0].sig, o)
		}
	})
}
