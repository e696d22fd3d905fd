package edwards

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
	"github.com/stretchr/testify/require"
)

// tinyEdwards finds a curve −x² + y² = 1 + d·x²·y² over GF(p), p ≡ 1 mod 4,
// whose group has order h·n for the given cofactor h and a prime n, by
// counting points, and returns its parameters (generator [h]P for a point P
// with [h]P ≠ O), or false.
func tinyEdwards(t *testing.T, p int64, h uint64) (Params[field.PrimeElement, field.PrimeElement], bool) {
	P := big.NewInt(p)
	pow := func(x, e int64) int64 { // x^e mod p, p < 2^31
		r := int64(1)
		for x %= p; e > 0; e >>= 1 {
			if e&1 == 1 {
				r = r * x % p
			}
			x = x * x % p
		}
		return r
	}
	legendre := func(x int64) int64 { return pow(x, (p-1)/2) } // 1, p − 1 or 0
	inv := func(x int64) int64 { return pow(x, p-2) }
	mod := func(x int64) int64 { return ((x % p) + p) % p }
	for d := int64(2); d < p; d++ {
		if legendre(d) != p-1 {
			continue // d must be a non-square
		}
		// y² = (1 + x²) / (1 − d·x²)
		count := int64(0)
		for x := range p {
			v := mod(mod(1+x*x) * inv(mod(1-d*mod(x*x))))
			switch legendre(v) {
			case 0:
				count++
			case 1:
				count += 2
			}
		}
		if count%int64(h) != 0 {
			continue
		}
		n := big.NewInt(count / int64(h))
		if !n.ProbablyPrime(20) || n.Int64() <= int64(h) || n.Int64() < 5 {
			continue
		}
		// A point P and G = [h]P, by affine additions.
		add := func(x1, y1, x2, y2 int64) (int64, int64) {
			t := mod(d * mod(x1*x2) % p * mod(y1*y2))
			x3 := mod(mod(x1*y2+y1*x2) * inv(mod(1+t)))
			y3 := mod(mod(y1*y2+x1*x2) * inv(mod(1-t)))
			return x3, y3
		}
		for y := int64(2); y < p; y++ {
			x2 := mod(mod(y*y-1) * inv(mod(1+d*mod(y*y))))
			if legendre(x2) != 1 {
				continue
			}
			x := new(big.Int).ModSqrt(big.NewInt(x2), P).Int64()
			gx, gy := int64(0), int64(1)
			for range h {
				gx, gy = add(gx, gy, x, y)
			}
			if gx == 0 && (gy == 1 || gy == p-1) {
				continue // [h]P of order 1 or 2
			}
			fp, err := field.NewPrime(P, field.LittleEndian)
			require.NoError(t, err)
			fn, err := field.NewPrime(n, field.LittleEndian)
			require.NoError(t, err)
			return Params[field.PrimeElement, field.PrimeElement]{
				Name: fmt.Sprintf("tiny p = %d, h = %d", p, h), Field: fp, Scalar: fn,
				A: big.NewInt(-1), D: big.NewInt(d), Gx: big.NewInt(gx), Gy: big.NewInt(gy), Cofactor: h,
			}, true
		}
	}
	return Params[field.PrimeElement, field.PrimeElement]{}, false
}

// TestHalfVerifyTinyCurves runs the torsion and differential checks of the
// half-size path on tiny curves (orders of 8 to 18 bits, cofactors 4, 8 and
// 12), where t and the alternatives' slack reach the size of n and the
// non-power-of-two cofactor takes the gcd condition and the general cofactor
// multiplication.
func TestHalfVerifyTinyCurves(t *testing.T) {
	for _, tc := range []struct {
		p int64
		h uint64
	}{{1009, 4}, {1009, 8}, {10009, 12}, {65537, 8}, {1000033, 4}} {
		if !testenv.Long() && tc.p > 100000 { // a long set (CURVEKIT_LONG=1)
			t.Logf("not the curve over p = %d: %s=1 runs it", tc.p, testenv.LongVar)
			continue // counting the points takes a second
		}
		params, ok := tinyEdwards(t, tc.p, tc.h)
		if !ok {
			t.Logf("no curve for p = %d, h = %d", tc.p, tc.h)
			continue
		}
		t.Run(params.Name, func(t *testing.T) {
			c, err := New(params)
			require.NoError(t, err)
			l := c.encLen
			sp := SchemeParams{Hash: SHAKE256Hash(2 * l)}
			if tc.h&(tc.h-1) != 0 {
				sp.Clamp = func([]byte) {}
			}
			s, err := NewScheme(c, sp)
			require.NoError(t, err)
			t.Logf("n = %v, H = %d", c.n, c.halfCurveOnce().lat.half)
			testHalfTorsion(t, s, false, 2, false)
			s.halfDifferential(t, 10)
		})
	}
}
