package field_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fieldtest"
)

// TestPrimeConformance runs the shared conformance suite over every test
// prime, in both byte orders alternately.
func TestPrimeConformance(t *testing.T) {
	moduli := field.PrimeTestModuli()
	names := make([]string, 0, len(moduli))
	for name := range moduli {
		names = append(names, name)
	}
	sort.Strings(names)
	for i, name := range names {
		t.Run(name, func(t *testing.T) {
			f, err := field.NewPrime(moduli[name], field.ByteOrder(i%2))
			require.NoError(t, err)
			fieldtest.Run(t, f)
		})
	}
}
