package catalogue_test

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs curvekit's conformance harness (curves/curvetest) on
// the short Weierstrass curves of the catalogue with their ECDSA: group laws
// against a math/big model, edge scalars, constant time against VarTime,
// rebuilt tables, encodings and their rejections, and the scheme's round
// trips and tampering. The harness's first version covers the Weierstrass
// engine; the Edwards and Montgomery curves are checked by TestSchemes,
// TestOrderAndCofactor and the differential tests until it covers them.
//
// By default it runs one curve of each kind the engine tells apart (general
// a, a = −3, a = 0 with n > p, a = 0 with n < p), about 3 s; the long set
// runs every curve (about 13 s) with the harness's long option.
func TestConformance(t *testing.T) {
	quick := map[string]bool{"brainpoolP256r1": true, "P-224": true, "secp224k1": true, "BN254 G1": true}
	for _, e := range catalogue.All() {
		c, ok := e.(*catalogue.Weierstrass)
		if !ok {
			continue
		}
		t.Run(c.Name(), func(t *testing.T) {
			if !quick[c.Name()] {
				testenv.SkipUnlessLong(t, "the conformance harness on every catalogue curve")
			}
			curvetest.Weierstrass(t, c.Curve(), curvetest.WithECDSA(c.ECDSA()), curvetest.Long(testenv.Long()))
		})
	}
}
