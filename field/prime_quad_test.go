package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// fp2Ops is the method set of prime_quad.go.
type fp2Ops interface {
	Fp2Add(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2Sub(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2SquareMinusOne(z0, z1, x0, x1 *PrimeElement)
}

// TestFp2KernelsMatchBig checks the whole-Fp2 operations of the 6-limb
// views against big.Int arithmetic in Fp[u]/(u² + 1): on BLS12-381's p
// (through Prime6 and, where the processor has BMI2 and ADX, Prime6ADX),
// and on 6-limb primes of 384 bits, where the sum x0 + x1 no longer fits
// unreduced (sum6's other branch), with edge and random coefficients and
// results written over their arguments.
func TestFp2KernelsMatchBig(t *testing.T) {
	moduli := []*big.Int{
		// BLS12-381 p (draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1).
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"),
		primeBelow(383, 4, 3),
		primeBelow(384, 4, 3),
	}
	for i, pb := range moduli {
		c := newPrimeCase(t, pb, BigEndian)
		require.Equal(t, 6, c.f.n)
		views := map[string]fp2Ops{"Prime6": Prime6{c.f}}
		if hasADX && pb.BitLen() <= 383 {
			views["Prime6ADX"] = Prime6ADX{c.f}
		}
		vals := c.values(newRand(uint64(700+i)), 24)
		for name, v := range views {
			for j, a := range vals {
				b, d, e := vals[(j*7+3)%len(vals)], vals[(j*5+1)%len(vals)], vals[(j*11+2)%len(vals)]
				checkFp2Kernels(t, c, v, name, a, b, d, e)
			}
		}
	}
}

// checkFp2Kernels checks v's four operations on x = a + b·u, y = d + e·u.
func checkFp2Kernels(t *testing.T, c *primeCase, v fp2Ops, name string, a, b, d, e *big.Int) {
	p := c.p
	mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
	mul := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
	want := map[string][2]*big.Int{
		"add": {mod(sum(a, d)), mod(sum(b, e))},
		"sub": {mod(sum(a, neg(d))), mod(sum(b, neg(e)))},
		"mul": {mod(sum(mul(a, d), neg(mul(b, e)))), mod(sum(mul(a, e), mul(b, d)))},
		"sqr": {mod(sum(mul(a, a), neg(mul(b, b)))), mod(mul(big.NewInt(2), mul(a, b)))},
	}
	run := func(op string, z0, z1, x0, x1, y0, y1 *PrimeElement) {
		switch op {
		case "add":
			v.Fp2Add(z0, z1, x0, x1, y0, y1)
		case "sub":
			v.Fp2Sub(z0, z1, x0, x1, y0, y1)
		case "mul":
			v.Fp2MulMinusOne(z0, z1, x0, x1, y0, y1)
		case "sqr":
			v.Fp2SquareMinusOne(z0, z1, x0, x1)
		}
	}
	for op, w := range want {
		x0, x1, y0, y1 := c.elem(a), c.elem(b), c.elem(d), c.elem(e)
		z0, z1 := quadGarbage(), quadGarbage()
		run(op, &z0, &z1, &x0, &x1, &y0, &y1)
		requireBig(t, w[0], c.big(&z0), "%s %s c0 mod %#x", name, op, p)
		requireBig(t, w[1], c.big(&z1), "%s %s c1 mod %#x", name, op, p)
		if op == "sqr" {
			run(op, &x0, &x1, &x0, &x1, nil, nil) // z = x
		} else {
			run(op, &y0, &y1, &x0, &x1, &y0, &y1) // z = y
			x0, x1 = y0, y1
		}
		requireBig(t, w[0], c.big(&x0), "%s %s c0 mod %#x, aliased", name, op, p)
		requireBig(t, w[1], c.big(&x1), "%s %s c1 mod %#x, aliased", name, op, p)
	}
}

// quadGarbage returns an element whose six low limbs are all ones (the
// kernels must overwrite them) and whose unused limbs are zero, as in
// every element.
func quadGarbage() PrimeElement {
	var z PrimeElement
	for i := range 6 {
		z[i] = ^uint64(0)
	}
	return z
}
