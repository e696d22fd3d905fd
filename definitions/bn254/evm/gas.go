package evm

// The gas costs of the contracts since Istanbul (EIP-1108, which lowered
// EIP-196's and EIP-197's Byzantium prices of 500, 40000 and
// 100000 + 80000·k).
const (
	// AddGas is the cost of an ecAdd call.
	AddGas = 150
	// MulGas is the cost of an ecMul call.
	MulGas = 6000
	// PairingBaseGas and PairingPerPairGas make the cost of an ecPairing
	// call of k pairs, PairingBaseGas + k·PairingPerPairGas.
	PairingBaseGas    = 45000
	PairingPerPairGas = 34000
)

// PairingGas returns the gas of an ecPairing call on input: the base cost
// plus the per-pair cost for each whole 192 bytes of it, as go-ethereum
// charges it (an input of another length then fails, consuming the gas).
func PairingGas(input []byte) uint64 {
	return PairingBaseGas + uint64(len(input)/PairSize)*PairingPerPairGas
}
