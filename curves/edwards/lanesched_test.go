package edwards

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanesched"
	"github.com/curvekit/curvekit/field/fp25519"
)

// requireElementsEqual fails unless got and want are equal mod p, lane by
// lane.
func requireElementsEqual(t *testing.T, got, want [4]fp25519.Element, what string, args ...any) {
	t.Helper()
	f := fp25519.Field{}
	for j := range got {
		require.Equal(t, 1, f.Equal(&got[j], &want[j]), append([]any{what + ": lane %d: %x, want %x"}, append(args, j, got[j], want[j])...)...)
	}
}

// TestLaneScheduleMatchesFormulas proves the lane formulas of
// internal/lanesched, the one source the AVX2 and IFMA kernels are
// generated from, equal to the engine's formulas, generic and generated
// for fp25519: lanesched.Eval runs each formula's stages on ordinary
// field elements, lane by lane, and Double must give doubleC, Add and Sub
// addCachedC, ToCached toExtended then toCached, coordinate for coordinate
// mod p, on the inputs of laneTestInputs. On every lane path of this
// processor it also requires each kernel equal to Eval of its formula
// (TestLaneKernelsMatchFormulas compares the kernels with the engine
// directly).
func TestLaneScheduleMatchesFormulas(t *testing.T) {
	testCurves(t)
	rng := rand.New(rand.NewPCG(95, 96))
	in := laneTestInputs(t, rng)
	c := ed25519Fixed
	f := fp25519.Field{}
	scale := [4]fp25519.Element{{1}, {1}, c.k, {2}}
	engines := []struct {
		name string
		be   backend[fp25519.Element]
	}{{"generated", c.be}, {"generic", &c.arith}}
	var fs fscratch[fp25519.Element]
	var paths []lanePath
	if laneAssembly {
		for _, p := range lanes25519.Paths() {
			paths = append(paths, lanePath{p.Name, lanesOf[fp25519.Element](p.Kernels)})
		}
	}
	for _, eng := range engines {
		for i := range in {
			p := in[i]
			q := in[(i*5+1)%len(in)]
			var e extended[fp25519.Element]
			var wc cached[fp25519.Element]
			eng.be.toExtended(&e, &q)
			eng.be.toCached(&wc, &e)
			qc := cachedLanes(&wc)

			var want completed[fp25519.Element]
			eng.be.doubleC(&want, &p, &fs)
			got := lanesched.Eval(f, lanesched.Double, *cmp4(&p), nil)
			requireElementsEqual(t, got, *cmp4(&want), "%s: Double, input %d", eng.name, i)

			got = lanesched.Eval(f, lanesched.ToCached, *cmp4(&q), map[string][4]fp25519.Element{"c": scale})
			requireElementsEqual(t, got, qc, "%s: ToCached, input %d", eng.name, i)

			for _, sub := range []bool{false, true} {
				fm := lanesched.Add
				if sub {
					fm = lanesched.Sub
				}
				eng.be.addCachedC(&want, &p, &wc, sub, &fs)
				got = lanesched.Eval(f, fm, *cmp4(&p), map[string][4]fp25519.Element{"q": qc})
				requireElementsEqual(t, got, *cmp4(&want), "%s: %s, input %d", eng.name, fm.Name, i)
			}
		}
	}
	for _, lp := range paths {
		for i := range in {
			p, q := in[i], in[(i*3+2)%len(in)]
			var pl, ql, qcl, r lanes25519.Point
			lanes25519.FromCompleted(&pl, cmp4(&p))
			lanes25519.FromCompleted(&ql, cmp4(&q))
			lp.lk.ToCached(&qcl, &ql, &c.laneScale)
			var qc [4]fp25519.Element
			lp.lk.Completed(&qc, &qcl) // the cached lanes, in lane order
			requireElementsEqual(t, qc, lanesched.Eval(f, lanesched.ToCached, *cmp4(&q),
				map[string][4]fp25519.Element{"c": scale}), "%s: ToCached kernel, input %d", lp.name, i)
			lp.lk.Double(&r, &pl)
			requireLanesEqual(t, &r, lanesched.Eval(f, lanesched.Double, *cmp4(&p), nil), "%s: Double kernel, input %d", lp.name, i)
			lp.lk.Add(&r, &pl, &qcl)
			requireLanesEqual(t, &r, lanesched.Eval(f, lanesched.Add, *cmp4(&p), map[string][4]fp25519.Element{"q": qc}), "%s: Add kernel, input %d", lp.name, i)
			lp.lk.Sub(&r, &pl, &qcl)
			requireLanesEqual(t, &r, lanesched.Eval(f, lanesched.Sub, *cmp4(&p), map[string][4]fp25519.Element{"q": qc}), "%s: Sub kernel, input %d", lp.name, i)
		}
	}
}
