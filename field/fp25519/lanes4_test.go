package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// lanesTestPoints returns edwards25519 points in extended coordinates with
// random Z: multiples of the base point B (RFC 8032 §5.1: y = 4/5, x even),
// the identity, the points of order 2 and 4, and their sums; and 2d.
func lanesTestPoints(t *testing.T, rng *rand.Rand) (pts [][4]Element, d2 Element) {
	t.Helper()
	var d, y, u, v, x, one Element
	one = Element{1}
	// d = −121665/121666 mod p.
	dBig := new(big.Int).Mul(big.NewInt(-121665), new(big.Int).ModInverse(big.NewInt(121666), bigP))
	d = fromBig(dBig.Mod(dBig, bigP))
	f.Add(&d2, &d, &d)
	yBig := new(big.Int).Mul(big.NewInt(4), new(big.Int).ModInverse(big.NewInt(5), bigP))
	y = fromBig(yBig.Mod(yBig, bigP))
	square(&u, &y)
	mul(&v, &u, &d)
	f.Sub(&u, &u, &one)
	f.Add(&v, &v, &one)
	require.Equal(t, 1, f.SqrtRatio(&x, &u, &v))
	ext := func(x, y Element) [4]Element {
		var p [4]Element
		var z Element
		z = fromBig(randBig(rng))
		if f.IsZero(&z) == 1 {
			z = one
		}
		mul(&p[0], &x, &z)
		mul(&p[1], &y, &z)
		p[2] = z
		mul(&p[3], &x, &y)
		mul(&p[3], &p[3], &z)
		return p
	}
	var zero, minusOne Element
	f.Neg(&minusOne, &one)
	pts = append(pts, ext(zero, one), ext(zero, minusOne), ext(sqrtM1, zero))
	var nsq Element
	f.Neg(&nsq, &sqrtM1)
	pts = append(pts, ext(nsq, zero))
	b := ext(x, y)
	var bc [4]Element
	testToCached(&bc, &b, &d2)
	acc := b
	for range 12 {
		pts = append(pts, acc)
		var c [4]Element
		testAddExtended(&c, &acc, &bc)
		completedToExtended(&acc, &c)
	}
	// Mixed-order points: B's multiples plus the order-4 point.
	var tc [4]Element
	testToCached(&tc, &pts[2], &d2)
	for i := 4; i < 10; i++ {
		var c [4]Element
		testAddExtended(&c, &pts[i], &tc)
		var e [4]Element
		completedToExtended(&e, &c)
		pts = append(pts, e)
	}
	return pts, d2
}

// requirePoint4Equal fails unless a and b hold the same four elements mod p.
func requirePoint4Equal(t *testing.T, a, b *point4, msg string) {
	t.Helper()
	var x, y [4]Element
	point4Elements(&x, a)
	point4Elements(&y, b)
	for j := range x {
		require.Equal(t, 1, f.Equal(&x[j], &y[j]), "%s: coordinate %d: %x vs %x", msg, j, x[j], y[j])
		requireLoose(t, &x[j])
	}
}

