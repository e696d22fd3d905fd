package evm

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function with nil, empty and
// wrong-length inputs (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	api := apiwalk.API{
		Funcs:   map[string]any{"Add": Add, "Mul": Mul, "Pairing": Pairing, "PairingGas": PairingGas},
		Samples: []any{make([]byte, PairSize)},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
