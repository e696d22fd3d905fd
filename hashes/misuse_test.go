package hashes

import (
	"crypto"
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/stretchr/testify/assert"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments and checks that each call returns an error (or a
// documented empty result) instead of panicking.
func TestMisuseReturnsErrors(t *testing.T) {
	calls := map[string]func() error{
		"ExpandMessageXMD nil hash":    func() error { _, err := ExpandMessageXMD(nil, nil, []byte("D"), 32); return err },
		"ExpandMessageXMD empty DST":   func() error { _, err := ExpandMessageXMD(sha256.New, nil, nil, 32); return err },
		"ExpandMessageXMD zero length": func() error { _, err := ExpandMessageXMD(sha256.New, nil, []byte("D"), 0); return err },
		"ExpandMessageXOF nil XOF":     func() error { _, err := ExpandMessageXOF(nil, 128, nil, []byte("D"), 32); return err },
		"ExpandMessageXOF empty DST":   func() error { _, err := ExpandMessageXOF(SHAKE128, 128, nil, nil, 32); return err },
		"ExpandMessageXOF k = 0":       func() error { _, err := ExpandMessageXOF(SHAKE128, 0, nil, []byte("D"), 32); return err },
		"NewXMDExpander nil hash":      func() error { _, err := NewXMDExpander(nil, []byte("D"), 128); return err },
		"NewXOFExpander nil XOF":       func() error { _, err := NewXOFExpander(nil, []byte("D"), 128); return err },
		"zero XMDExpander.Expand":      func() error { return new(XMDExpander).Expand(make([]byte, 32), nil) },
		"nil XMDExpander.Expand":       func() error { return (*XMDExpander)(nil).Expand(make([]byte, 32), nil) },
		"zero XOFExpander.Expand":      func() error { return new(XOFExpander).Expand(make([]byte, 32), nil) },
		"nil XOFExpander.Expand":       func() error { return (*XOFExpander)(nil).Expand(make([]byte, 32), nil) },
		"HashToField nil expander": func() error {
			return HashToField[fpr256.Element](fpr256.Field{}, nil, nil, 1, make([]fpr256.Element, 1))
		},
		"HashToField nil field": func() error {
			exp, _ := NewXMDExpander(sha256.New, []byte("D"), 128)
			return HashToField[fpr256.Element](nil, exp, nil, 1, make([]fpr256.Element, 1))
		},
		"HashToField zero expander": func() error {
			return HashToField[fpr256.Element](fpr256.Field{}, new(XMDExpander), nil, 1, make([]fpr256.Element, 1))
		},
		"HashToField short out": func() error {
			exp, _ := NewXMDExpander(sha256.New, []byte("D"), 128)
			return HashToField[fpr256.Element](fpr256.Field{}, exp, nil, 2, make([]fpr256.Element, 1))
		},
		"NewOrder nil":            func() error { _, err := NewOrder(nil); return err },
		"NewNonceGenerator nil h": func() error { _, err := NewNonceGenerator(nil, []byte{0xff}, []byte{1}, nil, nil); return err },
		"NewNonceGenerator nil q": func() error { _, err := NewNonceGenerator(sha256.New, nil, nil, nil, nil); return err },
		"nil NonceGenerator.Init": func() error { return (*NonceGenerator)(nil).Init(crypto.SHA256, []byte{0xff}, []byte{1}, nil, nil) },
	}
	for name, call := range calls {
		assert.NotPanics(t, func() { assert.Error(t, call(), name) }, name)
	}

	// Documented zero-value results.
	assert.NotPanics(t, func() {
		var g NonceGenerator
		assert.Equal(t, []byte{1}, g.Next([]byte{1}), "unseeded Next appends nothing")
		assert.Zero(t, g.NonceLen())
		g.Wipe()
		var ng *NonceGenerator
		assert.Nil(t, ng.Next(nil))
		assert.Zero(t, ng.NonceLen())
		ng.Wipe()
		assert.Nil(t, new(XMDExpander).DST())
		assert.Nil(t, new(XOFExpander).DST())
		assert.Zero(t, (*XMDExpander)(nil).SecurityLevel())
		assert.Zero(t, (*XOFExpander)(nil).SecurityLevel())
		var o Order
		assert.Zero(t, o.ByteLen())
		assert.Empty(t, o.Bits2Int(nil, []byte{1, 2}))
		assert.Empty(t, o.Bits2Octets(nil, []byte{1, 2}))
	})
}
