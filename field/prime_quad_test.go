package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// fp2Ops is the method set of prime_quad_kernels.go.
type fp2Ops interface {
	Fp2Add(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2Sub(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *PrimeElement)
	Fp2SquareMinusOne(z0, z1, x0, x1 *PrimeElement)
	Fp2MulSmallPlusU(z0, z1, x0, x1 *PrimeElement, k uint)
}

// quadViews returns every view of c's field that computes in it: the view
// of its limb count and family made directly, the ADX view of its limb
// count where the processor has BMI2 and ADX and the view exists for p,
// and the view Specialize returns (one of those).
func quadViews(t *testing.T, c *primeCase) map[string]fp2Ops {
	f := c.f
	direct := map[int]fp2Ops{
		0: Prime4{f}, 1: Prime5{f}, 2: Prime6{f}, 3: Prime7{f}, 4: Prime8{f}, 5: Prime9{f},
		6: Prime4M1{f}, 7: Prime5M1{f}, 8: Prime6M1{f}, 9: Prime7M1{f}, 10: Prime8M1{f}, 11: Prime9M1{f},
		// The MULQ (or Go) Crandall kernels run on every amd64 processor,
		// so Prime4C is tested on the ADX path too.
		kindCrandall4: Prime4C{f}, kindCrandall4ADX: Prime4C{f},
	}
	views := map[string]fp2Ops{}
	if v, ok := direct[f.kind]; ok {
		views[fmt.Sprintf("%T", v)] = v
	}
	if hasADX && f.n == 4 {
		views["Prime4ADX"] = Prime4ADX{f}
	}
	if hasADX && f.n == 6 && f.bitLen <= 383 {
		views["Prime6ADX"] = Prime6ADX{f}
	}
	s, ok := f.Specialize().(fp2Ops)
	require.True(t, ok, "%T has no whole-Fp2 operations", f.Specialize())
	views["Specialize"] = s
	return views
}

// quadModuli returns primes of every limb count on both sides of the
// bound 2^(64n−1) below which the kernels sum unreduced (sum4 … sum9), in
// both kernel families (p ≡ −1 mod 2^64 or not).
func quadModuli() []*big.Int {
	var ps []*big.Int
	for n := uint(4); n <= 9; n++ {
		ps = append(ps,
			primeBelow(64*n-1, 4, 3), primeBelow(64*n, 4, 3),
			primeMinusOneMod64(64*n-1), primeMinusOneMod64(64*n))
	}
	return ps
}

// TestFp2KernelsMatchBig checks the whole-Fp2 operations of every view
// against big.Int arithmetic in Fp[u]/(u² + 1): on every test prime
// (BN254's and BLS12-381's p among them) and on the primes of quadModuli,
// through every view that computes in the field, with edge and random
// coefficients and results written over their arguments.
func TestFp2KernelsMatchBig(t *testing.T) {
	cases := testPrimes()
	for _, p := range quadModuli() {
		cases = append(cases, namedPrime{fmt.Sprintf("%d bits, %#x mod 2^64", p.BitLen(), p.Uint64()), p})
	}
	for i, np := range cases {
		t.Run(np.name, func(t *testing.T) {
			c := newPrimeCase(t, np.p, ByteOrder(i%2))
			vals := c.values(newRand(uint64(700+i)), 12)
			for name, v := range quadViews(t, c) {
				for j, a := range vals {
					b, d, e := vals[(j*7+3)%len(vals)], vals[(j*5+1)%len(vals)], vals[(j*11+2)%len(vals)]
					checkFp2Kernels(t, c, v, name, a, b, d, e)
				}
			}
		})
	}
}

// checkFp2Kernels checks v's five operations on x = a + b·u, y = d + e·u.
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
	// (k + u)·x for the k of ξ = k + u: 0, BLS12-381's 1, BN254's 9, and
	// more bits.
	xiK := []uint{0, 1, 2, 9, 15, 16, 64, 255}
	for _, k := range xiK {
		kb := new(big.Int).SetUint64(uint64(k))
		want[fmt.Sprint("xi", k)] = [2]*big.Int{mod(sum(mul(kb, a), neg(b))), mod(sum(mul(kb, b), a))}
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
		default:
			var k uint
			_, err := fmt.Sscanf(op, "xi%d", &k)
			require.NoError(t, err)
			v.Fp2MulSmallPlusU(z0, z1, x0, x1, k)
		}
	}
	for op, w := range want {
		x0, x1, y0, y1 := c.elem(a), c.elem(b), c.elem(d), c.elem(e)
		z0, z1 := quadGarbage(c.f.n), quadGarbage(c.f.n)
		run(op, &z0, &z1, &x0, &x1, &y0, &y1)
		requireBig(t, w[0], c.big(&z0), "%s %s c0 mod %#x", name, op, p)
		requireBig(t, w[1], c.big(&z1), "%s %s c1 mod %#x", name, op, p)
		if op != "add" && op != "sub" && op != "mul" {
			run(op, &x0, &x1, &x0, &x1, nil, nil) // z = x
		} else {
			run(op, &y0, &y1, &x0, &x1, &y0, &y1) // z = y
			x0, x1 = y0, y1
		}
		requireBig(t, w[0], c.big(&x0), "%s %s c0 mod %#x, aliased", name, op, p)
		requireBig(t, w[1], c.big(&x1), "%s %s c1 mod %#x, aliased", name, op, p)
	}
}

// quadGarbage returns an element whose n low limbs are all ones (the
// kernels must overwrite them) and whose unused limbs are zero, as in
// every element.
func quadGarbage(n int) PrimeElement {
	var z PrimeElement
	for i := range n {
		z[i] = ^uint64(0)
	}
	return z
}
