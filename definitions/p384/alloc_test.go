package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// TestAllocs measures the allocations of the hot paths (ecdsatest.Allocs).
func TestAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	ecdsatest.Allocs(t, std())
}