// TestLanes4Kernels checks the lane point kernels (IFMA where available)
// against the scalar kernels run lane by lane, coordinate for coordinate
// mod p, on sums, differences and doublings of small-order, mixed-order and
// base-point multiples (the identity included), with aliased outputs.
func TestLanes4Kernels(t *testing.T) {
	t.Logf("AVX-512 IFMA kernels: %v", haveIFMA)
	rng := rand.New(rand.NewPCG(31, 32))
	pts, d2 := lanesTestPoints(t, rng)
	var scale point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	for i := range pts {
		var p, pd point4
		f.EdwardsLanesFromExtended(&p, &pts[i])
		// Round trip through completed lanes.
		var back [4]Element
		f.EdwardsLanesToExtended(&back, &p)
		for j := range 3 {
			var l, r Element
			mul(&l, &back[j], &pts[i][2])
			mul(&r, &pts[i][j], &back[2])
			require.Equal(t, 1, f.Equal(&l, &r), "round trip of point %d", i)
		}
		f.EdwardsLanesDouble(&pd, &p)
		var want point4
		point4DoubleGeneric(&want, &p)
		requirePoint4Equal(t, &pd, &want, "double")
		al := p
		f.EdwardsLanesDouble(&al, &al)
		requirePoint4Equal(t, &al, &want, "double in place")

		var c, cw point4
		f.EdwardsLanesToCached(&c, &pd, &scale)
		point4ToCachedGeneric(&cw, &pd, &scale)
		requirePoint4Equal(t, &c, &cw, "to cached")
		for k := range pts {
			var q, qc, r, rw point4
			f.EdwardsLanesFromExtended(&q, &pts[k])
			f.EdwardsLanesToCached(&qc, &q, &scale)
			f.EdwardsLanesAdd(&r, &pd, &qc)
			point4AddGeneric(&rw, &pd, &qc, false)
			requirePoint4Equal(t, &r, &rw, "add")
			f.EdwardsLanesSub(&r, &pd, &qc)
			point4AddGeneric(&rw, &pd, &qc, true)
			requirePoint4Equal(t, &r, &rw, "sub")
			r = pd
			f.EdwardsLanesAdd(&r, &r, &qc)
			point4AddGeneric(&rw, &pd, &qc, false)
			requirePoint4Equal(t, &r, &rw, "add in place")
		}
	}
	// P − P is the identity: E = 0 and H = F ≠ 0... as a point, x = 0, y = 1.
	var p, pc, r point4
	f.EdwardsLanesFromExtended(&p, &pts[6])
	f.EdwardsLanesToCached(&pc, &p, &scale)
	f.EdwardsLanesSub(&r, &p, &pc)
	var e [4]Element
	f.EdwardsLanesToExtended(&e, &r)
	require.Equal(t, 1, f.IsZero(&e[0]))
	require.Equal(t, 1, f.Equal(&e[1], &e[2]))
}

// TestLanes4Affine checks EdwardsLanesFromAffine's lane order against
// EdwardsLanesToCached of the same point with Z = 1.
func TestLanes4Affine(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	pts, d2 := lanesTestPoints(t, rng)
	var scale point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	for _, p := range pts {
		var zi, x, y, xy Element
		f.Inverse(&zi, &p[2])
		mul(&x, &p[0], &zi)
		mul(&y, &p[1], &zi)
		mul(&xy, &x, &y)
		var aff [3]Element
		f.Add(&aff[0], &y, &x)
		f.Sub(&aff[1], &y, &x)
		mul(&aff[2], &xy, &d2)
		var a, pl, c point4
		f.EdwardsLanesFromAffine(&a, &aff)
		f.EdwardsLanesFromExtended(&pl, &[4]Element{x, y, {1}, xy})
		f.EdwardsLanesToCached(&c, &pl, &scale)
		requirePoint4Equal(t, &a, &c, "affine")
	}
}

// BenchmarkLanes4 times one addition and one doubling in lane layout.
func BenchmarkLanes4(b *testing.B) {
	var p, q point4
	for i := range p {
		p[i], q[i] = uint64(i+1)<<40, uint64(i+3)<<40
	}
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			f.EdwardsLanesAdd(&p, &p, &q)
		}
	})
	b.Run("double", func(b *testing.B) {
		for b.Loop() {
			f.EdwardsLanesDouble(&p, &p)
		}
	})
	b.Run("scalarAddCompleted", func(b *testing.B) {
		var pc, qc [4]Element
		point4Elements(&pc, &p)
		point4Elements(&qc, &q)
		for b.Loop() {
			laneScalarAdd(&pc, &pc, &qc, false)
		}
	})
	b.Run("scalarDoubleCompleted", func(b *testing.B) {
		var pc [4]Element
		point4Elements(&pc, &p)
		for b.Loop() {
			laneScalarDouble(&pc, &pc)
		}
	})
}

