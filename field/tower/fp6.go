package tower

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Fp6Element is an element c0 + c1·v + c2·v² of Fp6 = Fp2[v]/(v³ − ξ). The
// zero value is 0 when the base field's is. It is a plain value, copied by
// value.
type Fp6Element[E any] struct {
	C0, C1, C2 Fp2Element[E]
}

// Fp6 is the cubic extension Fp2[v]/(v³ − ξ) of an Fp2, for a ξ of Fp2 that
// is neither a square nor a cube, over a prime p ≡ 1 mod 6: the middle floor
// of the pairing tower. Unless their name ends in VarTime, its methods run in
// time independent of element values (they may depend on p, β and ξ).
//
// An Fp6 is immutable after NewFp6 and safe for concurrent use. Its zero value
// is not usable.
type Fp6[E any] struct {
	f2 *Fp2[E]
	b  *base[E]
	xi Fp2Element[E] // ξ
	// xiSmall is k ≥ 0 when ξ = k + u with k ≤ maxSmallXi, multiplied by
	// additions; −1 means a full Fp2 multiplication by ξ.
	xiSmall int
	// gamma[k−1][i] = ξ^(i·(p^k − 1)/6), the factor by which the Frobenius
	// map x ↦ x^(p^k) multiplies the coefficient of w^i in Fp12 (w⁶ = ξ),
	// for k = 1, 2, 3; v = w², so Fp6 uses the even i. inBase marks the
	// factors that lie in Fp (all of them for even k: a sixth root of unity
	// of Fp2 that is fixed by x ↦ x^p), multiplied with two base
	// multiplications instead of three.
	gamma  [3][6]Fp2Element[E]
	inBase [3][6]bool
	// q is the base view's whole-Fp6 multiplication (fp6_kernel.go), or
	// nil; s its sums of Fp2 products (fp6_coef.go), or nil.
	q fp6Kernel[E]
	s fp2SumKernel[E]
}

// maxSmallXi bounds the k of ξ = k + u multiplied by additions (BN254's 9,
// BLS12-381's 1): up to 2·log2(k) additions, cheaper than a multiplication.
const maxSmallXi = 64

// NewFp6 returns Fp2[v]/(v³ − ξ) for ξ = xi0 + xi1·u, which must be neither
// a square nor a cube in Fp2 (so that v³ − ξ and, for Fp12, w² − v are
// irreducible); p must be ≡ 1 mod 6, as for every BN and BLS12 curve, so that
// the Frobenius factors are powers of ξ. The Frobenius factors are computed
// here from p and ξ. NewFp6 does not modify its arguments.
func NewFp6[E any](f2 *Fp2[E], xi0, xi1 *big.Int) (*Fp6[E], error) {
	if f2 == nil || xi0 == nil || xi1 == nil {
		return nil, errors.New("tower: nil Fp2 or ξ")
	}
	p := f2.p
	if new(big.Int).Mod(p, big.NewInt(6)).Int64() != 1 {
		return nil, errors.New("tower: p is not 1 mod 6: the Frobenius of Fp6 and Fp12 is not a power of ξ")
	}
	f := &Fp6[E]{f2: f2, b: &f2.b, xiSmall: -1}
	c0, c1 := new(big.Int).Mod(xi0, p), new(big.Int).Mod(xi1, p)
	if err := setBig2(f2, &f.xi, c0, c1); err != nil {
		return nil, err
	}
	if c1.Cmp(big.NewInt(1)) == 0 && c0.Cmp(big.NewInt(maxSmallXi)) <= 0 {
		f.xiSmall = int(c0.Int64())
	}
	// ξ is a square of Fp2 iff ξ^((p²−1)/2) = 1, a cube iff ξ^((p²−1)/3) = 1
	// (the multiplicative group of Fp2 is cyclic of order p² − 1, which 6
	// divides).
	q1 := new(big.Int).Mul(p, p)
	q1.Sub(q1, big.NewInt(1))
	var one, t Fp2Element[E]
	f2.One(&one)
	for _, d := range []int64{2, 3} {
		f2.expVarTime(&t, &f.xi, new(big.Int).Div(q1, big.NewInt(d)))
		if f2.Equal(&t, &one) == 1 {
			return nil, errors.New("tower: ξ = " + c0.String() + " + " + c1.String() + "·u is a square or a cube in Fp2")
		}
	}
	f.q = fp6KernelOf(f)
	f.s = fp2SumKernelOf(f)
	pk := big.NewInt(1)
	for k := range 3 {
		pk.Mul(pk, p)
		e := new(big.Int).Sub(pk, big.NewInt(1))
		e.Div(e, big.NewInt(6)) // (p^k − 1)/6
		var g Fp2Element[E]
		f2.expVarTime(&g, &f.xi, e)
		f.gamma[k][0] = one
		for i := 1; i < 6; i++ {
			f2.Mul(&f.gamma[k][i], &f.gamma[k][i-1], &g)
		}
		for i := range 6 {
			f.inBase[k][i] = f2.b.IsZero(&f.gamma[k][i].C1) == 1
		}
	}
	return f, nil
}

