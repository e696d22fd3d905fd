package edwards

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
)

// TestPointNotComparable checks that == does not compile on points, for a
// prebuilt field and for field.Prime: two Points of the same point may hold
// different extended coordinates (X : Y : Z : T), so == would answer for the
// representation, not the point. Equal is the comparison.
func TestPointNotComparable(t *testing.T) {
	assert.False(t, reflect.TypeFor[Point[fp25519.Element, fn25519.Element]]().Comparable())
	assert.False(t, reflect.TypeFor[Point[field.PrimeElement, field.PrimeElement]]().Comparable())
}
