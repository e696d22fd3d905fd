package edwards

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkVerifyPaths times Verify on the half-size and full-size paths,
// interleaved in rounds so that machine load hits both alike, and reports
// the fastest round of each (ns per verification) and their ratio.
func BenchmarkVerifyPaths(b *testing.B) {
	testCurves(b)
	s25519, err := NewScheme(ed25519Fixed, ed25519Params)
	if err != nil {
		b.Fatal(err)
	}
	s448, err := NewScheme(ed448Fixed, ed448Params)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("Ed25519", func(b *testing.B) { benchVerifyPaths(b, s25519) })
	b.Run("Ed448", func(b *testing.B) { benchVerifyPaths(b, s448) })
}

func benchVerifyPaths[E, S any](b *testing.B, s *Scheme[E, S]) {
	seed := make([]byte, s.SeedSize())
	pub := make([]byte, s.SeedSize())
	if err := s.DerivePublicKey(pub, seed); err != nil {
		b.Fatal(err)
	}
	sigs, msgs := make([][]byte, 16), make([][]byte, 16)
	for i := range sigs {
		msgs[i] = fmt.Appendf(nil, "message %d", i)
		sigs[i] = make([]byte, s.SignatureSize())
		if err := s.Sign(sigs[i], seed, pub, msgs[i], nil); err != nil {
			b.Fatal(err)
		}
	}
	hc := s.c.halfCurveOnce()
	for _, p := range []Policy{Stdlib, ZIP215} {
		b.Run(p.String(), func(b *testing.B) {
			o := &Options{Policy: p}
			best := [2]float64{1e18, 1e18}
			for b.Loop() {
				for k, h := range []*halfCurve[E, S]{hc, nil} {
					start := time.Now()
					for i := range sigs {
						if err := s.verify(pub, msgs[i], sigs[i], o, h); err != nil {
							b.Fatal(err)
						}
					}
					best[k] = min(best[k], float64(time.Since(start).Nanoseconds())/float64(len(sigs)))
				}
			}
			b.ReportMetric(best[0], "half-ns/op")
			b.ReportMetric(best[1], "full-ns/op")
			b.ReportMetric(best[0]/best[1], "half/full")
		})
	}
}
