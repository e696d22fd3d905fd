package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	blsfp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	blsfr "github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	bnfp "github.com/consensys/gnark-crypto/ecc/bn254/fp"
	bnfr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// TestGLVBasisFound builds secp256k1 from β and λ alone and checks that New
// found the published basis of Guide to ECC Example 3.75 (libsecp256k1's
// secp256k1_scalar_split_lambda constants, k256Endo) and that scalar
// multiplications agree with the curve given that basis.
func TestGLVBasisFound(t *testing.T) {
	c, err := weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
		Name: "secp256k1", Field: fpk256.Field{}, Scalar: fnk256.Field{},
		A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy,
		Endomorphism: &weierstrass.Endomorphism{Beta: k256Endo.Beta, Lambda: k256Endo.Lambda},
	})
	require.NoError(t, err)
	require.True(t, c.HasEndomorphism())
	e := c.Params().Endomorphism
	for i, pair := range [][2]*big.Int{{e.A1, k256Endo.A1}, {e.B1, k256Endo.B1}, {e.A2, k256Endo.A2}, {e.B2, k256Endo.B2}} {
		assert.Zero(t, pair[0].Cmp(pair[1]), "basis entry %d: found %v, published %v", i, pair[0], pair[1])
	}
	given := secp256k1(t)
	rng := rand.New(rand.NewPCG(12, 5))
	for range 8 {
		k := randBelow(rng, k256N)
		var s fnk256.Element
		require.NoError(t, field.SetBig(c.ScalarField(), &s, k))
		got := c.NewIdentityPoint().ScalarMult(&s, c.NewGeneratorPoint())
		want := given.NewIdentityPoint().ScalarMult(&s, given.NewGeneratorPoint())
		assert.Equal(t, want.Bytes(), got.Bytes())
	}
}

// cubeRoot returns a cube root of unity other than 1 modulo the prime m
// (m ≡ 1 mod 3): g^((m−1)/3) for the first g that gives one.
func cubeRoot(m *big.Int) *big.Int {
	e := new(big.Int).Div(new(big.Int).Sub(m, big.NewInt(1)), big.NewInt(3))
	for g := int64(2); ; g++ {
		r := new(big.Int).Exp(big.NewInt(g), e, m)
		if r.Cmp(big.NewInt(1)) != 0 {
			return r
		}
	}
}

// TestGLVFromBetaLambda sets GLV up on BN254 G1 and BLS12-381 G1 from a β
// and a λ alone (cube roots of unity, λ paired with β by trying both roots)
// and checks scalar multiples of the generator against gnark-crypto, and
// that an unpaired λ is refused naming β and λ.
func TestGLVFromBetaLambda(t *testing.T) {
	type curveCase struct {
		name          string
		p, n, b, h    *big.Int
		gx, gy        *big.Int
		mul           func(k *big.Int) (x, y *big.Int)
		cofactorClear *big.Int
	}
	_, _, bnG, _ := bn254.Generators()
	_, _, blsG, _ := bls12381.Generators()
	for _, tc := range []curveCase{
		{name: "BN254 G1", p: bnfp.Modulus(), n: bnfr.Modulus(), b: big.NewInt(3), h: big.NewInt(1),
			gx: bnG.X.BigInt(new(big.Int)), gy: bnG.Y.BigInt(new(big.Int)),
			mul: func(k *big.Int) (*big.Int, *big.Int) {
				var r bn254.G1Affine
				r.ScalarMultiplication(&bnG, k)
				return r.X.BigInt(new(big.Int)), r.Y.BigInt(new(big.Int))
			}},
		{name: "BLS12-381 G1", p: blsfp.Modulus(), n: blsfr.Modulus(), b: big.NewInt(4), h: bls12381H1,
			gx: blsG.X.BigInt(new(big.Int)), gy: blsG.Y.BigInt(new(big.Int)), cofactorClear: bls12381HEff1,
			mul: func(k *big.Int) (*big.Int, *big.Int) {
				var r bls12381.G1Affine
				r.ScalarMultiplication(&blsG, k)
				return r.X.BigInt(new(big.Int)), r.Y.BigInt(new(big.Int))
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			params := func(beta, lambda *big.Int) weierstrass.Params[prime, prime] {
				return weierstrass.Params[prime, prime]{
					Name: tc.name, Field: mustPrime(t, tc.p), Scalar: mustPrime(t, tc.n),
					A: new(big.Int), B: tc.b, Gx: tc.gx, Gy: tc.gy, Cofactor: tc.h, ClearCofactor: tc.cofactorClear,
					Endomorphism: &weierstrass.Endomorphism{Beta: beta, Lambda: lambda},
				}
			}
			beta := cubeRoot(tc.p)
			lambda := cubeRoot(tc.n)
			lambda2 := new(big.Int).Exp(lambda, big.NewInt(2), tc.n)
			c, err := weierstrass.New(params(beta, lambda))
			if err != nil {
				// The other root is paired with β; this one must have been
				// refused for that reason.
				assert.Contains(t, err.Error(), "not paired")
				c, err = weierstrass.New(params(beta, lambda2))
			} else {
				_, err2 := weierstrass.New(params(beta, lambda2))
				require.Error(t, err2)
				assert.Contains(t, err2.Error(), "not paired")
			}
			require.NoError(t, err)
			require.True(t, c.HasEndomorphism())
			// BN254 adds every window in Jacobian coordinates, BLS12-381 all
			// but the last (i = 0): scalarMultGLV.
			safe, _ := weierstrass.GLVSafeWindows(c)
			assert.Equal(t, map[string]int{"BN254 G1": 0, "BLS12-381 G1": 1}[tc.name], safe)
			rng := rand.New(rand.NewPCG(13, 6))
			for _, k := range []*big.Int{big.NewInt(1), new(big.Int).Sub(tc.n, big.NewInt(1)), randBelow(rng, tc.n), randBelow(rng, tc.n)} {
				var s prime
				require.NoError(t, field.SetBig(c.ScalarField(), &s, k))
				x, y, _ := c.NewIdentityPoint().ScalarMult(&s, c.NewGeneratorPoint()).Affine()
				wx, wy := tc.mul(k)
				assert.Zero(t, field.Big(c.Field(), &x).Cmp(wx))
				assert.Zero(t, field.Big(c.Field(), &y).Cmp(wy))
			}
		})
	}
}

// TestGLVBadParameters checks the errors for β and λ that are not cube
// roots, and for a partial basis.
func TestGLVBadParameters(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		endo       *weierstrass.Endomorphism
	}{
		{"λ not a cube root", "λ", &weierstrass.Endomorphism{Beta: k256Endo.Beta, Lambda: big.NewInt(5)}},
		{"λ = 1", "λ", &weierstrass.Endomorphism{Beta: k256Endo.Beta, Lambda: big.NewInt(1)}},
		{"β not a cube root", "β", &weierstrass.Endomorphism{Beta: big.NewInt(5), Lambda: k256Endo.Lambda}},
		{"β² with λ", "not paired", &weierstrass.Endomorphism{Beta: new(big.Int).Exp(k256Endo.Beta, big.NewInt(2), k256P), Lambda: k256Endo.Lambda}},
		{"partial basis", "A1, B1, A2, B2", &weierstrass.Endomorphism{Beta: k256Endo.Beta, Lambda: k256Endo.Lambda, A1: k256Endo.A1}},
		{"nil λ", "Lambda", &weierstrass.Endomorphism{Beta: k256Endo.Beta}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
				Name: "secp256k1", Field: fpk256.Field{}, Scalar: fnk256.Field{},
				A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Endomorphism: tc.endo,
			})
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
