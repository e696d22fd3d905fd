//go:build amd64 && !purego

package fp25519

// mulAsm sets z = x · y like mulGeneric, in assembly (mul_amd64.s).
//
//go:noescape
func mulAsm(z, x, y *Element)

// squareAsm sets z = x² like squareGeneric, in assembly (mul_amd64.s).
//
//go:noescape
func squareAsm(z, x *Element)

// mul sets z = x · y. It is the multiplication kernel that every method and
// the opcount test go through.
func mul(z, x, y *Element) {
	countMul()
	mulAsm(z, x, y)
}

// square sets z = x². It is the squaring kernel that every method and the
// opcount test go through.
func square(z, x *Element) {
	countSquare()
	squareAsm(z, x)
}

// HasMulAsm reports whether Field's multiplication and squaring run
// assembly (mul_amd64.s): true on amd64 outside the purego build.
func HasMulAsm() bool { return true }
