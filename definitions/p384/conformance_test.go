package p384

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on the P-384 curve, its ECDSA
// scheme and its hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Weierstrass(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithECDSA(Scheme()),
		curvetest.WithHashToCurve("P384_XMD:SHA-384_SSWU_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("P384_XMD:SHA-384_SSWU_NU_", EncodeToCurve))
}
