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
//
// The floor of the one-shot Sign (issue 13 asked for at most 1.2 Ed25519
// signatures). Thousands of instructions per operation, callgrind on a
// test binary (GOGC=off, GODEBUG=asyncpreemptoff=1 and the path's setting,
// --toggle-collect on these closures, the difference of runs of 400 and 200
// iterations), and the ratio to ed25519:
//
//	                 baseline (cpu.all=off)   AVX2 (cpu.avx512f=off)   -tags purego
//	ed25519 Sign     191        1             117        1             282        1
//	oneshot          317        1.66          175        1.49          470        1.66
//	pair             290        1.52          160        1.37          443        1.57
//	twobase          314        1.64          196        1.68          494        1.75
//	2 × basemult     264        1.38          147        1.25          448        1.58
//
// The one-shot Sign is pair plus its two SHA-512 passes and scalar
// arithmetic (about 27k instructions, which Ed25519 Sign spends too, beside
// its own multiplication and encoding); even with all of that free, two
// fixed-base multiplications alone cost 1.25 to 1.58 Ed25519 signatures.
// (The IFMA path, which valgrind cannot run, measured 1.39 in CPU time when
// ScalarBaseMultPair came in.) Before the pair's joint table scan under
// purego (basepairlookup.go) pair was 472k and oneshot 497k (1.77).

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
