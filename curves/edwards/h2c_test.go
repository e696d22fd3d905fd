package edwards_test

import (
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// edwards25519 as a user defines it (RFC 8032 §5.1), with the hash-to-curve
// configuration of the suites of RFC 9380 §8.5.
var (
	// p = 2^255 − 19.
	h2cP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	// ℓ = 2^252 + 27742317777372353535851937790883648493.
	h2cL = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), h2cInt("27742317777372353535851937790883648493"))
	// d = −121665/121666.
	h2cD  = h2cInt("37095705934669439343138083508754565189542113879843219016388785533085940283555")
	h2cGx = h2cInt("15112221349535400772501151409588531511454012693041857206046113283949847762202")
	h2cGy = h2cInt("46316835694926478169428394003475163141307993866256225615783033603165251855960")
	// h2cScale = √(−486664) with sgn0 = 0, the c of RFC 7748 §4.1's map
	// x = c·s/t from curve25519 (RFC 9380 Appendix G.2.2's c1).
	h2cScale = func() *big.Int {
		c := new(big.Int).ModSqrt(new(big.Int).Sub(h2cP, big.NewInt(486664)), h2cP)
		if c.Bit(0) == 1 {
			c.Sub(h2cP, c)
		}
		return c
	}()
)

func h2cInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic(s)
	}
	return x
}

// h2cParams returns edwards25519's Params over f and the scalar field fs,
// with Elligator2 e, and with a = −4 (the curve (x, y) ↦ (x/2, y) maps
// edwards25519 onto, −4·x² + y² = 1 + 4d·x²·y²) when twisted.
func h2cParams[E, S any](f field.Field[E], fs field.Field[S], e *edwards.Elligator2, twisted bool) edwards.Params[E, S] {
	p := edwards.Params[E, S]{Name: "edwards25519 (h2c test)", Field: f, Scalar: fs,
		A: big.NewInt(-1), D: h2cD, Gx: h2cGx, Gy: h2cGy, Cofactor: 8, Elligator2: e}
	if twisted {
		inv2 := new(big.Int).ModInverse(big.NewInt(2), h2cP)
		p.A = big.NewInt(-4)
		p.D = new(big.Int).Lsh(h2cD, 2)
		p.Gx = new(big.Int).Mul(h2cGx, inv2)
	}
	return p
}

// engineSuite is h2ctest's view of the engine's hash-to-curve on c with the
// suite's expander (expand_message_xmd, SHA-512, k = 128).
func engineSuite[E, S any](c *edwards.Curve[E, S]) *h2ctest.Edwards[E, S] {
	exp := func(dst []byte) (hashes.Expander, error) { return hashes.NewXMDExpander(sha512.New, dst, 128) }
	hash := func(ro bool) func(msg, dst []byte) (*edwards.Point[E, S], error) {
		return func(msg, dst []byte) (*edwards.Point[E, S], error) {
			e, err := exp(dst)
			if err != nil {
				return nil, err
			}
			if ro {
				return c.NewIdentityPoint().HashToCurve(msg, e)
			}
			return c.NewIdentityPoint().EncodeToCurve(msg, e)
		}
	}
	return &h2ctest.Edwards[E, S]{
		Field: c.Field(),
		HashToField: func(u []E, msg, dst []byte) error {
			e, err := exp(dst)
			if err != nil {
				return err
			}
			return hashes.HashToField(c.Field(), e, msg, len(u), u)
		},
		MapToCurve: func(u *E) *edwards.Point[E, S] {
			p, err := c.NewIdentityPoint().MapToCurve(u)
			if err != nil {
				panic(err)
			}
			return p
		},
		HashToCurve: hash(true), EncodeToCurve: hash(false),
	}
}

var h2cFiles = map[string]string{
	"edwards25519_XMD_SHA-512_ELL2_RO_.json": "edwards25519_XMD:SHA-512_ELL2_RO_",
	"edwards25519_XMD_SHA-512_ELL2_NU_.json": "edwards25519_XMD:SHA-512_ELL2_NU_",
}

