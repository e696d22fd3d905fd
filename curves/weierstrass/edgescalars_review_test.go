package weierstrass_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// edgeScalars returns scalars below n that stress the windowed and GLV
// paths: small values and their negatives, halves, powers of two and their
// neighbours, window patterns whose signed digits are all ±16 (five-bit
// windows) or ±32 (six-bit ones), and, with λ, small combinations c + d·λ
// (GLV halves of zero or tiny size).
func edgeScalars(n, lambda *big.Int) []*big.Int {
	var out []*big.Int
	add := func(x *big.Int) { out = append(out, new(big.Int).Mod(x, n)) }
	one := big.NewInt(1)
	for c := int64(0); c < 4; c++ {
		add(big.NewInt(c))
		add(new(big.Int).Sub(n, big.NewInt(c+1)))
	}
	half := new(big.Int).Rsh(n, 1)
	for c := int64(-2); c <= 2; c++ {
		add(new(big.Int).Add(half, big.NewInt(c)))
	}
	for k := 0; k < n.BitLen(); k++ {
		p := new(big.Int).Lsh(one, uint(k))
		add(p)
		add(new(big.Int).Sub(p, one))
		add(new(big.Int).Sub(n, p))
	}
	for _, w := range []uint{5, 6} {
		// Σ 2^(w−1)·2^(w·i): every window 2^(w−1), which recodes to −2^(w−1)
		// with a carry; and alternating halves.
		all, alt := new(big.Int), new(big.Int)
		for i := uint(0); w*i+w < uint(n.BitLen()); i++ {
			d := new(big.Int).Lsh(big.NewInt(1<<(w-1)), w*i)
			all.Add(all, d)
			if i%2 == 0 {
				alt.Add(alt, d)
			}
		}
		add(all)
		add(new(big.Int).Neg(all))
		add(alt)
		add(new(big.Int).Neg(alt))
		add(new(big.Int).Sub(all, one))
	}
	for j := int64(1); j < 8; j++ {
		add(new(big.Int).Div(new(big.Int).Mul(n, big.NewInt(j)), big.NewInt(8)))
	}
	if lambda != nil {
		for c := int64(-3); c <= 3; c++ {
			for d := int64(-3); d <= 3; d++ {
				x := new(big.Int).Mul(lambda, big.NewInt(d))
				add(x.Add(x, big.NewInt(c)))
			}
		}
	}
	return out
}

// checkEdgeScalars compares ScalarMult, ScalarBaseMult and
// DoubleScalarMultVarTime on edgeScalars with the math/big reference.
func checkEdgeScalars[E, S any](t *testing.T, c *weierstrass.Curve[E, S], lambda *big.Int) {
	pr := c.Params()
	tc := &toyCurve{p: c.Modulus(), a: new(big.Int).Mod(pr.A, c.Modulus()), b: pr.B, n: c.Order(), h: 1, gx: pr.Gx, gy: pr.Gy}
	G := toyPoint{x: pr.Gx, y: pr.Gy}
	f, fs := c.Field(), c.ScalarField()
	// A second point P = m·G for an arbitrary m.
	m := new(big.Int).Rsh(tc.n, 3)
	m.Add(m, big.NewInt(12345))
	var ms S
	require.NoError(t, field.SetBig(fs, &ms, m))
	P := c.NewIdentityPoint().ScalarBaseMult(&ms)
	Pref := tc.mul(m, G)
	got := c.NewIdentityPoint()
	check := func(what string, k *big.Int, want toyPoint) {
		t.Helper()
		x, y, inf := got.Affine()
		ok := inf == 1
		if !want.inf {
			ok = inf == 0 && field.Big(f, &x).Cmp(want.x) == 0 && field.Big(f, &y).Cmp(want.y) == 0
		}
		require.True(t, ok, "%s: %s: k = %x", c, what, k)
	}
	scalars := edgeScalars(tc.n, lambda)
	for i, k := range scalars {
		if !testenv.Long() && i%4 != 0 { // a long set: every scalar with CURVEKIT_LONG=1
			continue
		}
		var s, s2 S
		require.NoError(t, field.SetBig(fs, &s, k))
		kG, kP := tc.mul(k, G), tc.mul(k, Pref)
		got.ScalarBaseMult(&s)
		check("ScalarBaseMult", k, kG)
		got.ScalarMult(&s, P)
		check("ScalarMult(P)", k, kP)
		got.ScalarMult(&s, c.NewGeneratorPoint())
		check("ScalarMult(G)", k, kG)
		// k·P + k2·G with k2 another edge scalar.
		k2 := scalars[(i*7+3)%len(scalars)]
		require.NoError(t, field.SetBig(fs, &s2, k2))
		got.DoubleScalarMultVarTime(&s, P, &s2)
		check("DoubleScalarMultVarTime", k, tc.add(kP, tc.mul(k2, G)))
	}
}

// TestEdgeScalars runs checkEdgeScalars on every kind of curve: the fixed
// kernels and the generic formulas for a = −3, a = 0 with and without GLV,
// a general a, and a 384-bit order.
func TestEdgeScalars(t *testing.T) {
	lambda := k256Endo.Lambda
	t.Run("P-256", func(t *testing.T) { checkEdgeScalars(t, p256(t), nil) })
	t.Run("P-256/Prime", func(t *testing.T) { checkEdgeScalars(t, p256Prime(t), nil) })
	t.Run("secp256k1", func(t *testing.T) { checkEdgeScalars(t, secp256k1(t), lambda) })
	t.Run("secp256k1/noGLV", func(t *testing.T) { checkEdgeScalars(t, secp256k1NoGLV(t), lambda) })
	if !testenv.Long() {
		t.Logf("a quarter of the edge scalars, and not on secp256k1/Prime, P-384/Prime and brainpoolP256r1: %s=1 runs them all", testenv.LongVar)
	}
	if testenv.Long() { // a long set (CURVEKIT_LONG=1): about 80 s more on 2 cores
		t.Run("secp256k1/Prime", func(t *testing.T) { checkEdgeScalars(t, secp256k1Prime(t), lambda) })
		t.Run("P-384/Prime", func(t *testing.T) { checkEdgeScalars(t, p384Prime(t), nil) })
		t.Run("brainpoolP256r1", func(t *testing.T) { checkEdgeScalars(t, brainpoolP256r1(t), nil) })
	}
}
