package fpk256

import (
	"testing"

	"github.com/curvekit/curvekit/field/fieldtest"
)

// TestConformance runs the shared field.Field conformance suite.
func TestConformance(t *testing.T) { fieldtest.Run(t, Field{}) }

// TestConformanceFixedSeed runs the suite again with more cases and a fixed
// seed, so that a failure reproduces without reading the log.
func TestConformanceFixedSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("the default conformance run covers -short")
	}
	fieldtest.RunWithOptions(t, Field{}, fieldtest.Options{Iterations: 200, Seed: 0x6b323536})
}

// FuzzArith fuzzes the arithmetic against math/big through the shared suite.
func FuzzArith(f *testing.F) { fieldtest.FuzzArith(f, Field{}) }
