package edwards

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/internal/cpu"
)

// lanePath is one processor path of the lane backend, as the engine sees
// it.
type lanePath struct {
	name string
	lk   laneKernels[fp25519.Element]
}

// lanePaths returns every lane path this processor runs (lanes25519.Paths:
// IFMA and AVX2 where present and not switched off by GODEBUG), and checks
// that edwards25519 took the first; it skips t when there is none.
func lanePaths(t testing.TB) []lanePath {
	t.Helper()
	testCurves(t)
	var ps []lanePath
	for _, p := range lanes25519.Paths() {
		lk := lanesOf[fp25519.Element](p.Kernels)
		require.NotNil(t, lk, "lane path %s does not implement laneKernels", p.Name)
		ps = append(ps, lanePath{p.Name, lk})
	}
	if len(ps) == 0 {
		require.Nil(t, ed25519Fixed.lanes, "a lane backend without a lane path")
		t.Skip("no lane path on this processor (not amd64, purego, or GODEBUG)")
	}
	require.Equal(t, ps[0].lk, ed25519Fixed.lanes, "edwards25519 does not run the first lane path")
	t.Logf("lane paths: %d, first %s", len(ps), ps[0].name)
	return ps
}

// TestLanePathChosen checks the choice of lane backend, made once in New:
// edwards25519 over fp25519 takes IFMA where internal/cpu reports it, else
// AVX2 where it reports that, else none; a curve with a ≠ −1, or over a
// field that is not fp25519.Field (a wrapped one included), takes none.
func TestLanePathChosen(t *testing.T) {
	testCurves(t)
	want := ""
	switch {
	case !laneAssembly:
	case cpu.X86.HasAVX512IFMA:
		want = "ifma"
	case cpu.X86.HasAVX2:
		want = "avx2"
	}
	t.Logf("want lane path %q", want)
	if want == "" {
		require.Nil(t, ed25519Fixed.lanes)
		require.Empty(t, lanes25519.Paths())
	} else {
		require.NotNil(t, ed25519Fixed.lanes)
		require.Equal(t, want, lanes25519.Paths()[0].Name)
		require.Equal(t, lanesOf[fp25519.Element](lanes25519.Paths()[0].Kernels), ed25519Fixed.lanes)
	}
	require.Nil(t, twisted25519.lanes, "lane backend on a curve with a ≠ −1")
	c, err := New(Params[fp25519.Element, fn25519.Element]{
		Name: "edwards25519/plain", Field: plainField{fp25519.Field{}}, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8, EncodingLen: 32,
	})
	require.NoError(t, err)
	require.Nil(t, c.lanes, "lane backend on a wrapped field")
}

// laneTestInputs returns completed points of edwards25519 for the lane
// tests: from extended coordinates (E, H, G, F) = (X, Y, Z, Z) and as the
// results of the engine's doublings, for the identity, the points of small
// order, multiples of the base point, those plus a point of order 8, with
// random Z; and 200 random coordinate sets with limbs anywhere below 2^52
// (extremes favoured), the loosest input the kernels accept — the formulas
// are polynomials, so kernels and formulas must agree on any coordinates.
func laneTestInputs(t *testing.T, rng *rand.Rand) []completed[fp25519.Element] {
	c := ed25519Fixed
	w := c.get()
	defer c.put(w)
	f := fp25519.Field{}
	var pts []extended[fp25519.Element]
	for _, e := range smallOrderEncodings(t) {
		p, err := c.NewIdentityPoint().SetBytes(e)
		require.NoError(t, err)
		pts = append(pts, p.p)
	}
	for i := range 8 {
		p := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
		pts = append(pts, p.p)
		q := c.NewIdentityPoint().Add(p, &point25519{c: c, p: pts[i%8]})
		pts = append(pts, q.p)
	}
	var out []completed[fp25519.Element]
	for _, p := range pts {
		z := randomElement(t, fp25519.Field{}, rng)
		if f.IsZero(&z) == 1 {
			z = fp25519.Element{1}
		}
		f.Mul(&p.X, &p.X, &z)
		f.Mul(&p.Y, &p.Y, &z)
		f.Mul(&p.Z, &p.Z, &z)
		f.Mul(&p.T, &p.T, &z)
		cp := completed[fp25519.Element]{X: p.X, Y: p.Y, Z: p.Z, T: p.Z}
		out = append(out, cp)
		var d completed[fp25519.Element]
		w.doubleC(&d, &cp)
		out = append(out, d)
	}
	for range 200 {
		var r [4]fp25519.Element
		for j := range r {
			for k := range r[j] {
				switch rng.IntN(4) {
				case 0:
					r[j][k] = 1<<52 - 1 - rng.Uint64N(32)
				case 1:
					r[j][k] = rng.Uint64N(32)
				default:
					r[j][k] = rng.Uint64N(1 << 52)
				}
			}
		}
		out = append(out, completed[fp25519.Element]{X: r[0], Y: r[1], Z: r[2], T: r[3]})
	}
	return out
}

