package hashes_test

import (
	"crypto/sha256"
	"hash"
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/hashes"
	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	xmd, err := hashes.NewXMDExpander(sha256.New, []byte("walk"), 128)
	if err != nil {
		t.Fatal(err)
	}
	xof, err := hashes.NewXOFExpander(hashes.SHAKE256, []byte("walk"), 128)
	if err != nil {
		t.Fatal(err)
	}
	state, err := hashes.NewXMDState(sha256.New, 128)
	if err != nil {
		t.Fatal(err)
	}
	q := []byte{0x7f, 0xff, 0xff, 0xfb}
	order, err := hashes.NewOrder(q)
	if err != nil {
		t.Fatal(err)
	}
	ng, err := hashes.NewNonceGenerator(sha256.New, q, []byte{1, 2, 3, 4}, []byte{5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	api := apiwalk.API{
		Funcs: map[string]any{
			"ExpandMessageXMD": hashes.ExpandMessageXMD, "ExpandMessageXOF": hashes.ExpandMessageXOF,
			"HashToField": hashes.HashToField[fp25519.Element], "HashToFieldLen": hashes.HashToFieldLen,
			"NewNonceGenerator": hashes.NewNonceGenerator, "NewOrder": hashes.NewOrder,
			"NewXMDExpander": hashes.NewXMDExpander, "NewXMDState": hashes.NewXMDState, "NewXOFExpander": hashes.NewXOFExpander,
			"SHAKE128": hashes.SHAKE128, "SHAKE256": hashes.SHAKE256,
		},
		Values:  []any{new(hashes.XMDExpander), xmd, new(hashes.XOFExpander), xof, new(hashes.XMDState), state, new(hashes.Order), order, new(hashes.NonceGenerator), ng},
		Samples: []any{func() hash.Hash { return sha256.New() }, hashes.SHAKE128, fp25519.Field{}, xmd, q, make([]fp25519.Element, 2)},
	}
	apiwalk.Covers(t, "../hashes", apiwalk.Walk(t, api), api.Skip)
}
