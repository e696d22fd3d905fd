package suite

import (
	"testing"

	kilic "github.com/kilic/bls12-381"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/bls12381"
)

// kilic/bls12-381 (v0.1.0, the pairing library go-ethereum used for its
// EIP-2537 precompiles) joins GroupBLS12381 as a third peer: the same
// scalar k, message and DST as curvekit's, G1/G2 scalar multiplication by
// GLV / windowed methods, hashing to G2 (its HashToCurve implements
// draft-irtf-cfrg-hash-to-curve-06's BLS12381G2_XMD:SHA-256_SSWU_RO_, the
// same construction as RFC 9380), the pairing and multi-pairings through
// its Engine. Its field arithmetic is amd64 assembly: MULX/ADX when
// golang.org/x/sys/cpu reports them, else MULQ. x/sys/cpu honours GODEBUG
// (cpu.all=off clears HasADX and HasBMI2), so on the baseline column it runs
// its MULQ assembly, as curvekit runs its own; it has no purego build, so on
// the purego column it still runs assembly.
func init() {
	k := testinput.Element(bls12381.Order(), GroupBLS12381+"/k")
	k.Mod(k, bls12381.Order())
	kb := testinput.BE(k, 32)
	msg := testinput.Bytes(GroupBLS12381+"/msg", 32)
	dst := []byte("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")

	g1, g2 := kilic.NewG1(), kilic.NewG2()
	fr := kilic.NewFr().FromBytes(kb)
	p1 := g1.Affine(g1.MulScalar(g1.New(), g1.One(), fr))
	p2 := g2.Affine(g2.MulScalar(g2.New(), g2.One(), fr))
	RegisterImpl(GroupBLS12381, "kilic",
		Op{"G1ScalarMult", func(b *testing.B) {
			r := g1.New()
			for b.Loop() {
				g1.Affine(g1.MulScalar(r, p1, fr))
			}
			sinkBool = g1.IsZero(r)
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			r := g2.New()
			for b.Loop() {
				g2.Affine(g2.MulScalar(r, p2, fr))
			}
			sinkBool = g2.IsZero(r)
		}},
		Op{"HashToG2", func(b *testing.B) {
			var r *kilic.PointG2
			for b.Loop() {
				r, _ = g2.HashToCurve(msg, dst)
			}
			sinkBool = g2.IsZero(r)
		}},
		Op{"Pair", func(b *testing.B) { multiPairKilic(b, p1, p2, 1) }},
		Op{"MultiPair2", func(b *testing.B) { multiPairKilic(b, p1, p2, 2) }},
		Op{"MultiPair8", func(b *testing.B) { multiPairKilic(b, p1, p2, 8) }},
	)
}

// multiPairKilic measures the product of n pairings e(p, q) with one final
// exponentiation, as kilic's Engine computes it: the pairs are added afresh
// each time (Result empties the engine).
func multiPairKilic(b *testing.B, p *kilic.PointG1, q *kilic.PointG2, n int) {
	e := kilic.NewEngine()
	var z *kilic.E
	for b.Loop() {
		for range n {
			e.AddPair(p, q)
		}
		z = e.Result()
	}
	sinkBool = z.IsOne()
}