// requireLanesEqual fails unless the lane point got holds the four
// coordinates want (completed order, or cached lanes order) mod p, each
// with limbs below 2^52, the input range of the next kernel.
func requireLanesEqual(t *testing.T, got *lanes25519.Point, want [4]fp25519.Element, format string, args ...any) {
	t.Helper()
	f := fp25519.Field{}
	var g [4]fp25519.Element
	ed25519Fixed.lanes.Completed(&g, got)
	what := fmt.Sprintf(format, args...)
	for j := range g {
		for k := range g[j] {
			require.Less(t, g[j][k], uint64(1)<<52, "%s: limb %d of lane %d above 2^52", what, k, j)
		}
		require.Equal(t, 1, f.Equal(&g[j], &want[j]), "%s: lane %d: %x, want %x", what, j, g[j], want[j])
	}
}

// cachedLanes returns the engine's cached point q (Y+X, Y−X, 2·Z, 2d·T) in
// the lanes' cached order (Y−X, Y+X, 2d·T, 2·Z).
func cachedLanes(q *cached[fp25519.Element]) [4]fp25519.Element {
	return [4]fp25519.Element{q.B, q.A, q.T, q.Z}
}

// TestLaneKernelsMatchFormulas proves every lane kernel of every path of
// this processor equal to the engine's one formula for it, coordinate for
// coordinate mod p, run both by the generic formulas (formulas.go,
// coordinates.go) and by their generated copy for fp25519
// (zz_formulas_fp25519.go): Double to doubleC, Double4 to doubleC four
// times, Add and Sub to addCachedC,
// ToCached to toExtended then toCached, FromAffine to the cached form of a
// table entry, OddMultiples to the table built by those formulas, Double2
// and Add2 to the same on each half; with outputs aliasing inputs, on the
// inputs of laneTestInputs, and P − P is the identity.
func TestLaneKernelsMatchFormulas(t *testing.T) {
	paths := lanePaths(t)
	rng := rand.New(rand.NewPCG(91, 92))
	in := laneTestInputs(t, rng)
	c := ed25519Fixed
	engines := []struct {
		name string
		be   backend[fp25519.Element]
	}{{"generated", c.be}, {"generic", &c.arith}}
	require.IsType(t, &arithFp25519{}, c.be)
	var fs fscratch[fp25519.Element]
	toCached := func(be backend[fp25519.Element], r *cached[fp25519.Element], p *completed[fp25519.Element]) {
		var e extended[fp25519.Element]
		be.toExtended(&e, p)
		be.toCached(r, &e)
	}
	for _, lp := range paths {
		lk := lp.lk
		for _, eng := range engines {
			for i := range in {
				p := in[i]
				q := in[(i*7+3)%len(in)]
				var pl, ql, qc, r lanes25519.Point
				lanes25519.FromCompleted(&pl, cmp4(&p))
				lanes25519.FromCompleted(&ql, cmp4(&q))

				var want completed[fp25519.Element]
				eng.be.doubleC(&want, &p, &fs)
				lk.Double(&r, &pl)
				requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: double of input %d", lp.name, eng.name, i)
				r = pl
				lk.Double(&r, &r)
				requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: double in place, input %d", lp.name, eng.name, i)
				for range 3 {
					eng.be.doubleC(&want, &want, &fs)
				}
				lk.Double4(&r, &pl)
				requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: Double4 of input %d", lp.name, eng.name, i)
				r = pl
				lk.Double4(&r, &r)
				requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: Double4 in place, input %d", lp.name, eng.name, i)

				var wc cached[fp25519.Element]
				toCached(eng.be, &wc, &q)
				lk.ToCached(&qc, &ql, &c.laneScale)
				requireLanesEqual(t, &qc, cachedLanes(&wc), "%s/%s: to cached, input %d", lp.name, eng.name, i)
				r = ql
				lk.ToCached(&r, &r, &c.laneScale)
				requireLanesEqual(t, &r, cachedLanes(&wc), "%s/%s: to cached in place, input %d", lp.name, eng.name, i)

				for _, sub := range []bool{false, true} {
					kernel := lk.Add
					if sub {
						kernel = lk.Sub
					}
					eng.be.addCachedC(&want, &p, &wc, sub, &fs)
					kernel(&r, &pl, &qc)
					requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: add (sub %v), input %d", lp.name, eng.name, sub, i)
					r = pl
					kernel(&r, &r, &qc)
					requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: add (sub %v), r = p, input %d", lp.name, eng.name, sub, i)
					r = qc
					kernel(&r, &pl, &r)
					requireLanesEqual(t, &r, *cmp4(&want), "%s/%s: add (sub %v), r = q, input %d", lp.name, eng.name, sub, i)
				}
			}
		}
		// P − P is the identity: x = E/G = 0, y = H/F = 1.
		f := fp25519.Field{}
		for i := range 24 {
			var pl, pc, r lanes25519.Point
			lanes25519.FromCompleted(&pl, cmp4(&in[i]))
			lk.ToCached(&pc, &pl, &c.laneScale)
			lk.Sub(&r, &pl, &pc)
			var e [4]fp25519.Element
			lk.Completed(&e, &r)
			require.Equal(t, 1, f.IsZero(&e[0]), "%s: P − P, input %d: E ≠ 0", lp.name, i)
			require.Equal(t, 1, f.Equal(&e[1], &e[3]), "%s: P − P, input %d: H ≠ F", lp.name, i)
		}
	}
}

