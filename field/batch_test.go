package field

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mersenne31 is the prime 2^31 − 1 used by the test double below.
const mersenne31 = 1<<31 - 1

// m31Elem is an element of GF(2^31 − 1), held reduced in its one limb.
type m31Elem [1]uint64

// m31Field is a deliberately simple, variable-time Field[m31Elem] that lets
// this package test BatchInverse without depending on any real field.
type m31Field struct{}

var _ Field[m31Elem] = m31Field{}

func (m31Field) Zero(z *m31Elem)                { z[0] = 0 }
func (m31Field) One(z *m31Elem)                 { z[0] = 1 }
func (m31Field) Set(z, x *m31Elem)              { *z = *x }
func (m31Field) SetUint64(z *m31Elem, v uint64) { z[0] = v % mersenne31 }
func (m31Field) Add(z, x, y *m31Elem)           { z[0] = (x[0] + y[0]) % mersenne31 }
func (m31Field) Sub(z, x, y *m31Elem)           { z[0] = (x[0] + mersenne31 - y[0]) % mersenne31 }
func (m31Field) Neg(z, x *m31Elem)              { z[0] = (mersenne31 - x[0]) % mersenne31 }
func (m31Field) Mul(z, x, y *m31Elem)           { z[0] = x[0] * y[0] % mersenne31 }
func (m31Field) Square(z, x *m31Elem)           { z[0] = x[0] * x[0] % mersenne31 }
func (f m31Field) Inverse(z, x *m31Elem)        { z[0] = f.pow(x[0], mersenne31-2) }
func (m31Field) Equal(x, y *m31Elem) int        { return b2i(x[0] == y[0]) }
func (m31Field) IsZero(x *m31Elem) int          { return b2i(x[0] == 0) }
func (m31Field) Sgn0(x *m31Elem) int            { return int(x[0] & 1) }
func (m31Field) ByteLen() int                   { return 4 }
func (m31Field) BitLen() int                    { return 31 }
func (m31Field) ByteOrder() ByteOrder           { return BigEndian }
func (m31Field) Modulus() *big.Int              { return big.NewInt(mersenne31) }

func (m31Field) Select(z, a, b *m31Elem, cond int) {
	if cond == 1 {
		*z = *a
	} else {
		*z = *b
	}
}

func (m31Field) pow(x, e uint64) uint64 {
	r := uint64(1)
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = r * x % mersenne31
		}
		x = x * x % mersenne31
	}
	return r
}

// Sqrt uses x^((p+1)/4), as p ≡ 3 (mod 4).
func (f m31Field) Sqrt(z, x *m31Elem) int {
	r := f.pow(x[0], (mersenne31+1)/4)
	if r*r%mersenne31 != x[0] {
		z[0] = 0
		return 0
	}
	if r&1 == 1 {
		r = mersenne31 - r
	}
	z[0] = r
	return 1
}

func (f m31Field) SqrtRatio(z, u, v *m31Elem) int {
	if u[0] == 0 {
		z[0] = 0
		return 1
	}
	if v[0] == 0 {
		z[0] = 0
		return 0
	}
	var w m31Elem
	f.Inverse(&w, v)
	f.Mul(&w, &w, u)
	return f.Sqrt(z, &w)
}

func (m31Field) SetBytes(z *m31Elem, b []byte) error {
	if len(b) != 4 {
		return LengthError(len(b), 4)
	}
	v := uint64(b[0])<<24 | uint64(b[1])<<16 | uint64(b[2])<<8 | uint64(b[3])
	if v >= mersenne31 {
		return NotReducedError()
	}
	z[0] = v
	return nil
}

func (m31Field) PutBytes(b []byte, x *m31Elem) {
	if len(b) != 4 {
		panic("m31: wrong length")
	}
	b[0], b[1], b[2], b[3] = byte(x[0]>>24), byte(x[0]>>16), byte(x[0]>>8), byte(x[0])
}

