package edwards

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// latFromBig converts x (< 2^512) to a latNat.
func latFromBig(x *big.Int) *latNat {
	z := new(latNat)
	setBigWords(z, x)
	return z
}

// latToBig converts x to a big.Int.
func latToBig(x *latNat) *big.Int {
	z := new(big.Int)
	for i := latWords - 1; i >= 0; i-- {
		z.Lsh(z, 64)
		z.Or(z, new(big.Int).SetUint64(x[i]))
	}
	return z
}

// vecA returns the signed a of v.
func vecA(v *halfVector) *big.Int {
	a := latToBig(&v.aAbs)
	if v.aNeg {
		a.Neg(a)
	}
	return a
}

// checkVector checks a ≡ t·k (mod M), t > 0 and both within bound bits.
func checkVector(t *testing.T, l *halfLattice, v *halfVector, k *big.Int, bound int) {
	t.Helper()
	m := latToBig(&l.m)
	tt := latToBig(&v.t)
	require.Positive(t, tt.Sign(), "t for k = %v", k)
	d := new(big.Int).Mul(tt, k)
	d.Sub(d, vecA(v))
	require.Zero(t, d.Mod(d, m).Sign(), "a ≢ t·k for k = %v", k)
	require.LessOrEqual(t, tt.BitLen(), bound, "t for k = %v", k)
	require.LessOrEqual(t, latToBig(&v.aAbs).BitLen(), bound, "a for k = %v", k)
	if v.aNeg {
		require.NotZero(t, latToBig(&v.aAbs).Sign(), "−0 for k = %v", k)
	}
}

// halfTestKs returns edge-case challenges below n and random ones.
func halfTestKs(t *testing.T, n *big.Int, h uint64, random int) []*big.Int {
	one := big.NewInt(1)
	pow := func(e int) *big.Int { return new(big.Int).Lsh(one, uint(e)) }
	half := (new(big.Int).Mul(n, new(big.Int).SetUint64(h)).BitLen() + 1) / 2
	ks := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(8),
		new(big.Int).Sub(n, one), new(big.Int).Sub(n, big.NewInt(2)),
		new(big.Int).Rsh(n, 1), new(big.Int).Rsh(n, 3), new(big.Int).Div(n, big.NewInt(3)),
		new(big.Int).Sub(pow(half), one), pow(half), new(big.Int).Add(pow(half), one),
		pow(half + 1), pow(half + 30), pow(half + 61), pow(half + 62), pow(half + 63), pow(half + 64),
		pow(half + 100), new(big.Int).Sub(pow(n.BitLen()-1), one), pow(n.BitLen() - 2),
		// Large quotients at later steps: k close to M/j for small j.
		new(big.Int).Add(new(big.Int).Div(new(big.Int).Mul(n, new(big.Int).SetUint64(h)), big.NewInt(int64(h+1))), pow(20)),
	}
	for range random {
		k, err := rand.Int(rand.Reader, n)
		require.NoError(t, err)
		ks = append(ks, k)
	}
	out := ks[:0]
	for _, k := range ks {
		if k.Cmp(n) < 0 {
			out = append(out, k)
		}
	}
	return out
}

// refSplit runs the extended Euclidean algorithm on (m, k) with math/big
// and returns (r_i, t_i) and (r_(i−1), t_(i−1)) for the first i with
// r_i < 2^half, t signed.
func refSplit(m, k *big.Int, half int) (r, tt, rPrev, tPrev *big.Int) {
	r0, r1 := new(big.Int).Set(m), new(big.Int).Set(k)
	t0, t1 := big.NewInt(0), big.NewInt(1)
	for r1.BitLen() > half {
		q, rem := new(big.Int).QuoRem(r0, r1, new(big.Int))
		t2 := new(big.Int).Sub(t0, new(big.Int).Mul(q, t1))
		r0, r1, t0, t1 = r1, rem, t1, t2
	}
	return r1, t1, r0, t0
}

// normalised returns the halfVector for the lattice vector (r, t), t ≠ 0.
func normalised(r, tt *big.Int) (a, t *big.Int) {
	if tt.Sign() < 0 {
		return new(big.Int).Neg(r), new(big.Int).Neg(tt)
	}
	return r, tt
}

// latticeCase is an order n and a cofactor h for the lattice tests.
type latticeCase struct {
	name string
	n    *big.Int
	h    uint64
}

// halfLatticeCases returns the lattices of the real curves, and of
// edwards25519's order with h = 12 (t must be coprime to 3 as well).
func halfLatticeCases() []latticeCase {
	return []latticeCase{
		{"edwards25519", l25519, 8},
		{"edwards448", q448, 4},
		{"edwards25519 with h = 12", l25519, 12},
	}
}

