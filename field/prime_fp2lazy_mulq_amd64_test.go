//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"
)

// TestFp2LazyMulqKernelsMatchBig checks the raw product-scanning kernels
// of prime_fp2lazy_mulq_amd64.s and prime_fp2_mulq_amd64.s against
// math/big: z0 + z1·u =
// (x0 + x1·u)(y0 + y1·u)·R⁻¹ and (x0 + x1·u)²·R⁻¹ with u² = −1 and
// R = 2^(64n), n the kernel's limb count, not the modulus's: the 6-limb
// kernels on BLS12-381's p, BN254's p (254 bits in 6 limbs), the largest
// 383-bit primes ≡ 3 mod 4 and ≡ −1 mod 2^64 and a 320-bit prime, the
// 4-limb ones on BN254's p and the largest 255-bit primes
// ≡ 3 mod 4 and ≡ −1 mod 2^64. Coefficients are the edge values 0, 1,
// p − 1, p − 2, 2^(b−1) mod p and 2^(b−1) − 1 mod p for b = 64n − 1 (the
// bound of the kernels) and for p's bit length, and random ones below p;
// every product is also checked with z over x and over y.
func TestFp2LazyMulqKernelsMatchBig(t *testing.T) {
	bn := hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47")
	bls := hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")
	type kernelCase struct {
		n int
		p *big.Int
	}
	cases := []kernelCase{
		{6, bls}, {6, bn}, {6, primeBelow(383, 4, 3)}, {6, primeMinusOneMod64(383)}, {6, primeBelow(320, 4, 3)},
		{4, bn}, {4, primeBelow(255, 4, 3)}, {4, primeMinusOneMod64(255)},
	}
	for i, kc := range cases {
		n, p := kc.n, kc.p
		t.Run(fmt.Sprintf("%d limbs/%d bits %#x", n, p.BitLen(), p.Uint64()), func(t *testing.T) {
			r := pow2(uint(64 * n))
			rInv := new(big.Int).ModInverse(r, p)
			// inv = −p⁻¹ mod 2^64.
			inv := new(big.Int).Neg(new(big.Int).ModInverse(p, pow2(64)))
			inv.Mod(inv, pow2(64))
			pl := bigToLimbs(p)
			mod := func(x *big.Int) *big.Int { return new(big.Int).Mod(x, p) }
			mul := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
			var raw []*big.Int
			for _, b := range []uint{uint(64*n - 1), uint(p.BitLen())} {
				raw = append(raw, mod(pow2(b-1)), mod(sum(pow2(b-1), big.NewInt(-1))))
			}
			raw = append(raw, big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)))
			rng := newRand(uint64(1200 + i))
			for range 8 {
				raw = append(raw, randomBelow(rng, p))
			}
			val := func(z *PrimeElement) *big.Int { return limbsToBig(z, 8) } // words above n must stay 0
			mulK := func(z0, z1, x0, x1, y0, y1 *PrimeElement) {
				if n == 4 {
					fp2MulLazy4Asm(z0, z1, x0, x1, y0, y1, &pl, inv.Uint64())
				} else {
					fp2MulLazy6Asm(z0, z1, x0, x1, y0, y1, &pl, inv.Uint64())
				}
			}
			sqrK := func(z0, z1, x0, x1 *PrimeElement) {
				if n == 4 {
					fp2Square4Asm(z0, z1, x0, x1, &pl, inv.Uint64())
				} else {
					fp2Square6Asm(z0, z1, x0, x1, &pl, inv.Uint64())
				}
			}
			for j, a := range raw {
				for k, b := range raw {
					d, e := raw[(j*5+k+1)%len(raw)], raw[(j*11+k*3+2)%len(raw)]
					x0, x1, y0, y1 := bigToLimbs(a), bigToLimbs(b), bigToLimbs(d), bigToLimbs(e)
					w0 := mod(mul(sum(mul(a, d), neg(mul(b, e))), rInv))
					w1 := mod(mul(sum(mul(a, e), mul(b, d)), rInv))
					var z0, z1 PrimeElement
					mulK(&z0, &z1, &x0, &x1, &y0, &y1)
					requireBig(t, w0, val(&z0), "mul c0 of %x %x %x %x", a, b, d, e)
					requireBig(t, w1, val(&z1), "mul c1 of %x %x %x %x", a, b, d, e)
					mulK(&x0, &x1, &x0, &x1, &y0, &y1)
					requireBig(t, w0, val(&x0), "mul c0, z = x")
					requireBig(t, w1, val(&x1), "mul c1, z = x")
					x0, x1 = bigToLimbs(a), bigToLimbs(b)
					mulK(&y0, &y1, &x0, &x1, &y0, &y1)
					requireBig(t, w0, val(&y0), "mul c0, z = y")
					requireBig(t, w1, val(&y1), "mul c1, z = y")
					w0 = mod(mul(sum(mul(a, a), neg(mul(b, b))), rInv))
					w1 = mod(mul(mul(big.NewInt(2), mul(a, b)), rInv))
					sqrK(&z0, &z1, &x0, &x1)
					requireBig(t, w0, val(&z0), "sqr c0 of %x %x", a, b)
					requireBig(t, w1, val(&z1), "sqr c1 of %x %x", a, b)
					sqrK(&x0, &x1, &x0, &x1)
					requireBig(t, w0, val(&x0), "sqr c0, z = x")
					requireBig(t, w1, val(&x1), "sqr c1, z = x")
				}
			}
		})
	}
}
