package edwards

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// TestScalarBaseMultPair checks ScalarBaseMultPair against two
// ScalarBaseMult calls on every test curve (edwards25519 and edwards448
// over their fixed fields and over field.Prime, and the a = −4 curve): on
// random pairs and on every pair of the edge scalars 0, 1, 2, n−1 and
// 2^k mod n, and that 0 gives the identity and 1 the generator. The
// receivers start as the identity, as other points, or as the same point.
func TestScalarBaseMultPair(t *testing.T) {
	testCurves(t)
	t.Run("edwards25519/fp25519", func(t *testing.T) { testScalarBaseMultPair(t, ed25519Fixed) })
	t.Run("edwards25519/Prime", func(t *testing.T) { testScalarBaseMultPair(t, ed25519Prime) })
	t.Run("edwards25519-a=-4/fp25519", func(t *testing.T) { testScalarBaseMultPair(t, twisted25519) })
	t.Run("edwards448/fp448", func(t *testing.T) { testScalarBaseMultPair(t, ed448Fixed) })
	t.Run("edwards448/Prime", func(t *testing.T) { testScalarBaseMultPair(t, ed448Prime) })
}

func testScalarBaseMultPair[E, S any](t *testing.T, c *Curve[E, S]) {
	one := big.NewInt(1)
	edges := []*S{
		scalarOf(t, c, big.NewInt(0)),
		scalarOf(t, c, one),
		scalarOf(t, c, big.NewInt(2)),
		scalarOf(t, c, new(big.Int).Sub(c.n, one)),
		scalarOf(t, c, new(big.Int).Lsh(one, uint(c.n.BitLen()-1))),
		scalarOf(t, c, new(big.Int).Sub(new(big.Int).Lsh(one, uint(8*c.fs.ByteLen())), one)),
	}
	check := func(s, u *S, what string) {
		wantS := c.NewIdentityPoint().ScalarBaseMult(s)
		wantU := c.NewIdentityPoint().ScalarBaseMult(u)
		v, q := c.NewIdentityPoint(), c.NewIdentityPoint()
		require.Same(t, v, v.ScalarBaseMultPair(q, s, u))
		require.Equal(t, 1, v.Equal(wantS), "%s: s·G", what)
		require.Equal(t, 1, q.Equal(wantU), "%s: t·G", what)
		require.Equal(t, wantS.Bytes(), v.Bytes(), what)
		require.Equal(t, wantU.Bytes(), q.Bytes(), what)
		// Bound receivers holding other points, and one point for both.
		v2, q2 := c.NewGeneratorPoint(), c.NewGeneratorPoint()
		v2.ScalarBaseMultPair(q2, s, u)
		require.Equal(t, 1, v2.Equal(wantS), "%s: bound s·G", what)
		require.Equal(t, 1, q2.Equal(wantU), "%s: bound t·G", what)
		v2.ScalarBaseMultPair(v2, s, u)
		require.Equal(t, 1, v2.Equal(wantU), "%s: v = q holds t·G", what)
	}
	for i, s := range edges {
		for j, u := range edges {
			check(s, u, fmt.Sprintf("edges %d, %d", i, j))
		}
	}
	for i := range 24 {
		check(randomScalar(t, c), randomScalar(t, c), fmt.Sprintf("random %d", i))
	}
	v, q := c.NewIdentityPoint(), c.NewIdentityPoint()
	v.ScalarBaseMultPair(q, edges[0], edges[1])
	require.Equal(t, 1, v.Equal(c.NewIdentityPoint()), "0·G")
	require.Equal(t, 1, q.Equal(c.NewGeneratorPoint()), "1·G")
}

