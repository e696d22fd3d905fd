package main

// testTmpl is the arithmetic test file of a fixed package: math/big is the
// oracle, field.Prime with the same modulus a second one.
const testTmpl = `package {{.Pkg}}_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/{{.Pkg}}"
)

type Element = {{.Pkg}}.Element

var (
	f = {{.Pkg}}.Field{}
	p = f.Modulus()
)

// elem returns x mod p as an element.
func elem(t testing.TB, x *big.Int) Element {
	var z Element
	require.NoError(t, field.SetBig[Element](f, &z, new(big.Int).Mod(x, p)))
	return z
}

// toBig returns the integer x represents.
func toBig(x *Element) *big.Int { return field.Big[Element](f, x) }

// requireBig stops the test unless got = want.
func requireBig(t testing.TB, want, got *big.Int, format string, args ...any) {
	t.Helper()
	if want.Cmp(got) != 0 {
		require.Fail(t, "integers differ", "want %#x\n got %#x\n%s", want, got, fmt.Sprintf(format, args...))
	}
}

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// edges returns 0, 1, 2, p − 1, p − 2, (p ± 1)/2, the Montgomery radix
// 2^{{mul64 .N}} mod p and powers of two.
func edges() []*big.Int {
	out := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2),
		new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Sub(p, big.NewInt(2)),
		new(big.Int).Rsh(p, 1), new(big.Int).Rsh(new(big.Int).Add(p, big.NewInt(1)), 1),
		new(big.Int).Mod(pow2({{mul64 .N}}), p),
	}
	for _, k := range []int{1, 63, 64, 65, 128, {{.BitLen}} - 2, {{.BitLen}} - 1} {
		out = append(out, pow2(k))
	}
	return out
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x{{.Pkg | printf "%x"}})) }

// randomBelow returns a uniform integer in [0, m).
func randomBelow(rng *rand.Rand, m *big.Int) *big.Int {
	b := make([]byte, (m.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), m)
}

// values returns the edge values and k random ones.
func values(seed uint64, k int) []*big.Int {
	rng := newRand(seed)
	out := edges()
	for range k {
		out = append(out, randomBelow(rng, p))
	}
	return out
}

func mod(x *big.Int) *big.Int { return new(big.Int).Mod(x, p) }

func TestParameters(t *testing.T) {
	want, _ := new(big.Int).SetString("{{.ModHex}}", 16)
	assert.Equal(t, 0, want.Cmp(p))
	assert.True(t, p.ProbablyPrime(32))
	assert.Equal(t, {{.BitLen}}, f.BitLen())
	assert.Equal(t, {{.ByteLen}}, f.ByteLen())
	assert.Equal(t, {{.Order}}, f.ByteOrder())
	f.Modulus().SetInt64(1)
	assert.Equal(t, 0, want.Cmp(f.Modulus()), "Modulus must return a copy")
	var z Element
	assert.Equal(t, 1, f.IsZero(&z), "the zero value is 0")
	f.One(&z)
	requireBig(t, big.NewInt(1), toBig(&z), "One")
}

func TestArithmetic(t *testing.T) {
	vals := values(1, 12)
	for _, xb := range vals {
		x, xm := elem(t, xb), mod(xb)
		var z Element
		f.Neg(&z, &x)
		requireBig(t, mod(new(big.Int).Neg(xm)), toBig(&z), "−%#x", xm)
		f.Square(&z, &x)
		requireBig(t, mod(new(big.Int).Mul(xm, xm)), toBig(&z), "%#x²", xm)
		f.Inverse(&z, &x)
		want := new(big.Int).ModInverse(xm, p)
		if want == nil {
			want = new(big.Int)
		}
		requireBig(t, want, toBig(&z), "1/%#x", xm)
		assert.Equal(t, int(xm.Bit(0)), f.Sgn0(&x), "Sgn0(%#x)", xm)
		assert.Equal(t, boolInt(xm.Sign() == 0), f.IsZero(&x), "IsZero(%#x)", xm)
		for _, yb := range vals {
			y, ym := elem(t, yb), mod(yb)
			f.Add(&z, &x, &y)
			requireBig(t, mod(new(big.Int).Add(xm, ym)), toBig(&z), "%#x + %#x", xm, ym)
			f.Sub(&z, &x, &y)
			requireBig(t, mod(new(big.Int).Sub(xm, ym)), toBig(&z), "%#x − %#x", xm, ym)
			f.Mul(&z, &x, &y)
			requireBig(t, mod(new(big.Int).Mul(xm, ym)), toBig(&z), "%#x · %#x", xm, ym)
			assert.Equal(t, boolInt(xm.Cmp(ym) == 0), f.Equal(&x, &y))
			f.Select(&z, &x, &y, 1)
			assert.Equal(t, x, z)
			f.Select(&z, &x, &y, 0)
			assert.Equal(t, y, z)
		}
	}
	for _, v := range []uint64{0, 1, 2, 1 << 63, ^uint64(0)} {
		var z Element
		f.SetUint64(&z, v)
		requireBig(t, mod(new(big.Int).SetUint64(v)), toBig(&z), "SetUint64(%d)", v)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestAgainstPrime checks every operation against field.Prime over the same
// modulus, an independent implementation with run-time kernels.
func TestAgainstPrime(t *testing.T) {
	g, err := field.NewPrime(p, {{.Order}})
	require.NoError(t, err)
	conv := func(x *Element) field.PrimeElement {
		var e field.PrimeElement
		require.NoError(t, field.SetBig[field.PrimeElement](g, &e, toBig(x)))
		return e
	}
	check := func(what string, x *Element, y *field.PrimeElement) {
		requireBig(t, field.Big[field.PrimeElement](g, y), toBig(x), "%s: fixed field and Prime differ", what)
	}
	for _, xb := range values(2, 8) {
		x := elem(t, xb)
		gx := conv(&x)
		var z Element
		var gz field.PrimeElement
		f.Inverse(&z, &x)
		g.Inverse(&gz, &gx)
		check("Inverse", &z, &gz)
		ok, gok := f.Sqrt(&z, &x), g.Sqrt(&gz, &gx)
		require.Equal(t, gok, ok)
		check("Sqrt", &z, &gz)
		for _, yb := range values(3, 4) {
			y := elem(t, yb)
			gy := conv(&y)
			ok, gok := f.SqrtRatio(&z, &x, &y), g.SqrtRatio(&gz, &gx, &gy)
			require.Equal(t, gok, ok)
			check("SqrtRatio", &z, &gz)
		}
	}
}

// TestAliasing checks outputs aliasing inputs against unaliased results.
func TestAliasing(t *testing.T) {
	rng := newRand(4)
	x := elem(t, randomBelow(rng, p))
	y := elem(t, randomBelow(rng, p))
	binary := map[string]func(z, x, y *Element){
		"Add": f.Add, "Sub": f.Sub, "Mul": f.Mul,
		"Select": func(z, x, y *Element) { f.Select(z, x, y, 1) },
		"SqrtRatio": func(z, x, y *Element) { f.SqrtRatio(z, x, y) },
	}
	for name, op := range binary {
		var want, wantXX Element
		op(&want, &x, &y)
		op(&wantXX, &x, &x)
		z := x
		op(&z, &z, &y)
		assert.Equal(t, want, z, "%s z = x", name)
		z = y
		op(&z, &x, &z)
		assert.Equal(t, want, z, "%s z = y", name)
		xx := x
		op(&xx, &xx, &xx)
		assert.Equal(t, wantXX, xx, "%s z = x = y", name)
	}
	unary := map[string]func(z, x *Element){
		"Neg": f.Neg, "Square": f.Square, "Inverse": f.Inverse, "Set": f.Set,
		"Sqrt": func(z, x *Element) { f.Sqrt(z, x) },
	}
	for name, op := range unary {
		var want Element
		op(&want, &x)
		z := x
		op(&z, &z)
		assert.Equal(t, want, z, "%s z = x", name)
	}
}

// checkRoot checks a Sqrt-style result for the integer want.
func checkRoot(t *testing.T, z *Element, ok int, want *big.Int, what string) {
	t.Helper()
	isSquare := want.Sign() == 0 || big.Jacobi(want, p) == 1
	require.Equal(t, boolInt(isSquare), ok, "%s: square? %#x", what, want)
	zb := toBig(z)
	if !isSquare {
		require.Equal(t, 0, zb.Sign(), "%s: non-square must give 0", what)
		return
	}
	requireBig(t, want, mod(new(big.Int).Mul(zb, zb)), "%s: root of %#x", what, want)
	require.Equal(t, uint(0), zb.Bit(0), "%s: root must have Sgn0 = 0", what)
}

// sqrtInputs returns edge values, random values and random squares.
func sqrtInputs(seed uint64) []*big.Int {
	rng := newRand(seed)
	vals := values(seed, 8)
	for range 8 {
		r := randomBelow(rng, p)
		vals = append(vals, mod(new(big.Int).Mul(r, r)))
	}
	return vals
}

func TestSqrt(t *testing.T) {
	for _, xb := range sqrtInputs(5) {
		x := elem(t, xb)
		var z Element
		ok := f.Sqrt(&z, &x)
		checkRoot(t, &z, ok, mod(xb), "Sqrt")
	}
}

func TestSqrtRatio(t *testing.T) {
	us := sqrtInputs(6)
	vs := append(sqrtInputs(7)[:8], big.NewInt(0))
	for _, ub := range us {
		for _, vb := range vs {
			u, v := elem(t, ub), elem(t, vb)
			um, vm := mod(ub), mod(vb)
			var z Element
			ok := f.SqrtRatio(&z, &u, &v)
			switch {
			case um.Sign() == 0:
				require.Equal(t, 1, ok, "0/%#x", vm)
				require.Equal(t, 0, toBig(&z).Sign())
			case vm.Sign() == 0:
				require.Equal(t, 0, ok, "%#x/0", um)
				require.Equal(t, 0, toBig(&z).Sign())
			default:
				ratio := mod(new(big.Int).Mul(um, new(big.Int).ModInverse(vm, p)))
				checkRoot(t, &z, ok, ratio, "SqrtRatio")
			}
		}
	}
}

func TestAllocs(t *testing.T) {
	rng := newRand(8)
	x := elem(t, randomBelow(rng, p))
	y := elem(t, randomBelow(rng, p))
	var z Element
	buf := make([]byte, f.ByteLen())
	wide := make([]byte, 2*f.ByteLen())
	ops := map[string]func(){
		"Mul":          func() { f.Mul(&z, &x, &y) },
		"Square":       func() { f.Square(&z, &x) },
		"Add":          func() { f.Add(&z, &x, &y) },
		"Inverse":      func() { f.Inverse(&z, &x) },
		"Sqrt":         func() { f.Sqrt(&z, &x) },
		"SqrtRatio":    func() { f.SqrtRatio(&z, &x, &y) },
		"PutBytes":     func() { f.PutBytes(buf, &x) },
		"SetBytes":     func() { _ = f.SetBytes(&z, buf) },
		"SetWideBytes": func() { _ = f.SetWideBytes(&z, wide) },
	}
	for name, op := range ops {
		assert.Zero(t, testing.AllocsPerRun(10, op), "%s allocates", name)
	}
}
`

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
		"expInverse": func(x, _ *Element) { var z Element; expInverse(&z, x) },
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
