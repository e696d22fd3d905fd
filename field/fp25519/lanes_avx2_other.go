//go:build !amd64 || purego

package fp25519

// haveAVX2Lanes is false: the AVX2 kernels exist only on amd64.
const haveAVX2Lanes = false

// lanesMulAVX2 is lanesMulGeneric; it is never called here.
func lanesMulAVX2(z, x, y *lanes) { lanesMulGeneric(z, x, y) }

// lanesSquareNAVX2 is lanesSquareNGeneric; it is never called here.
func lanesSquareNAVX2(z, x *lanes, n int) { lanesSquareNGeneric(z, x, n) }

// lanesAVX2Usable reports false: there is no AVX2 code here.
func lanesAVX2Usable() bool { return false }
