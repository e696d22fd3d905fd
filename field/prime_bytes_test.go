package field

import (
	"bytes"
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encode returns x (0 ≤ x < 2^(8n)) as n bytes in the given order.
func encode(x *big.Int, n int, o ByteOrder) []byte {
	b := x.FillBytes(make([]byte, n))
	if o == LittleEndian {
		reverse(b)
	}
	return b
}

func TestPrimeEncoding(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f, p := c.f, c.p
		n, o := f.ByteLen(), f.ByteOrder()
		for _, xb := range c.values(newRand(7), 8) {
			xm := new(big.Int).Mod(xb, p)
			enc := encode(xm, n, o)
			var z PrimeElement
			require.NoError(t, f.SetBytes(&z, enc))
			assertBig(t, xm, c.big(&z))
			out := make([]byte, n)
			f.PutBytes(out, &z)
			assert.Equal(t, enc, out, "round trip of %v", xm)
		}
		// Non-canonical encodings: p, p + 1, and all ones.
		sentinel := c.elem(big.NewInt(12345))
		for _, bad := range []*big.Int{p, sum(p, big.NewInt(1)), sum(pow2(uint(8*n)), big.NewInt(-1))} {
			z := sentinel
			err := f.SetBytes(&z, encode(bad, n, o))
			require.Error(t, err, "%v accepted", bad)
			assert.True(t, errors.Is(err, ErrNotReduced))
			assert.EqualError(t, err, "field: value is not reduced")
			assert.Equal(t, sentinel, z, "receiver changed on error")
		}
		// Wrong lengths.
		for _, l := range []int{0, 1, n - 1, n + 1, 2 * n} {
			if l == n {
				continue
			}
			z := sentinel
			err := f.SetBytes(&z, make([]byte, l))
			require.Error(t, err)
			assert.True(t, errors.Is(err, ErrLength))
			assert.EqualError(t, err, LengthError(l, n).Error())
			assert.Equal(t, sentinel, z, "receiver changed on error")
		}
		assert.PanicsWithValue(t, "field: PutBytes buffer is 3 bytes, want "+itoa(n), func() {
			f.PutBytes(make([]byte, 3), &sentinel)
		})
	})
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func TestPrimeSetWideBytes(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f, p := c.f, c.p
		n, o := f.ByteLen(), f.ByteOrder()
		rng := newRand(8)
		for l := 0; l <= 2*n; l++ {
			for _, fill := range []string{"random", "ones"} {
				b := make([]byte, l)
				for i := range b {
					b[i] = 0xff
					if fill == "random" {
						b[i] = byte(rng.Uint32())
					}
				}
				be := bytes.Clone(b)
				if o == LittleEndian {
					reverse(be)
				}
				want := new(big.Int).Mod(new(big.Int).SetBytes(be), p)
				var z PrimeElement
				require.NoError(t, f.SetWideBytes(&z, b))
				requireBig(t, want, c.big(&z), "%d %s bytes", l, fill)
			}
		}
		// Multiples of p and p − 1 over the full width.
		for _, x := range []*big.Int{new(big.Int).Mul(p, p), sum(new(big.Int).Mul(p, p), big.NewInt(-1)), p} {
			var z PrimeElement
			require.NoError(t, f.SetWideBytes(&z, encode(x, 2*n, o)))
			requireBig(t, new(big.Int).Mod(x, p), c.big(&z))
		}
		sentinel := c.elem(big.NewInt(777))
		z := sentinel
		err := f.SetWideBytes(&z, make([]byte, 2*n+1))
		require.Error(t, err)
		assert.True(t, errors.Is(err, ErrLength))
		assert.EqualError(t, err, WideLengthError(2*n+1, 2*n).Error())
		assert.Equal(t, sentinel, z)
	})
}

