package catalogue_test

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHashToCurveE448 checks E448's hash-to-curve against every vector of
// RFC 9380 Appendix J.7.2 (curve448_XOF:SHAKE256_ELL2_RO_ and _NU_): with
// the suite's DST, MapToCurve of each u must be the image of the vector's
// Q0, Q1 or Q under the isomorphism φ(u, v) = (c·u/v, (u + 1)/(u − 1)),
// c = √156324 (the even root), and HashToCurve or EncodeToCurve of the
// message the image of P. The hash_to_field elements are those of the
// vectors too (u is compared through MapToCurve's input).
func TestHashToCurveE448(t *testing.T) {
	e := catalogue.E448()
	c := e.Curve()
	f := c.Field()
	p := f.Modulus()
	scale := new(big.Int).ModSqrt(big.NewInt(156324), p)
	if scale.Bit(0) == 1 {
		scale.Sub(p, scale)
	}
	phi := func(q h2ctest.Point) (x, y *big.Int) {
		u, v := h2ctest.Int(t, q.X), h2ctest.Int(t, q.Y)
		x = new(big.Int).Mul(scale, u)
		x.Mul(x, new(big.Int).ModInverse(v, p)).Mod(x, p)
		y = new(big.Int).Add(u, big.NewInt(1))
		y.Mul(y, new(big.Int).ModInverse(new(big.Int).Sub(u, big.NewInt(1)), p)).Mod(y, p)
		return x, y
	}
	is := func(pt *catalogue.EdwardsPoint, q h2ctest.Point, what string) {
		t.Helper()
		wx, wy := phi(q)
		ax, ay := pt.Affine()
		assert.Zero(t, wx.Cmp(field.Big(f, &ax)), "%s: x", what)
		assert.Zero(t, wy.Cmp(field.Big(f, &ay)), "%s: y", what)
	}
	// φ sends curve448's base point (RFC 7748 §4.2: u = 5 and this v) to
	// E448's generator: it is the group isomorphism, with the even scale.
	v448 := "0x7d235d1295f5b1f66c98ab6e58326fcecbae5d34f55545d060f75dc28df3f6edb8027e2346430d211312c4b150677af76fd7223d457b5b1a"
	gx, gy := c.NewGeneratorPoint().Affine()
	wx, wy := phi(h2ctest.Point{X: "0x5", Y: v448})
	assert.Zero(t, wx.Cmp(field.Big(f, &gx)), "φ(G448): x")
	assert.Zero(t, wy.Cmp(field.Big(f, &gy)), "φ(G448): y")
	ro, nu := e.HashToCurveSuites()
	assert.Equal(t, "E448_XOF:SHAKE256_ELL2_RO_", ro)
	assert.Equal(t, "E448_XOF:SHAKE256_ELL2_NU_", nu)
	n := 0
	for name, suite := range map[string]string{
		"curve448_XOF_SHAKE256_ELL2_RO_.json": "curve448_XOF:SHAKE256_ELL2_RO_",
		"curve448_XOF_SHAKE256_ELL2_NU_.json": "curve448_XOF:SHAKE256_ELL2_NU_",
	} {
		file := h2ctest.Load(t, name, suite)
		for _, v := range file.Vectors {
			for i, q := range v.MapOutputs(file.RandomOracle) {
				var u field.PrimeElement
				require.NoError(t, field.SetBig(f, &u, h2ctest.Int(t, v.U[i])))
				pt, err := c.NewIdentityPoint().MapToCurve(&u)
				require.NoError(t, err)
				is(pt, q, suite+" "+v.Msg+" map")
			}
			h := e.EncodeToCurve
			if file.RandomOracle {
				h = e.HashToCurve
			}
			pt, err := h([]byte(v.Msg), []byte(file.DST))
			require.NoError(t, err)
			is(pt, v.P, suite+" "+v.Msg+" P")
			assert.Equal(t, 1, pt.IsTorsionFree())
			n++
		}
	}
	assert.Equal(t, 10, n, "vectors checked")
}

// TestHashToCurveSuites checks the suite names and the DST rule of every
// Edwards curve of the catalogue (the properties of the hashes are checked
// by the conformance harness in TestConformance).
func TestHashToCurveSuites(t *testing.T) {
	want := map[string]string{
		"Jubjub": "Jubjub_XMD:SHA-512_ELL2_", "Baby Jubjub": "BabyJubjub_XMD:SHA-512_ELL2_",
		"E-521": "E521_XMD:SHA-512_ELL2_", "Curve41417": "Curve41417_XMD:SHA-512_ELL2_",
		"E448": "E448_XOF:SHAKE256_ELL2_",
	}
	for _, entry := range catalogue.All() {
		e, ok := entry.(*catalogue.Edwards)
		if !ok {
			continue
		}
		ro, nu := e.HashToCurveSuites()
		assert.Equal(t, want[e.Name()]+"RO_", ro)
		assert.Equal(t, want[e.Name()]+"NU_", nu)
		assert.True(t, e.Curve().HasElligator2(), e.Name())
		_, err := e.HashToCurve([]byte("msg"), nil)
		assert.ErrorContains(t, err, "domain separation tag is empty")
		_, err = e.EncodeToCurve([]byte("msg"), []byte{})
		assert.ErrorContains(t, err, "domain separation tag is empty")
	}
}
