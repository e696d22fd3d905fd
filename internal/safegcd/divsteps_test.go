package safegcd

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// hddivsteps runs n half-delta divsteps on big integers, with ζ = −(δ + 1/2).
func hddivsteps(n int, zeta int64, f, g *big.Int) (int64, *big.Int, *big.Int) {
	f, g = new(big.Int).Set(f), new(big.Int).Set(g)
	for range n {
		switch {
		case zeta < 0 && g.Bit(0) == 1:
			zeta = -zeta - 2
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

// randomSigned returns a random integer of up to bits bits, of either sign.
func randomSigned(rng *rand.Rand, bits int) *big.Int {
	x := new(big.Int)
	for range (bits + 63) / 64 {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(rng.Uint64()))
	}
	x.Rsh(x, uint(rng.IntN(bits)))
	if rng.IntN(2) == 0 {
		x.Neg(x)
	}
	return x
}

// checkMatrix requires t·(f, g) = 2^62·(f2, g2).
func checkMatrix(t *testing.T, tm *matrix, f, g, f2, g2 *big.Int) {
	t.Helper()
	row := func(a, b int64) *big.Int {
		x := new(big.Int).Mul(big.NewInt(a), f)
		return x.Add(x, new(big.Int).Mul(big.NewInt(b), g))
	}
	require.Zero(t, row(tm.u, tm.v).Cmp(new(big.Int).Lsh(f2, 62)), "f row")
	require.Zero(t, row(tm.q, tm.r).Cmp(new(big.Int).Lsh(g2, 62)), "g row")
	require.LessOrEqual(t, abs(tm.u)+abs(tm.v), uint64(1)<<62)
	require.LessOrEqual(t, abs(tm.q)+abs(tm.r), uint64(1)<<62)
}

func abs(x int64) uint64 {
	if x < 0 {
		return uint64(-x)
	}
	return uint64(x)
}

// low64Big returns x mod 2^64.
func low64Big(x *big.Int) uint64 {
	return new(big.Int).And(x, new(big.Int).SetUint64(1<<64-1)).Uint64()
}

// TestDivsteps checks the batch kernel against half-delta divsteps on big
// integers: the same ζ, and a matrix that maps the full f, g to the results.
func TestDivsteps(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 20000 {
		f := randomSigned(rng, 300)
		f.SetBit(f, 0, 1)
		g := randomSigned(rng, 300)
		if i%4 == 0 {
			g.Rsh(g, 200) // runs of even steps
		}
		d := int64(rng.IntN(1200)) - 600
		if i%2 == 0 {
			d = int64(rng.IntN(8)) - 4
		}

		var tm matrix
		zeta := divsteps59(d, low64Big(f), low64Big(g), &tm)
		wz, f2, g2 := hddivsteps(59, d, f, g)
		require.Equal(t, wz, zeta, "ζ")
		checkMatrix(t, &tm, f, g, f2, g2)
	}
}

// TestPack checks pack and unpackRow at the limits of the layout.
func TestPack(t *testing.T) {
	for _, w := range []uint64{0, 1, 1<<19 - 1, 1 << 19, 1<<20 - 1, 1<<64 - 1, 0xdeadbeefcafef00d} {
		for _, ab := range [][2]int64{{0, 0}, {1 << 20, 0}, {0, 1 << 20}, {-1 << 20, 0}, {0, -1 << 20},
			{1 << 19, -1 << 19}, {-1<<19 + 3, 1<<19 - 3}, {-5, 7}} {
			p := pack(w, ab[0]<<20+ab[1]<<42)
			a, b := unpackRow(p)
			require.Equal(t, ab, [2]int64{a, b}, "w %#x", w)
			require.Equal(t, w&(1<<20-1), uint64(p)&(1<<20-1))
		}
	}
}