func (m31Field) SetWideBytes(z *m31Elem, b []byte) error {
	if len(b) > 8 {
		return WideLengthError(len(b), 8)
	}
	v := new(big.Int).SetBytes(b)
	z[0] = v.Mod(v, big.NewInt(mersenne31)).Uint64()
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// countingField wraps a field and counts the calls BatchInverse makes.
type countingField struct {
	Field[m31Elem]
	inverse, mul, sel, isZero int
}

func (c *countingField) Inverse(z, x *m31Elem) { c.inverse++; c.Field.Inverse(z, x) }
func (c *countingField) Mul(z, x, y *m31Elem)  { c.mul++; c.Field.Mul(z, x, y) }
func (c *countingField) IsZero(x *m31Elem) int { c.isZero++; return c.Field.IsZero(x) }
func (c *countingField) Select(z, a, b *m31Elem, cond int) {
	c.sel++
	c.Field.Select(z, a, b, cond)
}

// batchInput returns n random elements, each zero with probability zeroProb.
func batchInput(rng *rand.Rand, n int, zeroProb float64) []m31Elem {
	s := make([]m31Elem, n)
	for i := range s {
		if rng.Float64() >= zeroProb {
			s[i][0] = 1 + rng.Uint64N(mersenne31-1)
		}
	}
	return s
}

// wantInverses returns the elementwise inverses of s, computed one by one.
func wantInverses(s []m31Elem) []m31Elem {
	want := make([]m31Elem, len(s))
	for i := range s {
		m31Field{}.Inverse(&want[i], &s[i])
	}
	return want
}

func TestBatchInverse(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var f Field[m31Elem] = m31Field{}
	for _, n := range []int{0, 1, 2, 3, 4, 7, 16, 33} {
		for _, zeroProb := range []float64{0, 0.3, 0.7, 1} {
			src := batchInput(rng, n, zeroProb)
			orig := slices.Clone(src)
			want := wantInverses(src)

			dst := make([]m31Elem, n)
			BatchInverse(f, dst, src)
			require.Equal(t, want, dst, "n=%d src=%v", n, orig)
			require.Equal(t, orig, src, "src was modified")

			BatchInverse(f, src, src)
			require.Equal(t, want, src, "in place, n=%d src=%v", n, orig)
		}
	}
}

func TestBatchInverseZeroPositions(t *testing.T) {
	var f Field[m31Elem] = m31Field{}
	cases := [][]uint64{
		{0}, {0, 0}, {0, 5}, {5, 0}, {0, 5, 0}, {5, 0, 0, 7}, {0, 0, 3},
		{1, 0, 1}, {mersenne31 - 1, 0, 2}, {2, 3, 0},
	}
	for _, c := range cases {
		src := make([]m31Elem, len(c))
		for i, v := range c {
			src[i][0] = v
		}
		want := wantInverses(src)
		dst := make([]m31Elem, len(c))
		BatchInverse(f, dst, src)
		assert.Equal(t, want, dst, "src=%v", c)
		BatchInverse(f, src, src)
		assert.Equal(t, want, src, "in place, src=%v", c)
	}
}

// TestBatchInverseCallCounts checks that there is exactly one inversion and
// that the sequence of field calls does not depend on which entries are zero.
func TestBatchInverseCallCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 20
	var first *countingField
	for _, zeroProb := range []float64{0, 0.5, 1} {
		c := &countingField{Field: m31Field{}}
		src := batchInput(rng, n, zeroProb)
		BatchInverse[m31Elem](c, make([]m31Elem, n), src)
		require.Equal(t, 1, c.inverse)
		require.Equal(t, 3*(n-1), c.mul)
		if first == nil {
			first = c
			continue
		}
		require.Equal(t, *first, *c, "call counts depend on the zero pattern")
	}
}

func TestBatchInversePanics(t *testing.T) {
	var f Field[m31Elem] = m31Field{}
	s := make([]m31Elem, 8)
	for i := range s {
		s[i][0] = uint64(i + 1)
	}
	require.PanicsWithValue(t, "field: BatchInverse: len(dst) = 3 but len(src) = 4", func() {
		BatchInverse(f, s[:3], s[4:8])
	})
	require.Panics(t, func() { BatchInverse(f, s[1:5], s[0:4]) })
	require.Panics(t, func() { BatchInverse(f, s[0:4], s[3:7]) })
	// Adjacent but disjoint slices are fine.
	require.NotPanics(t, func() { BatchInverse(f, s[0:4], s[4:8]) })
}

func TestBatchInverseAllocs(t *testing.T) {
	var f Field[m31Elem] = m31Field{}
	src := batchInput(rand.New(rand.NewPCG(5, 6)), 64, 0.2)
	dst := make([]m31Elem, len(src))
	allocs := testing.AllocsPerRun(100, func() { BatchInverse(f, dst, src) })
	require.Zero(t, allocs, "distinct dst and src")
	allocs = testing.AllocsPerRun(100, func() { BatchInverse(f, dst, dst) })
	require.Equal(t, 1.0, allocs, "in place: one scratch slice")
}