// TestHashToCurveRFC9380 checks the engine's hash-to-curve on edwards25519
// defined by the user, over the runtime field.Prime and over the prebuilt
// fp25519, against every vector of RFC 9380 Appendix J.5 (the
// edwards25519_XMD:SHA-512_ELL2_RO_ and _NU_ suites): hash_to_field's u,
// map_to_curve's Q0, Q1 or Q, and the final P. The configuration is
// Elligator2{Scale: √(−486664)} with Z found by RFC 9380 Appendix H.3,
// which must be the suite's Z = 2.
func TestHashToCurveRFC9380(t *testing.T) {
	e := &edwards.Elligator2{Scale: h2cScale}
	fpRt, err := field.NewPrime(h2cP, field.LittleEndian)
	require.NoError(t, err)
	fnRt, err := field.NewPrime(h2cL, field.LittleEndian)
	require.NoError(t, err)
	rt, err := edwards.New(h2cParams(field.Field[field.PrimeElement](fpRt), field.Field[field.PrimeElement](fnRt), e, false))
	require.NoError(t, err)
	fixed, err := edwards.New(h2cParams[fp25519.Element, fn25519.Element](fp25519.Field{}, fn25519.Field{}, e, false))
	require.NoError(t, err)
	assert.Nil(t, e.Z, "New must not write to the caller's Elligator2")
	assert.Zero(t, rt.Params().Elligator2.Z.Cmp(big.NewInt(2)), "Z")
	assert.Zero(t, fixed.Params().Elligator2.Z.Cmp(big.NewInt(2)), "Z")
	t.Run("field.Prime", func(t *testing.T) { h2ctest.VectorFiles(t, h2cFiles, engineSuite(rt).Vectors) })
	t.Run("fp25519", func(t *testing.T) { h2ctest.VectorFiles(t, h2cFiles, engineSuite(fixed).Vectors) })
}

// TestHashToCurveMaps checks the other rational maps against the RFC 9380
// vectors through the isomorphisms that relate them to the suite's:
//
//   - the generic map of RFC 9380 Appendix D.1 (no Scale) runs Elligator 2
//     on K·t² = s³ + J·s² + s with K = 4/(a − d) = −486664, the curve
//     √K-scaled from curve25519: the same s, so the same y, and x = ±the
//     vector's x;
//   - on the a = −4 curve, Scale = √(−486664)/2 gives the vectors' points
//     with x halved (J is unchanged, K is divided by 4).
func TestHashToCurveMaps(t *testing.T) {
	inv2 := new(big.Int).ModInverse(big.NewInt(2), h2cP)
	fnRt, err := field.NewPrime(h2cL, field.LittleEndian)
	require.NoError(t, err)
	generic, err := edwards.New(h2cParams[fp25519.Element, field.PrimeElement](fp25519.Field{}, fnRt, &edwards.Elligator2{}, false))
	require.NoError(t, err)
	twisted, err := edwards.New(h2cParams[fp25519.Element, field.PrimeElement](fp25519.Field{}, fnRt,
		&edwards.Elligator2{Scale: new(big.Int).Mul(h2cScale, inv2)}, true))
	require.NoError(t, err)
	for name, suite := range h2cFiles {
		file := h2ctest.Load(t, name, suite)
		for _, v := range file.Vectors {
			for i, q := range v.MapOutputs(file.RandomOracle) {
				var u fp25519.Element
				require.NoError(t, field.SetBig[fp25519.Element](fp25519.Field{}, &u, h2ctest.Int(t, v.U[i])))
				wx, wy := h2ctest.Int(t, q.X), h2ctest.Int(t, q.Y)

				p, err := generic.NewIdentityPoint().MapToCurve(&u)
				require.NoError(t, err)
				x, y := bigAffine(p)
				assert.Zero(t, y.Cmp(wy), "generic map, %s u[%d]: y", v.Msg, i)
				assert.True(t, x.Cmp(wx) == 0 || new(big.Int).Sub(h2cP, x).Cmp(wx) == 0, "generic map, %s u[%d]: x ≠ ±%x", v.Msg, i, wx)

				p, err = twisted.NewIdentityPoint().MapToCurve(&u)
				require.NoError(t, err)
				x, y = bigAffine(p)
				assert.Zero(t, y.Cmp(wy), "a = −4, %s u[%d]: y", v.Msg, i)
				assert.Zero(t, x.Cmp(new(big.Int).Mod(new(big.Int).Mul(wx, inv2), h2cP)), "a = −4, %s u[%d]: x", v.Msg, i)
			}
		}
	}
}

