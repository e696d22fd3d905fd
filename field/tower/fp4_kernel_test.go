package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/cpu"
)

// TestFp4SquareLazyMatchesFormula checks the Fp4 squaring with lazy
// reduction (fp4_kernel.go, the ADX views' kernels) against fp4Square's
// formula over Fp2, through CyclotomicSquare and CyclotomicSquareCompressed
// (whose formulas it serves, and which compute them on any element):
// elements whose Fp2 coefficients are 0, 1, p − 1, (p − 1)(1 + u) and
// random, and the aliasing z = x. It also checks that the kernel is taken
// exactly where the processor and build have it: BLS12-381 (6 limbs,
// ξ = 1 + u) and BN254 (4 limbs, ξ = 9 + u), not the general tower
// (β = −2).
func TestFp4SquareLazyMatchesFormula(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], p *big.Int) {
		want := fp4KernelBuild && cpu.X86.HasBMI2ADX && (p.Cmp(pBN) == 0 || p.Cmp(pBLS) == 0)
		require.Equal(t, want, f.Fp4Lazy(), "lazy reduction taken exactly where the kernel is")
		if !f.Fp4Lazy() {
			t.Skip("no Fp4 kernel here")
		}
		g := f.WithoutFp4Lazy()
		f2 := f.Fp2()
		var zero, one, m1 tower.Fp2Element[Prime]
		f2.One(&one)
		f2.Neg(&m1, &one)
		mm := tower.Fp2Element[Prime]{C0: m1.C0, C1: m1.C0} // (p − 1) + (p − 1)·u
		rng := rand.New(rand.NewPCG(71, 72))
		coeffs := []tower.Fp2Element[Prime]{zero, one, m1, mm, rand2(rng, f2)}
		var xs []tower.Fp12Element[Prime]
		for i := range coeffs {
			for j := range coeffs {
				c := func(s int) tower.Fp2Element[Prime] { return coeffs[(i*s+j)%len(coeffs)] }
				xs = append(xs, tower.Fp12Element[Prime]{
					C0: tower.Fp6Element[Prime]{C0: c(1), C1: c(2), C2: c(3)},
					C1: tower.Fp6Element[Prime]{C0: c(4), C1: c(5), C2: c(6)}})
			}
		}
		for range 2 * iterations() {
			x := rand12(rng, f)
			xs = append(xs, x, cyclotomic(f, &x))
		}
		for i, x := range xs {
			var l, r tower.Fp12Element[Prime]
			f.CyclotomicSquare(&l, &x)
			g.CyclotomicSquare(&r, &x)
			requireEqual12(t, f, &l, &r, "CyclotomicSquare, case %d", i)
			a := x
			f.CyclotomicSquare(&a, &a)
			requireEqual12(t, f, &a, &r, "CyclotomicSquare z = x, case %d", i)
			l, r = x, x // the compressed squaring leaves z's a as it was
			f.CyclotomicSquareCompressed(&l, &x)
			g.CyclotomicSquareCompressed(&r, &x)
			requireEqual12(t, f, &l, &r, "CyclotomicSquareCompressed, case %d", i)
			a = x
			f.CyclotomicSquareCompressed(&a, &a)
			requireEqual12(t, f, &a, &r, "CyclotomicSquareCompressed z = x, case %d", i)
		}
	})
}
