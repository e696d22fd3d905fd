package bls_test

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"testing"

	"github.com/curvekit/curvekit/definitions/bls12381/bls"
)

// BenchmarkVerifyMany reports AggregateVerify and BatchVerify of 16 and 64
// signatures of distinct messages (minimal-pubkey-size, Basic) per
// signature; run it with -cpu 1,2,4… to see how their goroutines scale.
func BenchmarkVerifyMany(b *testing.B) {
	s := bls.MinPkBasic
	const most = 64
	var pks, msgs, sigs [][]byte
	for i := range most {
		k, err := bls.KeyGen(bytes.Repeat([]byte{byte(i + 1)}, 32), nil)
		if err != nil {
			b.Fatal(err)
		}
		msg := []byte(fmt.Sprintf("message %d", i))
		sig, err := s.Sign(k, msg)
		if err != nil {
			b.Fatal(err)
		}
		pks, msgs, sigs = append(pks, s.SkToPk(k)), append(msgs, msg), append(sigs, sig)
	}
	for _, n := range []int{16, most} {
		agg, err := s.Aggregate(sigs[:n])
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("AggregateVerify/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if !s.AggregateVerify(pks[:n], msgs[:n], agg) {
					b.Fatal("invalid")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sig")
		})
		b.Run(fmt.Sprintf("BatchVerify/n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if ok, _ := s.BatchVerify(pks[:n], msgs[:n], sigs[:n], rand.Reader); !ok {
					b.Fatal("invalid")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/sig")
		})
	}
}
