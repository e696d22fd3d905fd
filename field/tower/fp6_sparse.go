package tower

// Double sets z = 2·x.
func (f *Fp6[E]) Double(z, x *Fp6Element[E]) { f.Add(z, x, x) }

// Equal returns 1 if x = y and 0 otherwise.
func (f *Fp6[E]) Equal(x, y *Fp6Element[E]) int {
	return f.f2.Equal(&x.C0, &y.C0) & f.f2.Equal(&x.C1, &y.C1) & f.f2.Equal(&x.C2, &y.C2)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (f *Fp6[E]) IsZero(x *Fp6Element[E]) int {
	return f.f2.IsZero(&x.C0) & f.f2.IsZero(&x.C1) & f.f2.IsZero(&x.C2)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (f *Fp6[E]) Select(z, a, b *Fp6Element[E], cond int) {
	f.f2.Select(&z.C0, &a.C0, &b.C0, cond)
	f.f2.Select(&z.C1, &a.C1, &b.C1, cond)
	f.f2.Select(&z.C2, &a.C2, &b.C2, cond)
}

// MulByFp2 sets z = c·x for c in Fp2: three Fp2 multiplications.
func (f *Fp6[E]) MulByFp2(z, x *Fp6Element[E], c *Fp2Element[E]) {
	f.f2.Mul(&z.C0, &x.C0, c)
	f.f2.Mul(&z.C1, &x.C1, c)
	f.f2.Mul(&z.C2, &x.C2, c)
}

// MulBy01 sets z = x·(b0 + b1·v), the product by an element with no v²
// term: Mul's Karatsuba formulas with y2 = 0, five Fp2 multiplications.
//
//	z0 = x0·b0 + ξ·((x1 + x2)·b1 − x1·b1)
//	z1 = (x0 + x1)(b0 + b1) − x0·b0 − x1·b1
//	z2 = (x0 + x2)·b0 − x0·b0 + x1·b1
//
// With the base field's sums of products (fp6_coef.go), each coefficient
// is one sum.
func (f *Fp6[E]) MulBy01(z, x *Fp6Element[E], b0, b1 *Fp2Element[E]) {
	if f.s != nil {
		f.mulBy01Coef(z, x, b0, b1)
		return
	}
	e := f.f2
	var v0, v1, s, t, z0, z1 Fp2Element[E]
	e.Mul(&v0, &x.C0, b0)
	e.Mul(&v1, &x.C1, b1)
	e.Add(&s, &x.C1, &x.C2)
	e.Mul(&z0, &s, b1)
	e.Sub(&z0, &z0, &v1)
	f.MulByXi(&z0, &z0)
	e.Add(&z0, &z0, &v0)
	e.Add(&s, &x.C0, &x.C1)
	e.Add(&t, b0, b1)
	e.Mul(&z1, &s, &t)
	e.Sub(&z1, &z1, &v0)
	e.Sub(&z1, &z1, &v1)
	e.Add(&s, &x.C0, &x.C2)
	e.Mul(&s, &s, b0)
	e.Sub(&s, &s, &v0)
	e.Add(&z.C2, &s, &v1)
	z.C0, z.C1 = z0, z1
}

// MulBy1 sets z = x·(b1·v) = ξ·x2·b1 + x0·b1·v + x1·b1·v²: three Fp2
// multiplications.
func (f *Fp6[E]) MulBy1(z, x *Fp6Element[E], b1 *Fp2Element[E]) {
	e := f.f2
	var t Fp2Element[E]
	e.Mul(&t, &x.C2, b1)
	f.MulByXi(&t, &t)
	e.Mul(&z.C2, &x.C1, b1)
	e.Mul(&z.C1, &x.C0, b1)
	z.C0 = t
}

// mulGamma sets z = γ·x for the Frobenius factor γ = ξ^(i·(p^k − 1)/6),
// with two base multiplications when γ lies in Fp (a public fact).
func (f *Fp6[E]) mulGamma(z, x *Fp2Element[E], k, i int) {
	g := &f.gamma[k-1][i]
	if f.inBase[k-1][i] {
		f.f2.MulByBase(z, x, &g.C0)
		return
	}
	f.f2.Mul(z, x, g)
}

// frobenius2 sets z = x^(p^k) for x in Fp2: the conjugate for odd k, x for
// even k.
func (f *Fp6[E]) frobenius2(z, x *Fp2Element[E], k int) {
	if k%2 == 1 {
		f.f2.Conjugate(z, x)
		return
	}
	*z = *x
}

// Frobenius sets z = x^(p^k) for k = 1, 2 or 3 (it panics otherwise):
// each coefficient is raised to p^k in Fp2 and the coefficient of v^j
// multiplied by v^(j·(p^k − 1)) = ξ^(j·(p^k − 1)/3), precomputed by NewFp6.
func (f *Fp6[E]) Frobenius(z, x *Fp6Element[E], k int) {
	if k < 1 || k > 3 {
		panic("tower: Frobenius power must be 1, 2 or 3")
	}
	f.frobenius2(&z.C0, &x.C0, k)
	f.frobenius2(&z.C1, &x.C1, k)
	f.frobenius2(&z.C2, &x.C2, k)
	f.mulGamma(&z.C1, &z.C1, k, 2) // v = w²
	f.mulGamma(&z.C2, &z.C2, k, 4)
}

// FrobeniusFactor sets z = ξ^(i·(p^k − 1)/6) for k = 1, 2, 3 and i = 0…5
// (it panics otherwise): the factor by which x ↦ x^(p^k) multiplies the
// coefficient of wⁱ in Fp12. The untwist-Frobenius-twist endomorphism ψ of
// a sextic twist is made of these: for a D-type twist ψ(x, y) =
// (x̄·ξ^((p−1)/3), ȳ·ξ^((p−1)/2)), i = 2 and 3 with k = 1, and for an
// M-type twist their inverses.
func (f *Fp6[E]) FrobeniusFactor(z *Fp2Element[E], k, i int) {
	if k < 1 || k > 3 || i < 0 || i > 5 {
		panic("tower: FrobeniusFactor wants k in 1…3 and i in 0…5")
	}
	*z = f.gamma[k-1][i]
}
