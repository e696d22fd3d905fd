package tower

// Recover exposes recover (fp12_karabina.go) to the tests.
func (f *Fp12[E]) Recover(x *Fp12Element[E]) int { return f.recover(x) }

// Lazy reports whether f's Mul is the base field's kernel with lazy
// reduction (fp6_kernel.go).
func (f *Fp6[E]) Lazy() bool { return f.q != nil }

// WithoutLazy returns a copy of f whose Mul is the formula over Fp2.
func (f *Fp6[E]) WithoutLazy() *Fp6[E] {
	g := *f
	g.q = nil
	return &g
}

// Fp4Lazy reports whether f's fp4Square is the base field's kernel with
// lazy reduction (fp4_kernel.go).
func (f *Fp12[E]) Fp4Lazy() bool { return f.q4 != nil }

// WithoutFp4Lazy returns a copy of f whose fp4Square is the formula over
// Fp2.
func (f *Fp12[E]) WithoutFp4Lazy() *Fp12[E] {
	g := *f
	g.q4 = nil
	return &g
}

// SumKernel reports whether f's products are built from the base field's
// sums of Fp2 products (fp6_coef.go).
func (f *Fp6[E]) SumKernel() bool { return f.s != nil }

// WithoutSumKernel returns a copy of f whose products are the formulas over
// Fp2.
func (f *Fp6[E]) WithoutSumKernel() *Fp6[E] {
	g := *f
	g.s = nil
	return &g
}