// setBig2 sets z = c0 + c1·u for integers in [0, p).
func setBig2[E any](f2 *Fp2[E], z *Fp2Element[E], c0, c1 *big.Int) error {
	if err := field.SetBig(f2.b.f, &z.C0, c0); err != nil {
		return err
	}
	return field.SetBig(f2.b.f, &z.C1, c1)
}

// expVarTime sets z = x^e for e ≥ 0 by square-and-multiply. It is for setup:
// execution time depends on e.
func (f *Fp2[E]) expVarTime(z, x *Fp2Element[E], e *big.Int) {
	var acc Fp2Element[E]
	f.One(&acc)
	for i := e.BitLen() - 1; i >= 0; i-- {
		f.Square(&acc, &acc)
		if e.Bit(i) == 1 {
			f.Mul(&acc, &acc, x)
		}
	}
	*z = acc
}

// Fp2 returns the quadratic floor of the tower.
func (f *Fp6[E]) Fp2() *Fp2[E] { return f.f2 }

// Zero sets z = 0.
func (f *Fp6[E]) Zero(z *Fp6Element[E]) {
	f.f2.Zero(&z.C0)
	f.f2.Zero(&z.C1)
	f.f2.Zero(&z.C2)
}

// One sets z = 1.
func (f *Fp6[E]) One(z *Fp6Element[E]) {
	f.Zero(z)
	f.f2.One(&z.C0)
}

// Set sets z = x.
func (f *Fp6[E]) Set(z, x *Fp6Element[E]) { *z = *x }

// Add sets z = x + y.
func (f *Fp6[E]) Add(z, x, y *Fp6Element[E]) {
	f.f2.Add(&z.C0, &x.C0, &y.C0)
	f.f2.Add(&z.C1, &x.C1, &y.C1)
	f.f2.Add(&z.C2, &x.C2, &y.C2)
}

// Sub sets z = x − y.
func (f *Fp6[E]) Sub(z, x, y *Fp6Element[E]) {
	f.f2.Sub(&z.C0, &x.C0, &y.C0)
	f.f2.Sub(&z.C1, &x.C1, &y.C1)
	f.f2.Sub(&z.C2, &x.C2, &y.C2)
}

// Neg sets z = −x.
func (f *Fp6[E]) Neg(z, x *Fp6Element[E]) {
	f.f2.Neg(&z.C0, &x.C0)
	f.f2.Neg(&z.C1, &x.C1)
	f.f2.Neg(&z.C2, &x.C2)
}

