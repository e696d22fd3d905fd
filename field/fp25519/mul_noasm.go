//go:build !amd64 || purego

package fp25519

// mul sets z = x · y. It is the multiplication kernel that every method and
// the opcount test go through.
func mul(z, x, y *Element) {
	countMul()
	mulGeneric(z, x, y)
}

// square sets z = x². It is the squaring kernel that every method and the
// opcount test go through.
func square(z, x *Element) {
	countSquare()
	squareGeneric(z, x)
}

// HasMulAsm reports whether Field's multiplication and squaring run
// assembly (mul_amd64.s): false here, where they are portable Go.
func HasMulAsm() bool { return false }