// TestLaneTablesAndPairs checks, on every lane path, the kernels built
// from the one-point ones against the engine's formulas, coordinate for
// coordinate mod p: OddMultiples against the table of odd multiples built
// with doubleC, addCachedC, toExtended and toCached (the same schedule),
// for two different points and for the same point twice, and OddMultiple
// against the same table; Double2 and Add2
// against doubleC and addCachedC on each half, in place, for the four
// combinations of additions and subtractions; FromAffine against the
// cached form of the same point with Z = 1; and Join and Split as inverses.
func TestLaneTablesAndPairs(t *testing.T) {
	paths := lanePaths(t)
	rng := rand.New(rand.NewPCG(93, 94))
	in := laneTestInputs(t, rng)
	c := ed25519Fixed
	be := c.be
	var fs fscratch[fp25519.Element]
	toCached := func(r *cached[fp25519.Element], p *completed[fp25519.Element]) {
		var e extended[fp25519.Element]
		be.toExtended(&e, p)
		be.toCached(r, &e)
	}
	// table sets t[j] to the cached (2j+1)·p in lanes order.
	table := func(t *[8][4]fp25519.Element, p *completed[fp25519.Element]) {
		var q, d cached[fp25519.Element]
		var acc, dd completed[fp25519.Element]
		toCached(&q, p)
		t[0] = cachedLanes(&q)
		be.doubleC(&dd, p, &fs)
		toCached(&d, &dd) // 2p
		acc = *p
		for j := 1; j < 8; j++ {
			be.addCachedC(&acc, &acc, &d, false, &fs)
			toCached(&q, &acc)
			t[j] = cachedLanes(&q)
		}
	}
	for _, lp := range paths {
		lk := lp.lk
		for i := 0; i < len(in); i += 3 {
			k := (i + 5) % len(in)
			var a, b lanes25519.Point
			lanes25519.FromCompleted(&a, cmp4(&in[i]))
			lanes25519.FromCompleted(&b, cmp4(&in[k]))

			var t0, t1 [8]lanes25519.Point
			var w0, w1 [8][4]fp25519.Element
			table(&w0, &in[i])
			table(&w1, &in[k])
			lk.OddMultiples(&t0, &t1, &a, &b, &c.laneScale)
			for j := range 8 {
				requireLanesEqual(t, &t0[j], w0[j], "%s: first table, entry %d, input %d", lp.name, j, i)
				requireLanesEqual(t, &t1[j], w1[j], "%s: second table, entry %d, input %d", lp.name, j, k)
			}
			lk.OddMultiples(&t0, &t1, &a, &a, &c.laneScale)
			for j := range 8 {
				requireLanesEqual(t, &t0[j], w0[j], "%s: same point, first table, entry %d", lp.name, j)
				requireLanesEqual(t, &t1[j], w0[j], "%s: same point, second table, entry %d", lp.name, j)
			}
			lk.OddMultiple(&t1, &b, &c.laneScale)
			for j := range 8 {
				requireLanesEqual(t, &t1[j], w1[j], "%s: OddMultiple, entry %d, input %d", lp.name, j, k)
			}

			var pair lanes25519.Pair
			lanes25519.Join(&pair, &a, &b)
			var sa, sb lanes25519.Point
			lanes25519.Split(&sa, &sb, &pair)
			require.Equal(t, a, sa)
			require.Equal(t, b, sb)

			var wa, wb completed[fp25519.Element]
			d := pair
			lk.Double2(&d, &d)
			lanes25519.Split(&sa, &sb, &d)
			be.doubleC(&wa, &in[i], &fs)
			be.doubleC(&wb, &in[k], &fs)
			requireLanesEqual(t, &sa, *cmp4(&wa), "%s: Double2, first, input %d", lp.name, i)
			requireLanesEqual(t, &sb, *cmp4(&wb), "%s: Double2, second, input %d", lp.name, k)

			var qa, qb cached[fp25519.Element]
			toCached(&qa, &in[(i+1)%len(in)])
			toCached(&qb, &in[(i+2)%len(in)])
			var la, lb lanes25519.Point
			lanes25519.FromCached(&la, &[4]fp25519.Element{qa.A, qa.B, qa.Z, qa.T})
			lanes25519.FromCached(&lb, &[4]fp25519.Element{qb.A, qb.B, qb.Z, qb.T})
			for _, ops := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
				acc := pair
				lk.Add2(&acc, &la, &lb, ops[0], ops[1])
				lanes25519.Split(&sa, &sb, &acc)
				be.addCachedC(&wa, &in[i], &qa, ops[0], &fs)
				be.addCachedC(&wb, &in[k], &qb, ops[1], &fs)
				requireLanesEqual(t, &sa, *cmp4(&wa), "%s: Add2 %v, first, input %d", lp.name, ops, i)
				requireLanesEqual(t, &sb, *cmp4(&wb), "%s: Add2 %v, second, input %d", lp.name, ops, k)
			}
		}
		// FromAffine: the table entry (y+x, y−x, 2d·x·y) of each point of
		// laneTestInputs' first inputs is the cached (Y+X, Y−X, 2·Z, 2d·T)
		// with Z = 1.
		f := fp25519.Field{}
		for i := range 24 {
			var e extended[fp25519.Element]
			be.toExtended(&e, &in[i])
			var zi, x, y fp25519.Element
			f.Inverse(&zi, &e.Z)
			f.Mul(&x, &e.X, &zi)
			f.Mul(&y, &e.Y, &zi)
			var aff affine[fp25519.Element]
			be.toAffine(&aff, &x, &y, &fs)
			var r lanes25519.Point
			lk.FromAffine(&r, aff3(&aff))
			e = extended[fp25519.Element]{X: x, Y: y, Z: fp25519.Element{1}}
			f.Mul(&e.T, &x, &y)
			var q cached[fp25519.Element]
			be.toCached(&q, &e)
			requireLanesEqual(t, &r, cachedLanes(&q), "%s: FromAffine, input %d", lp.name, i)
		}
	}
}
