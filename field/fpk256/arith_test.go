package fpk256

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var F Field

func TestConstants(t *testing.T) {
	require.Equal(t, 0, F.Modulus().Cmp(pBig))
	require.Equal(t, 0, toBig(&Element{p0, p1, p2, p3}).Cmp(pBig))
	cBig := new(big.Int).Sub(bigPow2(256), pBig)
	require.Equal(t, cBig.Uint64(), uint64(c))
	assert.Equal(t, 32, F.ByteLen())
	assert.Equal(t, 256, F.BitLen())
	assert.Equal(t, pBig.BitLen(), F.BitLen())
	// p ≡ 3 (mod 4), which Sqrt relies on.
	require.Equal(t, uint64(3), new(big.Int).And(pBig, big.NewInt(3)).Uint64())
	require.True(t, pBig.ProbablyPrime(20))
}

func TestSmallSetters(t *testing.T) {
	var z Element
	F.One(&z)
	requireEqualBig(t, big.NewInt(1), &z)
	F.Zero(&z)
	require.Equal(t, 1, F.IsZero(&z))
	for _, v := range []uint64{0, 1, 21, 1 << 63, ^uint64(0)} {
		F.SetUint64(&z, v)
		requireEqualBig(t, new(big.Int).SetUint64(v), &z)
	}
	x := Element{5, 6, 7, 8}
	F.Set(&z, &x)
	require.Equal(t, x, z)
}

func TestBinaryOpsVsBig(t *testing.T) {
	r := newRand(1)
	vs := testValues(r, 40)
	for i := range vs {
		for j := range vs {
			x, y := vs[i], vs[j]
			xb, yb := toBig(&x), toBig(&y)
			msg := fmt.Sprintf("x=%x y=%x", xb, yb)
			var z Element
			F.Add(&z, &x, &y)
			requireEqualBig(t, new(big.Int).Add(xb, yb), &z, "add "+msg)
			F.Sub(&z, &x, &y)
			requireEqualBig(t, new(big.Int).Sub(xb, yb), &z, "sub "+msg)
			F.Mul(&z, &x, &y)
			requireEqualBig(t, new(big.Int).Mul(xb, yb), &z, "mul "+msg)
		}
	}
}

func TestUnaryOpsVsBig(t *testing.T) {
	r := newRand(2)
	for _, x := range testValues(r, 300) {
		xb := toBig(&x)
		msg := fmt.Sprintf("x=%x", xb)
		var z Element
		F.Square(&z, &x)
		requireEqualBig(t, new(big.Int).Mul(xb, xb), &z, "square "+msg)
		F.Neg(&z, &x)
		requireEqualBig(t, new(big.Int).Neg(xb), &z, "neg "+msg)
		for _, v := range []uint32{0, 1, 2, 3, 7, 21, 977, 1<<32 - 1} {
			F.MulSmall(&z, &x, v)
			requireEqualBig(t, new(big.Int).Mul(xb, big.NewInt(int64(v))), &z, "mulsmall %d %s", v, msg)
		}
		F.Inverse(&z, &x)
		want := new(big.Int)
		if xb.Sign() != 0 {
			want.ModInverse(xb, pBig)
		}
		requireEqualBig(t, want, &z, "inverse "+msg)
	}
}

// TestCarryPaths drives the reduction into its rare branches: products just
// above multiples of p, sums just above p and 2^256, and wide values with
// every high limb saturated.
func TestCarryPaths(t *testing.T) {
	pm1 := fromBig(new(big.Int).Sub(pBig, big.NewInt(1)))
	var z Element
	// (p−1)² ≡ 1.
	F.Mul(&z, &pm1, &pm1)
	require.Equal(t, Element{1}, z)
	F.Square(&z, &pm1)
	require.Equal(t, Element{1}, z)
	// (p−1) + (p−1) = p − 2.
	F.Add(&z, &pm1, &pm1)
	requireEqualBig(t, new(big.Int).Sub(pBig, big.NewInt(2)), &z)
	// (p−1) + 1 = 0; 0 − 1 = p − 1.
	one := Element{1}
	F.Add(&z, &pm1, &one)
	require.Equal(t, Element{}, z)
	F.Sub(&z, &Element{}, &one)
	require.Equal(t, pm1, z)
	// Sums landing in [p, 2^256) without a carry: (p−1) + c... is below 2^256
	// only for small addends; x = 2^256 − c − 1 − k and y = k + 1.
	for _, k := range []int64{0, 1, 976, 977, 0x1000003d0} {
		x := fromBig(new(big.Int).Sub(pBig, big.NewInt(k+1)))
		y := fromBig(big.NewInt(k + 1))
		F.Add(&z, &x, &y)
		require.Equal(t, Element{}, z, "k=%d", k)
	}
	// Reduction of every 512-bit pattern with saturated limbs.
	for mask := 0; mask < 256; mask++ {
		var w [8]uint64
		for i := range w {
			if mask>>i&1 == 1 {
				w[i] = ^uint64(0)
			}
		}
		reduceWide(&z, &w)
		want := new(big.Int)
		for i := 7; i >= 0; i-- {
			want.Lsh(want, 64).Or(want, new(big.Int).SetUint64(w[i]))
		}
		requireEqualBig(t, want, &z, "mask %08b", mask)
	}
}

