//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// wideView is the double-width Fp2 arithmetic of Prime4ADX and Prime6ADX.
type wideView interface {
	Fp2Wide() bool
	Fp2MulWide(z0, z1, z0h, z1h, x0, x1, y0, y1 *PrimeElement)
	Fp2WideAdd(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement)
	Fp2WideSub(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement)
	Fp2WideMulSmallPlusU(z0, z1, z0h, z1h, x0, x1, x0h, x1h *PrimeElement, k uint)
	Fp2WideReduce(z0, z1, x0, x1, x0h, x1h *PrimeElement)
}

var _, _ wideView = Prime4ADX{}, Prime6ADX{}

// wideFp2 is a wide Fp2 value as the views take it: lo0, lo1, hi0, hi1.
type wideFp2 [4]PrimeElement

// TestFp2WideKernelsMatchBig checks the double-width Fp2 kernels of 4 and
// 6 limbs (prime_fp6lazy_adx_amd64.s) on raw limbs against math/big, each
// result as an exact integer (not only mod p): the product W0 = x0·y0 −
// x1·y1 (+ p·R when negative) and W1 = x0·y1 + x1·y0, sums and
// differences mod p·R, (k + u)·W mod p·R for every k ≤ 15, and the
// reduction W·R⁻¹ mod p, canonical; on BN254's and BLS12-381's p and r, BLS12-377's p
// and two more moduli below 2^(64n − 1) of 4 and 6 limbs, with the wide edge values 0, 1, R − 1, R,
// p·R − 1, (p − 1)·R, p², p·R − R + (R − 1)/2 and random ones below p·R,
// also with z over x and over y.
func TestFp2WideKernelsMatchBig(t *testing.T) {
	if !hasADX {
		t.Skip("no BMI2/ADX: the double-width kernels are not used")
	}
	moduli := []*big.Int{
		hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"), // BN254 p
		hexInt("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"), // BN254 r
		hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"), // BLS12-381 r, 255 bits
		primeMinusOneMod64(255),
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"), // BLS12-381 p
		hexInt("01ae3a4617c510eac63b05c06ca1493b1a22d9f300f5138f1ef3622fba094800170b5d44300000008508c00000000001"), // BLS12-377 p
		primeBelow(383, 4, 3), primeMinusOneMod64(383),
	}
	for i, p := range moduli {
		t.Run(fmt.Sprintf("%d bits %#x", p.BitLen(), p.Uint64()), func(t *testing.T) {
			c := newPrimeCase(t, p, BigEndian)
			f := c.f
			var v wideView = Prime4ADX{f}
			if f.n == 6 {
				v = Prime6ADX{f}
			}
			require.True(t, v.Fp2Wide())
			n := uint(64 * f.n)
			r := pow2(n)
			pr := new(big.Int).Mul(p, r)
			rInv := new(big.Int).ModInverse(r, p)
			mod := func(x, m *big.Int) *big.Int { return new(big.Int).Mod(x, m) }
			mul := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
			val := func(z *PrimeElement) *big.Int { return limbsToBig(z, f.n) }
			// split and join convert between integers below p·R and halves.
			split := func(w *wideFp2, c int, x *big.Int) {
				w[c] = bigToLimbs(mod(x, r))
				w[2+c] = bigToLimbs(new(big.Int).Rsh(x, n))
			}
			join := func(w *wideFp2, c int) *big.Int {
				require.Equal(t, -1, val(&w[2+c]).Cmp(p), "high half not below p")
				return sum(val(&w[c]), new(big.Int).Lsh(val(&w[2+c]), n))
			}
			rng := newRand(uint64(1200 + i))
			raw := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
				new(big.Int).Mod(pow2(uint(p.BitLen()-1)), p)}
			raw = append(raw, c.random(rng, 5)...)
			wides := []*big.Int{big.NewInt(0), big.NewInt(1), sum(r, big.NewInt(-1)), r, sum(pr, big.NewInt(-1)),
				sum(pr, neg(r)), mul(p, p), sum(pr, neg(r), new(big.Int).Rsh(r, 1))}
			for _, hi := range c.random(rng, 6) { // below p·R: a high half below p and any low half
				w := new(big.Int).Set(hi)
				for range f.n {
					w.Lsh(w, 64).Add(w, new(big.Int).SetUint64(rng.Uint64()))
				}
				wides = append(wides, w)
			}
			for j, a := range raw {
				b, d, e := raw[(j*7+3)%len(raw)], raw[(j*5+1)%len(raw)], raw[(j*3+2)%len(raw)]
				x0, x1, y0, y1 := bigToLimbs(a), bigToLimbs(b), bigToLimbs(d), bigToLimbs(e)
				var z wideFp2
				v.Fp2MulWide(&z[0], &z[1], &z[2], &z[3], &x0, &x1, &y0, &y1)
				requireBig(t, mod(sum(mul(a, d), neg(mul(b, e))), pr), join(&z, 0), "mulwide c0 of %x %x %x %x", a, b, d, e)
				requireBig(t, sum(mul(a, e), mul(b, d)), join(&z, 1), "mulwide c1 of %x %x %x %x", a, b, d, e)
			}
			for j, a := range wides {
				b, d, e := wides[(j*7+3)%len(wides)], wides[(j*5+1)%len(wides)], wides[(j*3+2)%len(wides)]
				var x, y, z wideFp2
				load := func() { split(&x, 0, a); split(&x, 1, b); split(&y, 0, d); split(&y, 1, e) }
				load()
				// Sums and differences: z apart, over x, over y.
				for _, sub := range []bool{false, true} {
					op, s := v.Fp2WideAdd, big.NewInt(1)
					if sub {
						op, s = v.Fp2WideSub, big.NewInt(-1)
					}
					w0, w1 := mod(sum(a, mul(s, d)), pr), mod(sum(b, mul(s, e)), pr)
					for _, out := range []*wideFp2{&z, &x, &y} {
						load()
						op(&out[0], &out[1], &out[2], &out[3], &x[0], &x[1], &x[2], &x[3], &y[0], &y[1], &y[2], &y[3])
						requireBig(t, w0, join(out, 0), "add/sub %v c0 of %x %x", sub, a, d)
						requireBig(t, w1, join(out, 1), "add/sub %v c1 of %x %x", sub, b, e)
					}
				}
				// (k + u)·x, z apart and over x.
				for k := range uint(16) {
					kb := new(big.Int).SetUint64(uint64(k))
					w0, w1 := mod(sum(mul(kb, a), neg(b)), pr), mod(sum(mul(kb, b), a), pr)
					for _, out := range []*wideFp2{&z, &x} {
						load()
						v.Fp2WideMulSmallPlusU(&out[0], &out[1], &out[2], &out[3], &x[0], &x[1], &x[2], &x[3], k)
						requireBig(t, w0, join(out, 0), "small %d c0 of %x %x", k, a, b)
						requireBig(t, w1, join(out, 1), "small %d c1 of %x %x", k, a, b)
					}
				}
				// The reduction.
				load()
				var z0, z1 PrimeElement
				v.Fp2WideReduce(&z0, &z1, &x[0], &x[1], &x[2], &x[3])
				requireBig(t, mod(mul(a, rInv), p), val(&z0), "reduce c0 of %x", a)
				requireBig(t, mod(mul(b, rInv), p), val(&z1), "reduce c1 of %x", b)
			}
		})
	}
}
