package pairing

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/field/tower"
)

// GT is an element of the pairing group GT, the subgroup of order r of
// Fp12*: a value of the pairing, or a product or power of such values. It
// carries its engine. Use Engine.NewGT or a result of Pair to get one; the
// zero value is not usable. GT values must not be compared with ==: use
// Equal. Methods set their receiver, return it, and allow any aliasing.
type GT[E any] struct {
	e *Engine[E]
	v tower.Fp12Element[E]
	_ [0]func() // not comparable
}

// NewGT returns the identity element 1 of GT.
func (e *Engine[E]) NewGT() *GT[E] {
	z := &GT[E]{e: e}
	e.f12.One(&z.v)
	return z
}

// engine returns the engine of z, or of x when z has none yet.
func (z *GT[E]) engine(x *GT[E]) *Engine[E] {
	if z.e == nil {
		z.e = x.e
	}
	return z.e
}

// Set sets z = x and returns z.
func (z *GT[E]) Set(x *GT[E]) *GT[E] {
	z.e, z.v = x.e, x.v
	return z
}

// SetOne sets z = 1 and returns z.
func (z *GT[E]) SetOne() *GT[E] {
	z.e.f12.One(&z.v)
	return z
}

// Mul sets z = x·y and returns z.
func (z *GT[E]) Mul(x, y *GT[E]) *GT[E] {
	z.engine(x).f12.Mul(&z.v, &x.v, &y.v)
	return z
}

// Inverse sets z = 1/x and returns z: the conjugate, since GT lies in the
// cyclotomic subgroup.
func (z *GT[E]) Inverse(x *GT[E]) *GT[E] {
	z.engine(x).f12.Conjugate(&z.v, &x.v)
	return z
}

// Square sets z = x² and returns z, by cyclotomic squaring.
func (z *GT[E]) Square(x *GT[E]) *GT[E] {
	z.engine(x).f12.CyclotomicSquare(&z.v, &x.v)
	return z
}

// Exp sets z = x^k for the big-endian scalar k and returns z, in time that
// depends on len(k) only (a fixed-window exponentiation scanning its whole
// table): for secret exponents. k need not be reduced modulo r.
func (z *GT[E]) Exp(x *GT[E], k []byte) *GT[E] {
	z.engine(x).f12.CyclotomicExp(&z.v, &x.v, k)
	return z
}

// ExpVarTime sets z = x^k for a signed k and returns z (for k < 0, the
// inverse of x^|k|). Execution time depends on k.
func (z *GT[E]) ExpVarTime(x *GT[E], k *big.Int) *GT[E] {
	e := z.engine(x)
	e.f12.CyclotomicExpVarTime(&z.v, &x.v, new(big.Int).Abs(k).Bytes())
	if k.Sign() < 0 {
		e.f12.Conjugate(&z.v, &z.v)
	}
	return z
}

// Equal returns 1 if z = x and 0 otherwise, in constant time.
func (z *GT[E]) Equal(x *GT[E]) int { return z.engine(x).f12.Equal(&z.v, &x.v) }

// IsOne returns 1 if z = 1 and 0 otherwise, in constant time.
func (z *GT[E]) IsOne() int { return z.e.f12.IsOne(&z.v) }

// Bytes returns the encoding of z: the tower's Fp12 encoding, twelve
// base-field encodings with the highest tower coefficient first for a C1First
// tower (576 bytes for BLS12-381, 384 for BN254; the GT encoding of
// gnark-crypto, kilic/bls12-381 and circl).
func (z *GT[E]) Bytes() []byte {
	b := make([]byte, z.e.f12.ByteLen())
	z.e.f12.PutBytes(b, &z.v)
	return b
}

// SetBytes sets z to the element of GT encoded by b and returns z. It
// rejects encodings of the wrong length, non-canonical coefficients, and
// elements outside GT (x = 0 or x^r ≠ 1, checked with a variable-time
// exponentiation by the public r). z must come from NewGT (or
// Set); on error it is unchanged.
func (z *GT[E]) SetBytes(b []byte) (*GT[E], error) {
	e := z.e
	var v, t, u tower.Fp12Element[E]
	if err := e.f12.SetBytes(&v, b); err != nil {
		return nil, errors.New("pairing: invalid GT encoding: " + err.Error())
	}
	// Plain squarings: CyclotomicSquare would assume what is being checked.
	e.f12.ExpVarTime(&t, &v, e.r.Bytes())
	e.f12.One(&u)
	if e.f12.Equal(&t, &u) != 1 || e.f12.IsZero(&v) == 1 {
		return nil, errors.New("pairing: GT encoding is not an element of order dividing r")
	}
	z.v = v
	return z, nil
}

// Value returns z as an Fp12 element of the engine's tower.
func (z *GT[E]) Value() tower.Fp12Element[E] { return z.v }
