package tower_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// TestFp2Exhaustive checks every element of small extensions (p = 5 … 23,
// both square-root paths, β = −1 and others): Sqrt succeeds exactly on the
// set of squares (found by squaring every element) with a root of sign 0,
// Inverse inverts, and LexicographicallyLargest and Sgn0 match their
// definitions.
func TestFp2Exhaustive(t *testing.T) {
	for _, c := range []struct{ p, beta int64 }{{5, 2}, {7, -1}, {11, -1}, {13, 2}, {17, 3}, {19, -1}, {23, -1}, {13, 5}} {
		fp, err := field.NewPrime(big.NewInt(c.p), field.BigEndian)
		require.NoError(t, err)
		f2, err := tower.NewFp2(fp, big.NewInt(c.beta), tower.C1First)
		require.NoError(t, err)
		p := c.p
		elem := func(a, b int64) tower.Fp2Element[Prime] {
			var x tower.Fp2Element[Prime]
			require.NoError(t, field.SetBig(fp, &x.C0, big.NewInt(a)))
			require.NoError(t, field.SetBig(fp, &x.C1, big.NewInt(b)))
			return x
		}
		coeffs := func(x *tower.Fp2Element[Prime]) (int64, int64) {
			return field.Big(fp, &x.C0).Int64(), field.Big(fp, &x.C1).Int64()
		}
		squares := map[[2]int64]bool{}
		for a := range p {
			for b := range p {
				x := elem(a, b)
				f2.Square(&x, &x)
				s0, s1 := coeffs(&x)
				squares[[2]int64{s0, s1}] = true
			}
		}
		var one tower.Fp2Element[Prime]
		f2.One(&one)
		for a := range p {
			for b := range p {
				x := elem(a, b)
				var z tower.Fp2Element[Prime]
				ok := f2.Sqrt(&z, &x)
				require.Equal(t, squares[[2]int64{a, b}], ok == 1, "p = %d, β = %d: Sqrt(%d + %d·u) says %d", p, c.beta, a, b, ok)
				if ok == 1 {
					require.Equal(t, 0, f2.Sgn0(&z), "sign of √(%d + %d·u)", a, b)
					f2.Square(&z, &z)
					require.Equal(t, 1, f2.Equal(&z, &x), "√(%d + %d·u)²", a, b)
				} else {
					require.Equal(t, 1, f2.IsZero(&z))
				}
				f2.Inverse(&z, &x)
				f2.Mul(&z, &z, &x)
				require.Equal(t, a == 0 && b == 0, f2.Equal(&z, &one) == 0, "(%d + %d·u)·1/(…)", a, b)
				wantSgn := int(a&1) | boolToInt(a == 0)&int(b&1)
				require.Equal(t, wantSgn, f2.Sgn0(&x), "Sgn0(%d + %d·u)", a, b)
				wantLex := b > (p-1)/2 || (b == 0 && a > (p-1)/2)
				require.Equal(t, boolToInt(wantLex), f2.LexicographicallyLargest(&x), "LexicographicallyLargest(%d + %d·u)", a, b)
			}
		}
	}
}

func boolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
