package fp25519

import (
	"math/rand/v2"
	"testing"
)

// randomPoint4 returns four random elements in lane layout with limbs
// anywhere below 2^52, the loosest input the lane kernels accept. The
// formulas are polynomials in the coordinates, so the AVX2 and scalar
// kernels must agree on any four elements, points or not.
func randomPoint4(rng *rand.Rand) point4 {
	var r point4
	for i := range r {
		switch rng.IntN(4) {
		case 0:
			r[i] = 1<<52 - 1 - rng.Uint64N(32)
		case 1:
			r[i] = rng.Uint64N(32)
		default:
			r[i] = rng.Uint64N(1 << 52)
		}
	}
	return r
}

// TestLanesAVX2Kernels checks the AVX2 point kernels (lanes_avx2_amd64.s)
// against the scalar kernels run lane by lane, coordinate for coordinate
// mod p, with outputs below 2^52: on the identity, small-order,
// mixed-order and base-point multiples and their doublings, P − P, random
// elements with extreme limbs, and aliased outputs. Off amd64 (or with
// purego) the AVX2 names are the scalar kernels and the test is trivial.
func TestLanesAVX2Kernels(t *testing.T) {
	if !lanesAVX2Usable() {
		t.Skip("the processor or GODEBUG does not allow AVX2")
	}
	t.Logf("AVX2 lane kernels selected: %v (IFMA: %v)", haveAVX2Lanes, haveIFMA)
	rng := rand.New(rand.NewPCG(41, 42))
	pts, d2 := lanesTestPoints(t, rng)
	var scale point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	var lanes []point4
	for i := range pts {
		var p, pd point4
		f.EdwardsLanesFromExtended(&p, &pts[i])
		point4DoubleGeneric(&pd, &p)
		lanes = append(lanes, p, pd)
	}
	for range 200 {
		lanes = append(lanes, randomPoint4(rng))
	}
	for i, p := range lanes {
		var got, want point4
		point4DoubleAVX2(&got, &p)
		point4DoubleGeneric(&want, &p)
		requirePoint4Equal(t, &got, &want, "double")
		got = p
		point4DoubleAVX2(&got, &got)
		requirePoint4Equal(t, &got, &want, "double in place")

		point4ToCachedAVX2(&got, &p, &scale)
		point4ToCachedGeneric(&want, &p, &scale)
		requirePoint4Equal(t, &got, &want, "to cached")
		got = p
		point4ToCachedAVX2(&got, &got, &scale)
		requirePoint4Equal(t, &got, &want, "to cached in place")

		q := lanes[(i*7+3)%len(lanes)]
		if i%3 == 0 {
			point4ToCachedGeneric(&q, &q, &scale)
		}
		for _, sub := range []bool{false, true} {
			kernel := point4AddAVX2
			if sub {
				kernel = point4SubAVX2
			}
			point4AddGeneric(&want, &p, &q, sub)
			kernel(&got, &p, &q)
			requirePoint4Equal(t, &got, &want, "add/sub")
			got = p
			kernel(&got, &got, &q)
			requirePoint4Equal(t, &got, &want, "add/sub, r = p")
			got = q
			kernel(&got, &p, &got)
			requirePoint4Equal(t, &got, &want, "add/sub, r = q")
		}
		point4AddGeneric(&want, &p, &p, false)
		got = p
		point4AddAVX2(&got, &got, &got)
		requirePoint4Equal(t, &got, &want, "add, r = p = q")
	}
	// P − P is the identity (x = 0, y = 1).
	var p, pc, r point4
	f.EdwardsLanesFromExtended(&p, &pts[6])
	point4ToCachedAVX2(&pc, &p, &scale)
	point4SubAVX2(&r, &p, &pc)
	var e [4]Element
	f.EdwardsLanesToExtended(&e, &r)
	if f.IsZero(&e[0]) != 1 || f.Equal(&e[1], &e[2]) != 1 {
		t.Fatalf("P − P is not the identity: %x", e)
	}
}

// TestLanesSelection checks the lane kernel selection: AVX-512 IFMA if
// present, else AVX2, else the scalar kernels; EdwardsLanesFast reports
// true on either vector path.
func TestLanesSelection(t *testing.T) {
	t.Logf("IFMA: %v, AVX2: %v", haveIFMA, haveAVX2Lanes)
	if haveIFMA && haveAVX2Lanes {
		t.Fatal("both IFMA and AVX2 lane kernels selected")
	}
	if haveAVX2Lanes && !lanesAVX2Usable() {
		t.Fatal("AVX2 lane kernels selected without AVX2")
	}
	if !haveIFMA && lanesAVX2Usable() && !haveAVX2Lanes {
		t.Fatal("AVX2 available without IFMA, but the AVX2 lane kernels are not selected")
	}
	if got := (Field{}).EdwardsLanesFast(); got != (haveIFMA || haveAVX2Lanes) {
		t.Fatalf("EdwardsLanesFast = %v with IFMA %v and AVX2 %v", got, haveIFMA, haveAVX2Lanes)
	}
}

