package catalogue_test

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs curvekit's conformance harness (curves/curvetest) on
// every catalogue curve: the short Weierstrass curves with their ECDSA, the
// twisted Edwards curves with their EdDSA and hash-to-curve (the engine's
// own, found through HasElligator2, and the catalogue's suites given as
// options), and M-383 and M-511 with the Montgomery entry point (ladder,
// Diffie–Hellman, the Edwards model, Elligator 2 and hash_to_curve): group
// laws against a math/big model, edge scalars, constant time against
// VarTime, rebuilt tables, encodings and their rejections, torsion, and the
// schemes' round trips and tampering.
//
// By default it runs one curve of each kind the engines tell apart
// (Weierstrass: general a, a = −3, a = 0 with n > p, a = 0 with n < p;
// Edwards: a = −1, a general, a = 1; Montgomery: M-383), about 4 s of CPU;
// the long set runs every curve. Both use the harness's default number of
// random inputs: its Long option takes minutes on the 500-bit curves.
func TestConformance(t *testing.T) {
	quick := map[string]bool{
		"brainpoolP256r1": true, "P-224": true, "secp224k1": true, "BN254 G1": true,
		"Jubjub": true, "Baby Jubjub": true, "Curve41417": true, "M-383": true,
	}
	for _, e := range catalogue.All() {
		t.Run(e.Name(), func(t *testing.T) {
			if !quick[e.Name()] {
				testenv.SkipUnlessLong(t, "the conformance harness on every catalogue curve")
			}
			switch c := e.(type) {
			case *catalogue.Weierstrass:
				curvetest.Weierstrass(t, c.Curve(), curvetest.WithECDSA(c.ECDSA()))
			case *catalogue.Edwards:
				ro, nu := c.HashToCurveSuites()
				curvetest.Edwards(t, c.Curve(), curvetest.WithEdDSA(c.EdDSA()),
					curvetest.WithHashToCurve(ro, c.HashToCurve), curvetest.WithEncodeToCurve(nu, c.EncodeToCurve))
			case *catalogue.Montgomery:
				curvetest.Montgomery(t, c.Curve())
			default:
				t.Fatalf("%s: no harness entry point for %T", e.Name(), e)
			}
		})
	}
}
