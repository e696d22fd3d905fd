package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/cpu"
)

// TestFp6MulLazyMatchesFormula checks the Fp6 multiplication with lazy
// reduction (fp6_kernel.go, the 4-limb ADX view's kernel) against Mul's
// formula over Fp2, on the BN254 tower: edge elements whose coefficients are 0, 1 and p − 1 (the largest
// double-width sums and differences), random ones, and the aliasings
// z = x, z = y, x = y. It also checks that the lazy path is taken exactly
// where the processor and build have the kernel: BN254 (4 limbs), not
// BLS12-381 (6 limbs, no kernel) nor the general tower (β = −2).
func TestFp6MulLazyMatchesFormula(t *testing.T) {
	forEachTower(t, func(t *testing.T, f12 *tower.Fp12[Prime], p *big.Int) {
		f := f12.Fp6()
		want := fp6KernelBuild && cpu.X86.HasBMI2ADX && p.Cmp(pBN) == 0
		require.Equal(t, want, f.Lazy(), "lazy reduction taken exactly where the kernel is")
		if !f.Lazy() {
			t.Skip("no Fp6 kernel here")
		}
		g := f.WithoutLazy()
		xs, allMax := edgeFp6s(f, rand.New(rand.NewPCG(61, 62)))
		for i, x := range xs {
			y := xs[(i*7+5)%len(xs)]
			for _, yy := range []tower.Fp6Element[Prime]{y, allMax, x} {
				requireMulMatches(t, f, g, &x, &yy, i)
			}
			var l, r tower.Fp6Element[Prime]
			a := x
			f.Mul(&a, &a, &a)
			g.Mul(&r, &x, &x)
			f.Square(&l, &x)
			require.Equal(t, 1, f.Equal(&a, &r), "z = x = y, case %d", i)
			require.Equal(t, 1, f.Equal(&l, &r), "Square = Mul, case %d", i)
		}
	})
}

// requireMulMatches checks f.Mul against g.Mul (the formula) on x·y, and
// f.Mul with its result written over x and over y: the lazy kernels read
// all of their operands before they write.
func requireMulMatches(t *testing.T, f, g *tower.Fp6[Prime], x, y *tower.Fp6Element[Prime], i int) {
	t.Helper()
	var l, r tower.Fp6Element[Prime]
	f.Mul(&l, x, y)
	g.Mul(&r, x, y)
	require.Equal(t, 1, f.Equal(&l, &r), "Mul x·y, case %d", i)
	a, b := *x, *y
	f.Mul(&a, &a, &b)
	require.Equal(t, 1, f.Equal(&a, &r), "Mul z = x, case %d", i)
	a, b = *x, *y
	f.Mul(&b, &a, &b)
	require.Equal(t, 1, f.Equal(&b, &r), "Mul z = y, case %d", i)
}

// edgeFp6s returns the inputs of the tests of lazy reduction: the elements
// whose Fp2 coefficients are drawn from 0, 1, p − 1, (p − 1)(1 + u),
// (p − 1)·u (the largest double-width sums and differences) and one random
// value, 2·iterations() random elements, and last allMax, every base
// coefficient p − 1, which it also returns.
func edgeFp6s(f *tower.Fp6[Prime], rng *rand.Rand) (xs []tower.Fp6Element[Prime], allMax tower.Fp6Element[Prime]) {
	f2 := f.Fp2()
	var zero, one, m1 tower.Fp2Element[Prime]
	f2.One(&one)
	f2.Neg(&m1, &one)
	mm := tower.Fp2Element[Prime]{C0: m1.C0, C1: m1.C0} // (p − 1) + (p − 1)·u
	m0 := tower.Fp2Element[Prime]{C0: m1.C0, C1: zero.C0}
	z1 := tower.Fp2Element[Prime]{C0: zero.C0, C1: m1.C0}
	coeffs := []tower.Fp2Element[Prime]{zero, one, m1, mm, m0, z1, rand2(rng, f2)}
	for i := range coeffs {
		for j := range coeffs {
			xs = append(xs, tower.Fp6Element[Prime]{C0: coeffs[i], C1: coeffs[j], C2: coeffs[(i+j)%len(coeffs)]})
		}
	}
	for range 2 * iterations() {
		xs = append(xs, rand6(rng, f))
	}
	allMax = tower.Fp6Element[Prime]{C0: mm, C1: mm, C2: mm}
	return append(xs, allMax), allMax
}
