package field

import (
	"math/big"
	"testing"
)

// benchPrimes are the moduli of the Prime benchmarks: 4, 6 and 9 limbs, with
// the general kernels and (P-256 p, P-521 p) the p ≡ −1 mod 2^64 ones.
var benchPrimes = []struct {
	name string
	p    *big.Int
}{
	{"4limbs_P256", sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), big.NewInt(-1))},
	{"4limbs_2^255-19", sum(pow2(255), big.NewInt(-19))},
	{"6limbs_P384", sum(pow2(384), neg(pow2(128)), neg(pow2(96)), pow2(32), big.NewInt(-1))},
	{"9limbs_P521", sum(pow2(521), big.NewInt(-1))},
	{"9limbs_576bit", primeBelow(576, 2, 1)},
}

// benchPrime runs op for each benchmark prime with two random elements.
func benchPrime(b *testing.B, op func(f *Prime, z, x, y *PrimeElement)) {
	for _, bp := range benchPrimes {
		b.Run(bp.name, func(b *testing.B) {
			c := newPrimeCase(b, bp.p, BigEndian)
			rng := newRand(11)
			x := c.elem(randomBelow(rng, bp.p))
			y := c.elem(randomBelow(rng, bp.p))
			var z PrimeElement
			b.ResetTimer()
			for b.Loop() {
				op(c.f, &z, &x, &y)
			}
		})
	}
}

func BenchmarkPrimeMul(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.Mul(x, x, y) })
}

func BenchmarkPrimeSquare(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.Square(x, x) })
}

func BenchmarkPrimeAdd(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.Add(x, x, y) })
}

func BenchmarkPrimeInverse(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.Inverse(x, x) })
}

func BenchmarkPrimeSqrt(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.Sqrt(z, x) })
}

func BenchmarkPrimeSqrtRatio(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.SqrtRatio(z, x, y) })
}

// BenchmarkBigMulMod is the math/big baseline: one multiplication and one
// reduction, as a naive big.Int field would do.
func BenchmarkBigMulMod(b *testing.B) {
	for _, bp := range benchPrimes {
		b.Run(bp.name, func(b *testing.B) {
			rng := newRand(11)
			x := randomBelow(rng, bp.p)
			y := randomBelow(rng, bp.p)
			var z big.Int
			for b.Loop() {
				z.Mul(x, y)
				x.Mod(&z, bp.p)
			}
		})
	}
}

func BenchmarkPrimeInverseVarTime(b *testing.B) {
	benchPrime(b, func(f *Prime, z, x, y *PrimeElement) { f.InverseVarTime(x, x) })
}
