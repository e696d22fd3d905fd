package axlsign

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fn25519"
)

// The benchmarks set axlsign's one-shot Sign beside its Signer and beside
// curvekit's Ed25519 Sign on the same message, to be read as ratios from
// one run (go test -bench Sign -count=10, minimum of each), or under
// callgrind for instruction counts.

var benchMsg = []byte("the message of the Ed25519 benchmarks, of moderate length")

func BenchmarkSign(b *testing.B) {
	kp, err := GenerateKeyPair(make([]byte, SeedSize))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("oneshot", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Sign(kp.Private, benchMsg, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("signer", func(b *testing.B) {
		sg, err := NewSigner(kp.Private)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := sg.Sign(benchMsg, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("ed25519", func(b *testing.B) {
		priv, err := ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ed25519.Sign(priv, benchMsg); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("basemult", func(b *testing.B) {
		var k fn25519.Element
		reduce(&k, kp.Private)
		p := ed25519.Curve().NewIdentityPoint()
		for b.Loop() {
			p.ScalarBaseMult(&k)
		}
	})
	// The floors of the one-shot Sign: its two fixed-base multiplications
	// and encodings alone, done apart (twobase: two ScalarBaseMult, two
	// AppendBytes) and as Sign does them (pair: ScalarBaseMultPair,
	// AppendBytesPair). Divided by ed25519 they bound the one-shot ratio
	// from below if all of Sign's other work were free.
	var s, r fn25519.Element
	reduce(&s, kp.Private)
	reduce(&r, benchMsg)
	b.Run("twobase", func(b *testing.B) {
		p := ed25519.Curve().NewIdentityPoint()
		q := ed25519.Curve().NewIdentityPoint()
		buf := make([]byte, 0, 64)
		b.ReportAllocs()
		for b.Loop() {
			p.ScalarBaseMult(&s)
			q.ScalarBaseMult(&r)
			buf = q.AppendBytes(p.AppendBytes(buf[:0]))
		}
	})
	b.Run("pair", func(b *testing.B) {
		p := ed25519.Curve().NewIdentityPoint()
		q := ed25519.Curve().NewIdentityPoint()
		buf := make([]byte, 0, 64)
		b.ReportAllocs()
		for b.Loop() {
			p.ScalarBaseMultPair(q, &s, &r)
			buf = p.AppendBytesPair(buf[:0], q)
		}
	})
}
