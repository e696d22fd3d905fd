//go:build amd64 && !purego

package field

// hasFp2Asm says the baseline whole-Fp2 kernels of prime_fp2_mulq_amd64.s
// and prime_fp2lazy_mulq_amd64.s exist (amd64 without the purego tag); the
// views Prime4, Prime4M1 and Prime6 call them where fp2Fused allows.
const hasFp2Asm = true

// fp2Mul4 is fp2Mul4ADX for any x86-64 processor: the lazy reduction by
// product scanning with MULQ (fp2MulLazy4Asm, prime_fp2lazy_mulq_amd64.s).
// z may alias x or y.
func fp2Mul4(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	countMul()
	fp2MulLazy4Asm(z0, z1, x0, x1, y0, y1, p, inv)
}

// fp2Square4 is fp2Square4ADX for any x86-64 processor. z may alias x.
func fp2Square4(z0, z1, x0, x1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	fp2Square4Asm(z0, z1, x0, x1, p, inv)
}

// fp2MulSmall4 is fp2MulSmall4ADX for any x86-64 processor. z may alias x.
func fp2MulSmall4(z0, z1, x0, x1, p *PrimeElement, m *[3]PrimeElement, k uint64) {
	fp2MulSmall4Asm(z0, z1, x0, x1, p, &m[0], k)
}

// fp2Square4Asm is the assembly of fp2Square4 (prime_fp2_mulq_amd64.s).
//
//go:noescape
func fp2Square4Asm(z0, z1, x0, x1, p *PrimeElement, inv uint64)

// fp2MulSmall4Asm is the assembly of fp2MulSmall4 (prime_fp2_mulq_amd64.s).
//
//go:noescape
func fp2MulSmall4Asm(z0, z1, x0, x1, p, m *PrimeElement, k uint64)
