//go:build !amd64 || purego

package field

// hasFp2Asm is false where there is no assembly (other architectures, the
// purego build): the views compute whole-Fp2 products from their base
// kernels, and the functions below are never called.
const hasFp2Asm = false

func fp2Mul4(_, _, _, _, _, _, _ *PrimeElement, _ uint64) {
	panic("field: internal error: no assembly")
}

func fp2Square4(_, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no assembly") }

func fp2MulSmall4(_, _, _, _, _ *PrimeElement, _ *[3]PrimeElement, _ uint64) {
	panic("field: internal error: no assembly")
}

func fp2Mul6(_, _, _, _, _, _, _ *PrimeElement, _ uint64) {
	panic("field: internal error: no assembly")
}

func fp2Square6(_, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no assembly") }

func fp2MulSmall6(_, _, _, _, _ *PrimeElement, _ *[3]PrimeElement, _ uint64) {
	panic("field: internal error: no assembly")
}
