package curvetest_test

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// montgomeryTwin rebuilds the Montgomery curve of p over a field.Prime of
// the same modulus in the byte order order, without the fixed-base hook of
// the fixed field.
func montgomeryTwin[E any](t testing.TB, p montgomery.Params[E], order field.ByteOrder) *montgomery.Curve[field.PrimeElement] {
	t.Helper()
	fp, err := field.NewPrime(p.Field.Modulus(), order)
	if err != nil {
		t.Fatal(err)
	}
	c, err := montgomery.New(montgomery.Params[field.PrimeElement]{
		Name: p.Name + "/Prime/" + order.String(), Field: fp, A: p.A, B: p.B, U: p.U, Order: p.Order,
		Cofactor: p.Cofactor, ScalarBits: p.ScalarBits, Clamp: p.Clamp, Z: p.Z,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestMontgomeryPrimeTwins runs the harness on the field.Prime twins of
// curve25519 and curve448 (little-endian, and big-endian to check that the
// encodings stay RFC 7748's whatever the field's byte order).
func TestMontgomeryPrimeTwins(t *testing.T) {
	for _, tc := range []struct {
		name  string
		curve func(t testing.TB, o field.ByteOrder) *montgomery.Curve[field.PrimeElement]
	}{
		{"curve25519", func(t testing.TB, o field.ByteOrder) *montgomery.Curve[field.PrimeElement] {
			return montgomeryTwin(t, x25519.Curve().Params(), o)
		}},
		{"curve448", func(t testing.TB, o field.ByteOrder) *montgomery.Curve[field.PrimeElement] {
			return montgomeryTwin(t, x448.Curve().Params(), o)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			curvetest.Montgomery(t, tc.curve(t, field.LittleEndian), curvetest.Long(testenv.Long()))
		})
	}
	t.Run("curve25519/BigEndian", func(t *testing.T) {
		curvetest.Montgomery(t, montgomeryTwin(t, x25519.Curve().Params(), field.BigEndian))
	})
}