func TestPredicates(t *testing.T) {
	r := newRand(3)
	vs := testValues(r, 20)
	for i := range vs {
		x := vs[i]
		assert.Equal(t, b2i(toBig(&x).Sign() == 0), F.IsZero(&x))
		assert.Equal(t, int(toBig(&x).Bit(0)), F.Sgn0(&x))
		for j := range vs {
			y := vs[j]
			assert.Equal(t, b2i(x == y), F.Equal(&x, &y))
			var z Element
			F.Select(&z, &x, &y, 1)
			assert.Equal(t, x, z)
			F.Select(&z, &x, &y, 0)
			assert.Equal(t, y, z)
		}
	}
	// Elements differing in one bit of one limb.
	for i := 0; i < 256; i++ {
		x := Element{}
		x[i/64] = 1 << (i % 64)
		assert.Equal(t, 0, F.Equal(&x, &Element{}))
		assert.Equal(t, 0, F.IsZero(&x))
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestAliasing checks every method with outputs aliasing inputs in every
// combination against the non-aliased result.
func TestAliasing(t *testing.T) {
	r := newRand(4)
	binary := map[string]func(z, x, y *Element){
		"Add": F.Add, "Sub": F.Sub, "Mul": F.Mul,
		"Select0":   func(z, x, y *Element) { F.Select(z, x, y, 0) },
		"Select1":   func(z, x, y *Element) { F.Select(z, x, y, 1) },
		"SqrtRatio": func(z, x, y *Element) { F.SqrtRatio(z, x, y) },
	}
	unary := map[string]func(z, x *Element){
		"Set": F.Set, "Neg": F.Neg, "Square": F.Square, "Inverse": F.Inverse,
		"Sqrt":     func(z, x *Element) { F.Sqrt(z, x) },
		"MulSmall": func(z, x *Element) { F.MulSmall(z, x, 21) },
	}
	for i := 0; i < 20; i++ {
		x0, y0 := randomElement(r), randomElement(r)
		if i%2 == 0 {
			// Make x0/y0 a square for SqrtRatio: x0 = s²·y0.
			s := randomElement(r)
			F.Square(&x0, &s)
			F.Mul(&x0, &x0, &y0)
		}
		for name, op := range binary {
			var want Element
			x, y := x0, y0
			op(&want, &x, &y)
			x, y = x0, y0
			op(&x, &x, &y) // z = x
			assert.Equal(t, want, x, "%s z=x", name)
			x, y = x0, y0
			op(&y, &x, &y) // z = y
			assert.Equal(t, want, y, "%s z=y", name)

			var wantSame Element
			x, xx := x0, x0
			op(&wantSame, &x, &xx)
			x = x0
			op(&x, &x, &x) // z = x = y
			assert.Equal(t, wantSame, x, "%s z=x=y", name)
			var z Element
			x = x0
			op(&z, &x, &x) // x = y
			assert.Equal(t, wantSame, z, "%s x=y", name)
		}
		for name, op := range unary {
			var want Element
			x := x0
			op(&want, &x)
			op(&x, &x)
			assert.Equal(t, want, x, "%s z=x", name)
		}
	}
}

func TestAllocs(t *testing.T) {
	x, y := Element{1, 2, 3, 4}, Element{5, 6, 7, 8}
	var z Element
	ops := map[string]func(){
		"Mul":       func() { F.Mul(&z, &x, &y) },
		"Square":    func() { F.Square(&z, &x) },
		"Add":       func() { F.Add(&z, &x, &y) },
		"Sub":       func() { F.Sub(&z, &x, &y) },
		"Inverse":   func() { F.Inverse(&z, &x) },
		"Sqrt":      func() { F.Sqrt(&z, &x) },
		"SqrtRatio": func() { F.SqrtRatio(&z, &x, &y) },
		"SetBytes":  func() { _ = F.SetBytes(&z, make([]byte, 32)) },
		"SetWide":   func() { _ = F.SetWideBytes(&z, make([]byte, 64)) },
		"PutBytes":  func() { var b [32]byte; F.PutBytes(b[:], &x) },
	}
	for name, op := range ops {
		assert.Equal(t, 0.0, testing.AllocsPerRun(20, op), name)
	}
}

// TestReduce5Boundaries checks the folding step where its sum lands on
// either side of 2^256, for the extreme top words.
func TestReduce5Boundaries(t *testing.T) {
	cBig := big.NewInt(c)
	lows := []*big.Int{
		big.NewInt(0), big.NewInt(1),
		new(big.Int).Sub(pBig, big.NewInt(1)), pBig,
		new(big.Int).Add(pBig, big.NewInt(1)),
		new(big.Int).Sub(bigPow2(256), big.NewInt(1)),
	}
	for _, r4 := range []uint64{0, 1, 2, 1 << 32, 1 << 33, 1<<34 - 1} {
		// r + (r4+1)·c = 2^256 + δ for δ around 0.
		q := new(big.Int).Mul(new(big.Int).SetUint64(r4+1), cBig)
		edge := new(big.Int).Sub(bigPow2(256), q)
		cases := append([]*big.Int{}, lows...)
		cases = append(cases, edge, new(big.Int).Sub(edge, big.NewInt(1)), new(big.Int).Add(edge, big.NewInt(1)))
		for _, r := range cases {
			e := fromBigRaw(r)
			var z Element
			reduce5(&z, e[0], e[1], e[2], e[3], r4)
			want := new(big.Int).Lsh(new(big.Int).SetUint64(r4), 256)
			want.Add(want, r)
			requireEqualBig(t, want, &z, "r4=%d r=%x", r4, r)
		}
	}
}

// fromBigRaw returns the low 256 bits of v in limbs, without reduction.
func fromBigRaw(v *big.Int) (e Element) {
	b := new(big.Int).Set(v).FillBytes(make([]byte, 32))
	for i := 0; i < 4; i++ {
		for j := 0; j < 8; j++ {
			e[i] |= uint64(b[31-8*i-j]) << (8 * j)
		}
	}
	return e
}
