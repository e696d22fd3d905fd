//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFp2MulSumMatchesBig checks Prime6ADX.Fp2MulSum2 and Fp2MulSum3
// (prime_fp6coef_adx_amd64.s) on raw limbs against math/big:
// z = (Σ x_i·y_i)·R⁻¹ in Fp[u]/(u² + 1), R = 2^384 (the Montgomery
// factor), on BLS12-381's p, a 381-bit p ≡ 3 mod 4 and a 381-bit
// p ≡ −1 mod 2^64 (the largest moduli the kernels take), with every
// coefficient drawn from 0, 1, p − 1, p − 2, 2^380 mod p, 2^381 − 1 mod p
// and random values (all coefficients p − 1 gives the largest
// double-width sums), and with z over each input and over two inputs at
// once; and that 382- and 383-bit moduli, whose sums would not fit, do
// not take them.
func TestFp2MulSumMatchesBig(t *testing.T) {
	if !hasADX {
		t.Skip("no BMI2/ADX: Fp2MulSum is not used")
	}
	moduli := []*big.Int{
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"), // BLS12-381 p
		primeBelow(381, 4, 3),
		primeMinusOneMod64(381),
	}
	for _, bits := range []uint{382, 383} {
		c := newPrimeCase(t, primeBelow(bits, 4, 3), BigEndian)
		require.False(t, Prime6ADX{c.f}.Fp2MulSumLazy(), "%d bits", bits)
	}
	for i, p := range moduli {
		t.Run(fmt.Sprintf("%d bits %#x", p.BitLen(), p.Uint64()), func(t *testing.T) {
			c := newPrimeCase(t, p, BigEndian)
			v := Prime6ADX{c.f}
			require.True(t, v.Fp2MulSumLazy())
			rInv := new(big.Int).ModInverse(pow2(384), p)
			// want returns the two coefficients of (Σ x_i·y_i)·R⁻¹ mod p for
			// the Fp2 values in[4i : 4i+2] (x_i) and in[4i+2 : 4i+4] (y_i).
			want := func(in []*big.Int) [2]*big.Int {
				z0, z1 := new(big.Int), new(big.Int)
				for j := 0; j < len(in); j += 4 {
					x0, x1, y0, y1 := in[j], in[j+1], in[j+2], in[j+3]
					z0.Add(z0, new(big.Int).Mul(x0, y0))
					z0.Sub(z0, new(big.Int).Mul(x1, y1))
					z1.Add(z1, new(big.Int).Mul(x0, y1))
					z1.Add(z1, new(big.Int).Mul(x1, y0))
				}
				z0.Mul(z0, rInv).Mod(z0, p)
				z1.Mul(z1, rInv).Mod(z1, p)
				return [2]*big.Int{z0, z1}
			}
			rng := newRand(uint64(1400 + i))
			vals := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
				new(big.Int).Mod(pow2(380), p), new(big.Int).Mod(sum(pow2(381), big.NewInt(-1)), p)}
			vals = append(vals, c.random(rng, 8)...)
			top := make([]*big.Int, 12)
			for j := range top {
				top[j] = sum(p, big.NewInt(-1))
			}
			inputs := [][]*big.Int{top}
			for s := range 60 {
				in := make([]*big.Int, 12)
				for j := range in {
					in[j] = vals[(s*(j+5)+j*j+s/7)%len(vals)]
				}
				inputs = append(inputs, in)
			}
			for _, m := range []int{2, 3} {
				call := func(e []PrimeElement, z0, z1 int) {
					if m == 2 {
						v.Fp2MulSum2(&e[z0], &e[z1], &e[0], &e[1], &e[2], &e[3], &e[4], &e[5], &e[6], &e[7])
						return
					}
					v.Fp2MulSum3(&e[z0], &e[z1], &e[0], &e[1], &e[2], &e[3], &e[4], &e[5], &e[6], &e[7],
						&e[8], &e[9], &e[10], &e[11])
				}
				for j, in := range inputs {
					w := want(in[:4*m])
					// z into fresh slots 12 and 13, then over every pair of
					// inputs (2q, 2q + 1): one Fp2 input, and x_i with y_i
					// when q is even.
					for _, zs := range [][2]int{{12, 13}, {0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}, {1, 2}} {
						if zs[1] < 12 && zs[1] >= 4*m {
							continue
						}
						e := make([]PrimeElement, 14)
						for q, x := range in {
							e[q] = bigToLimbs(x)
						}
						call(e, zs[0], zs[1])
						for q := range 2 {
							requireBig(t, w[q], limbsToBig(&e[zs[q]], 6), fmt.Sprintf("m = %d, case %d, z at %v, coefficient %d", m, j, zs, q))
						}
					}
				}
			}
		})
	}
}
