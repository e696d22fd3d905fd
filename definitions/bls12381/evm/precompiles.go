package evm

// Precompile is one of EIP-2537's precompiled contracts.
type Precompile struct {
	// Address is the last byte of the contract's address, 0x0b to 0x11;
	// the other 19 bytes are 0.
	Address byte
	// Name is the EIP's name, e.g. "BLS12_G1ADD".
	Name string
	// Run computes the output of a call, or returns the error that makes
	// it fail.
	Run func(input []byte) ([]byte, error)
	// Gas returns the price of a call.
	Gas func(input []byte) uint64
}

// Precompiles returns the seven precompiles of EIP-2537 in the order of
// their addresses, in a new slice.
func Precompiles() []Precompile {
	return []Precompile{
		{0x0b, "BLS12_G1ADD", G1Add, G1AddGasCost},
		{0x0c, "BLS12_G1MSM", G1MSM, G1MSMGasCost},
		{0x0d, "BLS12_G2ADD", G2Add, G2AddGasCost},
		{0x0e, "BLS12_G2MSM", G2MSM, G2MSMGasCost},
		{0x0f, "BLS12_PAIRING_CHECK", PairingCheck, PairingCheckGasCost},
		{0x10, "BLS12_MAP_FP_TO_G1", MapFpToG1, MapFpToG1GasCost},
		{0x11, "BLS12_MAP_FP2_TO_G2", MapFp2ToG2, MapFp2ToG2GasCost},
	}
}
