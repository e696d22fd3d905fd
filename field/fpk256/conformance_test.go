package fpk256

import (
	"testing"

	"github.com/curvekit/curvekit/field/fieldtest"
)

// TestConformance runs the shared field.Field conformance suite.
func TestConformance(t *testing.T) { fieldtest.Run(t, Field{}) }
