package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/cpu"
)

// towerBelow returns a tower with β = −1 over the largest prime
// p ≡ 7 mod 12 below 2^bits (p ≡ 3 mod 4 makes −1 a non-square, p ≡ 1 mod 6
// is NewFp6's condition) and the first ξ = k + u that is neither a square
// nor a cube.
func towerBelow(t testing.TB, bits uint) *tower.Fp12[Prime] {
	t.Helper()
	p := new(big.Int).Lsh(big.NewInt(1), bits)
	p.Sub(p, big.NewInt(1))
	p.Sub(p, big.NewInt(new(big.Int).Mod(new(big.Int).Sub(p, big.NewInt(7)), big.NewInt(12)).Int64()))
	for !p.ProbablyPrime(20) {
		p.Sub(p, big.NewInt(12))
	}
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	for k := int64(1); k < 100; k++ {
		if f12, err := tower.NewTower[Prime](fp, big.NewInt(-1), big.NewInt(k), big.NewInt(1), tower.C1First); err == nil {
			return f12
		}
	}
	t.Fatalf("no ξ = k + u for the %d-bit tower", bits)
	return nil
}

// TestFp2SumKernelMatchesFormula checks the products built from the base
// field's sums of Fp2 products (fp6_coef.go, the 6-limb ADX view's
// kernels: Fp6 Mul and MulBy01, Fp12 MulBy014 and MulBy034, and through
// them Fp12 Square) against the Karatsuba formulas over Fp2, on the
// BLS12-381 tower and a tower over a 381-bit prime: edge elements whose
// coefficients are 0, 1 and p − 1 (the largest double-width sums), random
// ones, and the aliasings z = x, z = y and x = y. It also checks that the
// kernel is taken exactly where the processor and build have it: 6 limbs
// up to 381 bits with β = −1, not a 383-bit tower (its sums would not
// fit), BN254 (4 limbs) nor the general tower (β = −2).
func TestFp2SumKernelMatchesFormula(t *testing.T) {
	towers := []struct {
		name string
		f    func(testing.TB) *tower.Fp12[Prime]
		six  bool // a 6-limb prime: the kernel applies
	}{
		{"BLS12-381", blsTower, true},
		{"381 bits", func(t testing.TB) *tower.Fp12[Prime] { return towerBelow(t, 381) }, true},
		{"383 bits", func(t testing.TB) *tower.Fp12[Prime] { return towerBelow(t, 383) }, false},
		{"BN254", bnTower, false},
		{"p=2^127-1", generalTower, false},
	}
	for _, tc := range towers {
		t.Run(tc.name, func(t *testing.T) {
			f12 := tc.f(t)
			f := f12.Fp6()
			require.Equal(t, fp6KernelBuild && cpu.X86.HasBMI2ADX && tc.six, f.SumKernel(), "sums of products taken exactly where the kernel is")
			if !f.SumKernel() {
				t.Skip("no sums of products here")
			}
			g := f.WithoutSumKernel()
			g12 := tower.NewFp12(g)
			xs, allMax := edgeFp6s(f, rand.New(rand.NewPCG(71, 72)))
			for i, x := range xs {
				y := xs[(i*7+5)%len(xs)]
				for _, yy := range []tower.Fp6Element[Prime]{y, allMax, x} {
					requireMulMatches(t, f, g, &x, &yy, i)
					var l, r tower.Fp6Element[Prime]
					g.MulBy01(&r, &x, &yy.C0, &yy.C1)
					f.MulBy01(&l, &x, &yy.C0, &yy.C1)
					require.Equal(t, 1, f.Equal(&l, &r), "MulBy01, case %d", i)
					a := x
					f.MulBy01(&a, &a, &yy.C0, &yy.C1)
					require.Equal(t, 1, f.Equal(&a, &r), "MulBy01 z = x, case %d", i)
					a = x
					f.MulBy01(&a, &a, &a.C1, &a.C2)
					g.MulBy01(&r, &x, &x.C1, &x.C2)
					require.Equal(t, 1, f.Equal(&a, &r), "MulBy01 z = x, b = x's coefficients, case %d", i)
				}
				var r tower.Fp6Element[Prime]
				a := x
				f.Mul(&a, &a, &a)
				g.Mul(&r, &x, &x)
				require.Equal(t, 1, f.Equal(&a, &r), "Mul z = x = y, case %d", i)
				// Fp12: x and y as the halves of an element, the line
				// coefficients from the next element.
				w := tower.Fp12Element[Prime]{C0: x, C1: y}
				d := xs[(i*5+3)%len(xs)]
				var l12, r12 tower.Fp12Element[Prime]
				g12.MulBy014(&r12, &w, &d.C0, &d.C1, &d.C2)
				f12.MulBy014(&l12, &w, &d.C0, &d.C1, &d.C2)
				require.Equal(t, 1, f12.Equal(&l12, &r12), "MulBy014, case %d", i)
				a12 := w
				f12.MulBy014(&a12, &a12, &a12.C0.C0, &a12.C1.C1, &a12.C0.C2)
				g12.MulBy014(&r12, &w, &w.C0.C0, &w.C1.C1, &w.C0.C2)
				require.Equal(t, 1, f12.Equal(&a12, &r12), "MulBy014 z = x, d = x's coefficients, case %d", i)
				g12.MulBy034(&r12, &w, &d.C0, &d.C1, &d.C2)
				f12.MulBy034(&l12, &w, &d.C0, &d.C1, &d.C2)
				require.Equal(t, 1, f12.Equal(&l12, &r12), "MulBy034, case %d", i)
				a12 = w
				f12.MulBy034(&a12, &a12, &d.C0, &d.C1, &d.C2)
				require.Equal(t, 1, f12.Equal(&a12, &r12), "MulBy034 z = x, case %d", i)
				g12.Square(&r12, &w)
				f12.Square(&l12, &w)
				require.Equal(t, 1, f12.Equal(&l12, &r12), "Fp12 Square, case %d", i)
			}
		})
	}
}