// TestBaseMultPairLanes checks baseMultPairLanes on every lane path of this
// processor, and baseMultPairScalar (the path of curves without lanes),
// against the formulas' baseMultScalar for each scalar alone, on pairs of
// the edge scalars 0, 1, 8, ℓ−1, 2^252 and on random pairs.
func TestBaseMultPairLanes(t *testing.T) {
	testCurves(t)
	k := ed25519Fixed
	w := k.get()
	defer k.put(w)
	one := big.NewInt(1)
	var edges []*fn25519.Element
	for _, x := range []*big.Int{big.NewInt(0), one, big.NewInt(8), new(big.Int).Sub(k.n, one), new(big.Int).Lsh(one, 252)} {
		edges = append(edges, scalarOf(t, k, x))
	}
	var pairs [][2]*fn25519.Element
	for _, a := range edges {
		for _, b := range edges {
			pairs = append(pairs, [2]*fn25519.Element{a, b})
		}
	}
	for range 32 {
		pairs = append(pairs, [2]*fn25519.Element{randomScalar(t, k), randomScalar(t, k)})
	}
	var paths []lanePath
	if k.lanes != nil {
		paths = lanePaths(t)
	}
	for i, e := range pairs {
		w.s = *e[0]
		w.baseMultScalar()
		wantS := &point25519{c: k, p: w.acc}
		w.s = *e[1]
		w.baseMultScalar()
		wantT := &point25519{c: k, p: w.acc}
		run := func(name string, f func()) {
			w.s, w.s2 = *e[0], *e[1]
			w.recodePair()
			f()
			gotS := &point25519{c: k, p: w.acc}
			gotT := &point25519{c: k, p: w.bp.acc}
			require.Equal(t, 1, gotS.Equal(wantS), "%s, pair %d: s·G", name, i)
			require.Equal(t, 1, gotT.Equal(wantT), "%s, pair %d: t·G", name, i)
		}
		run("formulas", w.baseMultPairScalar)
		for _, lp := range paths {
			run(lp.name, func() { w.baseMultPairLanes(lp.lk) })
		}
	}
}

// TestScalarBaseMultPairOpCount counts the field operations of
// ScalarBaseMultPair on the generic formulas (countField): the same for
// every pair of scalars, zero and ℓ−1 included, and those of two
// ScalarBaseMult calls. The constant-time lookups make no field operation
// (they are word masks), so the counts are those of the additions.
func TestScalarBaseMultPairOpCount(t *testing.T) {
	testCurves(t)
	var m, s, o int
	cf := countField{Field: fp25519.Field{}, mul: &m, sq: &s, other: &o}
	c, err := New(Params[fp25519.Element, fn25519.Element]{Field: cf, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8})
	require.NoError(t, err)
	require.Nil(t, c.lanes, "a curve over countField takes the lane backend")
	c.baseTableOnce()
	count := func(f func()) [3]int {
		m, s, o = 0, 0, 0
		f()
		return [3]int{m, s, o}
	}
	v, q := c.NewIdentityPoint(), c.NewIdentityPoint()
	one := big.NewInt(1)
	zero, last := scalarOf(t, c, big.NewInt(0)), scalarOf(t, c, new(big.Int).Sub(c.n, one))
	want := count(func() { v.ScalarBaseMultPair(q, zero, zero) })
	single := count(func() { v.ScalarBaseMult(last) })
	require.Equal(t, [3]int{2 * single[0], 2 * single[1], 2 * single[2]}, want, "two ScalarBaseMult")
	pairs := [][2]*fn25519.Element{{zero, last}, {last, zero}, {last, last}, {scalarOf(t, c, one), zero}}
	for range 8 {
		pairs = append(pairs, [2]*fn25519.Element{randomScalar(t, c), randomScalar(t, c)})
	}
	for i, p := range pairs {
		require.Equal(t, want, count(func() { v.ScalarBaseMultPair(q, p[0], p[1]) }), "pair %d", i)
	}
	t.Logf("ScalarBaseMultPair: %d multiplications, %d squarings, %d additions", want[0], want[1], want[2])
}

// BenchmarkScalarBaseMultPair times ScalarBaseMultPair beside two
// ScalarBaseMult calls on edwards25519, in the same run.
func BenchmarkScalarBaseMultPair(b *testing.B) {
	testCurves(b)
	c := ed25519Fixed
	s, u := randomScalar(b, c), randomScalar(b, c)
	v, q := c.NewIdentityPoint(), c.NewIdentityPoint()
	b.Run("pair", func(b *testing.B) {
		for b.Loop() {
			v.ScalarBaseMultPair(q, s, u)
		}
	})
	b.Run("two", func(b *testing.B) {
		for b.Loop() {
			v.ScalarBaseMult(s)
			q.ScalarBaseMult(u)
		}
	})
}
