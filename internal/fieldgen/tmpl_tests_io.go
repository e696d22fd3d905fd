package main

// encodingTestTmpl tests the encodings of a fixed package.
const encodingTestTmpl = `package {{.Pkg}}_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

// encode returns x < 2^(8n) as n bytes in the field's byte order.
func encode(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	if f.ByteOrder() == field.LittleEndian {
		reverse(b)
	}
	return b
}

// decode returns the integer b encodes in the field's byte order.
func decode(b []byte) *big.Int {
	b = bytes.Clone(b)
	if f.ByteOrder() == field.LittleEndian {
		reverse(b)
	}
	return new(big.Int).SetBytes(b)
}

func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}

func TestEncoding(t *testing.T) {
	n := {{.ByteLen}}
	for _, xb := range values(9, 16) {
		xm := mod(xb)
		enc := encode(xm, n)
		var z Element
		require.NoError(t, f.SetBytes(&z, enc))
		requireBig(t, xm, toBig(&z), "SetBytes")
		out := make([]byte, n)
		f.PutBytes(out, &z)
		assert.Equal(t, enc, out, "round trip of %#x", xm)
	}
	sentinel := elem(t, big.NewInt(4242))
	bad := []*big.Int{p, new(big.Int).Add(p, big.NewInt(1)), new(big.Int).Sub(pow2(8*n), big.NewInt(1)), new(big.Int).Lsh(big.NewInt(1), uint({{.BitLen}}))}
	for _, x := range bad {
		if x.BitLen() > 8*n {
			continue
		}
		z := sentinel
		err := f.SetBytes(&z, encode(x, n))
		require.Error(t, err, "%#x accepted", x)
		assert.True(t, errors.Is(err, field.ErrNotReduced))
		assert.Equal(t, sentinel, z, "receiver changed on error")
	}
	for _, l := range []int{0, 1, n - 1, n + 1, 2 * n} {
		z := sentinel
		err := f.SetBytes(&z, make([]byte, l))
		require.Error(t, err)
		assert.True(t, errors.Is(err, field.ErrLength))
		assert.EqualError(t, err, field.LengthError(l, n).Error())
		assert.Equal(t, sentinel, z, "receiver changed on error")
	}
	assert.PanicsWithValue(t, "{{.Pkg}}: PutBytes buffer is 3 bytes, want {{.ByteLen}}", func() {
		f.PutBytes(make([]byte, 3), &sentinel)
	})
}

func TestSetWideBytes(t *testing.T) {
	n := {{.ByteLen}}
	rng := newRand(10)
	for l := 0; l <= 2*n; l++ {
		for _, fill := range []byte{0, 0xff, 1} {
			b := make([]byte, l)
			for i := range b {
				b[i] = fill
				if fill == 1 {
					b[i] = byte(rng.Uint32())
				}
			}
			var z Element
			require.NoError(t, f.SetWideBytes(&z, b))
			requireBig(t, mod(decode(b)), toBig(&z), "%d bytes of %#x", l, fill)
		}
	}
	pp := new(big.Int).Mul(p, p)
	for _, x := range []*big.Int{p, pp, new(big.Int).Sub(pp, big.NewInt(1)), new(big.Int).Sub(pow2(16*n), big.NewInt(1))} {
		var z Element
		require.NoError(t, f.SetWideBytes(&z, encode(x, 2*n)))
		requireBig(t, mod(x), toBig(&z), "SetWideBytes(%#x)", x)
	}
	sentinel := elem(t, big.NewInt(99))
	z := sentinel
	err := f.SetWideBytes(&z, make([]byte, 2*n+1))
	require.Error(t, err)
	assert.True(t, errors.Is(err, field.ErrLength))
	assert.EqualError(t, err, field.WideLengthError(2*n+1, 2*n).Error())
	assert.Equal(t, sentinel, z)
}
`

// fuzzTmpl holds the fuzz targets of a fixed package.
const fuzzTmpl = `package {{.Pkg}}_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

func FuzzSetBytes(fz *testing.F) {
	fz.Add(make([]byte, {{.ByteLen}}))
	fz.Add(bytes.Repeat([]byte{0xff}, {{.ByteLen}}))
	fz.Add(encode(p, {{.ByteLen}}))
	fz.Add([]byte{1, 2, 3})
	fz.Fuzz(func(t *testing.T, b []byte) {
		var z Element
		err := f.SetBytes(&z, b)
		if len(b) != {{.ByteLen}} {
			require.True(t, errors.Is(err, field.ErrLength))
			return
		}
		x := decode(b)
		if x.Cmp(p) >= 0 {
			require.True(t, errors.Is(err, field.ErrNotReduced))
			require.Equal(t, Element{}, z)
			return
		}
		require.NoError(t, err)
		requireBig(t, x, toBig(&z), "SetBytes")
		out := make([]byte, {{.ByteLen}})
		f.PutBytes(out, &z)
		require.Equal(t, b, out)
		var w Element
		require.NoError(t, f.SetWideBytes(&w, append(bytes.Clone(b), b...)))
		requireBig(t, mod(decode(append(bytes.Clone(b), b...))), toBig(&w), "SetWideBytes")
	})
}

func FuzzMul(fz *testing.F) {
	fz.Add([]byte{1}, []byte{2})
	fz.Add(bytes.Repeat([]byte{0xff}, {{mul2 .ByteLen}}), bytes.Repeat([]byte{0xfe}, {{mul2 .ByteLen}}))
	fz.Fuzz(func(t *testing.T, a, b []byte) {
		xb, yb := mod(new(big.Int).SetBytes(a)), mod(new(big.Int).SetBytes(b))
		x, y := elem(t, xb), elem(t, yb)
		var z Element
		f.Mul(&z, &x, &y)
		requireBig(t, mod(new(big.Int).Mul(xb, yb)), toBig(&z), "Mul")
		f.Square(&z, &x)
		requireBig(t, mod(new(big.Int).Mul(xb, xb)), toBig(&z), "Square")
		f.Add(&z, &x, &y)
		requireBig(t, mod(new(big.Int).Add(xb, yb)), toBig(&z), "Add")
		f.Sub(&z, &x, &y)
		requireBig(t, mod(new(big.Int).Sub(xb, yb)), toBig(&z), "Sub")
	})
}
`

