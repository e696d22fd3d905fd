package secp256k1

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on the secp256k1 curve, its ECDSA
// scheme and its hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Weierstrass(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithECDSA(Scheme()),
		curvetest.WithHashToCurve("secp256k1_XMD:SHA-256_SSWU_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("secp256k1_XMD:SHA-256_SSWU_NU_", EncodeToCurve))
}
