package edwards

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
)

// TestNewSchemeNilCurveIsAnError checks that NewScheme refuses a nil curve
// with an error instead of panicking, for every parameter set.
func TestNewSchemeNilCurveIsAnError(t *testing.T) {
	for _, p := range []SchemeParams{{}, {Hash: sha512.New}, ed25519Params} {
		assert.NotPanics(t, func() {
			s, err := NewScheme[fp25519.Element, fn25519.Element](nil, p)
			assert.Error(t, err)
			assert.Nil(t, s)
		})
	}
}
