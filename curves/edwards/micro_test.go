package edwards

import "testing"

func BenchmarkMicro(b *testing.B) {
	testCurves(b)
	c := ed25519Fixed
	table := c.baseTableOnce()
	w := c.get()
	w.acc = c.g
	b.Run("lookupAffine", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			w.lookupAffine(&w.aq, &table[i&31], int8(i&15)-8)
		}
	})
	b.Run("addAffine+toExtended", func(b *testing.B) {
		for b.Loop() {
			w.addAffine(&w.cp, &w.acc, &table[3][2], false)
			w.toExtended(&w.acc, &w.cp)
		}
	})
	b.Run("Mul", func(b *testing.B) {
		for b.Loop() {
			w.f.Mul(&w.t0, &w.t1, &w.t2)
		}
	})
	b.Run("Add", func(b *testing.B) {
		for b.Loop() {
			w.f.Add(&w.t0, &w.t1, &w.t2)
		}
	})
}

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
