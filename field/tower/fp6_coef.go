package tower

// fp2SumKernel is what a base field may offer to form one coefficient of
// an Fp6 or Fp12 product in one call, for an Fp2 with β = −1: the sum of
// two or three Fp2 products with lazy reduction (the products at double
// width, added, and one Montgomery reduction per Fp coefficient).
// field.Prime's 6-limb ADX view does (prime_fp6coef_adx_amd64.s), where
// asm_fp6lazy.go's whole-Fp6 kernel is too large to pay. Its results are
// exactly a·b + c·d (+ e·g) by Fp2's Mul and Add; Fp2MulSumLazy reports
// whether the sums may be called.
//
// With it, Fp6's Mul and MulBy01 and Fp12's MulBy014 and MulBy034 build
// each output coefficient as the schoolbook sum of its products (below),
// two reductions per coefficient: Mul 27 base multiplications and 6
// reductions against Karatsuba's 18 and 12 and about twenty Fp2 additions,
// MulBy01 18 and 6 against 15 and 10, MulBy014 54 and 12 against 39 and 26.
// The Karatsuba formulas of fp6.go, fp6_sparse.go and fp12_cyclo.go stay
// the definition and the path of every other base field; TestFp2SumKernel
// checks each of these products equal to them.
type fp2SumKernel[E any] interface {
	Fp2MulSumLazy() bool
	Fp2MulSum2(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1 *E)
	Fp2MulSum3(z0, z1, a0, a1, b0, b1, c0, c1, d0, d1, e0, e1, g0, g1 *E)
}

// fp2SumKernelOf returns the sums of products of f's base view when they
// apply to f (β = −1), or nil. NewFp6 calls it once.
func fp2SumKernelOf[E any](f *Fp6[E]) fp2SumKernel[E] {
	q, ok := f.b.k.(fp2SumKernel[E])
	if !ok || !q.Fp2MulSumLazy() || !f.f2.minusOne {
		return nil
	}
	return q
}

// The products below call f.s directly with every pointer through
// noescape at the call (see fp2_kernel.go): a helper method around the
// call is not inlined into the generic code, and its arguments would
// escape; and a pointer hidden from escape analysis must not be held
// across a call, which may move the stack.

// mulCoef sets z = x·y coefficient by coefficient, for Mul when f.s is
// set: with v³ = ξ,
//
//	z0 = x0·y0 + x1·(ξ·y2) + x2·(ξ·y1)
//	z1 = x0·y1 + x1·y0 + x2·(ξ·y2)
//	z2 = x0·y2 + x1·y1 + x2·y0
func (f *Fp6[E]) mulCoef(z, x, y *Fp6Element[E]) {
	var y1, y2 Fp2Element[E]
	var r Fp6Element[E]
	f.MulByXi(&y1, &y.C1)
	f.MulByXi(&y2, &y.C2)
	f.s.Fp2MulSum3(&noescape(&r.C0).C0, &noescape(&r.C0).C1,
		&noescape(&x.C0).C0, &noescape(&x.C0).C1, &noescape(&y.C0).C0, &noescape(&y.C0).C1,
		&noescape(&x.C1).C0, &noescape(&x.C1).C1, &noescape(&y2).C0, &noescape(&y2).C1,
		&noescape(&x.C2).C0, &noescape(&x.C2).C1, &noescape(&y1).C0, &noescape(&y1).C1)
	f.s.Fp2MulSum3(&noescape(&r.C1).C0, &noescape(&r.C1).C1,
		&noescape(&x.C0).C0, &noescape(&x.C0).C1, &noescape(&y.C1).C0, &noescape(&y.C1).C1,
		&noescape(&x.C1).C0, &noescape(&x.C1).C1, &noescape(&y.C0).C0, &noescape(&y.C0).C1,
		&noescape(&x.C2).C0, &noescape(&x.C2).C1, &noescape(&y2).C0, &noescape(&y2).C1)
	f.s.Fp2MulSum3(&noescape(&r.C2).C0, &noescape(&r.C2).C1,
		&noescape(&x.C0).C0, &noescape(&x.C0).C1, &noescape(&y.C2).C0, &noescape(&y.C2).C1,
		&noescape(&x.C1).C0, &noescape(&x.C1).C1, &noescape(&y.C1).C0, &noescape(&y.C1).C1,
		&noescape(&x.C2).C0, &noescape(&x.C2).C1, &noescape(&y.C0).C0, &noescape(&y.C0).C1)
	*z = r
}