// TestHalfLatticeReference checks split against the extended Euclidean
// algorithm in math/big on edge-case and random challenges.
func TestHalfLatticeReference(t *testing.T) {
	cases := append(halfLatticeCases(), latticeCase{"a 60-bit order", big.NewInt(1152921504606846883), 8})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			l, ok := newHalfLattice(tc.n, tc.h)
			require.True(t, ok)
			m := latToBig(&l.m)
			var s latticeScratch
			var v, prev halfVector
			random := 5000
			if testing.Short() {
				random = 500
			}
			for _, k := range halfTestKs(t, tc.n, tc.h, random) {
				moved := l.split(&s, &v, &prev, latFromBig(k))
				r, tt, rPrev, tPrev := refSplit(m, k, l.half)
				a, ts := normalised(r, tt)
				require.Equal(t, a, vecA(&v), "a for k = %v", k)
				require.Equal(t, ts, latToBig(&v.t), "t for k = %v", k)
				require.Equal(t, tPrev.Sign() != 0, moved, "k = %v", k)
				if moved {
					a, ts := normalised(rPrev, tPrev)
					require.Equal(t, a, vecA(&prev), "previous a for k = %v", k)
					require.Equal(t, ts, latToBig(&prev.t), "previous t for k = %v", k)
				}
			}
		})
	}
}

// TestHalfLatticeSplit checks split's vector and previous vector (a ≡ t·k
// mod h·n, within their bit bounds) and the Stdlib alternatives of H to
// H + halfSlackBits bits, and logs how often t is not coprime to h and how
// often each alternative size would do.
func TestHalfLatticeSplit(t *testing.T) {
	testCurves(t)
	for _, tc := range halfLatticeCases() {
		t.Run(tc.name, func(t *testing.T) {
			l, ok := newHalfLattice(tc.n, tc.h)
			require.True(t, ok)
			m := new(big.Int).Mul(tc.n, new(big.Int).SetUint64(tc.h))
			require.Equal(t, m, latToBig(&l.m))
			require.Equal(t, (m.BitLen()+1)/2, l.half)
			var s latticeScratch
			var v, prev, alt halfVector
			even, fixed := 0, [halfSlackBits + 1]int{}
			ks := halfTestKs(t, tc.n, tc.h, 2000)
			for _, k := range ks {
				moved := l.split(&s, &v, &prev, latFromBig(k))
				checkVector(t, &l, &v, k, l.half)
				if !moved {
					require.Equal(t, k, vecA(&v))
					require.Equal(t, int64(1), latToBig(&v.t).Int64())
					continue
				}
				checkVector(t, &l, &prev, k, 64*l.nw)
				if l.coprime(&v.t) {
					continue
				}
				even++
				for e := range fixed {
					if l.alternative(&s, &alt, &v, &prev, l.half+e) {
						checkVector(t, &l, &alt, k, l.half+e)
						fixed[e]++
					}
				}
			}
			t.Logf("%d challenges, %d with t not coprime to h; alternatives within H+0..%d bits: %v", len(ks), even, halfSlackBits, fixed)
		})
	}
}

// BenchmarkHalfLatticeSplit times split on a random Ed25519 challenge.
func BenchmarkHalfLatticeSplit(b *testing.B) {
	l, _ := newHalfLattice(l25519, 8)
	k, _ := rand.Int(rand.Reader, l25519)
	kk := latFromBig(k)
	var s latticeScratch
	var v, prev halfVector
	for b.Loop() {
		l.split(&s, &v, &prev, kk)
	}
}

// FuzzHalfLattice checks split on arbitrary challenges against the extended
// Euclidean algorithm in math/big, for edwards25519 and edwards448.
func FuzzHalfLattice(f *testing.F) {
	f.Add([]byte{1}, false)
	f.Add([]byte{0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14}, true)
	l25519h, _ := newHalfLattice(l25519, 8)
	l448h, _ := newHalfLattice(q448, 4)
	f.Fuzz(func(t *testing.T, b []byte, ed448 bool) {
		l, n := &l25519h, l25519
		if ed448 {
			l, n = &l448h, q448
		}
		k := new(big.Int).SetBytes(b)
		k.Mod(k, n)
		var s latticeScratch
		var v, prev halfVector
		moved := l.split(&s, &v, &prev, latFromBig(k))
		r, tt, _, tPrev := refSplit(latToBig(&l.m), k, l.half)
		a, ts := normalised(r, tt)
		if a.Cmp(vecA(&v)) != 0 || ts.Cmp(latToBig(&v.t)) != 0 || moved != (tPrev.Sign() != 0) {
			t.Fatalf("k = %v: got (%v, %v), want (%v, %v)", k, vecA(&v), latToBig(&v.t), a, ts)
		}
	})
}
