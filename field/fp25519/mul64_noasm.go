//go:build !amd64 || purego

package fp25519

// mul64 sets z = x · y: Field64's multiplication kernel, portable Go here.
func mul64(z, x, y *Element64) { mul64Generic(z, x, y) }

// square64 sets z = x²: Field64's squaring kernel, portable Go here.
func square64(z, x *Element64) { square64Generic(z, x) }
