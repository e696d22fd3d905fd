package weierstrass_test

import (
	"math/big"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the engine conformance suite on every test curve.
func TestConformance(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { runConformance(t, p256(t)) })
	t.Run("P-256/Prime", func(t *testing.T) { runConformance(t, p256Prime(t)) })
	t.Run("secp256k1", func(t *testing.T) { runConformance(t, secp256k1(t)) })
	t.Run("secp256k1/noGLV", func(t *testing.T) { runConformance(t, secp256k1NoGLV(t)) })
	t.Run("secp256k1/Prime", func(t *testing.T) { runConformance(t, secp256k1Prime(t)) })
	t.Run("P-384/Prime", func(t *testing.T) { runConformance(t, p384Prime(t)) })
	t.Run("brainpoolP256r1/Prime", func(t *testing.T) { runConformance(t, brainpoolP256r1(t)) })
}

// runConformance runs the conformance harness of curves/curvetest on c (the
// group law, scalars, VarTime paths, tables and encodings against its
// math/big model, and hash-to-curve where c has SSWU), and checks that the
// hot paths allocate nothing.
func runConformance[E, S any](t *testing.T, c *weierstrass.Curve[E, S]) {
	curvetest.Weierstrass(t, c, curvetest.Long(testenv.Long()))
	t.Run("Allocations", func(t *testing.T) { testAllocs(t, c) })
}

func testAllocs[E, S any](t *testing.T, c *weierstrass.Curve[E, S]) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under coverage or the race detector")
	}
	p := c.NewGeneratorPoint().Double(c.NewGeneratorPoint())
	q := c.NewGeneratorPoint()
	v := c.NewIdentityPoint()
	k := new(S)
	require.NoError(t, field.SetBig(c.ScalarField(), k, new(big.Int).Rsh(c.Order(), 3)))
	enc := p.Bytes()
	buf := make([]byte, 0, len(enc))
	var ue E
	c.Field().SetUint64(&ue, 7)
	c.NewIdentityPoint().ScalarBaseMult(k) // build the tables
	v.DoubleScalarMultVarTime(k, p, k)
	// Collect the garbage of earlier tests now, so that no collection empties
	// the workspace pool in the middle of a measurement.
	runtime.GC()
	runtime.GC()
	for name, f := range map[string]func(){
		"Add":                     func() { v.Add(p, q) },
		"Double":                  func() { v.Double(p) },
		"Equal":                   func() { v.Equal(p) },
		"ScalarMult":              func() { v.ScalarMult(k, p) },
		"ScalarBaseMult":          func() { v.ScalarBaseMult(k) },
		"DoubleScalarMultVarTime": func() { v.DoubleScalarMultVarTime(k, p, k) },
		"SetBytes":                func() { _, _ = v.SetBytes(enc) },
		"AppendBytes":             func() { buf = p.AppendBytes(buf[:0]) },
		"AppendBytesCompressed":   func() { buf = p.AppendBytesCompressed(buf[:0]) },
		"MapToCurve": func() {
			if c.HasSSWU() {
				_, _ = v.MapToCurve(&ue)
			}
		},
	} {
		assert.Zero(t, testing.AllocsPerRun(20, f), name)
	}
	assert.Equal(t, 1.0, testing.AllocsPerRun(20, func() { p.Bytes() }), "Bytes")
}
