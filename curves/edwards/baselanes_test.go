package edwards

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
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
