package weierstrass

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fpr256"
)

// TestJSumFpr256MatchesGeneric runs arithFpr256's and arithFpr256ADX's jSum
// (on amd64 the generated assembly of zz_jsum_fpr256_amd64.s and
// zz_jsum_fpr256adx_amd64.s, elsewhere the generated Go) against the
// generic formula of jacobian.go over fpr256.Field and requires the same
// scratch, limb for limb: the sum in s.tmp, H in s.d, r in s.u and every
// temporary. The operands are random coordinates (the formula is the same
// sequence of field operations on any input, on the curve or not), points
// of P-256 with P = Q and P = −Q, Z = 0 on either side (the identity),
// coordinates 0, 1, p − 1 and raw p − 1, and the aliasings of its callers:
// y2 = &q.Y (jAddCT), y2 elsewhere (jAddVarTime's −Y), p = q. Then jAddCT
// (zz_jaddct_*_amd64.s: jSum inline, the identity cases chosen with masks)
// and jAddVarTime, which call it, with the output aliasing each input. The
// ADX copy runs only where the processor has BMI2 and ADX, as pickBackend
// chooses it.
func TestJSumFpr256MatchesGeneric(t *testing.T) {
	eachFpr256Copy(t, checkJSumFpr256)
}

// jSummerFpr256 is a generated copy of the Jacobian additions over fpr256.
type jSummerFpr256 interface {
	jSum(p, q *jacobian[fpr256.Element], y2 *fpr256.Element, s *jscratch[fpr256.Element])
	jAddCT(r, p, q *jacobian[fpr256.Element], s *jscratch[fpr256.Element])
	jAddVarTime(r, p, q *jacobian[fpr256.Element], neg int, s *jscratch[fpr256.Element]) int
}

// checkJSumFpr256 is TestJSumFpr256MatchesGeneric for the copy newGen
// returns.
func checkJSumFpr256(t *testing.T, newGen func(*arith[fpr256.Element]) fpr256Copy) {
	rng := rand.New(rand.NewPCG(256, 5))
	f := fpr256.Field{}
	k := testArith[fpr256.Element](t, f, rng)
	k.kind = aMinus3
	gen := newGen(k)
	var one, pm1 fpr256.Element
	f.One(&one)
	f.Neg(&pm1, &one)
	rawPm1 := fpr256.Element{0xfffffffffffffffe, 0x00000000ffffffff, 0, 0xffffffff00000001}
	edges := []fpr256.Element{{}, one, pm1, {1}, rawPm1}
	el := func() fpr256.Element { return randomElement(t, f, rng) }
	type pair struct{ p, q jacobian[fpr256.Element] }
	var pairs []pair
	for _, x := range edges {
		for _, y := range edges {
			for _, z := range edges {
				e := jacobian[fpr256.Element]{x, y, z}
				r := jacobian[fpr256.Element]{el(), el(), el()}
				pairs = append(pairs, pair{e, r}, pair{r, e}, pair{e, e})
			}
		}
	}
	// Points of P-256 in Jacobian form with random Z: P + P, P + (−P), P + Q,
	// and each with the identity.
	c, _ := kernelCurves(t)
	g := c.NewGeneratorPoint()
	var js jscratch[fpr256.Element]
	jac := func(m int) jacobian[fpr256.Element] {
		pt := c.NewIdentityPoint()
		for range m {
			pt.Add(pt, g)
		}
		var j jacobian[fpr256.Element]
		k.jFromProjective(&j, &pt.p, &js)
		z := el()
		var z2, z3 fpr256.Element
		f.Square(&z2, &z)
		f.Mul(&z3, &z2, &z)
		f.Mul(&j.X, &j.X, &z2)
		f.Mul(&j.Y, &j.Y, &z3)
		f.Mul(&j.Z, &j.Z, &z)
		return j
	}
	for m := 1; m <= 6; m++ {
		p, p2, q := jac(m), jac(m), jac(m+1)
		np := p2
		f.Neg(&np.Y, &np.Y)
		pairs = append(pairs, pair{p, p2}, pair{p, np}, pair{p, q}, pair{p, jacobian[fpr256.Element]{}}, pair{jacobian[fpr256.Element]{}, q})
	}
	for range 200 {
		pairs = append(pairs, pair{jacobian[fpr256.Element]{el(), el(), el()}, jacobian[fpr256.Element]{el(), el(), el()}})
	}
	for i, pq := range pairs {
		what := fmt.Sprintf("pair %d %x", i, pq)
		var s1, s2 jscratch[fpr256.Element]
		p, q := pq.p, pq.q
		k.jSum(&pq.p, &pq.q, &pq.q.Y, &s1)
		gen.jSum(&p, &q, &q.Y, &s2)
		require.Equal(t, s1, s2, "%s", what)
		require.Equal(t, pq, pair{p, q}, "%s: an input changed", what)
		// y2 outside the points, as jAddVarTime's −Y.
		y2 := el()
		s1, s2 = jscratch[fpr256.Element]{}, jscratch[fpr256.Element]{}
		k.jSum(&pq.p, &pq.q, &y2, &s1)
		gen.jSum(&p, &q, &y2, &s2)
		require.Equal(t, s1, s2, "%s: y2 apart", what)
		// p = q, one pointer.
		s1, s2 = jscratch[fpr256.Element]{}, jscratch[fpr256.Element]{}
		k.jSum(&pq.p, &pq.p, &pq.p.Y, &s1)
		gen.jSum(&p, &p, &p.Y, &s2)
		require.Equal(t, s1, s2, "%s: p = q aliased", what)
		// jAddCT into a third point and aliasing each input.
		var r1, r2 jacobian[fpr256.Element]
		k.jAddCT(&r1, &pq.p, &pq.q, &s1)
		gen.jAddCT(&r2, &p, &q, &s2)
		require.Equal(t, r1, r2, "%s: jAddCT", what)
		require.Equal(t, s1, s2, "%s: jAddCT's scratch", what)
		r1, r2 = pq.p, pq.p
		k.jAddCT(&r1, &r1, &pq.q, &s1)
		gen.jAddCT(&r2, &r2, &q, &s2)
		require.Equal(t, r1, r2, "%s: jAddCT aliasing p", what)
		r1, r2 = pq.q, pq.q
		k.jAddCT(&r1, &pq.p, &r1, &s1)
		gen.jAddCT(&r2, &p, &r2, &s2)
		require.Equal(t, r1, r2, "%s: jAddCT aliasing q", what)
		for neg := range 2 {
			r1, r2 = pq.p, pq.p
			res1 := k.jAddVarTime(&r1, &r1, &pq.q, neg, &s1)
			res2 := gen.jAddVarTime(&r2, &r2, &q, neg, &s2)
			require.Equal(t, res1, res2, "%s: jAddVarTime %d result", what, neg)
			require.Equal(t, r1, r2, "%s: jAddVarTime %d", what, neg)
		}
	}
}

// BenchmarkJAddCTFpr256 runs 16 constant-time Jacobian additions of random
// points through each generated copy over fpr256 that the processor can
// run.
func BenchmarkJAddCTFpr256(b *testing.B) {
	benchFpr256Copies(b, 6, func(gen fpr256Copy, p, q *jacobian[fpr256.Element], s *jscratch[fpr256.Element]) {
		for range 16 {
			gen.jAddCT(p, p, q, s)
		}
	})
}
