package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewPrimeErrors(t *testing.T) {
	cases := []struct {
		p   *big.Int
		msg string
	}{
		{nil, "field: nil modulus"},
		{big.NewInt(-7), "field: modulus must be greater than 3"},
		{big.NewInt(0), "field: modulus must be greater than 3"},
		{big.NewInt(3), "field: modulus must be greater than 3"},
		{big.NewInt(4), "field: modulus is even"},
		{pow2(255), "field: modulus is even"},
		{big.NewInt(9), "field: modulus is not prime"},
		{sum(pow2(255), big.NewInt(-21)), "field: modulus is not prime"},
		{sum(pow2(599), big.NewInt(1)), "field: modulus is 600 bits, want at most 576"},
		{pow2(576), "field: modulus is 577 bits, want at most 576"},
	}
	for _, tc := range cases {
		f, err := NewPrime(tc.p, BigEndian)
		assert.Nil(t, f)
		assert.EqualError(t, err, tc.msg, "p = %v", tc.p)
	}
	_, err := NewPrime(big.NewInt(7), ByteOrder(2))
	assert.EqualError(t, err, "field: unknown byte order 2")
}

func TestNewPrimeParameters(t *testing.T) {
	p := sum(pow2(255), big.NewInt(-19))
	pCopy := new(big.Int).Set(p)
	f, err := NewPrime(p, LittleEndian)
	require.NoError(t, err)
	assert.Equal(t, pCopy, p, "NewPrime modified its argument")
	assert.Equal(t, 255, f.BitLen())
	assert.Equal(t, 32, f.ByteLen())
	assert.Equal(t, LittleEndian, f.ByteOrder())
	assert.Equal(t, p, f.Modulus())
	f.Modulus().SetInt64(1) // a copy: must not affect f
	assert.Equal(t, p, f.Modulus())
	assert.Equal(t, 4, f.n)

	for _, tc := range []struct {
		bits, limbs, bytes int
	}{{31, 4, 4}, {64, 4, 8}, {255, 4, 32}, {256, 4, 32}, {257, 5, 33}, {384, 6, 48}, {446, 7, 56}, {521, 9, 66}, {576, 9, 72}} {
		p := primeBelow(uint(tc.bits), 2, 1)
		f, err := NewPrime(p, BigEndian)
		require.NoError(t, err)
		assert.Equal(t, tc.limbs, f.n, "%d bits", tc.bits)
		assert.Equal(t, tc.bytes, f.ByteLen(), "%d bits", tc.bits)
		assert.Equal(t, tc.bits, f.BitLen())
	}
}

func TestPrimeArithmetic(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f, p := c.f, c.p
		vals := c.values(newRand(1), 8)
		for _, xb := range vals {
			x := c.elem(xb)
			xm := new(big.Int).Mod(xb, p)
			var z PrimeElement
			f.Neg(&z, &x)
			requireBig(t, new(big.Int).Mod(neg(xm), p), c.big(&z), "−%v", xm)
			f.Square(&z, &x)
			requireBig(t, new(big.Int).Exp(xm, big.NewInt(2), p), c.big(&z), "%v²", xm)
			f.Inverse(&z, &x)
			want := new(big.Int).ModInverse(xm, p)
			if want == nil {
				want = new(big.Int)
			}
			requireBig(t, want, c.big(&z), "1/%v", xm)
			for _, yb := range vals {
				y := c.elem(yb)
				ym := new(big.Int).Mod(yb, p)
				f.Add(&z, &x, &y)
				requireBig(t, new(big.Int).Mod(sum(xm, ym), p), c.big(&z), "%v + %v", xm, ym)
				f.Sub(&z, &x, &y)
				requireBig(t, new(big.Int).Mod(sum(xm, neg(ym)), p), c.big(&z), "%v − %v", xm, ym)
				f.Mul(&z, &x, &y)
				requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xm, ym), p), c.big(&z), "%v · %v", xm, ym)
			}
		}
	})
}

