package catalogue_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	bls12381fp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	jubjubgnark "github.com/consensys/gnark-crypto/ecc/bls12-381/twistededwards"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	bn254fp "github.com/consensys/gnark-crypto/ecc/bn254/fp"
	bn254fr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	babygnark "github.com/consensys/gnark-crypto/ecc/bn254/twistededwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/field"
)

// gnarkRounds is the number of random inputs of each differential test.
const gnarkRounds = 16

// randScalar returns a random integer in [0, n) from r, biased toward the
// edges 0, 1 and n − 1 one time in four.
func randScalar(r *rand.Rand, n *big.Int) *big.Int {
	switch r.IntN(8) {
	case 0:
		return big.NewInt(int64(r.IntN(2)))
	case 1:
		return new(big.Int).Sub(n, big.NewInt(1))
	}
	b := make([]byte, (n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), n)
}

// wMul returns k·P on a catalogue Weierstrass curve through the
// constant-time ScalarMult.
func wMul(t *testing.T, c *catalogue.WeierstrassCurve, k *big.Int, p *weierstrass.Point[field.PrimeElement, field.PrimeElement]) *weierstrass.Point[field.PrimeElement, field.PrimeElement] {
	var s field.PrimeElement
	require.NoError(t, field.SetBig(c.ScalarField(), &s, k))
	return c.NewIdentityPoint().ScalarMult(&s, p)
}

// TestBN254G1AgainstGnark checks BN254 G1 against gnark-crypto's bn254 on
// random scalars: the moduli and the generator, k·G, k·P, P + Q, 2·P and
// the uncompressed encoding, which is 0x04 ‖ gnark's RawBytes (x ‖ y
// big-endian, no flag bits for a finite point).
func TestBN254G1AgainstGnark(t *testing.T) {
	c := catalogue.BN254G1().Curve()
	require.Equal(t, bn254fp.Modulus(), c.Modulus())
	require.Equal(t, bn254fr.Modulus(), c.Order())
	_, _, g1, _ := bn254.Generators()
	enc := func(p *bn254.G1Affine) []byte { raw := p.RawBytes(); return append([]byte{4}, raw[:]...) }
	require.Equal(t, enc(&g1), c.NewGeneratorPoint().Bytes())

	r := rand.New(rand.NewPCG(1, 2))
	n := c.Order()
	for range gnarkRounds {
		k1, k2, k3 := randScalar(r, n), randScalar(r, n), randScalar(r, n)
		var p, q, sum, dbl, m bn254.G1Affine
		p.ScalarMultiplication(&g1, k1)
		q.ScalarMultiplication(&g1, k2)
		sum.Add(&p, &q)
		dbl.Double(&p)
		m.ScalarMultiplication(&p, k3)

		P := c.NewIdentityPoint().ScalarBaseMult(scalar(t, c.ScalarField(), k1))
		Q := wMul(t, c, k2, c.NewGeneratorPoint())
		checkW(t, "k1·G", &p, P, enc)
		checkW(t, "k2·G", &q, Q, enc)
		checkW(t, "P + Q", &sum, c.NewIdentityPoint().Add(P, Q), enc)
		checkW(t, "2·P", &dbl, c.NewIdentityPoint().Double(P), enc)
		checkW(t, "k3·P", &m, wMul(t, c, k3, P), enc)

		if !p.IsInfinity() {
			// gnark's compressed form carries the flag bits in x's top byte;
			// ours is SEC 1's 0x02/0x03 ‖ x. Both decode to the same point.
			var back bn254.G1Affine
			_, err := back.SetBytes(func() []byte { b := p.Bytes(); return b[:] }())
			require.NoError(t, err)
			dec, err := c.NewIdentityPoint().SetBytes(P.BytesCompressed())
			require.NoError(t, err)
			assert.Equal(t, enc(&back), dec.Bytes())
		}
	}
}

