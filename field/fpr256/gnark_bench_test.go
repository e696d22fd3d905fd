package fpr256_test

import (
	"testing"

	"github.com/consensys/gnark-crypto/ecc/secp256r1/fp"
)

// BenchmarkGnarkMul measures gnark-crypto's P-256 base field multiplication
// (generated Go, Montgomery form, not constant time), the speed BenchmarkMul
// is compared with.
func BenchmarkGnarkMul(b *testing.B) {
	var x, y fp.Element
	x.SetRandom()
	y.SetRandom()
	for b.Loop() {
		x.Mul(&x, &y)
	}
}

// BenchmarkGnarkSquare measures gnark-crypto's P-256 base field squaring.
func BenchmarkGnarkSquare(b *testing.B) {
	var x fp.Element
	x.SetRandom()
	for b.Loop() {
		x.Square(&x)
	}
}

// BenchmarkGnarkInverse measures gnark-crypto's P-256 base field inversion
// (variable time).
func BenchmarkGnarkInverse(b *testing.B) {
	var x fp.Element
	x.SetRandom()
	for b.Loop() {
		x.Inverse(&x)
	}
}
