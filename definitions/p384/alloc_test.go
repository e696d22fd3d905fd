package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// TestAllocs measures the allocations of the hot paths (ecdsatest.Allocs),
// and checks that hash-to-curve allocates only the returned point
// (ecdsatest.AllocsHashToCurve).
func TestAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	ecdsatest.Allocs(t, std())
	ecdsatest.AllocsHashToCurve(t, ecdsatest.HashToCurve[fpr384.Element, fnr384.Element]{
		HashToCurve: p384.HashToCurve, EncodeToCurve: p384.EncodeToCurve, MapToCurve: p384.MapToCurve,
	})
}