// checkW asserts that the catalogue point got equals gnark's want, through
// their uncompressed encodings (the identity has none in SEC 1: then got
// must be the identity).
func checkW[G any](t *testing.T, what string, want *G, got *weierstrass.Point[field.PrimeElement, field.PrimeElement], enc func(*G) []byte) {
	t.Helper()
	if inf, ok := any(want).(interface{ IsInfinity() bool }); ok && inf.IsInfinity() {
		assert.Equal(t, 1, got.IsIdentity(), what)
		return
	}
	assert.Equal(t, enc(want), got.Bytes(), what)
}

// scalar returns k as an element of the scalar field f.
func scalar(t testing.TB, f field.Field[field.PrimeElement], k *big.Int) *field.PrimeElement {
	t.Helper()
	var s field.PrimeElement
	require.NoError(t, field.SetBig(f, &s, k))
	return &s
}

// edPoint is an affine point of gnark's twisted Edwards packages as big
// integers.
type edPoint struct{ x, y *big.Int }

// edCheck asserts that the catalogue point got has the affine coordinates
// of want after the map x ↦ c·x (c = 1 for the same curve), and that its
// encoding is RFC 8032's: y little-endian with the parity of x in the top
// bit.
func edCheck(t *testing.T, what string, curve *catalogue.EdwardsCurve, want edPoint, c *big.Int, got *edwards.Point[field.PrimeElement, field.PrimeElement]) {
	t.Helper()
	p := curve.Modulus()
	x, y := got.Affine()
	gx := new(big.Int).Mul(field.Big(curve.Field(), &x), c)
	gx.Mod(gx, p)
	assert.Equal(t, want.x.String(), gx.String(), "%s: x", what)
	assert.Equal(t, want.y.String(), field.Big(curve.Field(), &y).String(), "%s: y", what)
	enc := want.y.FillBytes(make([]byte, curve.EncodingLen()))
	slices.Reverse(enc)
	xOurs := field.Big(curve.Field(), &x)
	enc[len(enc)-1] |= byte(xOurs.Bit(0)) << 7
	assert.Equal(t, enc, got.Bytes(), "%s: encoding", what)
}

// TestJubjubAgainstGnark checks Jubjub against gnark-crypto's twisted
// Edwards curve over BLS12-381's scalar field on random scalars: the curve
// constants and generator, k·G, k·P, P + Q and 2·P, and the encodings,
// whose y bits equal gnark's (gnark's sign bit is "x lexicographically
// largest", RFC 8032's is the parity of x, so only the top bit may differ).
func TestJubjubAgainstGnark(t *testing.T) {
	curve := catalogue.Jubjub().Curve()
	params := jubjubgnark.GetEdwardsCurve()
	require.Equal(t, fr.Modulus(), curve.Modulus())
	require.Equal(t, &params.Order, curve.Order())
	require.Equal(t, params.Cofactor.String(), strconv.FormatUint(curve.Cofactor(), 10))
	var d field.PrimeElement
	curve.D(&d)
	require.Equal(t, params.D.String(), field.Big(curve.Field(), &d).String())

	big1 := big.NewInt(1)
	conv := func(p *jubjubgnark.PointAffine) edPoint {
		return edPoint{p.X.BigInt(new(big.Int)), p.Y.BigInt(new(big.Int))}
	}
	edCheck(t, "G", curve, conv(&params.Base), big1, curve.NewGeneratorPoint())
	r := rand.New(rand.NewPCG(3, 4))
	n := curve.Order()
	for range gnarkRounds {
		k1, k2, k3 := randScalar(r, n), randScalar(r, n), randScalar(r, n)
		var p, q, sum, dbl, m jubjubgnark.PointAffine
		p.ScalarMultiplication(&params.Base, k1)
		q.ScalarMultiplication(&params.Base, k2)
		sum.Add(&p, &q)
		dbl.Double(&p)
		m.ScalarMultiplication(&p, k3)

		P := curve.NewIdentityPoint().ScalarBaseMult(scalar(t, curve.ScalarField(), k1))
		Q := curve.NewIdentityPoint().ScalarMult(scalar(t, curve.ScalarField(), k2), curve.NewGeneratorPoint())
		edCheck(t, "k1·G", curve, conv(&p), big1, P)
		edCheck(t, "k2·G", curve, conv(&q), big1, Q)
		edCheck(t, "P + Q", curve, conv(&sum), big1, curve.NewIdentityPoint().Add(P, Q))
		edCheck(t, "2·P", curve, conv(&dbl), big1, curve.NewIdentityPoint().Double(P))
		edCheck(t, "k3·P", curve, conv(&m), big1, curve.NewIdentityPoint().ScalarMult(scalar(t, curve.ScalarField(), k3), P))
		gb := p.Bytes()
		ours := P.Bytes()
		assert.True(t, bytes.Equal(gb[:31], ours[:31]) && gb[31]&0x7f == ours[31]&0x7f, "y bits of the encodings")
	}
}