// MulByXi sets z = ξ·x for x in Fp2. For ξ = k + u with a small k it costs
// additions only: k·x by doubling and adding on the bits of k (a public
// parameter), then z = (k·x0 + β·x1) + (k·x1 + x0)·u, the β·x1 being a
// subtraction when β = −1.
func (f *Fp6[E]) MulByXi(z, x *Fp2Element[E]) {
	if f.xiSmall < 0 {
		f.f2.Mul(z, x, &f.xi)
		return
	}
	if f.f2.qMul { // β = −1 and the base field's kernel: one call
		z, x := noescape(z), noescape(x) // see fp2_kernel.go
		f.f2.q.Fp2MulSmallPlusU(&z.C0, &z.C1, &x.C0, &x.C1, uint(f.xiSmall))
		return
	}
	var kx Fp2Element[E]
	f.f2.Zero(&kx)
	if k := f.xiSmall; k > 0 {
		kx = *x
		for bit := bitLen(k) - 2; bit >= 0; bit-- {
			f.f2.Double(&kx, &kx)
			if k>>bit&1 == 1 {
				f.f2.Add(&kx, &kx, x)
			}
		}
	}
	var t E
	b := f.b
	if f.f2.minusOne {
		b.Sub(&t, &kx.C0, &x.C1)
	} else {
		f.f2.mulBeta(&t, &x.C1)
		b.Add(&t, &t, &kx.C0)
	}
	b.Add(&z.C1, &kx.C1, &x.C0)
	z.C0 = t
}

// bitLen returns the bit length of k > 0.
func bitLen(k int) int {
	n := 0
	for ; k > 0; k >>= 1 {
		n++
	}
	return n
}

// MulByV sets z = v·x = ξ·x2 + x0·v + x1·v².
func (f *Fp6[E]) MulByV(z, x *Fp6Element[E]) {
	var t Fp2Element[E]
	f.MulByXi(&t, &x.C2)
	z.C2 = x.C1
	z.C1 = x.C0
	z.C0 = t
}

// Mul sets z = x·y by Karatsuba over Fp2, six Fp2 multiplications
// (Devegili, Ó hÉigeartaigh, Scott and Dahab, "Multiplication and squaring
// on pairing-friendly fields", 2006, cubic extensions):
//
//	v0 = x0·y0, v1 = x1·y1, v2 = x2·y2
//	z0 = v0 + ξ·((x1 + x2)(y1 + y2) − v1 − v2)
//	z1 = (x0 + x1)(y0 + y1) − v0 − v1 + ξ·v2
//	z2 = (x0 + x2)(y0 + y2) − v0 + v1 − v2
//
// Where the base field offers it (fp6_kernel.go) the formula runs as one
// generated function with lazy reduction: the products and their
// combinations at double width, each coefficient reduced once. Where it
// offers sums of Fp2 products instead (fp6_coef.go), each coefficient is
// one such sum.
func (f *Fp6[E]) Mul(z, x, y *Fp6Element[E]) {
	if f.q != nil { // see fp2_kernel.go for noescape
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.q.Fp6Mul(&z.C0.C0, &z.C0.C1, &z.C1.C0, &z.C1.C1, &z.C2.C0, &z.C2.C1,
			&x.C0.C0, &x.C0.C1, &x.C1.C0, &x.C1.C1, &x.C2.C0, &x.C2.C1,
			&y.C0.C0, &y.C0.C1, &y.C1.C0, &y.C1.C1, &y.C2.C0, &y.C2.C1, uint(f.xiSmall))
		return
	}
	if f.s != nil {
		f.mulCoef(z, x, y)
		return
	}
	e := f.f2
	var v0, v1, v2, s, t, z0, z1 Fp2Element[E]
	e.Mul(&v0, &x.C0, &y.C0)
	e.Mul(&v1, &x.C1, &y.C1)
	e.Mul(&v2, &x.C2, &y.C2)
	e.Add(&s, &x.C1, &x.C2)
	e.Add(&t, &y.C1, &y.C2)
	e.Mul(&z0, &s, &t)
	e.Sub(&z0, &z0, &v1)
	e.Sub(&z0, &z0, &v2)
	f.MulByXi(&z0, &z0)
	e.Add(&z0, &z0, &v0)
	e.Add(&s, &x.C0, &x.C1)
	e.Add(&t, &y.C0, &y.C1)
	e.Mul(&z1, &s, &t)
	e.Sub(&z1, &z1, &v0)
	e.Sub(&z1, &z1, &v1)
	f.MulByXi(&t, &v2)
	e.Add(&z1, &z1, &t)
	e.Add(&s, &x.C0, &x.C2)
	e.Add(&t, &y.C0, &y.C2)
	e.Mul(&s, &s, &t)
	e.Sub(&s, &s, &v0)
	e.Add(&s, &s, &v1)
	e.Sub(&z.C2, &s, &v2)
	z.C0, z.C1 = z0, z1
}

