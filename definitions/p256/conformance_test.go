package p256

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on the P-256 curve, its ECDSA
// scheme and its hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Weierstrass(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithECDSA(Scheme()),
		curvetest.WithHashToCurve("P256_XMD:SHA-256_SSWU_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("P256_XMD:SHA-256_SSWU_NU_", EncodeToCurve))
}
