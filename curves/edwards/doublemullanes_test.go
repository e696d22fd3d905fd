package edwards

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// TestDoubleMulLanes compares DoubleScalarMultVarTime on every lane path
// (doubleMulLanes: the width-halfBaseWidth table of G, and Double4 where
// three positions in a row have no digit) with the formulas' doubleMulNAF,
// on scalars whose digits sit at the ends of the doubling chain (0, small
// values, single bits), on long runs of zero digits, and on random ones,
// for points with and without a small-order component.
func TestDoubleMulLanes(t *testing.T) {
	paths := lanePaths(t)
	k := ed25519Fixed
	hc := k.halfCurveOnce()
	require.NotNil(t, hc)
	require.NotNil(t, hc.laneBase1)

	one := big.NewInt(1)
	var ints []*big.Int
	for _, v := range []int64{0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 64, 511, 512, 1023} {
		ints = append(ints, big.NewInt(v))
	}
	for _, e := range []uint{3, 4, 5, 6, 7, 10, 11, 100, 126, 250, 251, 252} {
		ints = append(ints, new(big.Int).Lsh(one, e))
		ints = append(ints, new(big.Int).Add(new(big.Int).Lsh(one, e), big.NewInt(9)))
	}
	ints = append(ints, new(big.Int).Sub(k.n, one), new(big.Int).Sub(k.n, big.NewInt(16)))
	scalars := make([]fn25519.Element, 0, len(ints)+8)
	for _, v := range ints {
		var s fn25519.Element
		require.NoError(t, field.SetBig(k.fs, &s, new(big.Int).Mod(v, k.n)))
		scalars = append(scalars, s)
	}
	for range 8 {
		scalars = append(scalars, *randomScalar(t, k))
	}

	P := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
	T, err := k.NewIdentityPoint().SetBytes(smallOrderEncodings(t)[2])
	require.NoError(t, err)
	points := []*point25519{P, k.NewIdentityPoint().Add(P, T), k.NewGeneratorPoint()}

	w := k.get()
	defer k.put(w)
	hs := hc.pool.Get().(*halfScratch[fp25519.Element, fn25519.Element])
	defer hc.pool.Put(hs)
	for pi, A := range points {
		for i := range scalars {
			a, b := &scalars[i], &scalars[(7*i+3)%len(scalars)]
			w.doubleMulNAF(&w.dm, &w.cp, a, &A.p, b)
			want := &point25519{c: k}
			w.toExtended(&want.p, &w.cp)
			for _, lp := range paths {
				got := &point25519{c: k}
				var rc completed[fp25519.Element]
				w.doubleMulLanes(lp.lk, hc, hs, &w.dm, &got.p, &rc, a, &A.p, b)
				require.Equal(t, want.Bytes(), got.Bytes(), "%s, point %d, scalars %d and %d", lp.name, pi, i, (7*i+3)%len(scalars))
				fromRC := &point25519{c: k}
				w.toExtended(&fromRC.p, &rc)
				require.Equal(t, 1, fromRC.Equal(want), "%s: the completed result, point %d, scalars %d", lp.name, pi, i)
			}
		}
	}
}
