package montgomery

import (
	"testing"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments and checks that each call returns an error instead
// of panicking: scalars, points and outputs of the wrong size, an
// EdwardsBaseMult hook given a scalar longer than twice the Edwards
// curve's (once a slice out of range) or built on a nil curve, and New with
// empty parameters.
func TestMisuseReturnsErrors(t *testing.T) {
	testCurves(t)
	c := fixed25519
	hook := EdwardsBaseMult(edwards25519, Birational)
	var u, w fp25519.Element
	calls := map[string]func() error{
		"New(Params{})":              func() error { _, err := New(Params[fp25519.Element]{}); return err },
		"EdwardsBaseMult 100-byte k": func() error { return hook(&u, &w, make([]byte, 100)) },
		"EdwardsBaseMult 65-byte k":  func() error { return hook(&u, &w, make([]byte, 65)) },
		"EdwardsBaseMult on a nil curve": func() error {
			return EdwardsBaseMult[fp25519.Element, fn25519.Element](nil, Birational)(&u, &w, make([]byte, 32))
		},
		"ScalarMult short scalar":        func() error { return c.ScalarMult(make([]byte, 32), make([]byte, 31), make([]byte, 32)) },
		"ScalarMult long u":              func() error { return c.ScalarMult(make([]byte, 32), make([]byte, 32), make([]byte, 33)) },
		"ScalarMult nil dst":             func() error { return c.ScalarMult(nil, make([]byte, 32), make([]byte, 32)) },
		"ScalarBaseMult 100-byte scalar": func() error { return c.ScalarBaseMult(make([]byte, 32), make([]byte, 100)) },
		"ScalarBaseMult nil":             func() error { return c.ScalarBaseMult(nil, nil) },
		"DecodeU short":                  func() error { return c.DecodeU(&u, make([]byte, 31)) },
		"DecodeU nil":                    func() error { return c.DecodeU(&u, nil) },
	}
	for name, call := range calls {
		assert.NotPanics(t, func() { assert.Error(t, call(), name) }, name)
	}
	// The same hook still works on a scalar of the right length.
	assert.NoError(t, hook(&u, &w, make([]byte, 32)))
}
