package fp448

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNoAllocations(t *testing.T) {
	x := fromBig(t, bigOf("0x1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef1234567890ab"))
	y := fromBig(t, big.NewInt(1234567))
	var z Element
	b := make([]byte, 56)
	ops := map[string]func(){
		"Mul":       func() { f.Mul(&z, &x, &y) },
		"Square":    func() { f.Square(&z, &x) },
		"Add":       func() { f.Add(&z, &x, &y) },
		"Sub":       func() { f.Sub(&z, &x, &y) },
		"Inverse":   func() { f.Inverse(&z, &x) },
		"Sqrt":      func() { f.Sqrt(&z, &x) },
		"SqrtRatio": func() { f.SqrtRatio(&z, &x, &y) },
		"PutBytes":  func() { f.PutBytes(b, &x) },
		"SetBytes":  func() { _ = f.SetBytes(&z, b) },
		"Wide":      func() { _ = f.SetWideBytes(&z, b) },
	}
	for name, op := range ops {
		require.Zero(t, testing.AllocsPerRun(10, op), name)
	}
}

// benchX and benchY are fixed operands for the benchmarks.
var benchX, benchY = Element{
	0x8d4e5a1b2c3d4e, 0x1f2e3d4c5b6a79, 0xfedcba98765432, 0x0123456789abcd,
	0xa5a5a5a5a5a5a5, 0x5a5a5a5a5a5a5a, 0x3c3c3c3c3c3c3c, 0x0fedcba9876543,
}, Element{
	0x11111111111111, 0x22222222222222, 0x33333333333333, 0x44444444444444,
	0x55555555555555, 0x66666666666666, 0x77777777777777, 0x88888888888888,
}

func BenchmarkMul(b *testing.B) {
	x, y := benchX, benchY
	for b.Loop() {
		f.Mul(&x, &x, &y)
	}
}

func BenchmarkSquare(b *testing.B) {
	x := benchX
	for b.Loop() {
		f.Square(&x, &x)
	}
}

func BenchmarkAdd(b *testing.B) {
	x, y := benchX, benchY
	for b.Loop() {
		f.Add(&x, &x, &y)
	}
}

func BenchmarkMulSmall(b *testing.B) {
	x := benchX
	for b.Loop() {
		MulSmall(&x, &x, 39081)
	}
}

func BenchmarkInverse(b *testing.B) {
	x := benchX
	for b.Loop() {
		f.Inverse(&x, &x)
	}
}

func BenchmarkSqrtRatio(b *testing.B) {
	x, y := benchX, benchY
	var z Element
	for b.Loop() {
		f.SqrtRatio(&z, &x, &y)
	}
}

func BenchmarkBytes(b *testing.B) {
	x := benchX
	buf := make([]byte, 56)
	for b.Loop() {
		f.PutBytes(buf, &x)
		_ = f.SetBytes(&x, buf)
	}
}
