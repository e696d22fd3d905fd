package weierstrass_test

import (
	"crypto"
	_ "crypto/sha256"
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	blsfp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	blsfr "github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// BLS12-381's cofactors, from RFC 9380 §8.8.1 (G1) and §8.8.2 (G2): h is
// #E/r, h_eff the scalar of clear_cofactor.
var (
	bls12381H1    = hexBig("396c8c005555e1568c00aaab0000aaab")
	bls12381HEff1 = hexBig("d201000000010001")
	bls12381H2    = hexBig("5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5")
	bls12381HEff2 = hexBig("bc69f08f2ee75b3584c6a0ea91b352888e2a8e9145ad7689986ff031508ffe1329c2f178731db956d82bf015d1212b02ec0ec69d7477c1ae954cbc06689f6a359894c0adebbf6b4e8020005aaa95551")
)

func hexBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex " + s)
	}
	return x
}

type prime = field.PrimeElement

// randBelow returns a random integer in [0, n).
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	b := make([]byte, (n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), n)
}

// bls12381G1Params returns BLS12-381's G1, y² = x³ + 4 over Fp, as a
// Weierstrass curve over field.Prime with its 126-bit cofactor, the
// generator and moduli taken from gnark-crypto.
func bls12381G1Params(t testing.TB) weierstrass.Params[prime, prime] {
	fp, err := field.NewPrime(blsfp.Modulus(), field.BigEndian)
	require.NoError(t, err)
	fr, err := field.NewPrime(blsfr.Modulus(), field.BigEndian)
	require.NoError(t, err)
	_, _, g1, _ := bls12381.Generators()
	return weierstrass.Params[prime, prime]{
		Name: "BLS12-381 G1", Field: fp, Scalar: fr,
		A: new(big.Int), B: big.NewInt(4),
		Gx: g1.X.BigInt(new(big.Int)), Gy: g1.Y.BigInt(new(big.Int)),
		Cofactor: bls12381H1, ClearCofactor: bls12381HEff1,
	}
}

// randomPointOnCurve returns a point of the whole curve (almost surely
// outside the subgroup when h > 1) from a random x.
func randomPointOnCurve[E, S any](t testing.TB, c *weierstrass.Curve[E, S], rng *rand.Rand) (x, y E) {
	f := c.Field()
	var a, b, rhs, t1 E
	c.A(&a)
	c.B(&b)
	buf := make([]byte, 2*f.ByteLen())
	for {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		require.NoError(t, f.SetWideBytes(&x, buf))
		f.Square(&rhs, &x)
		f.Add(&rhs, &rhs, &a)
		f.Mul(&rhs, &rhs, &x)
		f.Add(&rhs, &rhs, &b)
		if f.Sqrt(&t1, &rhs) == 1 {
			return x, t1
		}
	}
}