// benchTmpl holds the benchmarks of a fixed package.
const benchTmpl = `package {{.Pkg}}_test

import "testing"

// benchOp runs op on two random elements.
func benchOp(b *testing.B, op func(z, x, y *Element)) {
	rng := newRand(12)
	x := elem(b, randomBelow(rng, p))
	y := elem(b, randomBelow(rng, p))
	var z Element
	for b.Loop() {
		op(&z, &x, &y)
	}
}

func BenchmarkMul(b *testing.B)    { benchOp(b, func(z, x, y *Element) { f.Mul(x, x, y) }) }
func BenchmarkSquare(b *testing.B) { benchOp(b, func(z, x, y *Element) { f.Square(x, x) }) }
func BenchmarkAdd(b *testing.B)    { benchOp(b, func(z, x, y *Element) { f.Add(x, x, y) }) }
func BenchmarkInverse(b *testing.B) { benchOp(b, func(z, x, y *Element) { f.Inverse(x, x) }) }
func BenchmarkSqrt(b *testing.B)   { benchOp(b, func(z, x, y *Element) { f.Sqrt(z, x) }) }
func BenchmarkSqrtRatio(b *testing.B) {
	benchOp(b, func(z, x, y *Element) { f.SqrtRatio(z, x, y) })
}
`

// opcountTestTmpl proves the exponentiations' operation counts constant.
const opcountTestTmpl = `//go:build curvekit_opcount

package {{.Pkg}}

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

// TestOpCounts proves that Inverse, Sqrt, SqrtRatio and the exponentiations
// perform the same number of multiplications and squarings for 0, 1, p − 1,
// squares, non-squares and random inputs.
func TestOpCounts(t *testing.T) {
	var f Field
	p := f.Modulus()
	rng := rand.New(rand.NewPCG(13, 13))
	random := func() *big.Int {
		b := make([]byte, f.ByteLen()+8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return new(big.Int).Mod(new(big.Int).SetBytes(b), p)
	}
	inputs := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(p, big.NewInt(1))}
	var square, nonSquare *big.Int
	for square == nil || nonSquare == nil {
		x := random()
		switch big.Jacobi(x, p) {
		case 1:
			square = x
		case -1:
			nonSquare = x
		}
	}
	inputs = append(inputs, square, nonSquare, random(), random())
	ops := map[string]func(x, y *Element){
		"Inverse":    func(x, _ *Element) { var z Element; f.Inverse(&z, x) },
		"Sqrt":       func(x, _ *Element) { var z Element; f.Sqrt(&z, x) },
		"SqrtRatio":  func(x, y *Element) { var z Element; f.SqrtRatio(&z, x, y) },
{{- if not .Safegcd}}
		"expInverse": func(x, _ *Element) { var z Element; expInverse(&z, x) },
{{- end}}
		"expC3":      func(x, _ *Element) { var z Element; expC3(&z, x) },
	}
	for name, op := range ops {
		var first [2]uint64
		for i, xb := range inputs {
			for j, yb := range inputs {
				var x, y Element
				require.NoError(t, field.SetBig[Element](f, &x, xb))
				require.NoError(t, field.SetBig[Element](f, &y, yb))
				opCount.Mul, opCount.Square = 0, 0
				op(&x, &y)
				got := [2]uint64{opCount.Mul, opCount.Square}
				if i == 0 && j == 0 {
					first = got
					require.NotZero(t, got[0]+got[1], "%s counted nothing", name)
					continue
				}
				require.Equal(t, first, got, "%s(%v, %v): [muls squares] differ from the count for 0", name, xb, yb)
			}
		}
	}
}
`

// conformanceTmpl runs the shared conformance suite.
const conformanceTmpl = `package {{.Pkg}}_test

import (
	"testing"

	"github.com/curvekit/curvekit/field/fieldtest"
	"github.com/curvekit/curvekit/field/{{.Pkg}}"
)

// TestConformance runs the shared field.Field conformance suite.
func TestConformance(t *testing.T) { fieldtest.Run(t, {{.Pkg}}.Field{}) }

// FuzzArith fuzzes the arithmetic against math/big with the shared suite.
func FuzzArith(f *testing.F) { fieldtest.FuzzArith(f, {{.Pkg}}.Field{}) }
`
