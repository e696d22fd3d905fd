package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// toyGLSCurve returns the toy curve tc (a = 0, p ≡ n ≡ 1 mod 3) with
// φ(x, y) = (β·x, y) given as a two-dimensional GLS endomorphism, so that
// ScalarMult takes scalarMultGLS.
func toyGLSCurve(t *testing.T, tc *toyCurve) *weierstrass.Curve[field.PrimeElement, field.PrimeElement] {
	t.Helper()
	require.NotNil(t, tc)
	fp, err := field.NewPrime(tc.p, field.BigEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(tc.n, field.BigEndian)
	require.NoError(t, err)
	var beta field.PrimeElement
	require.NoError(t, field.SetBig(fp, &beta, cubeRoot(tc.p)))
	phi := func(X, Y, Z *field.PrimeElement) { fp.Mul(X, X, &beta) }
	params := func(mu *big.Int) weierstrass.Params[field.PrimeElement, field.PrimeElement] {
		return weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "toy GLS", Field: fp, Scalar: fn, A: tc.a, B: tc.b, Gx: tc.gx, Gy: tc.gy,
			Cofactor: new(big.Int).SetUint64(tc.h),
			GLS:      &weierstrass.GLSEndomorphism[field.PrimeElement]{Map: phi, Eigenvalue: mu, Dimension: 2},
		}
	}
	mu := cubeRoot(tc.n)
	c, err := weierstrass.New(params(mu))
	if err != nil { // the other root is the one paired with β
		c, err = weierstrass.New(params(mu.Exp(mu, big.NewInt(2), tc.n)))
	}
	require.NoError(t, err)
	return c
}

// toyProductsWrong counts the scalars k < n for which the GLS ScalarMult
// of the toy curve differs from the math/big reference, on the generator
// and a middle multiple of it.
func toyProductsWrong(t *testing.T, c *weierstrass.Curve[field.PrimeElement, field.PrimeElement], tc *toyCurve) int {
	t.Helper()
	fp, fn := c.Field(), c.ScalarField()
	G := toyPoint{x: tc.gx, y: tc.gy}
	n := tc.n.Int64()
	mults := []int64{1, n/2 + 1}
	refs := make([]toyPoint, len(mults))
	pts := make([]*weierstrass.Point[field.PrimeElement, field.PrimeElement], len(mults))
	acc := make([]toyPoint, len(mults)) // k·refs[i]
	for i, m := range mults {
		refs[i] = tc.mul(big.NewInt(m), G)
		var x, y field.PrimeElement
		require.NoError(t, field.SetBig(fp, &x, refs[i].x))
		require.NoError(t, field.SetBig(fp, &y, refs[i].y))
		var err error
		pts[i], err = c.NewIdentityPoint().SetAffine(&x, &y)
		require.NoError(t, err)
		acc[i] = toyPoint{inf: true}
	}
	got := c.NewIdentityPoint()
	var s field.PrimeElement
	wrong := 0
	for k := int64(0); k < n; k++ {
		require.NoError(t, field.SetBig(fn, &s, big.NewInt(k)))
		for i := range pts {
			got.ScalarMult(&s, pts[i])
			x, y, inf := got.Affine()
			ok := inf == 1
			if want := acc[i]; !want.inf {
				ok = inf == 0 && field.Big(fp, &x).Cmp(want.x) == 0 && field.Big(fp, &y).Cmp(want.y) == 0
			}
			if !ok {
				wrong++
			}
			acc[i] = tc.add(acc[i], refs[i])
		}
	}
	return wrong
}