// TestBLS12381G1Cofactor builds BLS12-381 G1 with its cofactor and h_eff
// and checks it against gnark-crypto: scalar multiples of the generator,
// clear_cofactor of points outside the subgroup (gnark computes
// (1 − z)·P = h_eff·P by its seed chain), and the decoders' subgroup check.
func TestBLS12381G1Cofactor(t *testing.T) {
	c, err := weierstrass.New(bls12381G1Params(t))
	require.NoError(t, err)
	assert.Zero(t, c.Cofactor().Cmp(bls12381H1))
	assert.Zero(t, c.EffectiveCofactor().Cmp(bls12381HEff1))
	assert.Zero(t, c.Params().ClearCofactor.Cmp(bls12381HEff1))
	f, fs := c.Field(), c.ScalarField()
	rng := rand.New(rand.NewPCG(10, 3))
	_, _, g1, _ := bls12381.Generators()
	for range 4 {
		k := randBelow(rng, blsfr.Modulus())
		var s prime
		require.NoError(t, field.SetBig(fs, &s, k))
		got := c.NewIdentityPoint().ScalarBaseMult(&s)
		var want bls12381.G1Affine
		want.ScalarMultiplication(&g1, k)
		x, y, _ := got.Affine()
		assert.Zero(t, field.Big(f, &x).Cmp(want.X.BigInt(new(big.Int))))
		assert.Zero(t, field.Big(f, &y).Cmp(want.Y.BigInt(new(big.Int))))
	}
	for range 4 {
		x, y := randomPointOnCurve(t, c, rng)
		_, err := c.NewIdentityPoint().SetAffine(&x, &y)
		require.Error(t, err, "a random point of E(Fp) is outside G1")
		var in, want bls12381.G1Affine
		in.X.SetBigInt(field.Big(f, &x))
		in.Y.SetBigInt(field.Big(f, &y))
		require.True(t, in.IsOnCurve())
		want.ClearCofactor(&in)
		got, err := c.NewIdentityPoint().ClearCofactor(&x, &y)
		require.NoError(t, err)
		gx, gy, _ := got.Affine()
		assert.Zero(t, field.Big(f, &gx).Cmp(want.X.BigInt(new(big.Int))))
		assert.Zero(t, field.Big(f, &gy).Cmp(want.Y.BigInt(new(big.Int))))
		// The cleared point is in the subgroup: it decodes.
		_, err = c.NewIdentityPoint().SetBytes(got.Bytes())
		require.NoError(t, err)
		// Off the curve: refused.
		f.Add(&y, &y, &x)
		_, err = c.NewIdentityPoint().ClearCofactor(&x, &y)
		require.Error(t, err)
	}
}

