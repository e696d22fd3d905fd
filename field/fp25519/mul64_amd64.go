//go:build amd64 && !purego

package fp25519

// mul64Asm is mul64Generic with the baseline instructions MULQ, ADDQ and
// ADCQ (mul64_amd64.s), which every amd64 processor has.
//
//go:noescape
func mul64Asm(z, x, y *Element64)

// square64Asm is square64Generic with MULQ, ADDQ and ADCQ
// (mul64_amd64.s).
//
//go:noescape
func square64Asm(z, x *Element64)

// mul64 sets z = x · y: Field64's multiplication kernel.
func mul64(z, x, y *Element64) { mul64Asm(z, x, y) }

// square64 sets z = x²: Field64's squaring kernel.
func square64(z, x *Element64) { square64Asm(z, x) }