// TestGLSSafeWindowsExhaustive checks the GLS ScalarMult for every scalar
// below n on a toy curve whose top windows add in Jacobian coordinates
// with the incomplete mixed formula and whose last window does not
// (glsSafeWindows), against the math/big reference. On a curve this small
// the lattice has short vectors, so the exceptional sums the bound keeps
// out of the Jacobian additions do occur in the last window: marking it
// safe as well must give wrong products, which the test checks too (on
// this curve 4 of them; on most toy curves none of the scalars meets an
// exception, which is why this one was picked by a search).
func TestGLSSafeWindowsExhaustive(t *testing.T) {
	tc := findToyCurve(3637, 0, 1, func(n, h int64) bool { return n%3 == 1 && n > 3637/2 }) // b = 15, n = 3727
	c := toyGLSCurve(t, tc)
	safe, digits := weierstrass.GLSSafeWindows(c)
	t.Logf("p = %v, b = %v, n = %v: windows %d, Jacobian from window %d", tc.p, tc.b, tc.n, digits, safe)
	require.Greater(t, safe, 0, "every window is safe: the complete last window goes untested")
	require.Less(t, safe, digits, "no window adds in Jacobian coordinates")
	assert.Zero(t, toyProductsWrong(t, c, tc), "wrong products out of %d", 2*tc.n.Int64())

	// Every window in Jacobian coordinates: exceptional sums reach the
	// incomplete formula and give wrong points.
	weierstrass.SetGLSSafeWindows(c, 0)
	assert.NotZero(t, toyProductsWrong(t, c, tc), "the unsafe window added in Jacobian coordinates gives no wrong product: the test cannot tell")
}

// TestGLSSafeWindowsOfG2 pins the safe windows of BLS12-381 and BN254 G2:
// every window but the last (i = 0) adds in Jacobian coordinates, as
// scalarMultGLS's doc says.
func TestGLSSafeWindowsOfG2(t *testing.T) {
	for _, tc := range g2Cases(t) {
		safe, digits := weierstrass.GLSSafeWindows(tc.gls)
		assert.Equal(t, 1, safe, tc.name)
		assert.Equal(t, 13, digits, tc.name)
	}
}

// TestGLSScalarMultExtremeParts compares the GLS ScalarMult with the plain
// windows and gnark-crypto for scalars Σ c_j·μ^j built from parts with
// extreme digits (all ones, 2^63, alternating windows of ±16, 16·Σ 2^(5i)),
// signs mixed, and on the identity.
func TestGLSScalarMultExtremeParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 7))
	h := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 16); return x }
	parts := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(-1), big.NewInt(16), big.NewInt(-16),
		h("ffffffffffffffff"), h("-ffffffffffffffff"), h("8000000000000000"), h("-8000000000000000"),
		h("7fffffffffffffff"), h("8421084210842108"), h("-8421084210842108"), h("f7bdef7bdef7bdef"),
		h("1084210842108421"),
	}
	for _, tc := range g2Cases(t) {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.gls.NewGeneratorPoint()
			pf := tc.flat.NewGeneratorPoint()
			for range 300 {
				k, pow := new(big.Int), big.NewInt(1)
				for range 4 {
					c := parts[rng.IntN(len(parts))]
					k.Add(k, new(big.Int).Mul(c, pow))
					pow.Mul(pow, tc.mu)
				}
				k.Mod(k, tc.n)
				got := tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, k), p)
				flat := tc.flat.NewIdentityPoint().ScalarMult(scalarOf(t, tc.flat, k), pf)
				require.Equal(t, flat.Bytes(), got.Bytes(), "k = %v: GLS and plain windows differ", k)
				if want := tc.gnark(k, big.NewInt(1)); want != nil {
					require.Equal(t, want, got.Bytes()[1:], "k = %v: gnark-crypto differs", k)
				} else {
					require.Equal(t, 1, got.IsIdentity(), "k = %v", k)
				}
				id := tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, k), tc.gls.NewIdentityPoint())
				require.Equal(t, 1, id.IsIdentity(), "k = %v times the identity", k)
			}
		})
	}
}

// TestGLSMapMustKeepAffine checks that New refuses a map that is ψ on
// projective points but does not keep Z = 1 (it scales every coordinate),
// since ScalarMult applies Map to affine tables.
func TestGLSMapMustKeepAffine(t *testing.T) {
	tc := g2Cases(t)[0]
	base := tc.gls.Params()
	psi := base.GLS.Map
	f := tc.gls.Field()
	var two fp2Elem
	f.One(&two)
	f.Add(&two, &two, &two)
	p := base
	p.GLS = &weierstrass.GLSEndomorphism[fp2Elem]{Map: func(X, Y, Z *fp2Elem) {
		psi(X, Y, Z)
		f.Mul(X, X, &two)
		f.Mul(Y, Y, &two)
		f.Mul(Z, Z, &two)
	}, Eigenvalue: tc.mu, Dimension: 4}
	_, err := weierstrass.New(p)
	assert.ErrorContains(t, err, "affine")
}