func TestPrimeAllocs(t *testing.T) {
	for _, np := range testPrimes() {
		c := newPrimeCase(t, np.p, BigEndian)
		f := c.f
		rng := newRand(9)
		x := c.elem(randomBelow(rng, np.p))
		y := c.elem(randomBelow(rng, np.p))
		var z PrimeElement
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
			assert.Zero(t, testing.AllocsPerRun(5, op), "%s %s allocates", np.name, name)
		}
	}
}

// fuzzPrimes are the moduli the fuzz targets use, one per limb count class.
var fuzzPrimes = []*big.Int{
	sum(pow2(255), big.NewInt(-19)),
	hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"),
	hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"),
	sum(pow2(521), big.NewInt(-1)),
}

// fuzzFields caches the fuzz moduli's fields: NewPrime's primality test is
// far slower than one fuzz iteration.
var fuzzFields sync.Map // int → *Prime

// fuzzCase returns the primeCase for fuzz modulus selector which.
func fuzzCase(t *testing.T, which uint8) *primeCase {
	k := int(which) % (2 * len(fuzzPrimes))
	p := fuzzPrimes[k%len(fuzzPrimes)]
	f, ok := fuzzFields.Load(k)
	if !ok {
		var err error
		f, err = NewPrime(p, ByteOrder(k/len(fuzzPrimes)))
		require.NoError(t, err)
		fuzzFields.Store(k, f)
	}
	return &primeCase{t: t, f: f.(*Prime), p: p}
}

func FuzzSetBytes(f *testing.F) {
	f.Add(uint8(0), []byte{1, 2, 3})
	f.Add(uint8(1), bytes.Repeat([]byte{0xff}, 32))
	f.Add(uint8(3), bytes.Repeat([]byte{0x01}, 66))
	f.Fuzz(func(t *testing.T, which uint8, b []byte) {
		c := fuzzCase(t, which)
		p := c.p
		n, o := c.f.ByteLen(), c.f.ByteOrder()
		var z PrimeElement
		err := c.f.SetBytes(&z, b)
		if len(b) != n {
			require.ErrorIs(t, err, ErrLength)
			return
		}
		be := bytes.Clone(b)
		if o == LittleEndian {
			reverse(be)
		}
		x := new(big.Int).SetBytes(be)
		if x.Cmp(p) >= 0 {
			require.ErrorIs(t, err, ErrNotReduced)
			require.Equal(t, PrimeElement{}, z)
			return
		}
		require.NoError(t, err)
		requireBig(t, x, c.big(&z))
		out := make([]byte, n)
		c.f.PutBytes(out, &z)
		require.Equal(t, b, out)
		var w PrimeElement
		require.NoError(t, c.f.SetWideBytes(&w, append(bytes.Clone(b), b...)))
		wb := new(big.Int).SetBytes(append(bytes.Clone(be), be...))
		requireBig(t, wb.Mod(wb, p), c.big(&w))
	})
}

func FuzzMul(f *testing.F) {
	f.Add(uint8(0), []byte{1}, []byte{2})
	f.Add(uint8(1), bytes.Repeat([]byte{0xff}, 64), bytes.Repeat([]byte{0xfe}, 64))
	f.Fuzz(func(t *testing.T, which uint8, a, b []byte) {
		c := fuzzCase(t, which)
		p := c.p
		xb := new(big.Int).Mod(new(big.Int).SetBytes(a), p)
		yb := new(big.Int).Mod(new(big.Int).SetBytes(b), p)
		x, y := c.elem(xb), c.elem(yb)
		var z PrimeElement
		c.f.Mul(&z, &x, &y)
		requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xb, yb), p), c.big(&z))
		c.f.Square(&z, &x)
		requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xb, xb), p), c.big(&z))
		c.f.Add(&z, &x, &y)
		requireBig(t, new(big.Int).Mod(sum(xb, yb), p), c.big(&z))
		c.f.Sub(&z, &x, &y)
		requireBig(t, new(big.Int).Mod(sum(xb, neg(yb)), p), c.big(&z))
	})
}
