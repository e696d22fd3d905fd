package p521

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on the P-521 curve, its ECDSA
// scheme and its hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Weierstrass(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithECDSA(Scheme()),
		curvetest.WithHashToCurve("P521_XMD:SHA-512_SSWU_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("P521_XMD:SHA-512_SSWU_NU_", EncodeToCurve))
}
