package fpk256

import (
	"testing"

	gfp "github.com/consensys/gnark-crypto/ecc/secp256k1/fp"
)

// benchX and benchY are arbitrary full-size elements (the generator's x and y).
var (
	benchX = Element{0x59f2815b16f81798, 0x029bfcdb2dce28d9, 0x55a06295ce870b07, 0x79be667ef9dcbbac}
	benchY = Element{0x9c47d08ffb10d4b8, 0xfd17b448a6855419, 0x5da4fbfc0e1108a8, 0x483ada7726a3c465}
)

func BenchmarkMul(b *testing.B) {
	x, y := benchX, benchY
	for b.Loop() {
		F.Mul(&x, &x, &y)
	}
}

func BenchmarkSquare(b *testing.B) {
	x := benchX
	for b.Loop() {
		F.Square(&x, &x)
	}
}

func BenchmarkAdd(b *testing.B) {
	x, y := benchX, benchY
	for b.Loop() {
		F.Add(&x, &x, &y)
	}
}

func BenchmarkMulSmall(b *testing.B) {
	x := benchX
	for b.Loop() {
		F.MulSmall(&x, &x, 21)
	}
}

func BenchmarkInverse(b *testing.B) {
	x := benchX
	for b.Loop() {
		F.Inverse(&x, &x)
	}
}

func BenchmarkSqrt(b *testing.B) {
	x := benchX
	for b.Loop() {
		F.Sqrt(&x, &x)
		x[0]++
	}
}

func BenchmarkSqrtRatio(b *testing.B) {
	x, y := benchX, benchY
	for b.Loop() {
		F.SqrtRatio(&x, &x, &y)
		x[0]++
	}
}

// The gnark-crypto benchmarks give a reference in the same run. Its secp256k1
// fp is Montgomery form in pure Go (no assembly for this field) and not
// constant time; its Inverse goes through math/big.

func BenchmarkGnarkMul(b *testing.B) {
	x, y := gfp.Element(benchX), gfp.Element(benchY)
	for b.Loop() {
		x.Mul(&x, &y)
	}
}

func BenchmarkGnarkSquare(b *testing.B) {
	x := gfp.Element(benchX)
	for b.Loop() {
		x.Square(&x)
	}
}

func BenchmarkGnarkInverse(b *testing.B) {
	x := gfp.Element(benchX)
	for b.Loop() {
		x.Inverse(&x)
	}
}
