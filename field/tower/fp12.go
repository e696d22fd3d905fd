package tower

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Fp12Element is an element c0 + c1·w of Fp12 = Fp6[w]/(w² − v). The zero
// value is 0 when the base field's is. It is a plain value, copied by value.
//
// Read with w⁶ = ξ, it is Σ gᵢ·wⁱ over Fp2 with g0 = C0.C0, g1 = C1.C0,
// g2 = C0.C1, g3 = C1.C1, g4 = C0.C2, g5 = C1.C2; the sparse products and
// the Frobenius maps are described in these terms.
type Fp12Element[E any] struct {
	C0, C1 Fp6Element[E]
}

// Fp12 is the quadratic extension Fp6[w]/(w² − v) of an Fp6, the top of the
// pairing tower and the home of the pairing group GT. Unless their name ends
// in VarTime, its methods run in time independent of element values (they
// may depend on p, β and ξ and on the length of exponents).
//
// An Fp12 is immutable after NewFp12 and safe for concurrent use. Its zero
// value is not usable.
type Fp12[E any] struct {
	f6 *Fp6[E]
	f2 *Fp2[E]
	// q4 is the base view's whole-Fp4 squaring (fp4_kernel.go), or nil.
	q4 fp4Kernel[E]
}

// NewFp12 returns Fp6[w]/(w² − v). w² − v is irreducible because v is not a
// square of Fp6: its norm down to Fp2 is v·v^(p²)·v^(p⁴) = v·(ωv)·(ω²v) = ξ,
// with ω = ξ^((p²−1)/3) a cube root of unity, squares have square norms, and
// NewFp6 required ξ not to be a square.
func NewFp12[E any](f6 *Fp6[E]) *Fp12[E] {
	return &Fp12[E]{f6: f6, f2: f6.f2, q4: fp4KernelOf(f6)}
}

// NewTower builds the whole tower Fp2 = Fp[u]/(u² − β), Fp6 = Fp2[v]/(v³ −
// ξ), Fp12 = Fp6[w]/(w² − v) over f, with ξ = xi0 + xi1·u, and returns its
// top floor; Fp6 and Fp2 are reachable from it.
func NewTower[E any](f field.Field[E], beta, xi0, xi1 *big.Int, order CoefficientOrder) (*Fp12[E], error) {
	f2, err := NewFp2(f, beta, order)
	if err != nil {
		return nil, err
	}
	f6, err := NewFp6(f2, xi0, xi1)
	if err != nil {
		return nil, err
	}
	return NewFp12(f6), nil
}

// Fp6 returns the cubic floor of the tower.
func (f *Fp12[E]) Fp6() *Fp6[E] { return f.f6 }

// Fp2 returns the quadratic floor of the tower.
func (f *Fp12[E]) Fp2() *Fp2[E] { return f.f2 }

// Zero sets z = 0.
func (f *Fp12[E]) Zero(z *Fp12Element[E]) {
	f.f6.Zero(&z.C0)
	f.f6.Zero(&z.C1)
}

// One sets z = 1.
func (f *Fp12[E]) One(z *Fp12Element[E]) {
	f.Zero(z)
	f.f2.One(&z.C0.C0)
}

// Set sets z = x.
func (f *Fp12[E]) Set(z, x *Fp12Element[E]) { *z = *x }

// Add sets z = x + y.
func (f *Fp12[E]) Add(z, x, y *Fp12Element[E]) {
	f.f6.Add(&z.C0, &x.C0, &y.C0)
	f.f6.Add(&z.C1, &x.C1, &y.C1)
}

// Sub sets z = x − y.
func (f *Fp12[E]) Sub(z, x, y *Fp12Element[E]) {
	f.f6.Sub(&z.C0, &x.C0, &y.C0)
	f.f6.Sub(&z.C1, &x.C1, &y.C1)
}

// Neg sets z = −x.
func (f *Fp12[E]) Neg(z, x *Fp12Element[E]) {
	f.f6.Neg(&z.C0, &x.C0)
	f.f6.Neg(&z.C1, &x.C1)
}

