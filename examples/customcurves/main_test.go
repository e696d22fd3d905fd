package main

import (
	"bytes"
	"crypto/elliptic"
	"math/big"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/twistededwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field"
)

// TestRun runs the program: every check must pass, with the same output on
// every run.
func TestRun(t *testing.T) {
	var first, second bytes.Buffer
	require.NoError(t, run(&first))
	require.NoError(t, run(&second))
	assert.Equal(t, first.String(), second.String(), "the output is not deterministic")
	out := first.String()
	assert.NotContains(t, out, "FAIL")
	assert.True(t, strings.HasSuffix(out, "all checks ok\n"))
	// 18 checks and the closing line, all ok.
	assert.Equal(t, 19, strings.Count(out, " ok\n"))
}

// TestP384Parameters checks the transcribed P-384 constants against
// crypto/elliptic's.
func TestP384Parameters(t *testing.T) {
	curve, err := newP384()
	require.NoError(t, err)
	std := elliptic.P384().Params()
	fp := curve.Field().(*field.Prime)
	assert.Equal(t, std.P, fp.Modulus())
	assert.Equal(t, std.N, curve.Order())
	var b field.PrimeElement
	curve.B(&b)
	assert.Equal(t, std.B, field.Big[field.PrimeElement](fp, &b))
	x, y, inf := curve.NewGeneratorPoint().Affine()
	assert.Zero(t, inf)
	assert.Equal(t, std.Gx, field.Big[field.PrimeElement](fp, &x))
	assert.Equal(t, std.Gy, field.Big[field.PrimeElement](fp, &y))
}

// TestJubjubParameters checks Jubjub's constants, and d computed from
// −10240/10241, against gnark-crypto's.
func TestJubjubParameters(t *testing.T) {
	curve, err := newJubjub()
	require.NoError(t, err)
	g := twistededwards.GetEdwardsCurve()
	fq := curve.Field().(*field.Prime)
	toBig := func(e fr.Element) *big.Int { return e.BigInt(new(big.Int)) }

	assert.Equal(t, fr.Modulus(), fq.Modulus())
	assert.Equal(t, &g.Order, curve.Order())
	assert.Equal(t, toBig(g.Cofactor).Uint64(), curve.Cofactor())
	var a, d field.PrimeElement
	curve.A(&a)
	curve.D(&d)
	assert.Equal(t, toBig(g.A), field.Big[field.PrimeElement](fq, &a))
	assert.Equal(t, toBig(g.D), field.Big[field.PrimeElement](fq, &d))
	x, y := curve.NewGeneratorPoint().Affine()
	assert.Equal(t, toBig(g.Base.X), field.Big[field.PrimeElement](fq, &x))
	assert.Equal(t, toBig(g.Base.Y), field.Big[field.PrimeElement](fq, &y))
}

// TestCurve25519Parameters checks the runtime Curve25519 against curvekit's
// prebuilt one.
func TestCurve25519Parameters(t *testing.T) {
	curve, err := newCurve25519()
	require.NoError(t, err)
	built := x25519.Curve()
	assert.Equal(t, built.Order(), curve.Order())
	assert.Equal(t, built.Cofactor(), curve.Cofactor())
	assert.Equal(t, built.ScalarSize(), curve.ScalarSize())
	assert.Equal(t, built.PointSize(), curve.PointSize())
}

// TestValidation shows that the engines refuse wrong parameters: a generator
// off the curve, and an Edwards d that is a square (incomplete formulas).
func TestValidation(t *testing.T) {
	p384, err := newP384()
	require.NoError(t, err)
	fp := p384.Field().(*field.Prime)
	gx, gy, _ := p384.NewGeneratorPoint().Affine()
	var a, b field.PrimeElement
	p384.A(&a)
	p384.B(&b)
	_, err = weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "P-384 with a wrong generator", Field: fp, Scalar: p384.ScalarField(),
		A: field.Big[field.PrimeElement](fp, &a), B: field.Big[field.PrimeElement](fp, &b),
		Gx: field.Big[field.PrimeElement](fp, &gx), Gy: new(big.Int).Add(field.Big[field.PrimeElement](fp, &gy), big.NewInt(1)),
		Cofactor: big.NewInt(1),
	})
	assert.Error(t, err)

	jubjub, err := newJubjub()
	require.NoError(t, err)
	fq := jubjub.Field().(*field.Prime)
	_, err = edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name: "Jubjub with d = 4", Field: fq, Scalar: jubjub.ScalarField(),
		A: new(big.Int).Sub(jubjubQ, big.NewInt(1)), D: big.NewInt(4),
		Gx: jubjubGx, Gy: jubjubGy, Cofactor: 8,
	})
	assert.Error(t, err)
}
