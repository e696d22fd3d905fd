package ed448

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on edwards448, Ed448 and
// the edwards448 hash-to-curve suites.
func TestConformance(t *testing.T) {
	curvetest.Edwards(t, Curve(), curvetest.Long(testenv.Long()), curvetest.WithEdDSA(Scheme()),
		curvetest.WithHashToCurve("edwards448_XOF:SHAKE256_ELL2_RO_", HashToCurve),
		curvetest.WithEncodeToCurve("edwards448_XOF:SHAKE256_ELL2_NU_", EncodeToCurve))
}
