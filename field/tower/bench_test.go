package tower_test

import (
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/consensys/gnark-crypto/ecc/bn254"

	"github.com/curvekit/curvekit/field/tower"
)

// The benchmarks run each operation of the BLS12-381 and BN254 towers over
// field.Prime next to gnark-crypto's (assembly, not constant time):
//
//	go test -run - -bench . ./field/tower/

func benchTower(b *testing.B, f *tower.Fp12[Prime]) {
	rng := rand.New(rand.NewPCG(17, 18))
	f2 := f.Fp2()
	x2, y2 := rand2(rng, f2), rand2(rng, f2)
	x, y := rand12(rng, f), rand12(rng, f)
	c := cyclotomic(f, &x)
	var z2 tower.Fp2Element[Prime]
	var z tower.Fp12Element[Prime]
	b.Run("Fp2Mul", func(b *testing.B) {
		for b.Loop() {
			f2.Mul(&z2, &x2, &y2)
		}
	})
	b.Run("Fp2Square", func(b *testing.B) {
		for b.Loop() {
			f2.Square(&z2, &x2)
		}
	})
	b.Run("Fp2Add", func(b *testing.B) {
		for b.Loop() {
			f2.Add(&z2, &x2, &y2)
		}
	})
	b.Run("Fp2MulByXi", func(b *testing.B) {
		for b.Loop() {
			f.Fp6().MulByXi(&z2, &x2)
		}
	})
	b.Run("Fp2Inverse", func(b *testing.B) {
		for b.Loop() {
			f2.Inverse(&z2, &x2)
		}
	})
	b.Run("Fp2Sqrt", func(b *testing.B) {
		for b.Loop() {
			f2.Sqrt(&z2, &x2)
		}
	})
	b.Run("Fp6Mul", func(b *testing.B) {
		for b.Loop() {
			f.Fp6().Mul(&z.C0, &x.C0, &y.C0)
		}
	})
	b.Run("Fp12Mul", func(b *testing.B) {
		for b.Loop() {
			f.Mul(&z, &x, &y)
		}
	})
	b.Run("Fp12Square", func(b *testing.B) {
		for b.Loop() {
			f.Square(&z, &x)
		}
	})
	b.Run("Fp12CyclotomicSquare", func(b *testing.B) {
		for b.Loop() {
			f.CyclotomicSquare(&z, &c)
		}
	})
	// The costs newSeedExp's model in curves/pairing weighs: a compressed
	// squaring, and the decompression of a batch of eight compressed
	// elements (one Fp2 inversion; divide by eight for one element's share).
	b.Run("Fp12CyclotomicSquareCompressed", func(b *testing.B) {
		for b.Loop() {
			f.CyclotomicSquareCompressed(&z, &c)
		}
	})
	b.Run("Fp12CyclotomicDecompress8", func(b *testing.B) {
		var batch [8]tower.Fp12Element[Prime]
		for b.Loop() {
			for i := range batch {
				batch[i] = c
			}
			f.CyclotomicDecompress(batch[:])
		}
	})
	b.Run("Fp12Inverse", func(b *testing.B) {
		for b.Loop() {
			f.Inverse(&z, &x)
		}
	})
	b.Run("Fp12Frobenius", func(b *testing.B) {
		for b.Loop() {
			f.Frobenius(&z, &x)
		}
	})
	b.Run("Fp12MulBySparse", func(b *testing.B) {
		for b.Loop() {
			f.MulBy014(&z, &x, &x2, &y2, &x2)
		}
	})
}

func BenchmarkBLS12381(b *testing.B) { benchTower(b, blsTower(b)) }
func BenchmarkBN254(b *testing.B)    { benchTower(b, bnTower(b)) }

// gnark's operations on its own random values.
func BenchmarkGnarkBLS12381(b *testing.B) {
	var x2, y2, z2 bls12381.E2
	x2.MustSetRandom()
	y2.MustSetRandom()
	var x, y, z bls12381.E12
	x.MustSetRandom()
	y.MustSetRandom()
	benchGnark(b, &x2, &y2, &z2, &x, &y, &z, func() { z.MulBy014(&x2, &y2, &x2) })
}

func BenchmarkGnarkBN254(b *testing.B) {
	var x2, y2, z2 bn254.E2
	x2.MustSetRandom()
	y2.MustSetRandom()
	var x, y, z bn254.E12
	x.MustSetRandom()
	y.MustSetRandom()
	benchGnark(b, &x2, &y2, &z2, &x, &y, &z, func() { z.MulBy034(&x2, &y2, &x2) })
}

func benchGnark[T2 any, P2 gnarkE2[T2], T12 any, P12 gnarkE12[T12]](b *testing.B, x2, y2, z2 P2, x, y, z P12, sparse func()) {
	b.Run("Fp2Mul", func(b *testing.B) {
		for b.Loop() {
			z2.Mul((*T2)(x2), (*T2)(y2))
		}
	})
	b.Run("Fp2Square", func(b *testing.B) {
		for b.Loop() {
			z2.Square((*T2)(x2))
		}
	})
	b.Run("Fp2Add", func(b *testing.B) {
		for b.Loop() {
			z2.Add((*T2)(x2), (*T2)(y2))
		}
	})
	b.Run("Fp2MulByXi", func(b *testing.B) {
		for b.Loop() {
			z2.MulByNonResidue((*T2)(x2))
		}
	})
	b.Run("Fp2Inverse", func(b *testing.B) {
		for b.Loop() {
			z2.Inverse((*T2)(x2))
		}
	})
	b.Run("Fp2Sqrt", func(b *testing.B) {
		for b.Loop() {
			z2.Sqrt((*T2)(x2))
		}
	})
	b.Run("Fp12Mul", func(b *testing.B) {
		for b.Loop() {
			z.Mul((*T12)(x), (*T12)(y))
		}
	})
	b.Run("Fp12Square", func(b *testing.B) {
		for b.Loop() {
			z.Square((*T12)(x))
		}
	})
	b.Run("Fp12CyclotomicSquare", func(b *testing.B) {
		for b.Loop() {
			z.CyclotomicSquare((*T12)(x))
		}
	})
	b.Run("Fp12CyclotomicSquareCompressed", func(b *testing.B) {
		for b.Loop() {
			z.CyclotomicSquareCompressed((*T12)(x))
		}
	})
	b.Run("Fp12Inverse", func(b *testing.B) {
		for b.Loop() {
			z.Inverse((*T12)(x))
		}
	})
	b.Run("Fp12Frobenius", func(b *testing.B) {
		for b.Loop() {
			z.Frobenius((*T12)(x))
		}
	})
	b.Run("Fp12MulBySparse", func(b *testing.B) {
		for b.Loop() {
			sparse()
		}
	})
}
