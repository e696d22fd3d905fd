package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// sqrtRatioZReference is RFC 9380's sqrt_ratio(u, v) for Z = c by its
// definition, with two SqrtRatio calls: (1, √(u/v)) when u/v is a square,
// (0, √(c·u/v)) otherwise.
func sqrtRatioZReference(f2 *tower.Fp2[Prime], z, u, v, c *tower.Fp2Element[Prime]) int {
	ok := f2.SqrtRatio(z, u, v)
	if ok == 1 {
		return 1
	}
	var cu tower.Fp2Element[Prime]
	f2.Mul(&cu, c, u)
	f2.SqrtRatio(z, &cu, v)
	return 0
}

// TestSqrtRatioZExhaustive checks NewSqrtRatioZ's function against the
// definition for every u and several v of small extensions on both square
// root paths (p ≡ 3 mod 4 shares the norm's root; p ≡ 1 mod 4 makes two
// SqrtRatio calls), for every non-square c of the first ones, and that
// NewSqrtRatioZ refuses squares and 0.
func TestSqrtRatioZExhaustive(t *testing.T) {
	for _, c := range []struct{ p, beta int64 }{{7, -1}, {11, -1}, {19, -1}, {5, 2}, {13, 2}, {17, 3}} {
		fp, err := field.NewPrime(big.NewInt(c.p), field.BigEndian)
		require.NoError(t, err)
		f2, err := tower.NewFp2(fp, big.NewInt(c.beta), tower.C1First)
		require.NoError(t, err)
		elem := func(a, b int64) tower.Fp2Element[Prime] {
			var x tower.Fp2Element[Prime]
			require.NoError(t, field.SetBig(fp, &x.C0, big.NewInt(a)))
			require.NoError(t, field.SetBig(fp, &x.C1, big.NewInt(b)))
			return x
		}
		p, tried := c.p, 0
		for ca := range p {
			for cb := range p {
				cz := elem(ca, cb)
				var r tower.Fp2Element[Prime]
				fn, err := f2.NewSqrtRatioZ(&cz)
				if f2.IsZero(&cz) == 1 || f2.Sqrt(&r, &cz) == 1 {
					require.Error(t, err, "p = %d: c = %d + %d·u is a square", p, ca, cb)
					continue
				}
				require.NoError(t, err)
				if tried++; tried > 3 {
					continue
				}
				for ua := range p {
					for ub := range p {
						u := elem(ua, ub)
						for _, vv := range [][2]int64{{1, 0}, {0, 1}, {2, 3}, {p - 1, p - 2}} {
							v := elem(vv[0], vv[1])
							if f2.IsZero(&v) == 1 {
								continue
							}
							var got, want tower.Fp2Element[Prime]
							okGot := fn(&got, &u, &v)
							okWant := sqrtRatioZReference(f2, &want, &u, &v, &cz)
							require.Equal(t, okWant, okGot, "p = %d, c = %d + %d·u: is_square(%v / %v)", p, ca, cb, [2]int64{ua, ub}, vv)
							require.Equal(t, 1, f2.Equal(&got, &want), "p = %d, c = %d + %d·u: sqrt_ratio(%v, %v)", p, ca, cb, [2]int64{ua, ub}, vv)
						}
					}
				}
			}
		}
		require.Positive(t, tried, "p = %d: no non-square c", p)
	}
}

// TestSqrtRatioZPairingFields checks the function against the definition on
// random u and v over BLS12-381's and BN254's Fp2, with RFC 9380's Z of
// BLS12-381's G2 map (−(2 + u)).
func TestSqrtRatioZPairingFields(t *testing.T) {
	rng := rand.New(rand.NewPCG(9380, 2))
	for name, f := range map[string]*tower.Fp12[Prime]{"BLS12-381": blsTower(t), "BN254": bnTower(t)} {
		f2 := f.Fp2()
		var z tower.Fp2Element[Prime]
		f2.One(&z)
		f2.Add(&z, &z, &z)
		var u1 tower.Fp2Element[Prime]
		f2.One(&u1)
		f2.MulByU(&u1, &u1)
		f2.Add(&z, &z, &u1)
		f2.Neg(&z, &z) // −(2 + u)
		fn, err := f2.NewSqrtRatioZ(&z)
		require.NoError(t, err, name)
		squares := 0
		for range 200 {
			u, v := rand2(rng, f2), rand2(rng, f2)
			var got, want tower.Fp2Element[Prime]
			okGot := fn(&got, &u, &v)
			okWant := sqrtRatioZReference(f2, &want, &u, &v, &z)
			require.Equal(t, okWant, okGot, name)
			require.Equal(t, 1, f2.Equal(&got, &want), name)
			squares += okGot
		}
		require.InDelta(t, 100, squares, 40, "%s: about half of u/v are squares", name)
		var sq tower.Fp2Element[Prime]
		f2.Square(&sq, &z)
		_, err = f2.NewSqrtRatioZ(&sq)
		require.Error(t, err, "%s: Z² is a square", name)
	}
}
