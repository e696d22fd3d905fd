package ed25519

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on edwards25519, Ed25519 and
// the edwards25519 hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Edwards(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithEdDSA(Scheme()),
		curvetest.WithHashToCurve("edwards25519_XMD:SHA-512_ELL2_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("edwards25519_XMD:SHA-512_ELL2_NU_", EncodeToCurve))
}