// TestLanesAVX2Pairs checks the AVX2 kernels on the halves of a point8
// (double2AVX2, addPairAVX2) against the scalar kernels on each point, in
// place, for every combination of additions and subtractions.
func TestLanesAVX2Pairs(t *testing.T) {
	if !lanesAVX2Usable() {
		t.Skip("the processor or GODEBUG does not allow AVX2")
	}
	rng := rand.New(rand.NewPCG(43, 44))
	for i := range 100 {
		a, b := randomPoint4(rng), randomPoint4(rng)
		qa, qb := randomPoint4(rng), randomPoint4(rng)
		var p, got point8
		setPoint8(&p, &a, &b)
		double2AVX2(&got, &p)
		var ga, gb, wa, wb point4
		point8Halves(&ga, &gb, &got)
		point4DoubleGeneric(&wa, &a)
		point4DoubleGeneric(&wb, &b)
		requirePoint4Equal(t, &ga, &wa, "double2, first")
		requirePoint4Equal(t, &gb, &wb, "double2, second")
		subA, subB := i%2 == 1, i%4 >= 2
		got = p
		addPairAVX2(&got, &qa, &qb, subA, subB)
		point8Halves(&ga, &gb, &got)
		point4AddGeneric(&wa, &a, &qa, subA)
		point4AddGeneric(&wb, &b, &qb, subB)
		requirePoint4Equal(t, &ga, &wa, "add pair, first")
		requirePoint4Equal(t, &gb, &wb, "add pair, second")
	}
}

// TestLanesAVX2Roots checks the AVX2 lane multiplication and squarings of
// SqrtRatioBatch against the scalar kernels, element for element mod p,
// on edge values with limbs up to 2^52 − 1 and random elements, with
// outputs below 2^52 and aliasing inputs, whichever kernels are selected.
func TestLanesAVX2Roots(t *testing.T) {
	if !lanesAVX2Usable() {
		t.Skip("the processor or GODEBUG does not allow AVX2")
	}
	rng := rand.New(rand.NewPCG(45, 46))
	es := testElements(rng, 200)
	ys := append([]Element(nil), es...)
	rng.Shuffle(len(ys), func(i, j int) { ys[i], ys[j] = ys[j], ys[i] })
	xg, yg := laneGroups(rng, es), laneGroups(rng, ys)
	check := func(got, want *lanes, msg string, n int) {
		t.Helper()
		var g, w [laneCount]Element
		got.elements(&g)
		want.elements(&w)
		for j := range g {
			if f.Equal(&g[j], &w[j]) != 1 {
				t.Fatalf("%s (n = %d), lane %d: %x, want %x", msg, n, j, g[j], w[j])
			}
			requireLoose(t, &g[j])
		}
	}
	for gi := range xg {
		var xl, yl, got, want lanes
		xl.setElements(&xg[gi])
		yl.setElements(&yg[gi])
		lanesMulAVX2(&got, &xl, &yl)
		lanesMulGeneric(&want, &xl, &yl)
		check(&got, &want, "mul", 0)
		got = xl
		lanesMulAVX2(&got, &got, &yl)
		check(&got, &want, "mul in place", 0)
		for _, n := range []int{1, 2, 7} {
			lanesSquareNAVX2(&got, &xl, n)
			lanesSquareNGeneric(&want, &xl, n)
			check(&got, &want, "squarings", n)
			got = xl
			lanesSquareNAVX2(&got, &got, n)
			check(&got, &want, "squarings in place", n)
		}
	}
}

// TestLanesAVX2OddMultiples checks oddMultiples4AVX2 against the scalar
// kernels' table, entry for entry mod p.
func TestLanesAVX2OddMultiples(t *testing.T) {
	if !lanesAVX2Usable() {
		t.Skip("the processor or GODEBUG does not allow AVX2")
	}
	rng := rand.New(rand.NewPCG(47, 48))
	pts, d2 := lanesTestPoints(t, rng)
	var scale point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	for _, pt := range pts {
		var p, d, acc point4
		f.EdwardsLanesFromExtended(&p, &pt)
		var got, want [8]point4
		oddMultiples4AVX2(&got, &p, &scale)
		point4ToCachedGeneric(&want[0], &p, &scale)
		point4DoubleGeneric(&d, &p)
		point4ToCachedGeneric(&d, &d, &scale)
		acc = p
		for j := 1; j < 8; j++ {
			point4AddGeneric(&acc, &acc, &d, false)
			point4ToCachedGeneric(&want[j], &acc, &scale)
		}
		for j := range got {
			requirePoint4Equal(t, &got[j], &want[j], "odd multiple")
		}
	}
}
