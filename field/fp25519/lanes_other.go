//go:build !amd64 || purego

package fp25519

// haveIFMA is false: the AVX-512 IFMA kernels exist only on amd64.
const haveIFMA = false

// lanesMul sets z = x · y lane by lane.
func lanesMul(z, x, y *lanes) { lanesMulGeneric(z, x, y) }

// lanesSquareN sets z = x^(2^n) lane by lane; n ≥ 1 is a public constant.
func lanesSquareN(z, x *lanes, n int) { lanesSquareNGeneric(z, x, n) }

// lanesSquareN2 sets z1 = x1^(2^n) and z2 = x2^(2^n) lane by lane; n ≥ 1
// is a public constant.
func lanesSquareN2(z1, z2, x1, x2 *lanes, n int) {
	lanesSquareNGeneric(z1, x1, n)
	lanesSquareNGeneric(z2, x2, n)
}
