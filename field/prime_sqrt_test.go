package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrimeSqrtMethod(t *testing.T) {
	for _, tc := range []struct {
		p      *big.Int
		method sqrtMethod
		s      int
	}{
		{big.NewInt(7), sqrt3Mod4, 1},
		{big.NewInt(13), sqrtAtkin, 2},
		{big.NewInt(41), sqrt9Mod16, 3},
		{big.NewInt(17), sqrtTonelliShanks, 4},
		{sum(pow2(224), neg(pow2(96)), big.NewInt(1)), sqrtTonelliShanks, 96},
		{sum(pow2(64), neg(pow2(32)), big.NewInt(1)), sqrtTonelliShanks, 32},
	} {
		f, err := NewPrime(tc.p, BigEndian)
		require.NoError(t, err)
		assert.Equal(t, tc.method, f.sqrt.method, "p = %v", tc.p)
		assert.Equal(t, tc.s, f.sqrt.s, "p = %v", tc.p)
	}
}

// sqrtInputs returns squares, non-squares and edge values mod p.
func (c *primeCase) sqrtInputs(seed uint64) []*big.Int {
	rng := newRand(seed)
	vals := c.values(rng, 6)
	for _, r := range c.random(rng, 6) {
		vals = append(vals, new(big.Int).Mod(new(big.Int).Mul(r, r), c.p))
	}
	return vals
}

// checkRoot checks a Sqrt-style result: ok is 1 exactly when want is a
// square (0 included), z² = want and Sgn0(z) = 0 then, and z = 0 otherwise.
func (c *primeCase) checkRoot(z *PrimeElement, ok int, want *big.Int, msg string) {
	t := c.t
	isSquare := want.Sign() == 0 || big.Jacobi(want, c.p) == 1
	require.Equal(t, boolInt(isSquare), ok, "%s: square? %v", msg, want)
	zb := c.big(z)
	if !isSquare {
		require.Equal(t, 0, zb.Sign(), "%s: non-square must give 0", msg)
		return
	}
	requireBig(t, want, new(big.Int).Exp(zb, big.NewInt(2), c.p), "%s: root of %v", msg, want)
	require.Equal(t, uint(0), zb.Bit(0), "%s: root must have Sgn0 = 0", msg)
}

func TestPrimeSqrt(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		for _, xb := range c.sqrtInputs(4) {
			x := c.elem(xb)
			xm := new(big.Int).Mod(xb, c.p)
			var z PrimeElement
			ok := c.f.Sqrt(&z, &x)
			c.checkRoot(&z, ok, xm, "Sqrt")
		}
	})
}

func TestPrimeSqrtRatio(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		p := c.p
		us := c.sqrtInputs(5)
		vs := append(c.sqrtInputs(6)[:6], big.NewInt(0), big.NewInt(1))
		for _, ub := range us {
			for _, vb := range vs {
				u, v := c.elem(ub), c.elem(vb)
				um, vm := new(big.Int).Mod(ub, p), new(big.Int).Mod(vb, p)
				var z PrimeElement
				ok := c.f.SqrtRatio(&z, &u, &v)
				switch {
				case um.Sign() == 0:
					require.Equal(t, 1, ok, "0/%v", vm)
					require.Equal(t, 0, c.big(&z).Sign())
				case vm.Sign() == 0:
					require.Equal(t, 0, ok, "%v/0", um)
					require.Equal(t, 0, c.big(&z).Sign())
				default:
					ratio := new(big.Int).Mul(um, new(big.Int).ModInverse(vm, p))
					c.checkRoot(&z, ok, ratio.Mod(ratio, p), "SqrtRatio")
				}
			}
		}
	})
}
