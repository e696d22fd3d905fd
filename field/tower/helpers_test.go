package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// The two pairing fields of the differential tests.
var (
	// pBLS is the BLS12-381 base field prime.
	pBLS = mustInt("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")
	// pBN is the BN254 (alt_bn128) base field prime (EIP-196).
	pBN = mustInt("21888242871839275222246405745257275088696311157297823662689037894645226208583")
)

func mustInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic("bad integer " + s)
	}
	return x
}

// Prime is the element type of the runtime prime field.
type Prime = field.PrimeElement

// newTower returns the tower over field.Prime(p) with β = −1 and ξ = k + u,
// the shape of BLS12-381 (k = 1) and BN254 (k = 9).
func newTower(t testing.TB, p *big.Int, k int64, order tower.CoefficientOrder) *tower.Fp12[Prime] {
	t.Helper()
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	f12, err := tower.NewTower[Prime](fp, big.NewInt(-1), big.NewInt(k), big.NewInt(1), order)
	require.NoError(t, err)
	return f12
}

func blsTower(t testing.TB) *tower.Fp12[Prime] { return newTower(t, pBLS, 1, tower.C1First) }
func bnTower(t testing.TB) *tower.Fp12[Prime]  { return newTower(t, pBN, 9, tower.C1First) }

// rand2 returns a random element of f (uniform up to a negligible bias).
func rand2[E any](rng *rand.Rand, f *tower.Fp2[E]) tower.Fp2Element[E] {
	b := make([]byte, 2*f.ByteLen())
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	var z tower.Fp2Element[E]
	if err := f.SetWideBytes(&z, b); err != nil {
		panic(err)
	}
	return z
}

func rand6[E any](rng *rand.Rand, f *tower.Fp6[E]) tower.Fp6Element[E] {
	return tower.Fp6Element[E]{C0: rand2(rng, f.Fp2()), C1: rand2(rng, f.Fp2()), C2: rand2(rng, f.Fp2())}
}

func rand12[E any](rng *rand.Rand, f *tower.Fp12[E]) tower.Fp12Element[E] {
	return tower.Fp12Element[E]{C0: rand6(rng, f.Fp6()), C1: rand6(rng, f.Fp6())}
}

// cyclotomic returns x^((p⁶ − 1)(p² + 1)), an element of the cyclotomic
// subgroup (of order p⁴ − p² + 1), for x ≠ 0.
func cyclotomic[E any](f *tower.Fp12[E], x *tower.Fp12Element[E]) tower.Fp12Element[E] {
	var a, b tower.Fp12Element[E]
	f.Conjugate(&a, x) // x^(p⁶)
	f.Inverse(&b, x)
	f.Mul(&a, &a, &b) // x^(p⁶ − 1)
	f.FrobeniusSquare(&b, &a)
	f.Mul(&a, &a, &b) // ·^(p² + 1)
	return a
}

// flat returns the twelve coefficients of x, in the order
// C0.C0.C0, C0.C0.C1, C0.C1.C0, …, C1.C2.C1.
func flat[E any](f *tower.Fp12[E], x *tower.Fp12Element[E]) [12]*big.Int {
	var out [12]*big.Int
	b := f.Fp2().Base()
	for i, c := range [6]*tower.Fp2Element[E]{&x.C0.C0, &x.C0.C1, &x.C0.C2, &x.C1.C0, &x.C1.C1, &x.C1.C2} {
		out[2*i] = field.Big(b, &c.C0)
		out[2*i+1] = field.Big(b, &c.C1)
	}
	return out
}

// requireEqual12 fails t unless x = y.
func requireEqual12[E any](t testing.TB, f *tower.Fp12[E], x, y *tower.Fp12Element[E], msg string, args ...any) {
	t.Helper()
	if f.Equal(x, y) != 1 {
		require.Equal(t, flat(f, y), flat(f, x), append([]any{msg}, args...)...)
	}
}
