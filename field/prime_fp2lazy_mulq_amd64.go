//go:build amd64 && !purego

package field

// fp2Mul6 sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u) with u² = −1 for a
// 6-limb p < 2^383 in Montgomery form, coefficients below p, in one
// assembly function for any x86-64 processor (fp2MulLazy6Asm). z may
// alias x or y.
func fp2Mul6(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	countMul()
	fp2MulLazy6Asm(z0, z1, x0, x1, y0, y1, p, inv)
}

// fp2Square6 sets z0 + z1·u = (x0 + x1·u)² with u² = −1 for a 6-limb
// p < 2^383, in one assembly function for any x86-64 processor
// (fp2Square6Asm). z may alias x.
func fp2Square6(z0, z1, x0, x1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	fp2Square6Asm(z0, z1, x0, x1, p, inv)
}

// fp2MulSmall6 is fp2MulSmall4 for a 6-limb p < 2^383 (fp2MulSmall6Asm,
// prime_fp2lazy_mulq_amd64.s). z may alias x.
func fp2MulSmall6(z0, z1, x0, x1, p *PrimeElement, m *[3]PrimeElement, k uint64) {
	fp2MulSmall6Asm(z0, z1, x0, x1, p, &m[0], k)
}

// fp2MulSmall6Asm is the assembly of fp2MulSmall6.
//
//go:noescape
func fp2MulSmall6Asm(z0, z1, x0, x1, p, m *PrimeElement, k uint64)

// fp2MulLazy6Asm sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u)·R⁻¹ with u² = −1
// for a 6-limb p < 2^383, coefficients below p, on any x86-64 processor
// (prime_fp2lazy_mulq_amd64.s, from internal/fieldgen/asm_fp2lazy_mulq.go):
// the three Karatsuba products at double width and two Montgomery
// reductions, all by product scanning with MULQ. z may alias x or y.
//
//go:noescape
func fp2MulLazy6Asm(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64)

// fp2Square6Asm sets z0 + z1·u = (x0 + x1·u)²·R⁻¹ with u² = −1 for a
// 6-limb p < 2^383 (prime_fp2lazy_mulq_amd64.s): (x0 + x1)(x0 − x1) and
// 2·x0·x1 at double width, each reduced once. z may alias x.
//
//go:noescape
func fp2Square6Asm(z0, z1, x0, x1, p *PrimeElement, inv uint64)

// fp2MulLazy4Asm is fp2MulLazy6Asm for a 4-limb p < 2^255.
//
//go:noescape
func fp2MulLazy4Asm(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64)
