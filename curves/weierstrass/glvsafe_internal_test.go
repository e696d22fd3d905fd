package weierstrass

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShortestNormSqBruteForce checks shortestNormSq, on the bases
// glvBasis finds, against the shortest nonzero vector of the GLV lattice
// {(x, y) : x + y·λ ≡ 0 (mod n)} found by trying every y with y² ≤ 4n
// (the shortest vector of a plane lattice of determinant n has squared
// length at most 2n/√3; for each y the shortest x is −y·λ mod n or that
// minus n), for both cube roots λ of primes
// n ≡ 1 (mod 3) up to 2^16, and glvSafeWindows against the same minimum.
func TestShortestNormSqBruteForce(t *testing.T) {
	checked := 0
	for n := int64(7); n < 1<<16; n += 6 { // n ≡ 1 (mod 6)
		N := big.NewInt(n)
		if !N.ProbablyPrime(10) || n%97 != 1 && n > 2000 { // all below 2000, a sample above
			continue
		}
		e := big.NewInt((n - 1) / 3)
		for g := int64(2); ; g++ {
			lambda := new(big.Int).Exp(big.NewInt(g), e, N)
			if lambda.Cmp(big.NewInt(1)) == 0 {
				continue
			}
			for _, l := range []*big.Int{lambda, new(big.Int).Exp(lambda, big.NewInt(2), N)} {
				a1, b1, a2, b2 := glvBasis(N, l)
				got := shortestNormSq(a1, b1, a2, b2)
				want := n * n // (n, 0)
				for y := int64(1); y*y <= 4*n; y++ {
					x := new(big.Int).Mul(big.NewInt(-y), l)
					xi := x.Mod(x, N).Int64()
					want = min(want, xi*xi+y*y, (n-xi)*(n-xi)+y*y)
				}
				require.Equal(t, want, got.Int64(), "n = %d, λ = %v, basis (%v, %v), (%v, %v)", n, l, a1, b1, a2, b2)
				// The first safe window's bound X has 2·X² below the minimum,
				// and the window below it does not.
				bits, digits := 12, 3
				s := glvSafeWindows(got, bits, digits)
				bound := func(i int) int64 { x := int64(1)<<bits>>(varWindow*i) + 34; return 2 * x * x }
				if s < digits {
					assert.Less(t, bound(s), want, "n = %d: window %d", n, s)
				}
				if s > 0 {
					assert.GreaterOrEqual(t, bound(s-1), want, "n = %d: window %d", n, s-1)
				}
				checked++
			}
			break
		}
	}
	require.Greater(t, checked, 100)
}
