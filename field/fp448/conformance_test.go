package fp448

import (
	"testing"

	"github.com/curvekit/curvekit/field/fieldtest"
)

// TestConformance runs the generic field.Field conformance suite.
func TestConformance(t *testing.T) { fieldtest.Run(t, Field{}) }

// FuzzArith runs the suite's arithmetic fuzz target against math/big.
func FuzzArith(f *testing.F) { fieldtest.FuzzArith(f, Field{}) }

// FuzzSetBytesConformance runs the suite's decoding fuzz target; the
// package's own FuzzSetBytes checks the same property directly.
func FuzzSetBytesConformance(f *testing.F) { fieldtest.FuzzSetBytes(f, Field{}) }