// TestBabyJubjubAgainstGnark checks Baby Jubjub against gnark-crypto's
// twisted Edwards curve over BN254's scalar field, which is the same group
// written with a = −1: gnark's point is (c·x, y) with c² = −168700, the
// isomorphism of the two forms (BBJLP08 §3). The test finds c from the
// generators, checks c² = −a and gnark's d = −168696/168700, and then
// compares k·G, k·P, P + Q and 2·P on random scalars.
func TestBabyJubjubAgainstGnark(t *testing.T) {
	curve := catalogue.BabyJubjub().Curve()
	params := babygnark.GetEdwardsCurve()
	p := curve.Modulus()
	require.Equal(t, bn254fr.Modulus(), p)
	require.Equal(t, &params.Order, curve.Order())
	require.Equal(t, params.Cofactor.String(), strconv.FormatUint(curve.Cofactor(), 10))

	gx, gy := curve.NewGeneratorPoint().Affine()
	require.Equal(t, params.Base.Y.BigInt(new(big.Int)), field.Big(curve.Field(), &gy), "the generators share y")
	c := new(big.Int).ModInverse(field.Big(curve.Field(), &gx), p)
	c.Mul(c, params.Base.X.BigInt(new(big.Int))).Mod(c, p)
	minusA := new(big.Int).Mod(big.NewInt(-168700), p)
	require.Equal(t, minusA, new(big.Int).Exp(c, big.NewInt(2), p), "c² = −a")
	wantD := new(big.Int).ModInverse(big.NewInt(168700), p)
	wantD.Mul(wantD, big.NewInt(-168696)).Mod(wantD, p)
	require.Equal(t, wantD, params.D.BigInt(new(big.Int)), "gnark's d = −d/a")

	conv := func(q *babygnark.PointAffine) edPoint {
		return edPoint{q.X.BigInt(new(big.Int)), q.Y.BigInt(new(big.Int))}
	}
	r := rand.New(rand.NewPCG(5, 6))
	n := curve.Order()
	for range gnarkRounds {
		k1, k2, k3 := randScalar(r, n), randScalar(r, n), randScalar(r, n)
		var gp, gq, sum, dbl, m babygnark.PointAffine
		gp.ScalarMultiplication(&params.Base, k1)
		gq.ScalarMultiplication(&params.Base, k2)
		sum.Add(&gp, &gq)
		dbl.Double(&gp)
		m.ScalarMultiplication(&gp, k3)

		P := curve.NewIdentityPoint().ScalarBaseMult(scalar(t, curve.ScalarField(), k1))
		Q := curve.NewIdentityPoint().ScalarMult(scalar(t, curve.ScalarField(), k2), curve.NewGeneratorPoint())
		edCheck(t, "k1·G", curve, conv(&gp), c, P)
		edCheck(t, "k2·G", curve, conv(&gq), c, Q)
		edCheck(t, "P + Q", curve, conv(&sum), c, curve.NewIdentityPoint().Add(P, Q))
		edCheck(t, "2·P", curve, conv(&dbl), c, curve.NewIdentityPoint().Double(P))
		edCheck(t, "k3·P", curve, conv(&m), c, curve.NewIdentityPoint().ScalarMult(scalar(t, curve.ScalarField(), k3), P))
	}
}

