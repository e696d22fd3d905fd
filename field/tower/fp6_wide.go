package tower

// Lazy reduction in the Fp6 multiplication (Aranha, Karabina, Longa,
// Gebotys and López, "Faster explicit formulas for computing pairings over
// ordinary curves", EUROCRYPT 2011, §3–4): a base field may keep an Fp2
// product at double width, add, subtract and multiply by ξ = k + u there,
// and reduce it later, so that Mul's six Fp2 products are reduced once per
// output coefficient, 6 Montgomery reductions instead of 12 (field.Prime's
// ADX views do, prime_fp6lazy_adx_amd64.s). Mul is written once over the
// operations below; over any other base field, or any other tower shape,
// a wide value is its reduced Fp2 value and they are Fp2's own.

// wideKernel is the double-width Fp2 arithmetic a base field may offer for
// a tower with β = −1: a wide value is lo + hi with each coefficient
// lo_c + hi_c·2^(64n), an integer below p·2^(64n) (see the field's
// Fp2MulWide). Fp2Wide reports whether the others may be called.
type wideKernel[E any] interface {
	Fp2Wide() bool
	Fp2MulWide(z0, z1, z0h, z1h, x0, x1, y0, y1 *E)
	Fp2WideAdd(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *E)
	Fp2WideSub(z0, z1, z0h, z1h, x0, x1, x0h, x1h, y0, y1, y0h, y1h *E)
	Fp2WideMulSmallPlusU(z0, z1, z0h, z1h, x0, x1, x0h, x1h *E, k uint)
	Fp2WideReduce(z0, z1, x0, x1, x0h, x1h *E)
}

// maxWideXi bounds the k of ξ = k + u that Fp2WideMulSmallPlusU takes.
const maxWideXi = 15

// wideKernelOf returns the double-width kernel of f's base view when it
// applies to f (β = −1, ξ = k + u with k ≤ maxWideXi), or nil. It is
// called once, by NewFp6.
func wideKernelOf[E any](f *Fp6[E]) wideKernel[E] {
	w, ok := f.b.k.(wideKernel[E])
	if !ok || !w.Fp2Wide() || !f.f2.minusOne || f.xiSmall < 0 || f.xiSmall > maxWideXi {
		return nil
	}
	return w
}

// fp2Wide is an Fp2 value of Mul not yet reduced: with a wide kernel,
// lo and hi hold the low and high halves of each coefficient; without,
// lo is the value and hi is unused.
type fp2Wide[E any] struct{ lo, hi Fp2Element[E] }

// The operations of Mul on wide values call the kernel directly, hiding
// their pointers from escape analysis as base does (see fp2_kernel.go).

// mulWide sets z = x·y, not reduced.
func (f *Fp6[E]) mulWide(z *fp2Wide[E], x, y *Fp2Element[E]) {
	if f.wide != nil { // new variables in this block: the parameters must not flow to the call
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.wide.Fp2MulWide(&z.lo.C0, &z.lo.C1, &z.hi.C0, &z.hi.C1, &x.C0, &x.C1, &y.C0, &y.C1)
		return
	}
	f.f2.Mul(&z.lo, x, y)
}

// addWide sets z = x + y.
func (f *Fp6[E]) addWide(z, x, y *fp2Wide[E]) {
	if f.wide != nil { // new variables in this block: the parameters must not flow to the call
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.wide.Fp2WideAdd(&z.lo.C0, &z.lo.C1, &z.hi.C0, &z.hi.C1, &x.lo.C0, &x.lo.C1, &x.hi.C0, &x.hi.C1,
			&y.lo.C0, &y.lo.C1, &y.hi.C0, &y.hi.C1)
		return
	}
	f.f2.Add(&z.lo, &x.lo, &y.lo)
}

// subWide sets z = x − y.
func (f *Fp6[E]) subWide(z, x, y *fp2Wide[E]) {
	if f.wide != nil { // new variables in this block: the parameters must not flow to the call
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.wide.Fp2WideSub(&z.lo.C0, &z.lo.C1, &z.hi.C0, &z.hi.C1, &x.lo.C0, &x.lo.C1, &x.hi.C0, &x.hi.C1,
			&y.lo.C0, &y.lo.C1, &y.hi.C0, &y.hi.C1)
		return
	}
	f.f2.Sub(&z.lo, &x.lo, &y.lo)
}

// mulByXiWide sets z = ξ·x.
func (f *Fp6[E]) mulByXiWide(z, x *fp2Wide[E]) {
	if f.wide != nil { // new variables in this block: the parameters must not flow to the call
		z, x := noescape(z), noescape(x)
		f.wide.Fp2WideMulSmallPlusU(&z.lo.C0, &z.lo.C1, &z.hi.C0, &z.hi.C1, &x.lo.C0, &x.lo.C1, &x.hi.C0, &x.hi.C1,
			uint(f.xiSmall))
		return
	}
	f.MulByXi(&z.lo, &x.lo)
}

// reduceWide sets z to the value of x.
func (f *Fp6[E]) reduceWide(z *Fp2Element[E], x *fp2Wide[E]) {
	if f.wide != nil { // new variables in this block: the parameters must not flow to the call
		z, x := noescape(z), noescape(x)
		f.wide.Fp2WideReduce(&z.C0, &z.C1, &x.lo.C0, &x.lo.C1, &x.hi.C0, &x.hi.C1)
		return
	}
	*z = x.lo
}
