package tower_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fieldtest"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/tower"
)

// runFp2 builds Fp2 = base[u]/(u² − β) and runs the quadratic conformance
// suite on it.
func runFp2[E any](t *testing.T, base field.Field[E], beta int64, order tower.CoefficientOrder) {
	f2, err := tower.NewFp2(base, big.NewInt(beta), order)
	require.NoError(t, err)
	fieldtest.RunQuadratic(t, f2, fieldtest.Quadratic{Beta: big.NewInt(beta), C0First: order == tower.C0First}, fieldtest.Options{})
}

// TestFp2Conformance runs the quadratic-extension conformance suite over
// runtime prime fields (the two pairing primes with β = −1, small and
// medium primes ≡ 1 mod 4 with other β, both byte orders, both coefficient
// orders) and over two fixed fields.
func TestFp2Conformance(t *testing.T) {
	prime := func(t *testing.T, p *big.Int, o field.ByteOrder) *field.Prime {
		f, err := field.NewPrime(p, o)
		require.NoError(t, err)
		return f
	}
	t.Run("BLS12-381", func(t *testing.T) { runFp2(t, prime(t, pBLS, field.BigEndian), -1, tower.C1First) })
	t.Run("BN254", func(t *testing.T) { runFp2(t, prime(t, pBN, field.BigEndian), -1, tower.C0First) })
	// 1009 ≡ 1 mod 12: −1 is a square; 11 is the smallest non-square.
	t.Run("p=1009,β=11", func(t *testing.T) { runFp2(t, prime(t, big.NewInt(1009), field.LittleEndian), 11, tower.C1First) })
	// 2^127 − 1 ≡ 7 mod 8: −1 is a non-square and 2 a square, so −2 is a
	// non-square, a β that is not −1 and needs a multiplication.
	t.Run("p=2^127-1,β=-2", func(t *testing.T) {
		p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 127), big.NewInt(1))
		runFp2(t, prime(t, p, field.BigEndian), -2, tower.C0First)
	})
	// 2^255 − 19 ≡ 5 mod 8: 2 is a non-square. Little-endian coefficients.
	t.Run("fp25519,β=2", func(t *testing.T) { runFp2(t, fp25519.Field{}, 2, tower.C0First) })
	t.Run("fpk256,β=-1", func(t *testing.T) { runFp2(t, fpk256.Field{}, -1, tower.C1First) })
}

// TestNewFp2Rejects checks that NewFp2 refuses a square β and a bad order.
func TestNewFp2Rejects(t *testing.T) {
	fp, err := field.NewPrime(big.NewInt(1009), field.BigEndian)
	require.NoError(t, err)
	_, err = tower.NewFp2(fp, big.NewInt(-1), tower.C1First) // 1009 ≡ 1 mod 4
	require.ErrorContains(t, err, "square")
	_, err = tower.NewFp2(fp, big.NewInt(0), tower.C1First)
	require.Error(t, err)
	_, err = tower.NewFp2(fp, big.NewInt(11), tower.CoefficientOrder(7))
	require.Error(t, err)
}
