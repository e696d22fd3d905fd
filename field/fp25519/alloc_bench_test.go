package fp25519

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAllocs(t *testing.T) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	y := Element{3, 1<<52 - 1, 5, 1 << 30, 12345}
	var z Element
	var b [32]byte
	cases := map[string]func(){
		"Mul":          func() { f.Mul(&z, &x, &y) },
		"Square":       func() { f.Square(&z, &x) },
		"Add":          func() { f.Add(&z, &x, &y) },
		"Sub":          func() { f.Sub(&z, &x, &y) },
		"Inverse":      func() { f.Inverse(&z, &x) },
		"SqrtRatio":    func() { f.SqrtRatio(&z, &x, &y) },
		"Sqrt":         func() { f.Sqrt(&z, &x) },
		"PutBytes":     func() { f.PutBytes(b[:], &x) },
		"SetBytes":     func() { _ = f.SetBytes(&z, b[:]) },
		"SetWideBytes": func() { _ = f.SetWideBytes(&z, b[:]) },
	}
	for name, fn := range cases {
		assert.Zero(t, testing.AllocsPerRun(100, fn), name)
	}
}

var sink Element

func BenchmarkMul(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	y := x
	for b.Loop() {
		f.Mul(&x, &x, &y)
	}
	sink = x
}

func BenchmarkSquare(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	for b.Loop() {
		f.Square(&x, &x)
	}
	sink = x
}

func BenchmarkAdd(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	y := x
	for b.Loop() {
		f.Add(&x, &x, &y)
	}
	sink = x
}

func BenchmarkMulSmall(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	for b.Loop() {
		f.MulSmall(&x, &x, 121666)
	}
	sink = x
}

func BenchmarkInverse(b *testing.B) {
	x := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	for b.Loop() {
		f.Inverse(&x, &x)
	}
	sink = x
}

func BenchmarkSqrtRatio(b *testing.B) {
	u := Element{1<<51 - 5, 7, 1 << 40, 99, 1<<51 - 1}
	v := Element{3, 1<<51 - 1, 5, 1 << 30, 12345}
	for b.Loop() {
		f.SqrtRatio(&u, &u, &v)
		u[0] |= 1 // keep u ≠ 0 whatever the outcome
	}
	sink = u
}
