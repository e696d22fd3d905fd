//go:build amd64 && !purego

package field

// Fp4Lazy reports whether Fp4Square may be called with k: on processors
// with BMI2 and ADX, for the Montgomery moduli below 2^255 (fp2Fused) and
// k ≤ 15. It depends on p and k only.
func (f Prime4ADX) Fp4Lazy(k uint) bool { return f.fp2Fused() && k <= 15 }

// Fp4Square sets z = x² in Fp4 = Fp2[W]/(W² − (k + u)), Fp2 = Fp[u]/(u² + 1),
// for a public k (Fp4Lazy), z_ij being the coefficient of u^j in the coefficient
// of W^i: field/tower's fp4Square (three Fp2 squarings) in one assembly
// function with lazy reduction, the three Fp2 squares at double width and
// one Montgomery reduction per coefficient (prime_fp4sq_adx_amd64.s, from
// internal/fieldgen/asm_fp4sq.go). It counts the 6 base multiplications of
// the formula. z may alias x. Call it only when Fp4Lazy is true.
func (f Prime4ADX) Fp4Square(z00, z01, z10, z11, x00, x01, x10, x11 *PrimeElement, k uint) {
	for range 6 {
		countMul()
	}
	fp4SquareLazy4ADXAsm(z00, z01, z10, z11, x00, x01, x10, x11, &f.p, &f.pShl[0], uint64(k), f.inv)
}

// Fp4Lazy reports whether Fp4Square may be called with k: on processors
// with BMI2 and ADX, for the Montgomery moduli below 2^383 (fp2Fused) and
// k = 1 (BLS12-381's ξ = 1 + u: the 6-limb kernel has the product by ξ
// built in, internal/fieldgen/asm_fp4sq.go). It depends on p and k only.
func (f Prime6ADX) Fp4Lazy(k uint) bool { return f.fp2Fused() && k == 1 }

// Fp4Square is Prime4ADX.Fp4Square for 6 limbs and k = 1 (BLS12-381); k
// is there for the interface and must be 1.
func (f Prime6ADX) Fp4Square(z00, z01, z10, z11, x00, x01, x10, x11 *PrimeElement, _ uint) {
	for range 6 {
		countMul()
	}
	fp4SquareXi1Lazy6ADXAsm(z00, z01, z10, z11, x00, x01, x10, x11, &f.p, f.inv)
}

// fp4SquareLazy4ADXAsm is the assembly of Prime4ADX.Fp4Square; m points to
// f.pShl (2p, 4p, 8p), for the product by k + u.
//
//go:noescape
func fp4SquareLazy4ADXAsm(z00, z01, z10, z11, x00, x01, x10, x11, p, m *PrimeElement, k, inv uint64)

// fp4SquareXi1Lazy6ADXAsm is the assembly of Prime6ADX.Fp4Square: the
// 6-limb fp4SquareLazy4ADXAsm for k = 1.
//
//go:noescape
func fp4SquareXi1Lazy6ADXAsm(z00, z01, z10, z11, x00, x01, x10, x11, p *PrimeElement, inv uint64)
