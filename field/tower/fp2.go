package tower

import (
	"errors"
	"math/big"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Fp2Element is an element c0 + c1·u of a quadratic extension Fp2 =
// Fp[u]/(u² − β), with coefficients in the base field's representation. The
// zero value is 0 when the base field's is (true of every field of curvekit;
// Zero sets 0 in any case). It is a plain value, copied by value; C0 and C1 are
// exported so that curves and pairings can move coordinates between Fp and
// Fp2, and hold base-field elements of the Fp2 that made the value.
type Fp2Element[E any] struct {
	C0, C1 E
}

// CoefficientOrder says in which order an Fp2 encoding puts its two
// coefficients. Each coefficient is encoded as the base field encodes it.
type CoefficientOrder int

const (
	// C1First encodes c0 + c1·u as c1 ‖ c0: the ZCash BLS12-381 point
	// encodings, EIP-197's BN254 G2 points and gnark-crypto's Bytes. With a
	// big-endian base field it reads as one big-endian number in base p.
	C1First CoefficientOrder = iota
	// C0First encodes c0 + c1·u as c0 ‖ c1: EIP-2537's BLS12-381 encodings
	// and the order in which RFC 9380 hash_to_field produces coefficients.
	C0First
)

// String returns "c1 first" or "c0 first".
func (o CoefficientOrder) String() string {
	if o == C0First {
		return "c0 first"
	}
	return "c1 first"
}

// Fp2 is the quadratic extension Fp[u]/(u² − β) of a base field Fp given as a
// field.Field[E], for an odd prime p and a non-square β of Fp. *Fp2
// implements field.Field[Fp2Element[E]], so every engine written against the
// field contract runs over it.
//
// Every method runs in time independent of element values when the base
// field's methods do (all of curvekit's do); it may depend on p and β. β = −1
// (the choice of BLS12-381 and BN254, possible when p ≡ 3 mod 4) is detected
// at construction and multiplies by β with a negation; any other β costs one
// base multiplication.
//
// An Fp2 is immutable after NewFp2 and safe for concurrent use. Its zero value
// is not usable. The base field must not keep the pointers it is given past
// the end of a call (see base).
type Fp2[E any] struct {
	b        base[E]
	p        *big.Int // the characteristic
	betaBig  *big.Int // β in [0, p)
	beta     E        // β
	betaInv  E        // 1/β, for square roots
	half     E        // 1/2, for square roots
	minusOne bool     // β = −1: multiplying by β is a negation
	n        int      // base ByteLen
	order    CoefficientOrder
	halfP    []byte // (p − 1)/2 big-endian in n bytes, for LexicographicallyLargest
	// For p ≡ 3 mod 4 (see fp2_sqrt.go): the bits of (p + 1)/4, most
	// significant first, and √(−1/β) in Fp; sqrtBits is nil for other p.
	sqrtBits []byte
	sqrtC    E
	// q is the base field's whole-Fp2 kernel (see quadKernel), or nil;
	// qMul says its products apply (q is set and β = −1).
	q    quadKernel[E]
	qMul bool
}

var _ field.Field[Fp2Element[field.PrimeElement]] = (*Fp2[field.PrimeElement])(nil)

// NewFp2 returns the extension of f by u with u² = β, encoded in the given
// coefficient order. β is reduced modulo p and must not be a square modulo p
// (which makes u² − β irreducible); f must be a field of odd prime order
// whose methods keep none of the pointers they are given after they return
// (every field.Field of curvekit). NewFp2 does not modify beta.
func NewFp2[E any](f field.Field[E], beta *big.Int, order CoefficientOrder) (*Fp2[E], error) {
	if f == nil || beta == nil {
		return nil, errors.New("tower: nil base field or β")
	}
	if order != C1First && order != C0First {
		return nil, errors.New("tower: unknown coefficient order " + strconv.Itoa(int(order)))
	}
	p := f.Modulus()
	if n := f.ByteLen(); n > maxBaseBytes || n < (p.BitLen()+7)/8 {
		return nil, errors.New("tower: base field encodings of " + strconv.Itoa(n) + " bytes: want ⌈bits/8⌉ to " + strconv.Itoa(maxBaseBytes))
	}
	if p.Bit(0) == 0 || p.Cmp(big.NewInt(3)) <= 0 {
		return nil, errors.New("tower: base field modulus " + p.String() + " is not an odd prime above 3")
	}
	bb := new(big.Int).Mod(beta, p)
	if big.Jacobi(bb, p) != -1 {
		return nil, errors.New("tower: β = " + beta.String() + " is a square modulo p: u² − β is reducible")
	}
	e := &Fp2[E]{b: newBase(f), p: p, betaBig: bb, n: f.ByteLen(), order: order}
	e.minusOne = new(big.Int).Add(bb, big.NewInt(1)).Cmp(p) == 0
	e.q = e.b.quad()
	e.qMul = e.q != nil && e.minusOne
	inv := new(big.Int).ModInverse(bb, p)
	two := new(big.Int).ModInverse(big.NewInt(2), p)
	for _, c := range []struct {
		z *E
		v *big.Int
	}{{&e.beta, bb}, {&e.betaInv, inv}, {&e.half, two}} {
		if err := field.SetBig(f, c.z, c.v); err != nil {
			return nil, errors.New("tower: base field rejects a constant: " + err.Error())
		}
	}
	e.halfP = new(big.Int).Rsh(p, 1).FillBytes(make([]byte, e.n))
	if p.Bit(1) == 1 { // p ≡ 3 mod 4
		k := new(big.Int).Add(p, big.NewInt(1))
		k.Rsh(k, 2)
		for i := k.BitLen() - 1; i >= 0; i-- {
			e.sqrtBits = append(e.sqrtBits, byte(k.Bit(i)))
		}
		// −1 and β are both non-squares, so −1/β is a square.
		c := new(big.Int).ModSqrt(new(big.Int).Mod(new(big.Int).Neg(inv), p), p)
		if c == nil {
			return nil, errors.New("tower: internal error: −1/β is not a square")
		}
		if err := field.SetBig(f, &e.sqrtC, c); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// Base returns the base field.
func (f *Fp2[E]) Base() field.Field[E] { return f.b.f }

// Beta returns a new big.Int holding β, in [0, p).
func (f *Fp2[E]) Beta() *big.Int { return new(big.Int).Set(f.betaBig) }

// CoefficientOrder returns the order of the coefficients in encodings.
func (f *Fp2[E]) CoefficientOrder() CoefficientOrder { return f.order }

// Zero sets z = 0.
func (f *Fp2[E]) Zero(z *Fp2Element[E]) {
	f.b.Zero(&z.C0)
	f.b.Zero(&z.C1)
}

// One sets z = 1.
func (f *Fp2[E]) One(z *Fp2Element[E]) {
	f.b.One(&z.C0)
	f.b.Zero(&z.C1)
}

// Set sets z = x.
func (f *Fp2[E]) Set(z, x *Fp2Element[E]) { *z = *x }

// SetUint64 sets z = v mod p, an element of the base field.
func (f *Fp2[E]) SetUint64(z *Fp2Element[E], v uint64) {
	f.b.k.SetUint64(noescape(&z.C0), v)
	f.b.Zero(&z.C1)
}

// Add sets z = x + y.
func (f *Fp2[E]) Add(z, x, y *Fp2Element[E]) {
	if f.q != nil {
		z, x, y := noescape(z), noescape(x), noescape(y) // see fp2_kernel.go
		f.q.Fp2Add(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1)
		return
	}
	f.b.Add(&z.C0, &x.C0, &y.C0)
	f.b.Add(&z.C1, &x.C1, &y.C1)
}

// Sub sets z = x − y.
func (f *Fp2[E]) Sub(z, x, y *Fp2Element[E]) {
	if f.q != nil {
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.q.Fp2Sub(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1)
		return
	}
	f.b.Sub(&z.C0, &x.C0, &y.C0)
	f.b.Sub(&z.C1, &x.C1, &y.C1)
}

// Double sets z = 2·x.
func (f *Fp2[E]) Double(z, x *Fp2Element[E]) { f.Add(z, x, x) }

// Neg sets z = −x.
func (f *Fp2[E]) Neg(z, x *Fp2Element[E]) {
	f.b.Neg(&z.C0, &x.C0)
	f.b.Neg(&z.C1, &x.C1)
}

// mulBeta sets z = β·x in the base field.
func (f *Fp2[E]) mulBeta(z, x *E) {
	if f.minusOne { // a public parameter
		f.b.Neg(z, x)
		return
	}
	f.b.Mul(z, x, &f.beta)
}

// Mul sets z = x · y, by Karatsuba: with v0 = x0·y0 and v1 = x1·y1,
// z = (v0 + β·v1) + ((x0 + x1)(y0 + y1) − v0 − v1)·u; three base
// multiplications instead of four (Devegili et al. 2006, quadratic
// extensions).
func (f *Fp2[E]) Mul(z, x, y *Fp2Element[E]) {
	if f.qMul {
		z, x, y := noescape(z), noescape(x), noescape(y)
		f.q.Fp2MulMinusOne(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1)
		return
	}
	var v0, v1, s, t E
	f.b.Mul(&v0, &x.C0, &y.C0)
	f.b.Mul(&v1, &x.C1, &y.C1)
	f.b.Add(&s, &x.C0, &x.C1)
	f.b.Add(&t, &y.C0, &y.C1)
	f.b.Mul(&s, &s, &t)
	f.b.Sub(&s, &s, &v0)
	f.b.Sub(&z.C1, &s, &v1) // every read of x and y is done
	if f.minusOne {
		f.b.Sub(&z.C0, &v0, &v1) // v0 + β·v1 with β = −1
		return
	}
	f.mulBeta(&v1, &v1)
	f.b.Add(&z.C0, &v0, &v1)
}

// Square sets z = x², by complex squaring (Devegili et al. 2006): with
// v = x0·x1, z = ((x0 + x1)(x0 + β·x1) − v − β·v) + 2v·u, two base
// multiplications; for β = −1 this is (x0 + x1)(x0 − x1) + 2·x0·x1·u.
func (f *Fp2[E]) Square(z, x *Fp2Element[E]) {
	if f.qMul {
		z, x := noescape(z), noescape(x)
		f.q.Fp2SquareMinusOne(&z.C0, &z.C1, &x.C0, &x.C1)
		return
	}
	var v, s, t E
	f.b.Mul(&v, &x.C0, &x.C1)
	f.b.Add(&s, &x.C0, &x.C1)
	if f.minusOne {
		f.b.Sub(&t, &x.C0, &x.C1)
		f.b.Mul(&z.C0, &s, &t)
		f.b.Add(&z.C1, &v, &v)
		return
	}
	f.mulBeta(&t, &x.C1)
	f.b.Add(&t, &t, &x.C0)
	f.b.Mul(&s, &s, &t)
	f.b.Sub(&s, &s, &v)
	f.mulBeta(&t, &v)
	f.b.Sub(&z.C0, &s, &t)
	f.b.Add(&z.C1, &v, &v)
}

// Norm sets z = N(x) = x·x̄ = x0² − β·x1², the norm of x down to Fp.
func (f *Fp2[E]) Norm(z *E, x *Fp2Element[E]) {
	var t0, t1 E
	f.b.Square(&t0, &x.C0)
	f.b.Square(&t1, &x.C1)
	f.mulBeta(&t1, &t1)
	f.b.Sub(z, &t0, &t1)
}

// Inverse sets z = 1/x, and z = 0 when x = 0, through the norm:
// 1/x = x̄ / N(x), one base inversion and four multiplications.
func (f *Fp2[E]) Inverse(z, x *Fp2Element[E]) {
	var n E
	f.Norm(&n, x)
	f.b.Inverse(&n, &n) // 0 when x = 0, since N(x) = 0 only then
	f.b.Mul(&z.C0, &x.C0, &n)
	f.b.Mul(&n, &x.C1, &n)
	f.b.Neg(&z.C1, &n)
}

// Conjugate sets z = x̄ = x0 − x1·u.
func (f *Fp2[E]) Conjugate(z, x *Fp2Element[E]) {
	z.C0 = x.C0
	f.b.Neg(&z.C1, &x.C1)
}

// Frobenius sets z = x^p. Since u^p = u·β^((p−1)/2) = −u for a non-square β,
// this is the conjugate.
func (f *Fp2[E]) Frobenius(z, x *Fp2Element[E]) { f.Conjugate(z, x) }

// MulByBase sets z = c·x for an element c of the base field.
func (f *Fp2[E]) MulByBase(z, x *Fp2Element[E], c *E) {
	f.b.Mul(&z.C0, &x.C0, c)
	f.b.Mul(&z.C1, &x.C1, c)
}

// MulByU sets z = u·x = β·x1 + x0·u.
func (f *Fp2[E]) MulByU(z, x *Fp2Element[E]) {
	var t E
	f.mulBeta(&t, &x.C1)
	z.C1 = x.C0
	z.C0 = t
}

// Equal returns 1 if x = y and 0 otherwise.
func (f *Fp2[E]) Equal(x, y *Fp2Element[E]) int {
	return f.b.Equal(&x.C0, &y.C0) & f.b.Equal(&x.C1, &y.C1)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (f *Fp2[E]) IsZero(x *Fp2Element[E]) int {
	return f.b.IsZero(&x.C0) & f.b.IsZero(&x.C1)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (f *Fp2[E]) Select(z, a, b *Fp2Element[E], cond int) {
	f.b.Select(&z.C0, &a.C0, &b.C0, cond)
	f.b.Select(&z.C1, &a.C1, &b.C1, cond)
}