// TestBLS12381G1AgainstGnark checks BLS12-381 G1 against gnark-crypto's
// bls12-381 on random scalars as TestBN254G1AgainstGnark does, and the
// cofactor: for points of the whole curve (x³ + 4 a square, outside the
// subgroup), gnark's group law finds h·n·P = O, the catalogue curve refuses them as
// public points, and its ClearCofactor (h_eff of RFC 9380 §8.8.1) lands in
// the subgroup, on gnark's ClearCofactor of the same point.
func TestBLS12381G1AgainstGnark(t *testing.T) {
	c := catalogue.BLS12381G1().Curve()
	require.Equal(t, bls12381fp.Modulus(), c.Modulus())
	require.Equal(t, fr.Modulus(), c.Order())
	_, _, g1, _ := bls12381.Generators()
	enc := func(p *bls12381.G1Affine) []byte { raw := p.RawBytes(); return append([]byte{4}, raw[:]...) }
	require.Equal(t, enc(&g1), c.NewGeneratorPoint().Bytes())

	r := rand.New(rand.NewPCG(11, 12))
	n := c.Order()
	for range gnarkRounds {
		k1, k2, k3 := randScalar(r, n), randScalar(r, n), randScalar(r, n)
		var p, q, sum, dbl, m bls12381.G1Affine
		p.ScalarMultiplication(&g1, k1)
		q.ScalarMultiplication(&g1, k2)
		sum.Add(&p, &q)
		dbl.Double(&p)
		m.ScalarMultiplication(&p, k3)

		P := c.NewIdentityPoint().ScalarBaseMult(scalar(t, c.ScalarField(), k1))
		Q := wMul(t, c, k2, c.NewGeneratorPoint())
		checkW(t, "k1·G", &p, P, enc)
		checkW(t, "k2·G", &q, Q, enc)
		checkW(t, "P + Q", &sum, c.NewIdentityPoint().Add(P, Q), enc)
		checkW(t, "2·P", &dbl, c.NewIdentityPoint().Double(P), enc)
		checkW(t, "k3·P", &m, wMul(t, c, k3, P), enc)
	}

	p := c.Modulus()
	hn := new(big.Int).Mul(c.Cofactor(), n)
	found := 0
	for x := int64(1); found < 3; x++ {
		rhs := new(big.Int).Exp(big.NewInt(x), big.NewInt(3), p)
		rhs.Add(rhs, big.NewInt(4))
		y := new(big.Int).ModSqrt(rhs, p)
		if y == nil {
			continue
		}
		found++
		var gp bls12381.G1Affine
		gp.X.SetBigInt(big.NewInt(x))
		gp.Y.SetBigInt(y)
		require.True(t, gp.IsOnCurve())
		require.False(t, gp.IsInSubGroup(), "x = %d", x)
		assert.True(t, gnarkMulPlain(&gp, hn).IsInfinity(), "h·n·P = O for x = %d (gnark)", x)

		var fx, fy field.PrimeElement
		require.NoError(t, field.SetBig(c.Field(), &fx, big.NewInt(x)))
		require.NoError(t, field.SetBig(c.Field(), &fy, y))
		_, err := c.NewIdentityPoint().SetAffine(&fx, &fy)
		assert.Error(t, err, "x = %d: a point outside the subgroup is refused", x)
		cleared, err := c.NewIdentityPoint().ClearCofactor(&fx, &fy)
		require.NoError(t, err)
		var want bls12381.G1Affine
		want.ClearCofactor(&gp)
		checkW(t, "ClearCofactor", &want, cleared, enc)
	}
}

// gnarkMulPlain returns k·P by double-and-add on gnark's affine group law:
// gnark's ScalarMultiplication assumes a point of the subgroup (GLV), which
// the cofactor check's points are not.
func gnarkMulPlain(p *bls12381.G1Affine, k *big.Int) *bls12381.G1Affine {
	var r bls12381.G1Affine
	r.SetInfinity()
	for i := k.BitLen() - 1; i >= 0; i-- {
		r.Double(&r)
		if k.Bit(i) == 1 {
			r.Add(&r, p)
		}
	}
	return &r
}
