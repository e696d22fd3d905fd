package curvetest_test

import (
	"crypto"
	_ "crypto/sha256"
	_ "crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// primeTwin builds the curve of params (from twinParams), as a user defining
// a curve at run time does.
func primeTwin(t testing.TB, params weierstrass.Params[field.PrimeElement, field.PrimeElement]) *weierstrass.Curve[field.PrimeElement, field.PrimeElement] {
	t.Helper()
	params.Name += "/Prime"
	c, err := weierstrass.New(params)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestWeierstrassPrimeTwins runs the harness on the runtime field.Prime
// twin of P-521, with ECDSA. The twins of P-256, secp256k1 and P-384 run it
// in curves/weierstrass's TestConformance.
func TestWeierstrassPrimeTwins(t *testing.T) {
	for _, tc := range []struct {
		params weierstrass.Params[field.PrimeElement, field.PrimeElement]
		hash   crypto.Hash
	}{
		{twinParams(p521.Curve().Params()), crypto.SHA512},
	} {
		t.Run(tc.params.Name, func(t *testing.T) {
			c := primeTwin(t, tc.params)
			e, err := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: tc.hash})
			if err != nil {
				t.Fatal(err)
			}
			curvetest.Weierstrass(t, c, curvetest.Long(testenv.Long()), curvetest.WithECDSA(e))
		})
	}
}

// twinParams returns the parameters of a fixed-field curve over field.Prime
// fields of the same moduli.
func twinParams[E, S any](p weierstrass.Params[E, S]) weierstrass.Params[field.PrimeElement, field.PrimeElement] {
	fp, _ := field.NewPrime(p.Field.Modulus(), field.BigEndian)
	fn, _ := field.NewPrime(p.Scalar.Modulus(), field.BigEndian)
	return weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: p.Name, Field: fp, Scalar: fn, A: p.A, B: p.B, Gx: p.Gx, Gy: p.Gy,
		Order: new(big.Int).Set(p.Order), Cofactor: p.Cofactor, SSWU: p.SSWU, Endomorphism: p.Endomorphism,
	}
}
