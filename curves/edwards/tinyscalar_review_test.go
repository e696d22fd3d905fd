package edwards

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

// TestTinyCurvesScalarMultReview checks ScalarMult, ScalarBaseMult,
// DoubleScalarMultVarTime and MultiScalarMultVarTime for every scalar of tiny
// curves (orders from a few dozen to a few thousand, cofactors 4, 8, 12)
// against repeated complete additions, on points of the prime-order
// subgroup and on points with a small-order component.
func TestTinyCurvesScalarMultReview(t *testing.T) {
	for _, tc := range []struct {
		p int64
		h uint64
	}{{101, 4}, {113, 4}, {197, 8}, {1009, 4}, {1009, 8}, {10009, 12}} {
		params, ok := tinyEdwards(t, tc.p, tc.h)
		if !ok {
			t.Logf("no curve for p = %d, h = %d", tc.p, tc.h)
			continue
		}
		t.Run(params.Name, func(t *testing.T) {
			c, err := New(params)
			require.NoError(t, err)
			n := c.n.Int64()
			torsion := torsionPoints(t, c)
			G := c.NewGeneratorPoint()
			P := c.NewIdentityPoint().Add(G, G)
			P.Add(P, G) // 3·G
			Q := c.NewIdentityPoint().Add(P, torsion[len(torsion)-1])
			points := []*Point[field.PrimeElement, field.PrimeElement]{G, P, Q}
			refs := make([]*Point[field.PrimeElement, field.PrimeElement], 3) // k·point, by additions
			for i := range refs {
				refs[i] = c.NewIdentityPoint()
			}
			got := c.NewIdentityPoint()
			fail := map[string]int{}
			check := func(what string, k int64, want *Point[field.PrimeElement, field.PrimeElement]) {
				if got.Equal(want) != 1 {
					if fail[what] == 0 {
						t.Errorf("%s: k = %d wrong", what, k)
					}
					fail[what]++
				}
			}
			// Q has a small-order component, so its multiples repeat only
			// with period h·n; walk k up to n − 1 anyway (scalars are below n).
			for k := int64(0); k < n; k++ {
				s := scalarOf(t, c, big.NewInt(k))
				got.ScalarBaseMult(s)
				check("ScalarBaseMult", k, refs[0])
				for i, pt := range points {
					got.ScalarMult(s, pt)
					check(fmt.Sprintf("ScalarMult(point %d)", i), k, refs[i])
				}
				got.DoubleScalarMultVarTime(s, Q, s)
				want := c.NewIdentityPoint().Add(refs[2], refs[0])
				check("DoubleScalarMultVarTime(k, Q, k)", k, want)
				got.MultiScalarMultVarTime([]*field.PrimeElement{s, s}, []*Point[field.PrimeElement, field.PrimeElement]{P, Q})
				want = c.NewIdentityPoint().Add(refs[1], refs[2])
				check("MultiScalarMultVarTime(k, P, k, Q)", k, want)
				for i, pt := range points {
					refs[i].Add(refs[i], pt)
				}
			}
			require.Equal(t, 1, refs[0].IsIdentity(), "n·G")
			require.Equal(t, 0, refs[2].IsIdentity(), "n·Q: Q has a small-order component")
			t.Logf("n = %d, %d small-order points", n, len(torsion))
			for what, count := range fail {
				t.Errorf("%s: %d of %d scalars wrong", what, count, n)
			}
		})
	}
}
