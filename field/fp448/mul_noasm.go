//go:build !amd64 || purego

package fp448

// mulKernel sets z = x·y with the portable kernel.
func mulKernel(z, x, y *Element) { mulGeneric(z, x, y) }

// squareKernel sets z = x² with the portable kernel.
func squareKernel(z, x *Element) { squareGeneric(z, x) }