// Equal returns 1 if x = y and 0 otherwise.
func (f *Fp12[E]) Equal(x, y *Fp12Element[E]) int {
	return f.f6.Equal(&x.C0, &y.C0) & f.f6.Equal(&x.C1, &y.C1)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (f *Fp12[E]) IsZero(x *Fp12Element[E]) int {
	return f.f6.IsZero(&x.C0) & f.f6.IsZero(&x.C1)
}

// IsOne returns 1 if x = 1 and 0 otherwise.
func (f *Fp12[E]) IsOne(x *Fp12Element[E]) int {
	var one Fp12Element[E]
	f.One(&one)
	return f.Equal(x, &one)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (f *Fp12[E]) Select(z, a, b *Fp12Element[E], cond int) {
	f.f6.Select(&z.C0, &a.C0, &b.C0, cond)
	f.f6.Select(&z.C1, &a.C1, &b.C1, cond)
}

// Mul sets z = x·y by Karatsuba over Fp6, three Fp6 multiplications
// (Devegili et al. 2006, quadratic extensions): with v0 = x0·y0 and
// v1 = x1·y1,
// z = (v0 + v·v1) + ((x0 + x1)(y0 + y1) − v0 − v1)·w.
// z may be x or y: z.C1 holds y0 + y1 once every other read of x and y is
// done, which saves a temporary (each is zeroed on entry).
func (f *Fp12[E]) Mul(z, x, y *Fp12Element[E]) {
	e := f.f6
	var v0, v1, s Fp6Element[E]
	e.Mul(&v0, &x.C0, &y.C0)
	e.Mul(&v1, &x.C1, &y.C1)
	e.Add(&s, &x.C0, &x.C1)
	e.Add(&z.C1, &y.C0, &y.C1)
	e.Mul(&s, &s, &z.C1)
	e.Sub(&s, &s, &v0)
	e.Sub(&z.C1, &s, &v1)
	e.MulByV(&v1, &v1)
	e.Add(&z.C0, &v0, &v1)
}

// Square sets z = x² by complex squaring, two Fp6 multiplications
// (Devegili et al. 2006, quadratic extensions): with m = x0·x1,
// z = ((x0 + x1)(x0 + v·x1) − m − v·m) + 2m·w.
// z may be x: z.C1 serves as scratch once x1 has been read.
func (f *Fp12[E]) Square(z, x *Fp12Element[E]) {
	e := f.f6
	var m, s Fp6Element[E]
	e.Mul(&m, &x.C0, &x.C1)
	e.Add(&s, &x.C0, &x.C1)
	e.MulByV(&z.C1, &x.C1)
	e.Add(&z.C1, &z.C1, &x.C0)
	e.Mul(&s, &s, &z.C1)
	e.Sub(&s, &s, &m)
	e.MulByV(&z.C1, &m)
	e.Sub(&z.C0, &s, &z.C1)
	e.Double(&z.C1, &m)
}

// Inverse sets z = 1/x, and z = 0 when x = 0:
// 1/x = (x0 − x1·w)/(x0² − v·x1²), one Fp6 inversion.
func (f *Fp12[E]) Inverse(z, x *Fp12Element[E]) {
	e := f.f6
	var t0, t1 Fp6Element[E]
	e.Square(&t0, &x.C0)
	e.Square(&t1, &x.C1)
	e.MulByV(&t1, &t1)
	e.Sub(&t0, &t0, &t1)
	e.Inverse(&t0, &t0)
	e.Mul(&z.C0, &x.C0, &t0)
	e.Mul(&t1, &x.C1, &t0)
	e.Neg(&z.C1, &t1)
}

// Conjugate sets z = x0 − x1·w = x^(p⁶). On the cyclotomic subgroup, where
// every pairing value lies after the easy part of the final exponentiation,
// this is the inverse.
func (f *Fp12[E]) Conjugate(z, x *Fp12Element[E]) {
	z.C0 = x.C0
	f.f6.Neg(&z.C1, &x.C1)
}

// frobenius sets z = x^(p^k) for k = 1, 2, 3: with x = Σ gᵢ·wⁱ over Fp2,
// (gᵢ·wⁱ)^(p^k) = gᵢ^(p^k)·wⁱ·ξ^(i·(p^k − 1)/6), since w⁶ = ξ and 6 divides
// p^k − 1.
func (f *Fp12[E]) frobenius(z, x *Fp12Element[E], k int) {
	e := f.f6
	e.frobenius2(&z.C0.C0, &x.C0.C0, k)
	e.frobenius2(&z.C1.C0, &x.C1.C0, k)
	e.frobenius2(&z.C0.C1, &x.C0.C1, k)
	e.frobenius2(&z.C1.C1, &x.C1.C1, k)
	e.frobenius2(&z.C0.C2, &x.C0.C2, k)
	e.frobenius2(&z.C1.C2, &x.C1.C2, k)
	e.mulGamma(&z.C1.C0, &z.C1.C0, k, 1)
	e.mulGamma(&z.C0.C1, &z.C0.C1, k, 2)
	e.mulGamma(&z.C1.C1, &z.C1.C1, k, 3)
	e.mulGamma(&z.C0.C2, &z.C0.C2, k, 4)
	e.mulGamma(&z.C1.C2, &z.C1.C2, k, 5)
}

// Frobenius sets z = x^p.
func (f *Fp12[E]) Frobenius(z, x *Fp12Element[E]) { f.frobenius(z, x, 1) }

// FrobeniusSquare sets z = x^(p²). Its factors lie in Fp.
func (f *Fp12[E]) FrobeniusSquare(z, x *Fp12Element[E]) { f.frobenius(z, x, 2) }

// FrobeniusCube sets z = x^(p³).
func (f *Fp12[E]) FrobeniusCube(z, x *Fp12Element[E]) { f.frobenius(z, x, 3) }