func TestPrimeConstantsAndPredicates(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f, p := c.f, c.p
		var z PrimeElement
		f.One(&z)
		assertBig(t, big.NewInt(1), c.big(&z))
		f.Zero(&z)
		assertBig(t, big.NewInt(0), c.big(&z))
		assert.Equal(t, PrimeElement{}, z, "zero is the zero value")
		assert.Equal(t, 1, f.IsZero(&z))
		for _, v := range []uint64{0, 1, 2, 3, 977, 1 << 63, ^uint64(0)} {
			f.SetUint64(&z, v)
			assertBig(t, new(big.Int).Mod(new(big.Int).SetUint64(v), p), c.big(&z), "SetUint64(%d)", v)
		}
		vals := c.values(newRand(2), 4)
		for _, xb := range vals {
			x := c.elem(xb)
			xm := new(big.Int).Mod(xb, p)
			assert.Equal(t, int(xm.Bit(0)), f.Sgn0(&x), "Sgn0(%v)", xm)
			assert.Equal(t, boolInt(xm.Sign() == 0), f.IsZero(&x))
			var y PrimeElement
			f.Set(&y, &x)
			assert.Equal(t, 1, f.Equal(&x, &y))
			for _, yb := range vals {
				y := c.elem(yb)
				ym := new(big.Int).Mod(yb, p)
				assert.Equal(t, boolInt(xm.Cmp(ym) == 0), f.Equal(&x, &y))
				f.Select(&z, &x, &y, 1)
				assertBig(t, xm, c.big(&z))
				f.Select(&z, &x, &y, 0)
				assertBig(t, ym, c.big(&z))
			}
		}
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestPrimeAliasing checks every combination of shared arguments: z = x,
// z = y, x = y and z = x = y, against the unaliased result.
func TestPrimeAliasing(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f := c.f
		rng := newRand(3)
		x := c.elem(randomBelow(rng, c.p))
		y := c.elem(randomBelow(rng, c.p))
		binary := map[string]func(z, x, y *PrimeElement){
			"Add": f.Add, "Sub": f.Sub, "Mul": f.Mul,
			"Select1":   func(z, x, y *PrimeElement) { f.Select(z, x, y, 1) },
			"Select0":   func(z, x, y *PrimeElement) { f.Select(z, x, y, 0) },
			"SqrtRatio": func(z, x, y *PrimeElement) { f.SqrtRatio(z, x, y) },
		}
		for name, op := range binary {
			var want, wantXX PrimeElement
			op(&want, &x, &y)
			op(&wantXX, &x, &x)
			z := x
			op(&z, &z, &y)
			assert.Equal(t, want, z, "%s z = x", name)
			z = y
			op(&z, &x, &z)
			assert.Equal(t, want, z, "%s z = y", name)
			xx := x
			var z2 PrimeElement
			op(&z2, &xx, &xx)
			assert.Equal(t, wantXX, z2, "%s x = y", name)
			op(&xx, &xx, &xx)
			assert.Equal(t, wantXX, xx, "%s z = x = y", name)
		}
		unary := map[string]func(z, x *PrimeElement){
			"Neg": f.Neg, "Square": f.Square, "Inverse": f.Inverse, "Set": f.Set,
			"Sqrt": func(z, x *PrimeElement) { f.Sqrt(z, x) },
		}
		for name, op := range unary {
			var want PrimeElement
			op(&want, &x)
			z := x
			op(&z, &z)
			assert.Equal(t, want, z, "%s z = x", name)
		}
	})
}

// TestPrimeKernelsStress runs many random multiplications and squarings
// through the kernels of every limb count, on moduli just below a limb
// boundary (the top bit of the top limb set, where carries overflow), just
// above one, and ≡ −1 mod 2^64 (the second kernel family).
func TestPrimeKernelsStress(t *testing.T) {
	iters := 3000
	if testing.Short() {
		iters = 300
	}
	for n := uint(4); n <= 9; n++ {
		for _, p := range []*big.Int{primeBelow(64*n, 4, 3), primeBelow(64*n-63, 8, 5), primeMinusOneMod64(64 * n)} {
			c := newPrimeCase(t, p, BigEndian)
			rng := newRand(uint64(n))
			for range iters {
				xb, yb := randomBelow(rng, p), randomBelow(rng, p)
				x, y := c.elem(xb), c.elem(yb)
				var z PrimeElement
				c.f.Mul(&z, &x, &y)
				requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xb, yb), p), c.big(&z), "%#x · %#x mod %#x", xb, yb, p)
				c.f.Square(&z, &x)
				requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xb, xb), p), c.big(&z), "%#x² mod %#x", xb, p)
			}
		}
	}
}

func TestPrimeKernelFamily(t *testing.T) {
	for _, tc := range []struct {
		p    *big.Int
		kind int
	}{
		{sum(pow2(255), big.NewInt(-19)), crandallKind()},
		{sum(pow2(256), neg(pow2(32)), big.NewInt(-977)), crandallKind()},
		{sum(pow2(252), decInt("27742317777372353535851937790883648493")), 0},
		{hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"), 0},
		{sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), big.NewInt(-1)), 6},
		{sum(pow2(127), big.NewInt(-1)), 6},
		{sum(pow2(521), big.NewInt(-1)), 11},
		{primeBelow(576, 2, 1), 5},
	} {
		f, err := NewPrime(tc.p, BigEndian)
		require.NoError(t, err)
		assert.Equal(t, tc.kind, f.kind, "p = %#x", tc.p)
	}
}

// crandallKind returns the family NewPrime gives a Crandall modulus:
// kindCrandall4ADX where the processor has BMI2 and ADX, kindCrandall4
// elsewhere.
func crandallKind() int {
	if hasADX {
		return kindCrandall4ADX
	}
	return kindCrandall4
}
