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
