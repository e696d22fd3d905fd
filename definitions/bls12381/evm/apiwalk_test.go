package evm

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function with nil, empty and
// wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	api := apiwalk.API{
		Funcs: map[string]any{
			"G1Add": G1Add, "G1MSM": G1MSM, "G2Add": G2Add, "G2MSM": G2MSM, "PairingCheck": PairingCheck,
			"MapFpToG1": MapFpToG1, "MapFp2ToG2": MapFp2ToG2, "Precompiles": Precompiles,
			"G1AddGasCost": G1AddGasCost, "G1MSMGasCost": G1MSMGasCost, "G2AddGasCost": G2AddGasCost,
			"G2MSMGasCost": G2MSMGasCost, "PairingCheckGasCost": PairingCheckGasCost,
			"MapFpToG1GasCost": MapFpToG1GasCost, "MapFp2ToG2GasCost": MapFp2ToG2GasCost,
		},
		Samples: []any{make([]byte, G1PointSize), make([]byte, G2PointSize), make([]byte, G1MSMPairSize),
			make([]byte, G2MSMPairSize), make([]byte, PairingPairSize), make([]byte, FieldElementSize)},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
