//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFp4SquareLazyMatchesBig checks Prime4ADX.Fp4Square and
// Prime6ADX.Fp4Square (fp4SquareLazy{4,6}ADXAsm) on raw limbs against the
// formula in math/big: for x = x0 + x1·W in Fp2[W]/(W² − (k + u)),
// u² = −1, z0 = (x0² + (k + u)·x1²)·R⁻¹ and z1 = 2·x0·x1·R⁻¹ (R = 2^(64n),
// the Montgomery factor; k multiplies as an integer). Moduli: BN254's p,
// BLS12-381's r and a p ≡ −1 mod 2^64 below 2^255 (4 limbs); BLS12-381's
// p (381 bits), the largest primes below 2^382 and 2^383 and a
// p ≡ −1 mod 2^64 below 2^383 (6 limbs). Every coefficient is drawn from
// 0, 1, p − 1, p − 2, 2^(64n − 2) mod p, 2^(64n − 1) mod p and random
// values (all coefficients p − 1 gives the largest double-width values),
// for k = 0, 1, 2, 9, 15 at 4 limbs and k = 1 at 6 (the kernels' ranges),
// and with z over x.
func TestFp4SquareLazyMatchesBig(t *testing.T) {
	if !hasADX {
		t.Skip("no BMI2/ADX: Fp4Square is not used")
	}
	moduli := []*big.Int{
		hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"), // BN254 p
		hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"), // BLS12-381 r, 255 bits
		primeMinusOneMod64(255),
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"), // BLS12-381 p
		primeBelow(382, 2, 1),
		primeBelow(383, 2, 1),
		primeMinusOneMod64(383),
	}
	for i, p := range moduli {
		t.Run(fmt.Sprintf("%d bits %#x", p.BitLen(), p.Uint64()), func(t *testing.T) {
			c := newPrimeCase(t, p, BigEndian)
			n := c.f.n
			var sq func(z, x *[4]PrimeElement, k uint)
			ks := []int64{0, 1, 2, 9, 15}
			switch n {
			case 4:
				v := Prime4ADX{c.f}
				for _, k := range ks {
					require.True(t, v.Fp4Lazy(uint(k)))
				}
				require.False(t, v.Fp4Lazy(16))
				sq = func(z, x *[4]PrimeElement, k uint) {
					v.Fp4Square(&z[0], &z[1], &z[2], &z[3], &x[0], &x[1], &x[2], &x[3], k)
				}
			case 6:
				v := Prime6ADX{c.f}
				ks = []int64{1} // the 6-limb kernel is for ξ = 1 + u
				require.True(t, v.Fp4Lazy(1))
				require.False(t, v.Fp4Lazy(0))
				require.False(t, v.Fp4Lazy(2))
				sq = func(z, x *[4]PrimeElement, k uint) {
					v.Fp4Square(&z[0], &z[1], &z[2], &z[3], &x[0], &x[1], &x[2], &x[3], k)
				}
			default:
				t.Fatalf("%d limbs", n)
			}
			rInv := new(big.Int).ModInverse(pow2(uint(64*n)), p)
			want := func(x [4]*big.Int, k int64) [4]*big.Int {
				// x0² = (a² − b²) + 2ab·u for x0 = a + b·u; likewise x1².
				sq2 := func(a, b *big.Int) [2]*big.Int {
					return [2]*big.Int{sum(new(big.Int).Mul(a, a), neg(new(big.Int).Mul(b, b))), new(big.Int).Lsh(new(big.Int).Mul(a, b), 1)}
				}
				A, S := sq2(x[0], x[1]), sq2(x[2], x[3])
				kk := big.NewInt(k)
				z := [4]*big.Int{
					sum(A[0], new(big.Int).Mul(kk, S[0]), neg(S[1])), // (k + u)(s0 + s1·u) = (k·s0 − s1) + (k·s1 + s0)·u
					sum(A[1], new(big.Int).Mul(kk, S[1]), S[0]),
					// 2·x0·x1 = 2·((a·c − b·d) + (a·d + b·c)·u) for x1 = c + d·u.
					new(big.Int).Lsh(sum(new(big.Int).Mul(x[0], x[2]), neg(new(big.Int).Mul(x[1], x[3]))), 1),
					new(big.Int).Lsh(sum(new(big.Int).Mul(x[0], x[3]), new(big.Int).Mul(x[1], x[2])), 1),
				}
				for j := range z {
					z[j].Mul(z[j], rInv)
					z[j].Mod(z[j], p)
				}
				return z
			}
			rng := newRand(uint64(1400 + i))
			vals := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
				new(big.Int).Mod(pow2(uint(64*n-2)), p), new(big.Int).Mod(pow2(uint(64*n-1)), p)}
			vals = append(vals, c.random(rng, 7)...)
			top := sum(p, big.NewInt(-1))
			inputs := [][4]*big.Int{{top, top, top, top}}
			for s := range 60 {
				var x [4]*big.Int
				for j := range 4 {
					x[j] = vals[(s*(j+3)+j*j+s/len(vals))%len(vals)]
				}
				inputs = append(inputs, x)
			}
			for j, xb := range inputs {
				var x [4]PrimeElement
				for c := range 4 {
					x[c] = bigToLimbs(xb[c])
				}
				for _, k := range ks {
					w := want(xb, k)
					var z [4]PrimeElement
					sq(&z, &x, uint(k))
					a := x
					sq(&a, &a, uint(k))
					for c := range 4 {
						requireBig(t, w[c], limbsToBig(&z[c], n), fmt.Sprintf("coefficient %d, k = %d, case %d", c, k, j))
						requireBig(t, w[c], limbsToBig(&a[c], n), fmt.Sprintf("z = x: coefficient %d, k = %d, case %d", c, k, j))
					}
				}
			}
		})
	}
}
