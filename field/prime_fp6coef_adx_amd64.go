//go:build amd64 && !purego

package field

// Fp2MulSumLazy reports whether Fp2MulSum2 and Fp2MulSum3 may be called:
// on processors with BMI2 and ADX, for the moduli below 2^381 (BLS12-381's
// p has 381 bits), whose sums of products the kernels keep below p·2^384
// without corrections (internal/fieldgen/asm_fp6coef.go). It depends on p
// only.
func (f Prime6ADX) Fp2MulSumLazy() bool { return f.fp2Fused() && f.bitLen <= 381 }

// Fp2MulSum2 sets z0 + z1·u = (a0 + a1·u)(b0 + b1·u) + (c0 + c1·u)(d0 + d1·u)
// with u² = −1: the two Karatsuba products at double width, added, and one
// Montgomery reduction per coefficient (prime_fp6coef_adx_amd64.s, from
// internal/fieldgen/asm_fp6coef.go). It counts six base multiplications.
// z may alias any input. Call it only when Fp2MulSumLazy is true.
func (f Prime6ADX) Fp2MulSum2(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1 *PrimeElement) {
	for range 6 {
		countMul()
	}
	fp2MulSum2_6ADXAsm(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1, &f.p, f.inv)
}

// Fp2MulSum3 is Fp2MulSum2 with a third product (e0 + e1·u)(g0 + g1·u),
// nine base multiplications and two reductions.
func (f Prime6ADX) Fp2MulSum3(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1, e0, e1, g0, g1 *PrimeElement) {
	for range 9 {
		countMul()
	}
	fp2MulSum3_6ADXAsm(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1, e0, e1, g0, g1, &f.p, f.inv)
}

// fp2MulSum2_6ADXAsm is the assembly of Prime6ADX.Fp2MulSum2.
//
//go:noescape
func fp2MulSum2_6ADXAsm(z0, z1, x00, x01, y00, y01, x10, x11, y10, y11, p *PrimeElement, inv uint64)

// fp2MulSum3_6ADXAsm is the assembly of Prime6ADX.Fp2MulSum3.
//
//go:noescape
func fp2MulSum3_6ADXAsm(z0, z1, x00, x01, y00, y01, x10, x11, y10, y11, x20, x21, y20, y21, p *PrimeElement, inv uint64)
