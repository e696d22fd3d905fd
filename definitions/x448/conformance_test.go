package x448

import (
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/internal/testenv"
)

// TestConformance runs the curvetest harness on the curve of X448 and its
// hash-to-curve suites.
func TestConformance(t *testing.T) {
	point := func(f func(msg, dst []byte) (u, v []byte, err error)) func(msg, dst []byte) (curvetest.MontgomeryPoint, error) {
		return func(msg, dst []byte) (curvetest.MontgomeryPoint, error) {
			u, v, err := f(msg, dst)
			return curvetest.MontgomeryPoint{U: u, V: v}, err
		}
	}
	curvetest.Montgomery(t, Curve(), curvetest.Long(testenv.Long()),
		curvetest.WithHashToCurve("HashToCurve", point(HashToCurve)),
		curvetest.WithEncodeToCurve("EncodeToCurve", point(EncodeToCurve)))
}