// bigAffine returns the affine coordinates of p as integers.
func bigAffine[E, S any](p *edwards.Point[E, S]) (x, y *big.Int) {
	f := p.Curve().Field()
	ax, ay := p.Affine()
	return field.Big(f, &ax), field.Big(f, &ay)
}

// TestElligator2Errors checks the configurations New refuses, with an error
// naming the parameter: a zero Scale, a square Z, a Z that is no field
// element, and a curve with a = −d, where J = 0 and Elligator 2 is not
// defined (the toy curve x² + y² = 1 − x²·y² over GF(43), 44 points, the
// generator (25, 24) of order 11). It also checks that a curve without
// Elligator2 parameters says so from every hash method.
func TestElligator2Errors(t *testing.T) {
	fnRt, err := field.NewPrime(h2cL, field.LittleEndian)
	require.NoError(t, err)
	for _, tc := range []struct {
		e    *edwards.Elligator2
		want string
	}{
		{&edwards.Elligator2{Scale: big.NewInt(0)}, "Scale = 0"},
		{&edwards.Elligator2{Scale: h2cP}, "Scale = "},
		{&edwards.Elligator2{Z: big.NewInt(4)}, "Z = 4 is a square"},
		{&edwards.Elligator2{Z: big.NewInt(-1)}, "is a square"}, // −1 is a square mod 2^255 − 19
	} {
		_, err := edwards.New(h2cParams[fp25519.Element, field.PrimeElement](fp25519.Field{}, fnRt, tc.e, false))
		assert.ErrorContains(t, err, tc.want)
		assert.ErrorContains(t, err, "Elligator2")
	}

	f43, err := field.NewPrime(big.NewInt(43), field.LittleEndian)
	require.NoError(t, err)
	f11, err := field.NewPrime(big.NewInt(11), field.LittleEndian)
	require.NoError(t, err)
	toy := edwards.Params[field.PrimeElement, field.PrimeElement]{Name: "toy", Field: f43, Scalar: f11,
		A: big.NewInt(1), D: big.NewInt(-1), Gx: big.NewInt(25), Gy: big.NewInt(24), Cofactor: 4}
	c, err := edwards.New(toy)
	require.NoError(t, err, "the toy curve itself is valid")
	assert.False(t, c.HasElligator2())
	toy.Elligator2 = &edwards.Elligator2{}
	_, err = edwards.New(toy)
	assert.ErrorContains(t, err, "a = −d")

	exp, err := hashes.NewXMDExpander(sha512.New, []byte("DST"), 128)
	require.NoError(t, err)
	var u field.PrimeElement
	p, err := c.NewIdentityPoint().MapToCurve(&u)
	assert.Nil(t, p)
	assert.ErrorContains(t, err, "no Elligator2 parameters")
	p, err = c.NewIdentityPoint().HashToCurve([]byte("msg"), exp)
	assert.Nil(t, p)
	assert.Error(t, err)
	p, err = c.NewIdentityPoint().EncodeToCurve([]byte("msg"), exp)
	assert.Nil(t, p)
	assert.Error(t, err)
}

