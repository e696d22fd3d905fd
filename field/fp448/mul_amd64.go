//go:build amd64 && !purego

package fp448

// mulAsm sets z = x·y like mulGeneric, in assembly (mul_amd64.s).
//
//go:noescape
func mulAsm(z, x, y *Element)

// squareAsm sets z = x² like squareGeneric, in assembly (mul_amd64.s).
//
//go:noescape
func squareAsm(z, x *Element)

// mulKernel sets z = x·y with the amd64 assembly kernel.
func mulKernel(z, x, y *Element) { mulAsm(z, x, y) }

// squareKernel sets z = x² with the amd64 assembly kernel.
func squareKernel(z, x *Element) { squareAsm(z, x) }
