package field

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// crandallTestModuli returns Crandall moduli 2^(256−s) − d of several s,
// with c = 2^s·d small and close to 2^64, each the first prime found from
// its starting d: 2^255 − 19 and secp256k1's p (the twins' fields), the
// largest 256-bit prime 2^256 − 189, primes 2^256 − d with d just below 2^64
// (the largest c the kernels accept: every carry of the folds at its
// widest), and primes with s = 32 and s = 56 (d just below 2^(64−s)).
func crandallTestModuli(t testing.TB) []*big.Int {
	ps := []*big.Int{
		sum(pow2(255), big.NewInt(-19)),
		sum(pow2(256), neg(pow2(32)), big.NewInt(-977)),
		sum(pow2(256), big.NewInt(-189)),
	}
	// The prime 2^(256−s) − d for the largest odd d < limit.
	below := func(s uint, limit *big.Int) *big.Int {
		top := pow2(256 - s)
		for d := new(big.Int).Sub(limit, big.NewInt(1)); d.Sign() > 0; d.Sub(d, big.NewInt(2)) {
			p := new(big.Int).Sub(top, d)
			if p.ProbablyPrime(20) {
				return p
			}
		}
		t.Fatalf("no Crandall prime for s = %d", s)
		return nil
	}
	ps = append(ps, below(0, pow2(64)), below(32, pow2(32)), below(56, pow2(8)), below(1, pow2(63)))
	for _, p := range ps {
		_, ok := crandallShape(p)
		require.True(t, ok, "%#x is not of the Crandall shape", p)
	}
	return ps
}

// TestCrandallShape checks which moduli NewPrime gives the Crandall
// kernels: c = 2^256 − 2^s·p must be below 2^64, with 2^s·p of 256 bits.
func TestCrandallShape(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    *big.Int
		c    uint64
		ok   bool
	}{
		{"2^255 − 19", sum(pow2(255), big.NewInt(-19)), 38, true},
		{"secp256k1 p", sum(pow2(256), neg(pow2(32)), big.NewInt(-977)), 1<<32 + 977, true},
		{"2^256 − 189", sum(pow2(256), big.NewInt(-189)), 189, true},
		{"P-256 p", sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), big.NewInt(-1)), 0, false},
		{"ed25519 l", sum(pow2(252), decInt("27742317777372353535851937790883648493")), 0, false},
		{"2^127 − 1 (below 193 bits)", sum(pow2(127), big.NewInt(-1)), 0, false},
		{"P-384 p (5 limbs)", sum(pow2(384), neg(pow2(128)), neg(pow2(96)), pow2(32), big.NewInt(-1)), 0, false},
	} {
		k, ok := crandallShape(tc.p)
		require.Equal(t, tc.ok, ok, tc.name)
		if ok {
			require.Equal(t, tc.c, k[0], tc.name)
			s := uint(k[2])
			require.Equal(t, uint(256-tc.p.BitLen()), s, tc.name)
			require.Equal(t, tc.c>>s, k[1], tc.name)
		}
	}
}

// crandallInputs returns the kernel test inputs for p: edge values below
// 2^256 — not only below p, which the kernels accept too — and random
// ones, as limbs.
func crandallInputs(p *big.Int, k PrimeElement, rnd int) []*big.Int {
	m := new(big.Int).Sub(pow2(256), big.NewInt(1))
	c := new(big.Int).SetUint64(k[0])
	xs := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), c,
		new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Sub(p, big.NewInt(2)),
		new(big.Int).Set(p), new(big.Int).Add(p, big.NewInt(1)),
		new(big.Int).Rsh(p, 1), new(big.Int).Lsh(big.NewInt(1), uint(p.BitLen()-1)),
		m, new(big.Int).Sub(m, big.NewInt(1)), new(big.Int).Sub(m, c),
		new(big.Int).Lsh(big.NewInt(1), 255), new(big.Int).Lsh(big.NewInt(1), 128),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 192), big.NewInt(1)),
	}
	rng := newRand(k[0])
	for range rnd {
		xs = append(xs, randomBelow(rng, pow2(256)), randomBelow(rng, p))
	}
	return xs
}