// TestCofactorValidation checks that New names the parameter when the
// cofactor or h_eff is inconsistent.
func TestCofactorValidation(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		edit       func(p *weierstrass.Params[prime, prime])
	}{
		{"even cofactor", "Cofactor", func(p *weierstrass.Params[prime, prime]) { p.Cofactor = new(big.Int).Lsh(bls12381H1, 1) }},
		{"negative cofactor", "Cofactor", func(p *weierstrass.Params[prime, prime]) { p.Cofactor = big.NewInt(-1) }},
		{"cofactor outside Hasse", "Hasse", func(p *weierstrass.Params[prime, prime]) { p.Cofactor = new(big.Int).Add(bls12381H1, big.NewInt(2)) }},
		{"missing cofactor", "Hasse", func(p *weierstrass.Params[prime, prime]) { p.Cofactor = nil }},
		{"h_eff zero", "ClearCofactor", func(p *weierstrass.Params[prime, prime]) { p.ClearCofactor = new(big.Int) }},
		{"h_eff multiple of n", "ClearCofactor", func(p *weierstrass.Params[prime, prime]) {
			p.ClearCofactor = new(big.Int).Mul(blsfr.Modulus(), bls12381H1)
		}},
		{"h_eff that does not clear", "ClearCofactor", func(p *weierstrass.Params[prime, prime]) { p.ClearCofactor = big.NewInt(3) }},
		{"h_eff off by one", "ClearCofactor", func(p *weierstrass.Params[prime, prime]) {
			p.ClearCofactor = new(big.Int).Sub(bls12381HEff1, big.NewInt(2))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := bls12381G1Params(t)
			tc.edit(&p)
			_, err := weierstrass.New(p)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	// h_eff = h is always valid.
	p := bls12381G1Params(t)
	p.ClearCofactor = nil
	c, err := weierstrass.New(p)
	require.NoError(t, err)
	assert.Zero(t, c.EffectiveCofactor().Cmp(bls12381H1))
}

type fp2 = tower.Fp2Element[prime]

// bls12381Fp2 returns Fp2 = Fp[u]/(u² + 1) of BLS12-381, C1First.
func bls12381Fp2(t testing.TB) *tower.Fp2[prime] {
	f2, err := tower.NewFp2[prime](mustPrime(t, blsfp.Modulus()), big.NewInt(-1), tower.C1First)
	require.NoError(t, err)
	return f2
}

// pack2 returns the integer of c0 + c1·u over a C1First Fp2 with a
// big-endian 48-byte base: c1·2^384 + c0 (field.SetBig's convention).
func pack2(c0, c1 *big.Int) *big.Int { return new(big.Int).Add(new(big.Int).Lsh(c1, 384), c0) }

// BLS12-381 G2 (draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1): b = 4(1 + u)
// and the generator's coordinates.
var (
	bls12381G2B = pack2(big.NewInt(4), big.NewInt(4))
	bls12381G2x = pack2(
		hexBig("024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
		hexBig("13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"))
	bls12381G2y = pack2(
		hexBig("0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
		hexBig("0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be"))
)

// TestWeierstrassOverFp2 builds BLS12-381's G2, y² = x³ + 4(1 + u) over
// Fp2 = Fp[u]/(u² + 1), with its 508-bit cofactor and 636-bit h_eff, and
// compares scalar multiples of the generator and clear_cofactor (gnark's
// ψ-based method, which RFC 9380 Appendix G.3 proves equal to h_eff·P) with
// gnark-crypto: the engine runs over an extension field.
func TestWeierstrassOverFp2(t *testing.T) {
	f2 := bls12381Fp2(t)
	fp, fr := f2.Base(), mustPrime(t, blsfr.Modulus())
	fromE2 := func(e *bls12381.E2) *big.Int { return pack2(e.A0.BigInt(new(big.Int)), e.A1.BigInt(new(big.Int))) }
	_, _, _, g2 := bls12381.Generators()
	c, err := weierstrass.New(weierstrass.Params[fp2, prime]{
		Name: "BLS12-381 G2", Field: f2, Scalar: fr,
		A: new(big.Int), B: bls12381G2B, Gx: bls12381G2x, Gy: bls12381G2y,
		Cofactor: bls12381H2, ClearCofactor: bls12381HEff2,
	})
	require.NoError(t, err)
	assert.Zero(t, fromE2(&g2.X).Cmp(bls12381G2x), "the generator is gnark-crypto's")
	assert.Zero(t, fromE2(&g2.Y).Cmp(bls12381G2y))
	assert.Contains(t, weierstrass.FormulaKind(c), "a = 0")
	check := func(got *weierstrass.Point[fp2, prime], want *bls12381.G2Affine) {
		t.Helper()
		x, y, _ := got.Affine()
		assert.Zero(t, field.Big[fp2](f2, &x).Cmp(fromE2(&want.X)))
		assert.Zero(t, field.Big[fp2](f2, &y).Cmp(fromE2(&want.Y)))
	}
	rng := rand.New(rand.NewPCG(11, 4))
	for range 2 {
		k := randBelow(rng, blsfr.Modulus())
		var s prime
		require.NoError(t, field.SetBig(fr, &s, k))
		var want bls12381.G2Affine
		want.ScalarMultiplication(&g2, k)
		check(c.NewIdentityPoint().ScalarBaseMult(&s), &want)
		check(c.NewIdentityPoint().ScalarMult(&s, c.NewGeneratorPoint()), &want)
		// Encoding round trip with the subgroup check.
		got := c.NewIdentityPoint().ScalarBaseMult(&s)
		back, err := c.NewIdentityPoint().SetBytes(got.Bytes())
		require.NoError(t, err)
		assert.Equal(t, 1, back.Equal(got))
	}
	x, y := randomPointOnCurve(t, c, rng)
	_, err = c.NewIdentityPoint().SetAffine(&x, &y)
	require.Error(t, err, "a random point of E'(Fp2) is outside G2")
	var in, want bls12381.G2Affine
	in.X.A0.SetBigInt(field.Big(fp, &x.C0))
	in.X.A1.SetBigInt(field.Big(fp, &x.C1))
	in.Y.A0.SetBigInt(field.Big(fp, &y.C0))
	in.Y.A1.SetBigInt(field.Big(fp, &y.C1))
	require.True(t, in.IsOnCurve())
	want.ClearCofactor(&in)
	got, err := c.NewIdentityPoint().ClearCofactor(&x, &y)
	require.NoError(t, err)
	check(got, &want)
	// ECDSA needs a prime field.
	_, err = weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256})
	require.Error(t, err)
}