// mulBy01Coef sets z = x·(b0 + b1·v) coefficient by coefficient, for
// MulBy01 when f.s is set:
//
//	z0 = x0·b0 + x2·(ξ·b1), z1 = x0·b1 + x1·b0, z2 = x1·b1 + x2·b0
func (f *Fp6[E]) mulBy01Coef(z, x *Fp6Element[E], b0, b1 *Fp2Element[E]) {
	var t Fp2Element[E]
	var r Fp6Element[E]
	f.MulByXi(&t, b1)
	f.s.Fp2MulSum2(&noescape(&r.C0).C0, &noescape(&r.C0).C1,
		&noescape(&x.C0).C0, &noescape(&x.C0).C1, &noescape(b0).C0, &noescape(b0).C1,
		&noescape(&x.C2).C0, &noescape(&x.C2).C1, &noescape(&t).C0, &noescape(&t).C1)
	f.s.Fp2MulSum2(&noescape(&r.C1).C0, &noescape(&r.C1).C1,
		&noescape(&x.C0).C0, &noescape(&x.C0).C1, &noescape(b1).C0, &noescape(b1).C1,
		&noescape(&x.C1).C0, &noescape(&x.C1).C1, &noescape(b0).C0, &noescape(b0).C1)
	f.s.Fp2MulSum2(&noescape(&r.C2).C0, &noescape(&r.C2).C1,
		&noescape(&x.C1).C0, &noescape(&x.C1).C1, &noescape(b1).C0, &noescape(b1).C1,
		&noescape(&x.C2).C0, &noescape(&x.C2).C1, &noescape(b0).C0, &noescape(b0).C1)
	*z = r
}

// mulBySparseCoef sets z = x·(d0 + da·w^a + db·w^b) coefficient by
// coefficient, for MulBy014 (a = 2, b = 3) and MulBy034 (a = 1, b = 3)
// when the Fp6's f.s is set: with x = Σ gᵢ·wⁱ (see Fp12Element) and
// w⁶ = ξ,
//
//	z_k = g_k·d0 + g_(k−a)·da + g_(k−b)·db,
//
// where an index below 0 stands for g_(k−a+6)·ξ (g_(k−b+6)·ξ). a and b
// are public.
func (f *Fp12[E]) mulBySparseCoef(z, x *Fp12Element[E], d0, da, db *Fp2Element[E], a, b int) {
	e := f.f6
	var xa, xb Fp2Element[E]
	var r Fp12Element[E]
	e.MulByXi(&xa, da)
	e.MulByXi(&xb, db)
	for k := range 6 { // public indices
		ca, cb := da, db
		if k < a {
			ca = &xa
		}
		if k < b {
			cb = &xb
		}
		zk, gk, ga, gb := r.coef(k), x.coef(k), x.coef((k-a+6)%6), x.coef((k-b+6)%6)
		e.s.Fp2MulSum3(&noescape(zk).C0, &noescape(zk).C1,
			&noescape(gk).C0, &noescape(gk).C1, &noescape(d0).C0, &noescape(d0).C1,
			&noescape(ga).C0, &noescape(ga).C1, &noescape(ca).C0, &noescape(ca).C1,
			&noescape(gb).C0, &noescape(gb).C1, &noescape(cb).C0, &noescape(cb).C1)
	}
	*z = r
}

// coef returns g_k of x = Σ gᵢ·wⁱ (see Fp12Element), for k in 0…5.
func (x *Fp12Element[E]) coef(k int) *Fp2Element[E] {
	switch k {
	case 0:
		return &x.C0.C0
	case 1:
		return &x.C1.C0
	case 2:
		return &x.C0.C1
	case 3:
		return &x.C1.C1
	case 4:
		return &x.C0.C2
	}
	return &x.C1.C2
}