// TestLanesOddMultiples checks the two-table kernel (two points side by
// side with IFMA) against oddMultiples4, one point at a time, entry for
// entry mod p, on every pair of test points (the same point twice
// included).
func TestLanesOddMultiples(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	pts, d2 := lanesTestPoints(t, rng)
	var scale point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	for i := range pts {
		for _, k := range []int{i, (i + 5) % len(pts)} {
			var t0, t1, w0, w1 [8]point4
			f.EdwardsLanesOddMultiples(&t0, &t1, &pts[i], &pts[k], &d2)
			var a, b point4
			f.EdwardsLanesFromExtended(&a, &pts[i])
			f.EdwardsLanesFromExtended(&b, &pts[k])
			oddMultiples4(&w0, &a, &scale)
			oddMultiples4(&w1, &b, &scale)
			for j := range 8 {
				requirePoint4Equal(t, &t0[j], &w0[j], "first table")
				requirePoint4Equal(t, &t1[j], &w1[j], "second table")
			}
		}
	}
}

// TestLanesPairs checks the two-point doubling and addition against the
// one-point kernels on each half, coordinate for coordinate mod p, for the
// four combinations of addition and subtraction, with the identity as an
// operand, and Join and Split as inverses.
func TestLanesPairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 38))
	pts, d2 := lanesTestPoints(t, rng)
	var scale, id point4
	f.EdwardsLanesCachedScale(&scale, &d2)
	f.EdwardsLanesFromAffine(&id, &[3]Element{{1}, {1}, {}})
	for i := range pts {
		k := (i + 3) % len(pts)
		var a, b, qa, qb point4
		f.EdwardsLanesFromExtended(&a, &pts[i])
		f.EdwardsLanesFromExtended(&b, &pts[k])
		f.EdwardsLanesDouble(&a, &a) // a general completed point
		f.EdwardsLanesToCached(&qa, &b, &scale)
		f.EdwardsLanesToCached(&qb, &a, &scale)
		var p8 point8
		f.EdwardsLanesJoin(&p8, &a, &b)
		var sa, sb point4
		f.EdwardsLanesSplit(&sa, &sb, &p8)
		require.Equal(t, a, sa)
		require.Equal(t, b, sb)

		var d8 point8
		f.EdwardsLanesDouble2(&d8, &p8)
		var wa, wb, ga, gb point4
		f.EdwardsLanesDouble(&wa, &a)
		f.EdwardsLanesDouble(&wb, &b)
		f.EdwardsLanesSplit(&ga, &gb, &d8)
		requirePoint4Equal(t, &ga, &wa, "double2 first")
		requirePoint4Equal(t, &gb, &wb, "double2 second")

		for _, ops := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			for _, opB := range []*point4{&qb, &id} {
				acc := p8
				f.EdwardsLanesAdd2(&acc, &qa, opB, ops[0], ops[1])
				apply := func(r, p, q *point4, sub bool) {
					if sub {
						f.EdwardsLanesSub(r, p, q)
					} else {
						f.EdwardsLanesAdd(r, p, q)
					}
				}
				apply(&wa, &a, &qa, ops[0])
				apply(&wb, &b, opB, ops[1])
				f.EdwardsLanesSplit(&ga, &gb, &acc)
				requirePoint4Equal(t, &ga, &wa, "add2 first")
				requirePoint4Equal(t, &gb, &wb, "add2 second")
			}
		}
	}
}

// testToCached sets r (cached) = p (extended): (Y+X, Y−X, 2·Z, k·T), k = 2d.
func testToCached(r, p *[4]Element, k *Element) {
	var c [4]Element
	addSub(&c[0], &c[1], &p[1], &p[0])
	Field{}.Add(&c[2], &p[2], &p[2])
	mul(&c[3], &p[3], k)
	*r = c
}

// testAddExtended sets r (completed) = p (extended) + q (cached), through
// laneScalarAdd: (X, Y, Z, T) is the completed (E, H, G, F) = (X, Y, Z, Z).
func testAddExtended(r, p, q *[4]Element) {
	c := [4]Element{p[0], p[1], p[2], p[2]}
	laneScalarAdd(r, &c, q, false)
}
