//go:build amd64 && !purego

package field

// Double-width Fp2 arithmetic of the ADX views (prime_fp6lazy_adx_amd64.s,
// from internal/fieldgen/asm_fp6lazy.go), with which field/tower's Fp6
// multiplication keeps its six Fp2 products unreduced and reduces each
// coefficient once (lazy reduction). A wide Fp2 value is W0 + W1·u with
// each Wc = lo_c + hi_c·R an integer in [0, p·R), R = 2^(64n), held as
// four elements: lo0, lo1, hi0, hi1 (n words each, hi_c < p). The views'
// methods below are available where Fp2Wide reports true; they are
// constant time, and every output may alias an input of its own kind.

// Fp2Wide reports whether the double-width Fp2 methods below may be
// called: on processors with BMI2 and ADX, for the Montgomery moduli the
// whole-Fp2 kernels serve (fp2Fused). It depends on p only.
func (f Prime4ADX) Fp2Wide() bool { return f.fp2Fused() }

// Fp2MulWide sets z = (x0 + x1·u)(y0 + y1·u), u² = −1, at double width:
// W0 = x0·y0 − x1·y1 (plus p·R if negative), W1 = x0·y1 + x1·y0, as
// integers of the Montgomery forms, not reduced. Call it only when Fp2Wide
// is true.
func (f Prime4ADX) Fp2MulWide(z0, z1, z0h, z1h, x0, x1, y0, y1 *PrimeElement) {
	countMul()
	countMul()
	countMul()
	fp2MulWide4ADXAsm(z0, z1, z0h, z1h, x0, x1, y0, y1, &f.p)
}

// Fp2WideAdd sets z = x + y mod p·R for wide x and y.
func (f Prime4ADX) Fp2WideAdd(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement) {
	fp2WideAdd4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, &f.p)
}

// Fp2WideSub sets z = x − y mod p·R for wide x and y.
func (f Prime4ADX) Fp2WideSub(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement) {
	fp2WideSub4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, &f.p)
}

// Fp2WideMulSmallPlusU sets z = (k + u)·x mod p·R for a wide x and a
// public k ≤ 15 (the ξ = k + u of a sextic tower).
func (f Prime4ADX) Fp2WideMulSmallPlusU(z0, z1, z0h, z1h, x0, x1, x0h, x1h *PrimeElement, k uint) {
	fp2WideMulSmall4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, &f.p, &f.pShl[0], uint64(k))
}

// Fp2WideReduce sets z0 = W0·R⁻¹ mod p and z1 = W1·R⁻¹ mod p, canonical,
// for a wide x = W0 + W1·u: the Montgomery reduction of each coefficient,
// which turns a wide product of Montgomery forms into the Montgomery form
// of the product.
func (f Prime4ADX) Fp2WideReduce(z0, z1, x0, x1, x0h, x1h *PrimeElement) {
	fp2WideReduce4ADXAsm(z0, z1, x0, x1, x0h, x1h, &f.p, f.inv)
}

// Fp2Wide is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2Wide() bool { return f.fp2Fused() }

// Fp2MulWide is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2MulWide(z0, z1, z0h, z1h, x0, x1, y0, y1 *PrimeElement) {
	countMul()
	countMul()
	countMul()
	fp2MulWide6ADXAsm(z0, z1, z0h, z1h, x0, x1, y0, y1, &f.p)
}

// Fp2WideAdd is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2WideAdd(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement) {
	fp2WideAdd6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, &f.p)
}

// Fp2WideSub is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2WideSub(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *PrimeElement) {
	fp2WideSub6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, &f.p)
}

// Fp2WideMulSmallPlusU is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2WideMulSmallPlusU(z0, z1, z0h, z1h, x0, x1, x0h, x1h *PrimeElement, k uint) {
	fp2WideMulSmall6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, &f.p, &f.pShl[0], uint64(k))
}

// Fp2WideReduce is Prime4ADX's, for 6 limbs.
func (f Prime6ADX) Fp2WideReduce(z0, z1, x0, x1, x0h, x1h *PrimeElement) {
	fp2WideReduce6ADXAsm(z0, z1, x0, x1, x0h, x1h, &f.p, f.inv)
}

//go:noescape
func fp2MulWide4ADXAsm(z0, z1, z0h, z1h, x0, x1, y0, y1, p *PrimeElement)

//go:noescape
func fp2WideAdd4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, p *PrimeElement)

//go:noescape
func fp2WideSub4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, p *PrimeElement)

//go:noescape
func fp2WideMulSmall4ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, p, m *PrimeElement, k uint64)

//go:noescape
func fp2WideReduce4ADXAsm(z0, z1, x0, x1, x0h, x1h, p *PrimeElement, inv uint64)

//go:noescape
func fp2MulWide6ADXAsm(z0, z1, z0h, z1h, x0, x1, y0, y1, p *PrimeElement)

//go:noescape
func fp2WideAdd6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, p *PrimeElement)

//go:noescape
func fp2WideSub6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h, p *PrimeElement)

//go:noescape
func fp2WideMulSmall6ADXAsm(z0, z1, z0h, z1h, x0, x1, x0h, x1h, p, m *PrimeElement, k uint64)

//go:noescape
func fp2WideReduce6ADXAsm(z0, z1, x0, x1, x0h, x1h, p *PrimeElement, inv uint64)
