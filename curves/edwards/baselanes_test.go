package edwards

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// TestBaseMultLanes checks the fixed-base multiplication on every lane path
// of this processor (AVX-512 IFMA, AVX2, as GODEBUG allows) against the
// formulas' path, point for point, on 0, 1, ℓ−1, 2^252, (2^256−1) mod ℓ,
// small scalars and random ones; and that the curve takes a lane backend
// exactly when the processor has one.
func TestBaseMultLanes(t *testing.T) {
	testCurves(t)
	k := ed25519Fixed
	w := k.get()
	defer k.put(w)
	paths := lanePaths(t)

	var scalars []fn25519.Element
	add := func(v *big.Int) {
		var s fn25519.Element
		require.NoError(t, field.SetBig(k.fs, &s, new(big.Int).Mod(v, k.n)))
		scalars = append(scalars, s)
	}
	one := big.NewInt(1)
	add(big.NewInt(0))
	add(one)
	add(new(big.Int).Sub(k.n, one))
	add(new(big.Int).Lsh(one, 252))
	add(new(big.Int).Sub(new(big.Int).Lsh(one, 256), one))
	for v := int64(2); v <= 17; v++ {
		add(big.NewInt(v))
		add(new(big.Int).Sub(k.n, big.NewInt(v)))
	}
	for range 64 {
		scalars = append(scalars, *randomScalar(t, k))
	}
	for i := range scalars {
		w.s = scalars[i]
		w.baseMultScalar()
		want := &point25519{c: k, p: w.acc}
		for _, lp := range paths {
			w.s = scalars[i]
			w.baseMultLanes(lp.lk)
			got := &point25519{c: k, p: w.acc}
			require.Equal(t, 1, got.Equal(want), "%s, scalar %d: %x vs %x", lp.name, i, got.Bytes(), want.Bytes())
		}
		got := k.NewIdentityPoint().ScalarBaseMult(&scalars[i])
		require.Equal(t, 1, got.Equal(want), "ScalarBaseMult, scalar %d", i)
		require.Equal(t, want.Bytes(), got.Bytes())
	}
}

// BenchmarkBaseMultPaths times the fixed-base multiplication on the
// formulas and on the lane kernels, in the same run.
func BenchmarkBaseMultPaths(b *testing.B) {
	testCurves(b)
	k := ed25519Fixed
	s := *randomScalar(b, k)
	w := k.get()
	defer k.put(w)
	b.Run("formulas", func(b *testing.B) {
		for b.Loop() {
			w.s = s
			w.baseMultScalar()
		}
	})
	if w.lanes == nil {
		return
	}
	b.Run("lanes", func(b *testing.B) {
		for b.Loop() {
			w.s = s
			w.baseMultLanes(w.lanes)
		}
	})
}

// TestLaneLookupCached checks LookupCached on every lane path: for every
// abs 0..8 and sign, the result is entry abs of the row (or the identity
// for 0), negated for neg = 1 as the engine negates a cached point (Y+X
// and Y−X exchanged, 2d·T negated), coordinate for coordinate mod p, with
// limbs below 2^52; on a row of OddMultiples and on a row whose limbs are
// all at the documented bound 2^51 + 2^31 − 1; and r may alias id.
func TestLaneLookupCached(t *testing.T) {
	paths := lanePaths(t)
	rng := rand.New(rand.NewPCG(95, 96))
	in := laneTestInputs(t, rng)
	c := ed25519Fixed
	f := fp25519.Field{}
	neg := func(q [4]fp25519.Element) [4]fp25519.Element {
		q[0], q[1] = q[1], q[0]
		f.Neg(&q[2], &q[2])
		return q
	}
	for _, lp := range paths {
		lk := lp.lk
		var id lanes25519.Point
		lk.FromAffine(&id, aff3(&c.affineID))
		var idc [4]fp25519.Element
		lk.Completed(&idc, &id)

		var a, b lanes25519.Point
		lanes25519.FromCompleted(&a, cmp4(&in[3]))
		lanes25519.FromCompleted(&b, cmp4(&in[4]))
		var rows [3][8]lanes25519.Point
		lk.OddMultiples(&rows[0], &rows[1], &a, &b, &c.laneScale)
		for j := range rows[2] {
			for k := range rows[2][j] {
				rows[2][j][k] = 1<<51 + 1<<31 - 1 - uint64(rng.IntN(3))
			}
		}
		for ri := range rows {
			for abs := range uint64(9) {
				want := idc
				if abs > 0 {
					lk.Completed(&want, &rows[ri][abs-1])
				}
				var r lanes25519.Point
				lk.LookupCached(&r, &rows[ri], &id, abs, 0)
				requireLanesEqual(t, &r, want, "%s: row %d, +%d", lp.name, ri, abs)
				lk.LookupCached(&r, &rows[ri], &id, abs, 1)
				requireLanesEqual(t, &r, neg(want), "%s: row %d, −%d", lp.name, ri, abs)
				r = id
				lk.LookupCached(&r, &rows[ri], &r, abs, 1)
				requireLanesEqual(t, &r, neg(want), "%s: row %d, −%d, r aliasing id", lp.name, ri, abs)
			}
		}
	}
}
