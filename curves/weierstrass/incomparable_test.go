package weierstrass_test

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/stretchr/testify/assert"
)

// TestPointNotComparable checks that == does not compile on points, for a
// prebuilt field and for field.Prime: two Points of the same point may hold
// different projective coordinates (X : Y : Z), so == would answer for the
// representation, not the point. Equal is the comparison.
func TestPointNotComparable(t *testing.T) {
	assert.False(t, reflect.TypeFor[weierstrass.Point[fpr256.Element, fnr256.Element]]().Comparable())
	assert.False(t, reflect.TypeFor[weierstrass.Point[field.PrimeElement, field.PrimeElement]]().Comparable())
}
