package catalogue_test

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs curvekit's conformance harness (curves/curvetest) on
// the catalogue's short Weierstrass curves with their ECDSA and its twisted
// Edwards curves with their EdDSA: group laws against a math/big model,
// edge scalars, constant time against VarTime, rebuilt tables, encodings and
// their rejections, torsion, and the schemes' round trips and tampering.
// The harness has no Montgomery entry point yet; M-383 and M-511 are
// checked by TestSchemes, TestOrderAndCofactor and FuzzSetBytes.
//
// By default it runs one curve of each kind the engines tell apart
// (Weierstrass: general a, a = −3, a = 0 with n > p, a = 0 with n < p;
// Edwards: a = −1, a general, a = 1), about 3 s of CPU; the long set runs
// every curve. Both use the harness's default number of random inputs: its
// Long option takes minutes on the 500-bit curves, and in its current
// version it expects ECDSA to reject digests that differ only in bits that
// SEC 1's truncation to bits(n) discards (on secp224k1, BN254 G1, Pallas and
// Vesta, whose n is not a whole number of bytes).
func TestConformance(t *testing.T) {
	quick := map[string]bool{
		"brainpoolP256r1": true, "P-224": true, "secp224k1": true, "BN254 G1": true,
		"Jubjub": true, "Baby Jubjub": true, "Curve41417": true,
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
				curvetest.Edwards(t, c.Curve(), curvetest.WithEdDSA(c.EdDSA()))
			default:
				t.Skipf("%s: the harness has no %s entry point yet", e.Name(), e.Shape())
			}
		})
	}
}
