package weierstrass_test

import (
	"crypto/rand"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/hashes"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shift returns x + k·m as a new big.Int.
func shift(x *big.Int, k int64, m *big.Int) *big.Int {
	return new(big.Int).Add(x, new(big.Int).Mul(big.NewInt(k), m))
}

// sameCurve checks that c and d have the same reduced parameters, the same
// formulas and the same points: generator multiples through the fixed-base
// and variable-base paths, and hash-to-curve images when both can hash.
func sameCurve[E, S any](t *testing.T, c, d *weierstrass.Curve[E, S]) {
	t.Helper()
	cp, dp := c.Params(), d.Params()
	for _, pair := range [][2]*big.Int{{cp.A, dp.A}, {cp.B, dp.B}, {cp.Gx, dp.Gx}, {cp.Gy, dp.Gy}, {cp.Order, dp.Order}} {
		assert.Zero(t, pair[0].Cmp(pair[1]), "%v ≠ %v", pair[0], pair[1])
	}
	assert.Equal(t, weierstrass.FormulaKind(c), weierstrass.FormulaKind(d))
	assert.Equal(t, c.HasEndomorphism(), d.HasEndomorphism())
	assert.Equal(t, c.HasSSWU(), d.HasSSWU())
	exp, err := hashes.NewXMDExpander(sha256.New, []byte("curvekit params test"), 128)
	require.NoError(t, err)
	for i := range 8 {
		k, err := rand.Int(rand.Reader, c.Order())
		require.NoError(t, err)
		var s S
		require.NoError(t, field.SetBig(c.ScalarField(), &s, k))
		a := c.NewIdentityPoint().ScalarBaseMult(&s)
		b := d.NewIdentityPoint().ScalarBaseMult(&s)
		assert.Equal(t, a.Bytes(), b.Bytes(), "ScalarBaseMult")
		a.ScalarMult(&s, a)
		b.ScalarMult(&s, b)
		assert.Equal(t, a.Bytes(), b.Bytes(), "ScalarMult")
		if c.HasSSWU() {
			msg := []byte{byte(i)}
			a, err := c.NewIdentityPoint().HashToCurve(msg, exp)
			require.NoError(t, err)
			b, err := d.NewIdentityPoint().HashToCurve(msg, exp)
			require.NoError(t, err)
			assert.Equal(t, a.Bytes(), b.Bytes(), "HashToCurve")
		}
	}
}

// TestParamsReduced checks that New reduces its constants modulo p: P-256
// with a = −3 given as a negative integer (and b, G and Z shifted by
// multiples of p) is P-256, a = −3 formulas included, and secp256k1 with β,
// λ and the isogeny's coefficients shifted is secp256k1, GLV and hashing
// included. The caller's values are left as they were.
func TestParamsReduced(t *testing.T) {
	minus3, minus10 := big.NewInt(-3), big.NewInt(-10)
	c, err := weierstrass.New(weierstrass.Params[fpr256.Element, fnr256.Element]{
		Name: "P-256, a = −3", Field: fpr256.Field{}, Scalar: fnr256.Field{},
		A: minus3, B: shift(p256B, -1, p256P), Gx: shift(p256Gx, 1, p256P), Gy: shift(p256Gy, -2, p256P),
		Cofactor: big.NewInt(1), SSWU: &weierstrass.SSWU{Z: minus10},
	})
	require.NoError(t, err)
	assert.Contains(t, weierstrass.FormulaKind(c), "a = -3")
	sameCurve(t, p256(t), c)
	assert.Equal(t, int64(-3), minus3.Int64(), "New changed the caller's A")
	assert.Equal(t, int64(-10), minus10.Int64(), "New changed the caller's Z")

	iso := *k256Isogeny
	iso.A = shift(iso.A, -1, k256P)
	iso.XNum = append([]*big.Int{shift(iso.XNum[0], 3, k256P)}, iso.XNum[1:]...)
	iso.YDen = append([]*big.Int{big.NewInt(-756)}, iso.YDen[1:]...) // p − 756 = the listed YDen[0]
	require.Zero(t, new(big.Int).Sub(k256P, big.NewInt(756)).Cmp(k256Isogeny.YDen[0]))
	endo := *k256Endo
	endo.Beta = shift(endo.Beta, -1, k256P)
	endo.Lambda = shift(endo.Lambda, 1, k256N)
	k, err := weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
		Name: "secp256k1, shifted", Field: fpk256.Field{}, Scalar: fnk256.Field{},
		A: shift(new(big.Int), 5, k256P), B: big.NewInt(7), Gx: k256Gx, Gy: shift(k256Gy, -1, k256P), Cofactor: big.NewInt(1),
		Endomorphism: &endo, SSWU: &weierstrass.SSWU{Z: big.NewInt(-11), Isogeny: &iso},
	})
	require.NoError(t, err)
	sameCurve(t, secp256k1(t), k)
	kp := k.Params()
	assert.Zero(t, kp.Endomorphism.Beta.Cmp(k256Endo.Beta))
	assert.Zero(t, kp.Endomorphism.Lambda.Cmp(k256Endo.Lambda))
	assert.Zero(t, kp.Endomorphism.B1.Cmp(k256Endo.B1), "the signed basis is kept")
	assert.Zero(t, kp.SSWU.Isogeny.YDen[0].Cmp(k256Isogeny.YDen[0]))
	assert.Zero(t, kp.SSWU.Z.Cmp(k256SSWU.Z))
}

// TestAccessors checks Modulus, Params and the other getters, and that
// Params hands out copies.
func TestAccessors(t *testing.T) {
	c := p256(t)
	assert.Zero(t, c.Modulus().Cmp(p256P))
	assert.Zero(t, c.Order().Cmp(p256N))
	assert.Zero(t, c.Cofactor().Cmp(big.NewInt(1)))
	assert.Equal(t, "P-256", c.Name())
	assert.Zero(t, c.Field().Modulus().Cmp(p256P))
	assert.Zero(t, c.ScalarField().Modulus().Cmp(p256N))
	p := c.Params()
	assert.Equal(t, "P-256", p.Name)
	assert.Zero(t, p.A.Cmp(p256A))
	assert.Zero(t, p.Order.Cmp(p256N), "Order is filled in")
	assert.Zero(t, p.SSWU.Z.Cmp(p256SSWU.Z))
	p.A.SetInt64(1)
	p.SSWU.Z.SetInt64(2)
	c.Modulus().SetInt64(3)
	q := c.Params()
	assert.Zero(t, q.A.Cmp(p256A), "Params shares its A")
	assert.Zero(t, q.SSWU.Z.Cmp(p256SSWU.Z), "Params shares its SSWU")
	assert.Zero(t, c.Modulus().Cmp(p256P))
	// The parameters rebuild the curve.
	d, err := weierstrass.New(q)
	require.NoError(t, err)
	sameCurve(t, c, d)
	var x fpr256.Element
	c.A(&x)
	assert.Zero(t, field.Big[fpr256.Element](c.Field(), &x).Cmp(p256A))
}
