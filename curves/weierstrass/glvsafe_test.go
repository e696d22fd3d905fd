package weierstrass_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// TestGLVSafeWindowsExhaustive checks the GLV ScalarMult for every scalar
// below n on a toy curve y² = x³ + b whose top windows add in Jacobian
// coordinates with the incomplete formula and whose last window does not
// (glvSafeWindows), against the math/big reference, for the generator and
// a middle multiple of it. On a curve this small the lattice has short
// vectors, so the exceptional sums the bound keeps out of the Jacobian
// additions do occur in the last window: adding it in Jacobian coordinates
// too gives wrong points here.
func TestGLVSafeWindowsExhaustive(t *testing.T) {
	tc := findToyCurve(30133, 0, 1, func(n, h int64) bool { return n%3 == 1 && n > 30000 }) // b = 5, n = 30259
	require.NotNil(t, tc)
	require.Equal(t, int64(1), new(big.Int).Mod(tc.p, big.NewInt(3)).Int64())
	fp, err := field.NewPrime(tc.p, field.BigEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(tc.n, field.BigEndian)
	require.NoError(t, err)
	params := func(lambda *big.Int) weierstrass.Params[field.PrimeElement, field.PrimeElement] {
		return weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "toy GLV", Field: fp, Scalar: fn, A: tc.a, B: tc.b, Gx: tc.gx, Gy: tc.gy,
			Cofactor:     new(big.Int).SetUint64(tc.h),
			Endomorphism: &weierstrass.Endomorphism{Beta: cubeRoot(tc.p), Lambda: lambda},
		}
	}
	lambda := cubeRoot(tc.n)
	c, err := weierstrass.New(params(lambda))
	if err != nil { // the other root is the one paired with β
		c, err = weierstrass.New(params(lambda.Exp(lambda, big.NewInt(2), tc.n)))
	}
	require.NoError(t, err)
	safe, digits := weierstrass.GLVSafeWindows(c)
	t.Logf("p = %v, b = %v, n = %v: windows %d, Jacobian from window %d", tc.p, tc.b, tc.n, digits, safe)
	require.Greater(t, safe, 0, "every window is safe: the complete last window goes untested")
	require.Less(t, safe, digits, "no window adds in Jacobian coordinates")

	assert.Zero(t, toyProductsWrong(t, c, tc), "wrong products out of %d", 2*tc.n.Int64())
}

// TestGLVSafeWindowsOfSecp256k1 checks that secp256k1 adds every GLV
// window but the last (i = 0) in Jacobian coordinates, as scalarMultGLV's
// doc says (TestGLVFromBetaLambda checks BN254 G1, which adds all of them
// so, and BLS12-381 G1).
func TestGLVSafeWindowsOfSecp256k1(t *testing.T) {
	safe, digits := weierstrass.GLVSafeWindows(secp256k1(t))
	assert.Equal(t, 1, safe)
	assert.Equal(t, 26, digits)
}
