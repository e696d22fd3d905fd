package safegcd

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// divstepsOrig runs n original divsteps on big integers, with ζ = −δ.
func divstepsOrig(n int, zeta int64, f, g *big.Int) (int64, *big.Int, *big.Int) {
	f, g = new(big.Int).Set(f), new(big.Int).Set(g)
	for range n {
		switch {
		case zeta < 0 && g.Bit(0) == 1:
			zeta = -zeta - 1
			f, g = g, new(big.Int).Rsh(new(big.Int).Sub(g, f), 1)
		case g.Bit(0) == 1:
			zeta--
			g = new(big.Int).Rsh(new(big.Int).Add(g, f), 1)
		default:
			zeta--
			g = new(big.Int).Rsh(g, 1)
		}
	}
	return zeta, f, g
}

// TestDivstepsOrig checks the original-divstep batch kernel against
// divsteps on big integers, as TestDivsteps does for the half-delta one.
func TestDivstepsOrig(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 20000 {
		f := randomSigned(rng, 300)
		f.SetBit(f, 0, 1)
		g := randomSigned(rng, 300)
		if i%4 == 0 {
			g.Rsh(g, 200)
		}
		d := int64(rng.IntN(1200)) - 600
		if i%2 == 0 {
			d = int64(rng.IntN(8)) - 4
		}
		var tm matrix
		zeta := divsteps59Orig(d, low64Big(f), low64Big(g), &tm)
		wz, f2, g2 := divstepsOrig(59, d, f, g)
		require.Equal(t, wz, zeta, "ζ")
		checkMatrix(t, &tm, f, g, f2, g2)
	}
}

// TestDivstepsBound checks Divsteps against the values of Theorem 11.2 and
// against the steps the slowest of many random inputs needs.
func TestDivstepsBound(t *testing.T) {
	for d, n := range map[int]int{45: 134, 46: 135, 256: 741, 384: 1110, 521: 1505, 576: 1663} {
		require.Equal(t, n, Divsteps(d), "d = %d", d)
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for _, d := range []int{257, 384, 521, 576} {
		worst := 0
		for range 200 {
			f := randomBits(rng, d)
			f.SetBit(f, 0, 1)
			g := new(big.Int).Rand(rng2(rng), f)
			zeta, n := int64(-1), 0
			for g.Sign() != 0 {
				zeta, f, g = divstepsOrig(1, zeta, f, g)
				n++
			}
			worst = max(worst, n)
		}
		require.Less(t, worst, Divsteps(d), "d = %d", d)
		t.Logf("%d bits: at most %d divsteps for 200 random inputs, bound %d", d, worst, Divsteps(d))
	}
}

// randomBits returns a random integer of exactly bits bits.
func randomBits(rng *rand.Rand, bits int) *big.Int {
	x := new(big.Int)
	for range (bits + 63) / 64 {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(rng.Uint64()))
	}
	x.Rsh(x, uint(64*((bits+63)/64)-bits))
	return x.SetBit(x, bits-1, 1)
}

func limbs9(x *big.Int) *[9]uint64 {
	var z [9]uint64
	for i, w := range x.Bits() {
		z[i] = uint64(w)
	}
	return &z
}

func bigOf9(x *[9]uint64) *big.Int {
	z := new(big.Int)
	for i := 8; i >= 0; i-- {
		z.Lsh(z, 64).Or(z, new(big.Int).SetUint64(x[i]))
	}
	return z
}

// checkWide compares both inversions of w with math/big, with aliasing.
func checkWide(t *testing.T, w *Wide, m, x *big.Int) {
	t.Helper()
	exp := want(x, m)
	if exp.Sign() == 0 && x.Sign() != 0 {
		return // no inverse: the result is unspecified
	}
	var z [9]uint64
	w.Inverse(&z, limbs9(x))
	require.Zero(t, exp.Cmp(bigOf9(&z)), "Inverse(%x) mod %x = %x, want %x", x, m, bigOf9(&z), exp)
	w.InverseVarTime(&z, limbs9(x))
	require.Zero(t, exp.Cmp(bigOf9(&z)), "InverseVarTime(%x) mod %x = %x, want %x", x, m, bigOf9(&z), exp)
	a := limbs9(x)
	w.Inverse(a, a)
	require.Zero(t, exp.Cmp(bigOf9(a)))
	a = limbs9(x)
	w.InverseVarTime(a, a)
	require.Zero(t, exp.Cmp(bigOf9(a)))
}

