package curvetest_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// edwardsTwinParams returns the parameters of a fixed-field Edwards curve
// over little-endian field.Prime fields of the same moduli, with
// hash-to-curve (Elligator2 with the generic rational map).
func edwardsTwinParams[E, S any](t testing.TB, p edwards.Params[E, S]) edwards.Params[field.PrimeElement, field.PrimeElement] {
	t.Helper()
	fp, err := field.NewPrime(p.Field.Modulus(), field.LittleEndian)
	if err != nil {
		t.Fatal(err)
	}
	fn, err := field.NewPrime(p.Scalar.Modulus(), field.LittleEndian)
	if err != nil {
		t.Fatal(err)
	}
	return edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name: p.Name + "/Prime", Field: fp, Scalar: fn, A: p.A, D: p.D, Gx: p.Gx, Gy: p.Gy,
		Order: p.Order, Cofactor: p.Cofactor, EncodingLen: p.EncodingLen,
		Elligator2: &edwards.Elligator2{}, // the generic map of RFC 9380 Appendix D.1, for the hash checks
	}
}

// TestEdwardsPrimeTwins runs the harness on the field.Prime twins of
// edwards25519 (with Ed25519's parameters) and edwards448.
func TestEdwardsPrimeTwins(t *testing.T) {
	t.Run("edwards25519", func(t *testing.T) {
		c, err := edwards.New(edwardsTwinParams(t, ed25519.Curve().Params()))
		if err != nil {
			t.Fatal(err)
		}
		e, err := edwards.NewScheme(c, edwards.SchemeParams{Hash: sha512.New, DomPrefix: "SigEd25519 no Ed25519 collisions", Prehash: sha512.New})
		if err != nil {
			t.Fatal(err)
		}
		curvetest.Edwards(t, c, curvetest.Long(testenv.Long()), curvetest.WithEdDSA(e))
	})
	t.Run("edwards448", func(t *testing.T) {
		c, err := edwards.New(edwardsTwinParams(t, ed448.Curve().Params()))
		if err != nil {
			t.Fatal(err)
		}
		e, err := edwards.NewScheme(c, edwards.SchemeParams{Hash: edwards.SHAKE256Hash(114), DomPrefix: "SigEd448", DomAlways: true, Prehash: edwards.SHAKE256Hash(64)})
		if err != nil {
			t.Fatal(err)
		}
		curvetest.Edwards(t, c, curvetest.Long(testenv.Long()), curvetest.WithEdDSA(e))
	})
}
