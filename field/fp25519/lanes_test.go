package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// laneGroups cuts es into groups of laneCount, the last one filled up with
// random picks from es.
func laneGroups(rng *rand.Rand, es []Element) [][laneCount]Element {
	var gs [][laneCount]Element
	for i := 0; i < len(es); i += laneCount {
		var g [laneCount]Element
		for j := range g {
			if i+j < len(es) {
				g[j] = es[i+j]
			} else {
				g[j] = es[rng.IntN(len(es))]
			}
		}
		gs = append(gs, g)
	}
	return gs
}

// TestLanesKernels checks the lane multiplication and squarings (the IFMA
// kernels where the processor has them, else the generic ones) against
// math/big on edge values with limbs up to 2^52 − 1 and random elements,
// the second operand shuffled, and with outputs aliasing inputs.
func TestLanesKernels(t *testing.T) {
	t.Logf("AVX-512 IFMA kernels: %v", haveIFMA)
	rng := rand.New(rand.NewPCG(11, 12))
	es := testElements(rng, 300)
	ys := append([]Element(nil), es...)
	rng.Shuffle(len(ys), func(i, j int) { ys[i], ys[j] = ys[j], ys[i] })
	xg, yg := laneGroups(rng, es), laneGroups(rng, ys)
	for gi := range xg {
		var xl, yl, zl, sl lanes
		xl.setElements(&xg[gi])
		yl.setElements(&yg[gi])
		lanesMul(&zl, &xl, &yl)
		var z, s [laneCount]Element
		zl.elements(&z)
		for _, n := range []int{1, 2, 5} {
			lanesSquareN(&sl, &xl, n)
			sl.elements(&s)
			for j := range s {
				want := new(big.Int).Exp(toBig(&xg[gi][j]), new(big.Int).Lsh(bigOne, uint(n)), bigP)
				requireBig(t, want, toBig(&s[j]), "x = %x, %d squarings", xg[gi][j], n)
				requireLoose(t, &s[j])
			}
		}
		for j := range z {
			want := new(big.Int).Mul(toBig(&xg[gi][j]), toBig(&yg[gi][j]))
			requireBig(t, want.Mod(want, bigP), toBig(&z[j]), "x = %x, y = %x", xg[gi][j], yg[gi][j])
			requireLoose(t, &z[j])
		}
		// Aliasing: z = x = y, and squarings in place.
		al := xl
		lanesMul(&al, &al, &al)
		lanesSquareN(&xl, &xl, 1)
		require.Equal(t, xl, al, "x² by multiplication and by squaring")
	}
}

// TestLanesGenericAgree checks that the IFMA kernels give the generic
// kernels' values (mod p) on the same inputs.
func TestLanesGenericAgree(t *testing.T) {
	if !haveIFMA {
		t.Skip("no AVX-512 IFMA on this processor: only the generic kernels run")
	}
	rng := rand.New(rand.NewPCG(13, 14))
	gs := laneGroups(rng, testElements(rng, 100))
	for gi := 1; gi < len(gs); gi++ {
		var xl, yl, a, b lanes
		xl.setElements(&gs[gi-1])
		yl.setElements(&gs[gi])
		lanesMul(&a, &xl, &yl)
		lanesMulGeneric(&b, &xl, &yl)
		requireLanesEqual(t, &a, &b)
		lanesSquareN(&a, &xl, 7)
		lanesSquareNGeneric(&b, &xl, 7)
		requireLanesEqual(t, &a, &b)
		var in, one, two [2]lanes
		in[0] = xl
		pow22523Lanes(&one, &in, 1)
		var e, r [laneCount]Element
		xl.elements(&e)
		one[0].elements(&r)
		for j := range e {
			var want Element
			pow22523(&want, &e[j])
			require.Equal(t, 1, f.Equal(&want, &r[j]), "x = %x", e[j])
		}
		// The two-chain version, on x and y at once.
		in[1] = yl
		pow22523Lanes(&two, &in, 2)
		requireLanesEqual(t, &two[0], &one[0])
		in[0] = yl
		pow22523Lanes(&one, &in, 1)
		requireLanesEqual(t, &two[1], &one[0])
	}
}

// requireLanesEqual fails unless a and b hold the same elements mod p.
func requireLanesEqual(t *testing.T, a, b *lanes) {
	t.Helper()
	var x, y [laneCount]Element
	a.elements(&x)
	b.elements(&y)
	for j := range x {
		require.Equal(t, 1, f.Equal(&x[j], &y[j]), "lane %d: %x vs %x", j, x[j], y[j])
	}
}

// TestSqrtRatioBatch checks SqrtRatioBatch against SqrtRatio element by
// element for every length up to 3·laneCount + 1 (partial groups), on edge
// values (0, 1, p−1, loose limbs, u = 0, v = 0, squares and non-squares) and
// random ones, and with z aliasing u.
func TestSqrtRatioBatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	es := testElements(rng, 60)
	for n := 0; n <= 3*laneCount+1; n++ {
		for range 8 {
			u, v := make([]Element, n), make([]Element, n)
			for i := range u {
				u[i], v[i] = es[rng.IntN(len(es))], es[rng.IntN(len(es))]
				if rng.IntN(3) == 0 { // make u/v a square: u = v·s²
					s := es[rng.IntN(len(es))]
					square(&s, &s)
					mul(&u[i], &v[i], &s)
				}
			}
			z, ok := make([]Element, n), make([]int, n)
			f.SqrtRatioBatch(z, u, v, ok)
			uz := append([]Element(nil), u...)
			okA := make([]int, n)
			f.SqrtRatioBatch(uz, uz, v, okA) // z aliasing u
			for i := range u {
				var want Element
				wantOK := f.SqrtRatio(&want, &u[i], &v[i])
				require.Equal(t, wantOK, ok[i], "u = %x, v = %x", u[i], v[i])
				require.Equal(t, 1, f.Equal(&want, &z[i]), "u = %x, v = %x", u[i], v[i])
				require.Equal(t, wantOK, okA[i])
				require.Equal(t, 1, f.Equal(&want, &uz[i]))
				requireLoose(t, &z[i])
			}
		}
	}
	require.Panics(t, func() { f.SqrtRatioBatch(make([]Element, 2), make([]Element, 1), make([]Element, 2), make([]int, 2)) })
}

// TestSqrtRatioBatchAllocs checks that SqrtRatioBatch does not allocate.
func TestSqrtRatioBatchAllocs(t *testing.T) {
	u, v, z, ok := make([]Element, 20), make([]Element, 20), make([]Element, 20), make([]int, 20)
	for i := range u {
		u[i], v[i] = Element{uint64(i) + 2}, Element{3}
	}
	require.Zero(t, testing.AllocsPerRun(10, func() { f.SqrtRatioBatch(z, u, v, ok) }))
}

// BenchmarkSqrtRatioBatch times SqrtRatioBatch on 128 elements (two per
// signature of a batch of 64) and reports the time per element.
func BenchmarkSqrtRatioBatch(b *testing.B) {
	const n = 128
	u, v, z, ok := make([]Element, n), make([]Element, n), make([]Element, n), make([]int, n)
	for i := range u {
		u[i], v[i] = Element{uint64(i) + 2, 5}, Element{3, 7}
	}
	for b.Loop() {
		f.SqrtRatioBatch(z, u, v, ok)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/element")
}
