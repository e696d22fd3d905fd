//go:build amd64 && !purego

package field

// Fp6Lazy reports whether Fp6Mul may be called: on processors with BMI2
// and ADX, for the Montgomery moduli below 2^255 the whole-Fp2 kernels
// serve (fp2Fused). It depends on p only.
func (f Prime4ADX) Fp6Lazy() bool { return f.fp2Fused() }

// Fp6Mul sets z = x·y in Fp6 = Fp2[v]/(v³ − (k + u)), Fp2 = Fp[u]/(u² + 1),
// for a public k ≤ 15, z_ij being the coefficient of u^j in the
// coefficient of v^i: field/tower's Fp6.Mul (Karatsuba over Fp2) in one
// assembly function with lazy reduction, the six Fp2 products at double
// width and one Montgomery reduction per coefficient
// (prime_fp6lazy_adx_amd64.s, from internal/fieldgen/asm_fp6lazy.go). It
// counts the 18 base multiplications of the Karatsuba formula. z may alias
// x or y. Call it only when Fp6Lazy is true.
func (f Prime4ADX) Fp6Mul(z00, z01, z10, z11, z20, z21, x00, x01, x10, x11, x20, x21, y00, y01, y10, y11, y20, y21 *PrimeElement, k uint) {
	for range 18 {
		countMul()
	}
	fp6MulLazy4ADXAsm(z00, z01, z10, z11, z20, z21, x00, x01, x10, x11, x20, x21, y00, y01, y10, y11, y20, y21, &f.p, &f.pShl[0], uint64(k), f.inv)
}

// fp6MulLazy4ADXAsm is the assembly of Prime4ADX.Fp6Mul; m points to
// f.pShl (2p, 4p, 8p), for the products by k + u.
//
//go:noescape
func fp6MulLazy4ADXAsm(z00, z01, z10, z11, z20, z21, x00, x01, x10, x11, x20, x21, y00, y01, y10, y11, y20, y21, p, m *PrimeElement, k, inv uint64)
