package tower

// fp6Kernel is what a base field may offer to do a whole Fp6
// multiplication in one call, for a tower with β = −1 and ξ = k + u:
// field.Prime's 4-limb ADX view does, with lazy reduction (the six Fp2
// products kept at double width, one Montgomery reduction per output
// coefficient; prime_fp6lazy_adx_amd64.s). Its results are exactly those
// of Mul's formula; Fp6Lazy reports whether Fp6Mul may be called.
type fp6Kernel[E any] interface {
	Fp6Lazy() bool
	Fp6Mul(z00, z01, z10, z11, z20, z21, x00, x01, x10, x11, x20, x21, y00, y01, y10, y11, y20, y21 *E, k uint)
}

// maxKernelXi bounds the k of ξ = k + u that fp6Kernel takes.
const maxKernelXi = 15

// fp6KernelOf returns the Fp6 kernel of f's base view when it applies to
// f (β = −1, ξ = k + u with k ≤ maxKernelXi), or nil. NewFp6 calls it
// once.
func fp6KernelOf[E any](f *Fp6[E]) fp6Kernel[E] {
	q, ok := f.b.k.(fp6Kernel[E])
	if !ok || !q.Fp6Lazy() || !f.f2.minusOne || f.xiSmall < 0 || f.xiSmall > maxKernelXi {
		return nil
	}
	return q
}