// wideEdges returns edge values modulo m: 0, 1, 2, m − 1, m − 2, (m ± 1)/2,
// powers of two, their neighbours and m minus them.
func wideEdges(m *big.Int) []*big.Int {
	one := big.NewInt(1)
	out := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(m, one), new(big.Int).Sub(m, big.NewInt(2)),
		new(big.Int).Rsh(m, 1), new(big.Int).Rsh(new(big.Int).Add(m, one), 1)}
	for k := 1; k < m.BitLen(); k += 31 {
		p := new(big.Int).Lsh(one, uint(k))
		out = append(out, p, new(big.Int).Sub(p, one), new(big.Int).Sub(m, p))
	}
	return out
}

// TestWideModuli runs both inversions modulo named moduli and random odd
// moduli of every size from 257 to 576 bits (prime or not).
func TestWideModuli(t *testing.T) {
	named := []string{
		// P-384 p, P-521 p, 2^448 − 2^224 − 1, 2^576 − 1 (not prime), 2^256 + 1.
		"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
		"1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"fffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"10000000000000000000000000000000000000000000000000000000000000001",
	}
	// The moduli of hdBounds (made odd) and the odd numbers next to them.
	for _, hd := range hdBounds {
		m := bigOf9(&hd.max)
		m.SetBit(m, 0, 1)
		for _, k := range []int64{-2, 0, 2} {
			named = append(named, new(big.Int).Add(m, big.NewInt(k)).Text(16))
		}
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for _, s := range named {
		m, _ := new(big.Int).SetString(s, 16)
		w := NewWide(limbs9(m))
		for _, x := range wideEdges(m) {
			checkWide(t, &w, m, x)
		}
		for range 50 {
			checkWide(t, &w, m, new(big.Int).Rand(rng2(rng), m))
		}
	}
	bitsStep := 1
	if testing.Short() {
		bitsStep = 7
	}
	for bits := 257; bits <= 576; bits += bitsStep {
		m := randomBits(rng, bits)
		m.SetBit(m, 0, 1)
		w := NewWide(limbs9(m))
		require.Equal(t, (bits+63)/64, w.Limbs())
		require.LessOrEqual(t, w.Batches(), (Divsteps(bits)+58)/59)
		for _, x := range wideEdges(m) {
			checkWide(t, &w, m, x)
		}
		for range 10 {
			checkWide(t, &w, m, new(big.Int).Rand(rng2(rng), m))
		}
	}
}

func TestNewWidePanics(t *testing.T) {
	require.Panics(t, func() { NewWide(limbs9(new(big.Int).Lsh(big.NewInt(1), 300))) })                                  // even
	require.Panics(t, func() { NewWide(limbs9(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)))) }) // 256 bits
}

// FuzzWideInverse compares both inversions with math/big for fuzzed odd
// moduli above 2^256.
func FuzzWideInverse(f *testing.F) {
	f.Add([]byte{1, 2, 3}, []byte{5})
	f.Fuzz(func(t *testing.T, mb, xb []byte) {
		m := new(big.Int).SetBytes(mb)
		m.SetBit(m, 0, 1).SetBit(m, 256, 1)
		if m.BitLen() > 576 {
			m.Rsh(m, uint(m.BitLen()-576)).SetBit(m, 0, 1)
		}
		w := NewWide(limbs9(m))
		checkWide(t, &w, m, new(big.Int).Mod(new(big.Int).SetBytes(xb), m))
	})
}