// TestHashToCurveAllocations checks that MapToCurve allocates nothing
// beyond its result and that HashToCurve and EncodeToCurve allocate only
// what hash_to_field in package hashes does.
func TestHashToCurveAllocations(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("allocation counts differ under coverage")
	}
	c, err := edwards.New(h2cParams[fp25519.Element, fn25519.Element](fp25519.Field{}, fn25519.Field{}, &edwards.Elligator2{Scale: h2cScale}, false))
	require.NoError(t, err)
	engineSuite(c).Allocations(t, []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_"), 8)
	exp, err := hashes.NewXMDExpander(sha512.New, []byte("DST"), 128)
	require.NoError(t, err)
	p := c.NewIdentityPoint()
	var u fp25519.Element
	msg := []byte("msg")
	for name, f := range map[string]func(){
		"MapToCurve":    func() { _, _ = p.MapToCurve(&u) },
		"HashToCurve":   func() { _, _ = p.HashToCurve(msg, exp) },
		"EncodeToCurve": func() { _, _ = p.EncodeToCurve(msg, exp) },
	} {
		f()
		n := testing.AllocsPerRun(50, f)
		t.Logf("%s into an existing point with a reused expander: %v allocations", name, n)
		if name == "MapToCurve" {
			assert.Zero(t, n, name)
		}
	}
}

// FuzzHashToCurve checks, on edwards25519 with the RFC 9380 suites'
// configuration over field.Prime, that MapToCurve of any field element
// (arbitrary wide bytes reduced modulo p) is a point of the curve equal on
// fp25519, and that HashToCurve and EncodeToCurve of any message and DST
// never panic, give a point of the prime-order subgroup, and give the same
// point over both fields.
func FuzzHashToCurve(f *testing.F) {
	e := &edwards.Elligator2{Scale: h2cScale}
	fpRt, err := field.NewPrime(h2cP, field.LittleEndian)
	require.NoError(f, err)
	fnRt, err := field.NewPrime(h2cL, field.LittleEndian)
	require.NoError(f, err)
	rt, err := edwards.New(h2cParams(field.Field[field.PrimeElement](fpRt), field.Field[field.PrimeElement](fnRt), e, false))
	require.NoError(f, err)
	fixed, err := edwards.New(h2cParams[fp25519.Element, fn25519.Element](fp25519.Field{}, fn25519.Field{}, e, false))
	require.NoError(f, err)
	f.Add([]byte{}, []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_"))
	f.Add([]byte("abc"), []byte{})
	f.Add(make([]byte, 64), make([]byte, 300))
	f.Fuzz(func(t *testing.T, msg, dst []byte) {
		var u field.PrimeElement
		var v fp25519.Element
		wide := append(append([]byte{}, msg...), make([]byte, 64)...)[:64]
		require.NoError(t, fpRt.SetWideBytes(&u, wide))
		require.NoError(t, fp25519.Field{}.SetWideBytes(&v, wide))
		p, err := rt.NewIdentityPoint().MapToCurve(&u)
		require.NoError(t, err)
		q, err := fixed.NewIdentityPoint().MapToCurve(&v)
		require.NoError(t, err)
		require.Equal(t, p.Bytes(), q.Bytes(), "MapToCurve differs between the fields")
		_, err = rt.NewIdentityPoint().SetBytes(p.Bytes())
		require.NoError(t, err, "MapToCurve's point does not decode")

		expRt, errRt := hashes.NewXMDExpander(sha512.New, dst, 128)
		expFx, errFx := hashes.NewXMDExpander(sha512.New, dst, 128)
		if errRt != nil || errFx != nil {
			return // an empty DST: the expander refuses it
		}
		for _, ro := range []bool{true, false} {
			var a, b any
			if ro {
				pa, err1 := rt.NewIdentityPoint().HashToCurve(msg, expRt)
				pb, err2 := fixed.NewIdentityPoint().HashToCurve(msg, expFx)
				require.NoError(t, err1)
				require.NoError(t, err2)
				require.Equal(t, 1, pa.IsTorsionFree())
				a, b = pa.Bytes(), pb.Bytes()
			} else {
				pa, err1 := rt.NewIdentityPoint().EncodeToCurve(msg, expRt)
				pb, err2 := fixed.NewIdentityPoint().EncodeToCurve(msg, expFx)
				require.NoError(t, err1)
				require.NoError(t, err2)
				require.Equal(t, 1, pa.IsTorsionFree())
				a, b = pa.Bytes(), pb.Bytes()
			}
			require.Equal(t, a, b, "ro = %v: the fields disagree", ro)
		}
	})
}
