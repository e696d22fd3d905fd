package tower

// fp4Kernel is what a base field may offer to do a whole Fp4 squaring
// (fp4Square, the step of CyclotomicSquare and of Karabina's compressed
// squaring) in one call, for a tower with β = −1 and ξ = k + u:
// field.Prime's ADX views do, with lazy reduction (the three Fp2 squares
// kept at double width, one Montgomery reduction per output coefficient;
// prime_fp4sq_adx_amd64.s). Its results are exactly those of fp4Square's
// formula; Fp4Lazy reports whether Fp4Square may be called with k.
type fp4Kernel[E any] interface {
	Fp4Lazy(k uint) bool
	Fp4Square(z00, z01, z10, z11, x00, x01, x10, x11 *E, k uint)
}

// fp4KernelOf returns the Fp4 kernel of f's base view when it applies to
// f (β = −1, ξ = k + u with a k the kernel takes), or nil. NewFp12 calls
// it once.
func fp4KernelOf[E any](f *Fp6[E]) fp4Kernel[E] {
	q, ok := f.b.k.(fp4Kernel[E])
	if !ok || !f.f2.minusOne || f.xiSmall < 0 || !q.Fp4Lazy(uint(f.xiSmall)) {
		return nil
	}
	return q
}