// Square sets z = x² by the CH-SQR2 formulas of Chung and Hasan (as given by
// Devegili et al. 2006, cubic extensions), two Fp2 multiplications and three
// squarings:
//
//	s0 = x0², s1 = 2·x0·x1, s2 = (x0 − x1 + x2)², s3 = 2·x1·x2, s4 = x2²
//	z0 = s0 + ξ·s3, z1 = s1 + ξ·s4, z2 = s1 + s2 + s3 − s0 − s4
func (f *Fp6[E]) Square(z, x *Fp6Element[E]) {
	e := f.f2
	var s0, s1, s2, s3, s4, t Fp2Element[E]
	e.Square(&s0, &x.C0)
	e.Mul(&s1, &x.C0, &x.C1)
	e.Double(&s1, &s1)
	e.Sub(&s2, &x.C0, &x.C1)
	e.Add(&s2, &s2, &x.C2)
	e.Square(&s2, &s2)
	e.Mul(&s3, &x.C1, &x.C2)
	e.Double(&s3, &s3)
	e.Square(&s4, &x.C2)
	e.Add(&z.C2, &s1, &s2)
	e.Add(&z.C2, &z.C2, &s3)
	e.Sub(&z.C2, &z.C2, &s0)
	e.Sub(&z.C2, &z.C2, &s4)
	f.MulByXi(&t, &s3)
	e.Add(&z.C0, &s0, &t)
	f.MulByXi(&t, &s4)
	e.Add(&z.C1, &s1, &t)
}

// Inverse sets z = 1/x, and z = 0 when x = 0. With
//
//	A = x0² − ξ·x1·x2, B = ξ·x2² − x0·x1, C = x1² − x0·x2,
//	F = x0·A + ξ·(x2·B + x1·C),
//
// 1/x = (A + B·v + C·v²)/F, F in Fp2 (the adjugate of x's multiplication
// matrix over its determinant, as in Scott, "Implementing cryptographic
// pairings", 2007): one Fp2 inversion and nine multiplications.
func (f *Fp6[E]) Inverse(z, x *Fp6Element[E]) {
	e := f.f2
	var a, b, c, t, fn Fp2Element[E]
	e.Square(&a, &x.C0)
	e.Mul(&t, &x.C1, &x.C2)
	f.MulByXi(&t, &t)
	e.Sub(&a, &a, &t)
	e.Square(&b, &x.C2)
	f.MulByXi(&b, &b)
	e.Mul(&t, &x.C0, &x.C1)
	e.Sub(&b, &b, &t)
	e.Square(&c, &x.C1)
	e.Mul(&t, &x.C0, &x.C2)
	e.Sub(&c, &c, &t)
	e.Mul(&fn, &x.C2, &b)
	e.Mul(&t, &x.C1, &c)
	e.Add(&fn, &fn, &t)
	f.MulByXi(&fn, &fn)
	e.Mul(&t, &x.C0, &a)
	e.Add(&fn, &fn, &t)
	e.Inverse(&fn, &fn)
	e.Mul(&z.C0, &a, &fn)
	e.Mul(&z.C1, &b, &fn)
	e.Mul(&z.C2, &c, &fn)
}
