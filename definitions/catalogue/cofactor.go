package catalogue

import "math/big"

// weierstrassCofactor converts a cofactor to the form of
// weierstrass.Params.Cofactor, a uint64: the catalogue's short Weierstrass
// curves that the engine accepts have small cofactors. A larger one gives
// 0, which weierstrass.New refuses.
func weierstrassCofactor(h *big.Int) uint64 {
	if !h.IsUint64() {
		return 0
	}
	return h.Uint64()
}
