package tower

// Products of two line values. A multi-pairing's Miller loop multiplies f
// by several sparse lines per step; multiplying two lines together first
// (6 Fp2 multiplications, the product having five non-zero coefficients of
// six) and the result into f (17) costs 23 Fp2 multiplications against
// 2 × 13 for two MulBy014 or MulBy034 calls. The coefficients are indexed
// as in MulBy014: (C0.C0, C0.C1, C0.C2, C1.C0, C1.C1, C1.C2) = (1, w², w⁴,
// w, w³, w⁵).

// Mul014By014 sets z = x·y for x = x0 + x1·w² + x4·w³ and
// y = y0 + y1·w² + y4·w³ (MulBy014's shape, lines of an M-type twist).
// With X0 = x0 + x1·v, X1 = x4·v and likewise for y, w² = v, v³ = ξ:
//
//	z.C0 = (x0y0 + ξ·x4y4) + (x0y1 + x1y0)·v + x1y1·v²
//	z.C1 = (x0y4 + x4y0)·v + (x1y4 + x4y1)·v²,  z.C1.C0 = 0,
//
// each sum of cross products by Karatsuba: six Fp2 multiplications.
func (f *Fp12[E]) Mul014By014(z *Fp12Element[E], x0, x1, x4, y0, y1, y4 *Fp2Element[E]) {
	e := f.f2
	var a, b, c, s, t Fp2Element[E]
	var r Fp12Element[E]
	e.Mul(&a, x0, y0)
	e.Mul(&b, x1, y1)
	e.Mul(&c, x4, y4)
	f.f6.MulByXi(&r.C0.C0, &c)
	e.Add(&r.C0.C0, &r.C0.C0, &a)
	e.Add(&s, x0, x1)
	e.Add(&t, y0, y1)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &a)
	e.Sub(&r.C0.C1, &s, &b)
	r.C0.C2 = b
	e.Add(&s, x0, x4)
	e.Add(&t, y0, y4)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &a)
	e.Sub(&r.C1.C1, &s, &c)
	e.Add(&s, x1, x4)
	e.Add(&t, y1, y4)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &b)
	e.Sub(&r.C1.C2, &s, &c)
	e.Zero(&r.C1.C0)
	*z = r
}

// Mul034By034 sets z = x·y for x = x0 + x3·w + x4·w³ and
// y = y0 + y3·w + y4·w³ (MulBy034's shape, lines of a D-type twist).
// With X0 = x0, X1 = x3 + x4·v and likewise for y:
//
//	z.C0 = (x0y0 + ξ·x4y4) + x3y3·v + (x3y4 + x4y3)·v²
//	z.C1 = (x0y3 + x3y0) + (x0y4 + x4y0)·v,  z.C1.C2 = 0,
//
// each sum of cross products by Karatsuba: six Fp2 multiplications.
func (f *Fp12[E]) Mul034By034(z *Fp12Element[E], x0, x3, x4, y0, y3, y4 *Fp2Element[E]) {
	e := f.f2
	var a, b, c, s, t Fp2Element[E]
	var r Fp12Element[E]
	e.Mul(&a, x0, y0)
	e.Mul(&b, x3, y3)
	e.Mul(&c, x4, y4)
	f.f6.MulByXi(&r.C0.C0, &c)
	e.Add(&r.C0.C0, &r.C0.C0, &a)
	r.C0.C1 = b
	e.Add(&s, x3, x4)
	e.Add(&t, y3, y4)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &b)
	e.Sub(&r.C0.C2, &s, &c)
	e.Add(&s, x0, x3)
	e.Add(&t, y0, y3)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &a)
	e.Sub(&r.C1.C0, &s, &b)
	e.Add(&s, x0, x4)
	e.Add(&t, y0, y4)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &a)
	e.Sub(&r.C1.C1, &s, &c)
	e.Zero(&r.C1.C2)
	*z = r
}

// MulBy01245 sets z = x·y for y with y.C1.C0 = 0 (Mul014By014's products):
// Karatsuba over Fp6 as in Mul, with x1·y1 = v·(x1·(y11 + y12·v)) by
// MulBy01: 17 Fp2 multiplications instead of 18. y.C1.C0 is not read. z
// may be x or y; as in Mul, z.C1 holds y0 + y1 once every other read of x
// and y is done.
func (f *Fp12[E]) MulBy01245(z, x, y *Fp12Element[E]) {
	e := f.f6
	var v0, v1, s Fp6Element[E]
	e.Mul(&v0, &x.C0, &y.C0)
	e.MulBy01(&v1, &x.C1, &y.C1.C1, &y.C1.C2)
	e.MulByV(&v1, &v1) // x1·(y11·v + y12·v²)
	e.Add(&s, &x.C0, &x.C1)
	t := &z.C1
	f.f2.Add(&t.C1, &y.C0.C1, &y.C1.C1)
	f.f2.Add(&t.C2, &y.C0.C2, &y.C1.C2)
	t.C0 = y.C0.C0
	e.Mul(&s, &s, t)
	e.Sub(&s, &s, &v0)
	e.Sub(&z.C1, &s, &v1)
	e.MulByV(&v1, &v1)
	e.Add(&z.C0, &v0, &v1)
}

// MulBy01234 sets z = x·y for y with y.C1.C2 = 0 (Mul034By034's products):
// Karatsuba over Fp6 as in Mul, with x1·y1 by MulBy01: 17 Fp2
// multiplications instead of 18. y.C1.C2 is not read. z may be x or y; as
// in Mul, z.C1 holds y0 + y1 once every other read of x and y is done.
func (f *Fp12[E]) MulBy01234(z, x, y *Fp12Element[E]) {
	e := f.f6
	var v0, v1, s Fp6Element[E]
	e.Mul(&v0, &x.C0, &y.C0)
	e.MulBy01(&v1, &x.C1, &y.C1.C0, &y.C1.C1)
	e.Add(&s, &x.C0, &x.C1)
	t := &z.C1
	f.f2.Add(&t.C0, &y.C0.C0, &y.C1.C0)
	f.f2.Add(&t.C1, &y.C0.C1, &y.C1.C1)
	t.C2 = y.C0.C2
	e.Mul(&s, &s, t)
	e.Sub(&s, &s, &v0)
	e.Sub(&z.C1, &s, &v1)
	e.MulByV(&v1, &v1)
	e.Add(&z.C0, &v0, &v1)
}
