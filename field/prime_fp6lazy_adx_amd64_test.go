//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFp6MulLazyMatchesBig checks Prime4ADX.Fp6Mul (fp6MulLazy4ADXAsm)
// on raw limbs against the schoolbook product in math/big:
// z = x·y·R⁻¹ in Fp2[v]/(v³ − (k + u)), u² = −1, R = 2^256 (the
// Montgomery factor; k multiplies as an integer), with
//
//	z0 = x0·y0 + ξ·(x1·y2 + x2·y1), z1 = x0·y1 + x1·y0 + ξ·x2·y2,
//	z2 = x0·y2 + x1·y1 + x2·y0,
//
// on BN254's p and r, BLS12-381's r and a p ≡ −1 mod 2^64 below 2^255,
// for k = 0, 1, 2, 9, 15, with every coefficient drawn from 0, 1, p − 1,
// p − 2, 2^254 mod p and random values (all coefficients p − 1 gives the
// largest double-width sums), and with z over x, over y and x = y.
func TestFp6MulLazyMatchesBig(t *testing.T) {
	if !hasADX {
		t.Skip("no BMI2/ADX: Fp6Mul is not used")
	}
	moduli := []*big.Int{
		hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"), // BN254 p
		hexInt("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"), // BN254 r
		hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"), // BLS12-381 r, 255 bits
		primeMinusOneMod64(255),
	}
	for i, p := range moduli {
		t.Run(fmt.Sprintf("%d bits %#x", p.BitLen(), p.Uint64()), func(t *testing.T) {
			c := newPrimeCase(t, p, BigEndian)
			v := Prime4ADX{c.f}
			require.True(t, v.Fp6Lazy())
			rInv := new(big.Int).ModInverse(pow2(256), p)
			type fp2 [2]*big.Int
			mul2 := func(x, y fp2) fp2 {
				return fp2{sum(new(big.Int).Mul(x[0], y[0]), neg(new(big.Int).Mul(x[1], y[1]))),
					sum(new(big.Int).Mul(x[0], y[1]), new(big.Int).Mul(x[1], y[0]))}
			}
			add2 := func(xs ...fp2) fp2 {
				z := fp2{new(big.Int), new(big.Int)}
				for _, x := range xs {
					z[0].Add(z[0], x[0])
					z[1].Add(z[1], x[1])
				}
				return z
			}
			want := func(x, y [3]fp2, k int64) [6]*big.Int {
				xi := fp2{big.NewInt(k), big.NewInt(1)}
				zs := [3]fp2{
					add2(mul2(x[0], y[0]), mul2(xi, add2(mul2(x[1], y[2]), mul2(x[2], y[1])))),
					add2(mul2(x[0], y[1]), mul2(x[1], y[0]), mul2(xi, mul2(x[2], y[2]))),
					add2(mul2(x[0], y[2]), mul2(x[1], y[1]), mul2(x[2], y[0])),
				}
				var out [6]*big.Int
				for j := range 6 {
					w := new(big.Int).Mul(zs[j/2][j%2], rInv)
					out[j] = w.Mod(w, p)
				}
				return out
			}
			rng := newRand(uint64(1300 + i))
			vals := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
				new(big.Int).Mod(pow2(254), p)}
			vals = append(vals, c.random(rng, 7)...)
			pick := func(s int) [3]fp2 {
				var x [3]fp2
				for j := range 6 {
					x[j/2][j%2] = vals[(s*(j+3)+j*j)%len(vals)]
				}
				return x
			}
			top := fp2{sum(p, big.NewInt(-1)), sum(p, big.NewInt(-1))}
			inputs := [][3]fp2{{top, top, top}}
			for s := range 40 {
				inputs = append(inputs, pick(s))
			}
			limbs := func(x [3]fp2) (e [6]PrimeElement) {
				for j := range 6 {
					e[j] = bigToLimbs(x[j/2][j%2])
				}
				return e
			}
			mul := func(z, x, y *[6]PrimeElement, k int64) {
				v.Fp6Mul(&z[0], &z[1], &z[2], &z[3], &z[4], &z[5], &x[0], &x[1], &x[2], &x[3], &x[4], &x[5],
					&y[0], &y[1], &y[2], &y[3], &y[4], &y[5], uint(k))
			}
			check := func(w [6]*big.Int, z *[6]PrimeElement, msg string, args ...any) {
				t.Helper()
				for j := range 6 {
					requireBig(t, w[j], limbsToBig(&z[j], 4), fmt.Sprintf("coefficient %d: "+msg, append([]any{j}, args...)...))
				}
			}
			for j, xb := range inputs {
				yb := inputs[(j*7+3)%len(inputs)]
				for _, k := range []int64{0, 1, 2, 9, 15} {
					w := want(xb, yb, k)
					x, y := limbs(xb), limbs(yb)
					var z [6]PrimeElement
					mul(&z, &x, &y, k)
					check(w, &z, "x·y, k = %d, case %d", k, j)
					mul(&x, &x, &y, k)
					check(w, &x, "z = x, k = %d, case %d", k, j)
					x = limbs(xb)
					mul(&y, &x, &y, k)
					check(w, &y, "z = y, k = %d, case %d", k, j)
					w = want(xb, xb, k)
					mul(&x, &x, &x, k)
					check(w, &x, "z = x = y, k = %d, case %d", k, j)
				}
			}
		})
	}
}