// TestCrandallKernels checks the Crandall kernels against math/big on edge
// and random inputs below 2^256 for moduli of several shapes: the result
// reduced below p, the square equal to the product of x by itself, and,
// limb for limb, the assembly kernels equal to the Go ones, aliasing
// included: crandallMul4 and crandallSquare4 (MULQ on amd64, the Go
// kernels themselves in the purego build) on every path, and the MULX
// ones when the processor has BMI2 and ADX.
func TestCrandallKernels(t *testing.T) {
	for _, p := range crandallTestModuli(t) {
		k, _ := crandallShape(p)
		pl := bigToLimbs(p)
		xs := crandallInputs(p, k, 40)
		for i, xb := range xs {
			for j, yb := range xs {
				if i%3 != 0 && j%3 != 0 && i > 20 && j > 20 {
					continue // every edge pair, a sample of the random ones
				}
				x, y := bigToLimbs(xb), bigToLimbs(yb)
				want := new(big.Int).Mod(new(big.Int).Mul(xb, yb), p)
				var z PrimeElement
				crandallMul4Generic(&z, &x, &y, &pl, &k)
				require.Equal(t, bigToLimbs(want), z, "%#x · %#x mod %#x", xb, yb, p)
				var zq PrimeElement
				crandallMul4(&zq, &x, &y, &pl, &k)
				require.Equal(t, z, zq, "MULQ %#x · %#x mod %#x", xb, yb, p)
				if hasADX {
					var za PrimeElement
					crandallMul4ADX(&za, &x, &y, &pl, &k)
					require.Equal(t, z, za, "ADX %#x · %#x mod %#x", xb, yb, p)
				}
			}
			x := bigToLimbs(xb)
			want := bigToLimbs(new(big.Int).Mod(new(big.Int).Mul(xb, xb), p))
			var z PrimeElement
			crandallSquare4Generic(&z, &x, &pl, &k)
			require.Equal(t, want, z, "%#x² mod %#x", xb, p)
			crandallSquare4(&z, &x, &pl, &k)
			require.Equal(t, want, z, "MULQ %#x² mod %#x", xb, p)
			z = x
			crandallSquare4(&z, &z, &pl, &k)
			require.Equal(t, want, z, "MULQ aliased %#x² mod %#x", xb, p)
			z = x
			crandallMul4(&z, &z, &z, &pl, &k)
			require.Equal(t, want, z, "MULQ aliased %#x · itself mod %#x", xb, p)
			if !hasADX {
				continue
			}
			crandallSquare4ADX(&z, &x, &pl, &k)
			require.Equal(t, want, z, "ADX %#x² mod %#x", xb, p)
			z = x
			crandallSquare4ADX(&z, &z, &pl, &k)
			require.Equal(t, want, z, "ADX aliased %#x² mod %#x", xb, p)
			z = x
			crandallMul4ADX(&z, &z, &z, &pl, &k)
			require.Equal(t, want, z, "ADX aliased %#x · itself mod %#x", xb, p)
		}
	}
}

// TestCrandallPrime checks a Prime over each Crandall test modulus against
// math/big through its public methods and its view: the plain-integer form
// (factor 1) must round-trip through SetBytes, PutBytes, SetWideBytes,
// Inverse and SqrtRatio exactly as the Montgomery form does. The view is
// Prime4ADX where the processor has BMI2 and ADX and Prime4C elsewhere.
func TestCrandallPrime(t *testing.T) {
	for _, p := range crandallTestModuli(t) {
		c := newPrimeCase(t, p, LittleEndian)
		require.Equal(t, crandallKind(), c.f.kind)
		wantView := "field.Prime4C"
		if hasADX {
			wantView = "field.Prime4ADX"
		}
		require.Equal(t, wantView, fmt.Sprintf("%T", c.f.Specialize()))
		rng := newRand(7)
		v := c.f.Specialize()
		mul, ok := v.(interface{ Mul(z, x, y *PrimeElement) })
		require.True(t, ok)
		for range 50 {
			xb, yb := randomBelow(rng, p), randomBelow(rng, p)
			x, y := c.elem(xb), c.elem(yb)
			var z PrimeElement
			mul.Mul(&z, &x, &y)
			requireBig(t, new(big.Int).Mod(new(big.Int).Mul(xb, yb), p), c.big(&z))
			c.f.Inverse(&z, &x)
			want := new(big.Int).ModInverse(xb, p)
			if xb.Sign() == 0 {
				want = big.NewInt(0)
			}
			requireBig(t, want, c.big(&z), "1/%#x", xb)
			wide := randomBelow(rng, pow2(uint(16*c.f.byteLen)))
			b := make([]byte, 2*c.f.byteLen)
			wide.FillBytes(b)
			for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
				b[i], b[j] = b[j], b[i]
			}
			require.NoError(t, c.f.SetWideBytes(&z, b))
			requireBig(t, new(big.Int).Mod(wide, p), c.big(&z), "wide %#x", wide)
		}
	}
}

// BenchmarkCrandallKernels compares, for p = 2^255 − 19, the Crandall
// kernels that Prime4C calls (MULQ assembly on amd64, Go in the purego
// build) with the Montgomery kernels of the same limb count that a Prime4
// over p would call: the folding reduction must be the faster on each
// path for NewPrime's choice to pay.
func BenchmarkCrandallKernels(b *testing.B) {
	p := sum(pow2(255), big.NewInt(-19))
	pl := bigToLimbs(p)
	k, _ := crandallShape(p)
	inv := new(big.Int).Sub(pow2(64), new(big.Int).ModInverse(p, pow2(64))).Uint64()
	rng := newRand(5)
	x, y := bigToLimbs(randomBelow(rng, p)), bigToLimbs(randomBelow(rng, p))
	b.Run("Mul/Crandall", func(b *testing.B) {
		for b.Loop() {
			crandallMul4(&x, &x, &y, &pl, &k)
		}
	})
	b.Run("Mul/Montgomery", func(b *testing.B) {
		for b.Loop() {
			montMul4(&x, &x, &y, &pl, inv)
		}
	})
	b.Run("Square/Crandall", func(b *testing.B) {
		for b.Loop() {
			crandallSquare4(&x, &x, &pl, &k)
		}
	})
	b.Run("Square/Montgomery", func(b *testing.B) {
		for b.Loop() {
			montSquare4(&x, &x, &pl, inv)
		}
	})
}
