package pairing_test

import (
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/consensys/gnark-crypto/ecc/bn254"
)

// BenchmarkPair times single and multi-pairings on BLS12-381 and BN254,
// with gnark-crypto's Pair on the same inputs beside them.
func BenchmarkPair(b *testing.B) {
	bls, bn := engines(b)
	for _, e := range enginesList(b) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		for _, n := range []int{1, 2, 8} {
			ps, qs := make([]pairingG1, n), make([]pairingG2, n)
			for i := range n {
				ps[i], qs[i] = g1, g2
			}
			z := e.NewGT()
			b.Run(e.Name()+"/curvekit/"+itoa(n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := z.SetPair(ps, qs); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
	_ = bls
	_ = bn
	_, _, a1, a2 := bls12381.Generators()
	_, _, n1, n2 := bn254.Generators()
	for _, n := range []int{1, 2, 8} {
		ap, aq := make([]bls12381.G1Affine, n), make([]bls12381.G2Affine, n)
		np, nq := make([]bn254.G1Affine, n), make([]bn254.G2Affine, n)
		for i := range n {
			ap[i], aq[i], np[i], nq[i] = a1, a2, n1, n2
		}
		b.Run("BLS12-381/gnark/"+itoa(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := bls12381.Pair(ap, aq); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("BN254/gnark/"+itoa(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := bn254.Pair(np, nq); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkParts times the Miller loop and the final exponentiation apart.
func BenchmarkParts(b *testing.B) {
	for _, e := range enginesList(b) {
		ps, qs := []pairingG1{e.G1Generator()}, []pairingG2{e.G2Generator()}
		m := e.NewGT()
		z := e.NewGT()
		b.Run(e.Name()+"/MillerLoop", func(b *testing.B) {
			for b.Loop() {
				if _, err := m.MillerLoop(ps, qs); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(e.Name()+"/FinalExponentiation", func(b *testing.B) {
			for b.Loop() {
				z.FinalExponentiation(m)
			}
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}
