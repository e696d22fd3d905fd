package p256_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
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
	ecdsatest.AllocsHashToCurve(t, ecdsatest.HashToCurve[fpr256.Element, fnr256.Element]{
		HashToCurve: p256.HashToCurve, EncodeToCurve: p256.EncodeToCurve, MapToCurve: p256.MapToCurve,
	})
}
