package edwards

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
)

// TestScalarMultLanes checks the constant-time variable-base multiplication
// on every lane path of this processor (AVX-512 IFMA, AVX2, as GODEBUG
// allows) against the formulas' path, point for point: on the
// identity, the eight points of order dividing 8, random points, and random
// points plus each small-order point, with the scalars 0, 1, ℓ−1, 2^252,
// (2^256−1) mod ℓ, small ones, ℓ − small ones and random ones; and that
// ScalarMult gives the same bytes.
func TestScalarMultLanes(t *testing.T) {
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
	nRandom := 16
	if testing.Short() {
		nRandom = 4
	}
	for range nRandom {
		scalars = append(scalars, *randomScalar(t, k))
	}

	var points []*point25519
	small := smallOrderEncodings(t)
	for _, enc := range small {
		T, err := k.NewIdentityPoint().SetBytes(enc)
		require.NoError(t, err)
		points = append(points, T)
	}
	for i := range 4 {
		P := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
		points = append(points, P)
		for _, enc := range small[1:] {
			if i > 0 && len(points)%3 != 0 {
				continue
			}
			T, err := k.NewIdentityPoint().SetBytes(enc)
			require.NoError(t, err)
			points = append(points, k.NewIdentityPoint().Add(P, T))
		}
	}
	for pi, P := range points {
		for i := range scalars {
			w.s, w.p = scalars[i], P.p
			w.scalarMultScalar()
			want := &point25519{c: k, p: w.acc}
			for _, lp := range paths {
				w.s, w.p = scalars[i], P.p
				w.scalarMultLanes(lp.lk)
				got := &point25519{c: k, p: w.acc}
				require.Equal(t, 1, got.Equal(want), "%s, point %d, scalar %d: %x vs %x", lp.name, pi, i, got.Bytes(), want.Bytes())
				require.Equal(t, want.Bytes(), got.Bytes())
			}
		}
		// The public method, on a few scalars.
		for i := range 6 {
			want := &point25519{c: k}
			w.s, w.p = scalars[i], P.p
			w.scalarMultScalar()
			want.p = w.acc
			got := k.NewIdentityPoint().ScalarMult(&scalars[i], P)
			require.Equal(t, want.Bytes(), got.Bytes(), "ScalarMult, point %d, scalar %d", pi, i)
		}
	}
}

// BenchmarkScalarMultPaths times the variable-base multiplication on the
// formulas and on the lane kernels, in the same run.
func BenchmarkScalarMultPaths(b *testing.B) {
	testCurves(b)
	k := ed25519Fixed
	s := *randomScalar(b, k)
	P := k.NewIdentityPoint().ScalarBaseMult(randomScalar(b, k))
	w := k.get()
	defer k.put(w)
	b.Run("formulas", func(b *testing.B) {
		for b.Loop() {
			w.s, w.p = s, P.p
			w.scalarMultScalar()
		}
	})
	if w.lanes == nil {
		return
	}
	b.Run("lanes", func(b *testing.B) {
		for b.Loop() {
			w.s, w.p = s, P.p
			w.scalarMultLanes(w.lanes)
		}
	})
}