func TestWideAllocations(t *testing.T) {
	m := randomBits(rand.New(rand.NewPCG(1, 2)), 521)
	m.SetBit(m, 0, 1)
	w := NewWide(limbs9(m))
	x := limbs9(big.NewInt(12345))
	require.Zero(t, testing.AllocsPerRun(10, func() { w.Inverse(x, x) }))
	require.Zero(t, testing.AllocsPerRun(10, func() { w.InverseVarTime(x, x) }))
}

func BenchmarkWideInverse(b *testing.B) {
	for _, bits := range []int{384, 521, 576} {
		m := randomBits(rand.New(rand.NewPCG(1, 2)), bits)
		m.SetBit(m, 0, 1)
		w := NewWide(limbs9(m))
		x := limbs9(new(big.Int).Rsh(m, 3))
		b.Run(big.NewInt(int64(bits)).String(), func(b *testing.B) {
			for b.Loop() {
				w.Inverse(x, x)
			}
		})
		b.Run(big.NewInt(int64(bits)).String()+"VarTime", func(b *testing.B) {
			for b.Loop() {
				w.InverseVarTime(x, x)
			}
		})
	}
}

// TestHDBounds checks the moduli of hdBounds against the hex of the Coq
// proofs they come from, and the variant and batch count Wide picks.
func TestHDBounds(t *testing.T) {
	proofs := map[int]string{
		590:  "101c840faed222b9ef3bfe933011b277f84ee3d3f6dc8b496d8cd75b8315afec2",
		878:  "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab",
		1033: "fffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		1201: "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		1325: "553d402ae2d5e4bc392bfdd23348b6a26137d053aa03007122696c9fb7a0951f7514f41a6c7018715e1d4944218ea2d852064509ac3491bf86cbb9ba813c985df1e5cef00ad97efb",
	}
	require.Len(t, hdBounds, len(proofs))
	for _, hd := range hdBounds {
		require.Equal(t, proofs[hd.steps], bigOf9(&hd.max).Text(16), "%d steps", hd.steps)
	}
	one := big.NewInt(1)
	pow2 := func(k uint) *big.Int { return new(big.Int).Lsh(one, k) }
	p384, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", 16)
	for _, tc := range []struct {
		name      string
		m         *big.Int
		halfDelta bool
		batches   int
	}{
		{"2^256+1", new(big.Int).Add(pow2(256), one), true, 10},
		{"2^257-1", new(big.Int).Sub(pow2(257), one), false, 13}, // original: 744 steps beat 878
		{"BLS12-381 p", bigOf9(&hdBounds[1].max), true, 15},
		{"P-384 p", p384, true, 18},
		{"2^448-2^224+1", new(big.Int).Add(bigOf9(&hdBounds[2].max), big.NewInt(2)), true, 21},
		{"P-521 p", new(big.Int).Sub(pow2(521), one), true, 21},
		{"2^521+1", new(big.Int).Add(pow2(521), one), true, 23},
		{"2^576-1", new(big.Int).Sub(pow2(576), one), false, 29},
	} {
		w := NewWide(limbs9(tc.m))
		require.Equal(t, tc.halfDelta, w.HalfDelta(), tc.name)
		require.Equal(t, tc.batches, w.Batches(), tc.name)
	}
}

// TestHDBoundsSampled runs half-delta divsteps on random inputs below each
// modulus of hdBounds: a sanity check of the transcription (the proofs are
// what guarantee the bound).
func TestHDBoundsSampled(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, hd := range hdBounds {
		m := bigOf9(&hd.max)
		worst := 0
		for range 100 {
			f := new(big.Int).Rand(rng2(rng), m)
			f.SetBit(f, 0, 1)
			g := new(big.Int).Rand(rng2(rng), f)
			zeta, n := int64(-1), 0
			for g.Sign() != 0 {
				zeta, f, g = hddivsteps(1, zeta, f, g)
				n++
			}
			worst = max(worst, n)
		}
		require.Less(t, worst, hd.steps)
	}
}
