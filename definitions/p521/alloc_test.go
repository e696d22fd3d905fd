package p521_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
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
	ecdsatest.AllocsHashToCurve(t, ecdsatest.HashToCurve[fpr521.Element, fnr521.Element]{
		HashToCurve: p521.HashToCurve, EncodeToCurve: p521.EncodeToCurve, MapToCurve: p521.MapToCurve,
	})
}
