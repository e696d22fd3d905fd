package fp25519

import (
	"testing"

	"github.com/curvekit/curvekit/field/fieldtest"
)

// TestConformance runs the shared field.Field conformance suite.
func TestConformance(t *testing.T) { fieldtest.Run(t, Field{}) }

// FuzzArith fuzzes the arithmetic against math/big through the shared suite.
func FuzzArith(f *testing.F) { fieldtest.FuzzArith(f, Field{}) }
