//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestFp2ADXKernelsMatchBig checks fp2Mul, fp2Square and fp2MulSmall of
// 4 and 6 limbs, ADX and baseline (MULQ), on raw limbs against math/big: z0 + z1·u =
// (x0 + x1·u)(y0 + y1·u)·R⁻¹ with u² = −1 for the products (R = 2^(64n),
// the Montgomery factor), and (k + u)(x0 + x1·u) for the small products,
// on BN254's and BLS12-381's p and two more moduli per limb count below
// 2^(64n − 1), with the raw limb values 0, 1, p − 1, p − 2, 2^k mod p
// near the top bit, and random ones, also with z over x (and over y).
// The views reach these kernels only through fp2Fused; TestFp2KernelsMatchBig
// checks them there.
func TestFp2ADXKernelsMatchBig(t *testing.T) {
	for _, adx := range []bool{false, true} {
		if adx && !hasADX {
			t.Log("no BMI2/ADX: the ADX kernels are not tested")
			continue
		}
		testFp2Kernels(t, adx)
	}
}

func testFp2Kernels(t *testing.T, adx bool) {
	moduli := []*big.Int{
		hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"), // BN254 p
		primeBelow(255, 4, 3), primeMinusOneMod64(255),
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"), // BLS12-381 p
		primeBelow(383, 4, 3), primeMinusOneMod64(383),
	}
	for i, p := range moduli {
		t.Run(fmt.Sprintf("adx=%v/%d bits %#x", adx, p.BitLen(), p.Uint64()), func(t *testing.T) {
			c := newPrimeCase(t, p, BigEndian)
			f := c.f
			require.True(t, f.n == 4 || f.n == 6)
			rInv := new(big.Int).ModInverse(pow2(uint(64*f.n)), p)
			raw := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
				new(big.Int).Mod(pow2(uint(p.BitLen()-1)), p), sum(pow2(uint(p.BitLen()-1)), big.NewInt(-1))}
			raw = append(raw, c.random(newRand(uint64(900+i)), 6)...)
			limbs := func(x *big.Int) PrimeElement { return bigToLimbs(x) }
			val := func(z *PrimeElement) *big.Int { return limbsToBig(z, f.n) }
			mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
			mul := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
			for j, a := range raw {
				b, d, e := raw[(j*7+3)%len(raw)], raw[(j*5+1)%len(raw)], raw[(j*11+2)%len(raw)]
				// Multiplication, z apart, then z = x.
				x0, x1, y0, y1 := limbs(a), limbs(b), limbs(d), limbs(e)
				w0 := mod(mul(sum(mul(a, d), neg(mul(b, e))), rInv))
				w1 := mod(mul(sum(mul(a, e), mul(b, d)), rInv))
				var z0, z1 PrimeElement
				fp2MulADX(f, adx, &z0, &z1, &x0, &x1, &y0, &y1)
				requireBig(t, w0, val(&z0), "mul c0 of %x %x %x %x", a, b, d, e)
				requireBig(t, w1, val(&z1), "mul c1 of %x %x %x %x", a, b, d, e)
				fp2MulADX(f, adx, &x0, &x1, &x0, &x1, &y0, &y1)
				requireBig(t, w0, val(&x0), "mul c0, z = x")
				requireBig(t, w1, val(&x1), "mul c1, z = x")
				x0, x1 = limbs(a), limbs(b)
				fp2MulADX(f, adx, &y0, &y1, &x0, &x1, &y0, &y1)
				requireBig(t, w0, val(&y0), "mul c0, z = y")
				requireBig(t, w1, val(&y1), "mul c1, z = y")
				// Squaring, z apart, then z = x.
				w0 = mod(mul(sum(mul(a, a), neg(mul(b, b))), rInv))
				w1 = mod(mul(mul(big.NewInt(2), mul(a, b)), rInv))
				fp2SquareADX(f, adx, &z0, &z1, &x0, &x1)
				requireBig(t, w0, val(&z0), "sqr c0 of %x %x", a, b)
				requireBig(t, w1, val(&z1), "sqr c1 of %x %x", a, b)
				fp2SquareADX(f, adx, &x0, &x1, &x0, &x1)
				requireBig(t, w0, val(&x0), "sqr c0, z = x")
				requireBig(t, w1, val(&x1), "sqr c1, z = x")
				// The product by k + u for every k of the kernel.
				for k := uint64(0); k <= 15; k++ {
					x0, x1 = limbs(a), limbs(b)
					kb := new(big.Int).SetUint64(k)
					w0 = mod(sum(mul(kb, a), neg(b)))
					w1 = mod(sum(mul(kb, b), a))
					fp2MulSmallADX(f, adx, &z0, &z1, &x0, &x1, k)
					requireBig(t, w0, val(&z0), "small %d c0 of %x %x", k, a, b)
					requireBig(t, w1, val(&z1), "small %d c1 of %x %x", k, a, b)
					fp2MulSmallADX(f, adx, &x0, &x1, &x0, &x1, k)
					requireBig(t, w0, val(&x0), "small %d c0, z = x", k)
					requireBig(t, w1, val(&x1), "small %d c1, z = x", k)
				}
			}
		})
	}
}

// fp2MulADX, fp2SquareADX and fp2MulSmallADX call the kernel of f's limb
// count, the ADX one or the baseline one.
func fp2MulADX(f *Prime, adx bool, z0, z1, x0, x1, y0, y1 *PrimeElement) {
	switch {
	case f.n == 4 && adx:
		fp2Mul4ADX(z0, z1, x0, x1, y0, y1, &f.p, f.inv)
	case f.n == 4:
		fp2Mul4(z0, z1, x0, x1, y0, y1, &f.p, f.inv)
	case !adx:
		fp2Mul6(z0, z1, x0, x1, y0, y1, &f.p, f.inv)
	default:
		fp2Mul6ADX(z0, z1, x0, x1, y0, y1, &f.p, f.inv)
	}
}

func fp2SquareADX(f *Prime, adx bool, z0, z1, x0, x1 *PrimeElement) {
	switch {
	case f.n == 4 && adx:
		fp2Square4ADX(z0, z1, x0, x1, &f.p, f.inv)
	case f.n == 4:
		fp2Square4(z0, z1, x0, x1, &f.p, f.inv)
	case !adx:
		fp2Square6(z0, z1, x0, x1, &f.p, f.inv)
	default:
		fp2Square6ADX(z0, z1, x0, x1, &f.p, f.inv)
	}
}

func fp2MulSmallADX(f *Prime, adx bool, z0, z1, x0, x1 *PrimeElement, k uint64) {
	switch {
	case f.n == 4 && adx:
		fp2MulSmall4ADX(z0, z1, x0, x1, &f.p, &f.pShl, k)
	case f.n == 4:
		fp2MulSmall4(z0, z1, x0, x1, &f.p, &f.pShl, k)
	case !adx:
		fp2MulSmall6(z0, z1, x0, x1, &f.p, &f.pShl, k)
	default:
		fp2MulSmall6ADX(z0, z1, x0, x1, &f.p, &f.pShl, k)
	}
}
