package weierstrass_test

import (
	"math/big"
	"testing"

	"crypto/sha256"
	"encoding/json"

	blsfp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	blsfr "github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/hash_to_curve"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/vectors"
)

// TestFindZ checks that the search of RFC 9380 §H.2 finds the Z that
// RFC 9380 §8 fixes for each suite: P-256 −10 (§8.2), P-384 −12 (§8.3),
// P-521 −4 (§8.4), secp256k1's 3-isogenous curve −11 (§8.7), and
// BLS12-381 G1's 11-isogenous curve 11 (§8.8.1; A′, B′ and Z read from
// gnark-crypto's hash_to_curve package).
func TestFindZ(t *testing.T) {
	blsA, blsB := hash_to_curve.G1SSWUIsogenyCurveCoefficients()
	blsZ := hash_to_curve.G1SSWUIsogenyZ()
	blsP := blsfp.Modulus()
	minus := func(p *big.Int, k int64) *big.Int { return new(big.Int).Sub(p, big.NewInt(k)) }
	for _, tc := range []struct {
		name       string
		a, b, p, z *big.Int
	}{
		{"P-256", p256A, p256B, p256P, minus(p256P, 10)},
		{"P-384", minus(p384P, 3), p384B, p384P, minus(p384P, 12)},
		{"P-521", minus(p521P, 3), p521B, p521P, minus(p521P, 4)},
		{"secp256k1 3-isogeny", k256Isogeny.A, k256Isogeny.B, k256P, minus(k256P, 11)},
		{"BLS12-381 G1 11-isogeny", blsA.BigInt(new(big.Int)), blsB.BigInt(new(big.Int)), blsP, blsZ.BigInt(new(big.Int))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			z, ok := weierstrass.FindZ(tc.a, tc.b, tc.p)
			require.True(t, ok)
			assert.Zero(t, z.Cmp(tc.z), "found %v, want %v", z, tc.z)
			assert.Empty(t, weierstrass.CheckZ(tc.a, tc.b, tc.z, tc.p))
		})
	}
	assert.Zero(t, blsZ.BigInt(new(big.Int)).Cmp(big.NewInt(11)), "gnark-crypto's Z is RFC 9380's 11")
}

// TestCheckZCriteria checks each criterion of RFC 9380 §H.2 against small
// candidates on P-256, where −1 is a non-square (p ≡ 3 mod 4), and that New
// refuses a failing Z naming it.
func TestCheckZCriteria(t *testing.T) {
	seen := map[string]bool{}
	for k := int64(-12); k <= 12; k++ {
		z := new(big.Int).Mod(big.NewInt(k), p256P)
		why := weierstrass.CheckZ(p256A, p256B, z, p256P)
		seen[why] = true
		if k == -10 {
			assert.Empty(t, why)
		}
		_, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "P-256", Field: mustPrime(t, p256P), Scalar: mustPrime(t, p256N),
			A: p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, SSWU: &weierstrass.SSWU{Z: big.NewInt(k)},
		})
		if why == "" {
			assert.NoError(t, err, "Z = %d", k)
		} else {
			require.Error(t, err, "Z = %d", k)
			assert.Contains(t, err.Error(), why)
			assert.Contains(t, err.Error(), "Z = ")
		}
	}
	for _, why := range []string{"", "Z is a square", "Z = −1", "g(x) − Z is reducible", "g(B/(Z·A)) is not a square"} {
		assert.True(t, seen[why], "no candidate gave %q", why)
	}
}

// TestSSWUWithoutZ builds P-256 and secp256k1 over field.Prime with SSWU
// parameters but no Z, checks that New found RFC 9380's Z, and runs the
// RFC 9380 vectors of their suites (testdata/h2c) through them.
func TestSSWUWithoutZ(t *testing.T) {
	p256NoZ, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "P-256", Field: mustPrime(t, p256P), Scalar: mustPrime(t, p256N),
		A: p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, SSWU: &weierstrass.SSWU{},
	})
	require.NoError(t, err)
	assert.Zero(t, p256NoZ.Params().SSWU.Z.Cmp(p256SSWU.Z))
	k256NoZ, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "secp256k1", Field: mustPrime(t, k256P), Scalar: mustPrime(t, k256N),
		A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, SSWU: &weierstrass.SSWU{Isogeny: k256Isogeny},
	})
	require.NoError(t, err)
	assert.Zero(t, k256NoZ.Params().SSWU.Z.Cmp(k256SSWU.Z))
	for file, c := range map[string]*weierstrass.Curve[field.PrimeElement, field.PrimeElement]{
		"P256_XMD_SHA-256_SSWU_RO_.json":      p256NoZ,
		"secp256k1_XMD_SHA-256_SSWU_RO_.json": k256NoZ,
	} {
		t.Run(file, func(t *testing.T) {
			var f h2cFile
			require.NoError(t, json.Unmarshal(vectors.Testdata(t, "h2c/"+file), &f))
			exp, err := hashes.NewXMDExpander(sha256.New, []byte(f.DST), 128)
			require.NoError(t, err)
			runH2C(t, c, &f, exp)
		})
	}
	// Over an extension field the search does not run (the isogeny only
	// gets past the a·b = 0 check, which comes first).
	_, err = weierstrass.New(weierstrass.Params[fp2, prime]{
		Name: "BLS12-381 G2", Field: bls12381Fp2(t), Scalar: mustPrime(t, blsfr.Modulus()),
		A: new(big.Int), B: bls12381G2B, Gx: bls12381G2x, Gy: bls12381G2y,
		Cofactor: bls12381H2, ClearCofactor: bls12381HEff2, SSWU: &weierstrass.SSWU{Isogeny: &weierstrass.Isogeny{
			A: big.NewInt(1), B: big.NewInt(1),
			XNum: []*big.Int{big.NewInt(0), big.NewInt(1)}, XDen: []*big.Int{big.NewInt(1)},
			YNum: []*big.Int{big.NewInt(1)}, YDen: []*big.Int{big.NewInt(1)},
		}},
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "give Z")
}
