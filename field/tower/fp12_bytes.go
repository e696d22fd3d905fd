package tower

import (
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Encodings of Fp6 and Fp12 elements follow the Fp2's CoefficientOrder at
// every floor: with C1First the highest coefficient comes first
// (Fp6: c2 ‖ c1 ‖ c0, Fp12: c1 ‖ c0, so that the whole string runs from the
// coefficient of u·w⁵·… down to the constant term, which is gnark-crypto's
// GT encoding for a big-endian base field); with C0First the lowest comes
// first at every floor. Each Fp2 coefficient is encoded by the Fp2.

// ByteLen returns the length of an encoded Fp6 element, 3·ByteLen(Fp2).
func (f *Fp6[E]) ByteLen() int { return 3 * f.f2.ByteLen() }

// coefficients returns x's coefficients in encoding order.
func (f *Fp6[E]) coefficients(x *Fp6Element[E]) [3]*Fp2Element[E] {
	if f.f2.order == C1First {
		return [3]*Fp2Element[E]{&x.C2, &x.C1, &x.C0}
	}
	return [3]*Fp2Element[E]{&x.C0, &x.C1, &x.C2}
}

// PutBytes writes the canonical encoding of x into b. It panics if
// len(b) != ByteLen().
func (f *Fp6[E]) PutBytes(b []byte, x *Fp6Element[E]) {
	n := f.f2.ByteLen()
	if len(b) != 3*n {
		panic("tower: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want " + strconv.Itoa(3*n))
	}
	for i, c := range f.coefficients(x) {
		f.f2.PutBytes(b[i*n:(i+1)*n], c)
	}
}

// SetBytes sets z to the element encoded by b, which must be ByteLen bytes
// of canonical coefficients. On error z is left unchanged.
func (f *Fp6[E]) SetBytes(z *Fp6Element[E], b []byte) error {
	n := f.f2.ByteLen()
	if len(b) != 3*n {
		return field.LengthError(len(b), 3*n)
	}
	var t Fp6Element[E]
	for i, c := range f.coefficients(&t) {
		if err := f.f2.SetBytes(c, b[i*n:(i+1)*n]); err != nil {
			return err
		}
	}
	*z = t
	return nil
}

// ByteLen returns the length of an encoded Fp12 element, 12 base-field
// encodings (576 bytes for BLS12-381, 384 for BN254).
func (f *Fp12[E]) ByteLen() int { return 2 * f.f6.ByteLen() }

// PutBytes writes the canonical encoding of x into b. It panics if
// len(b) != ByteLen().
func (f *Fp12[E]) PutBytes(b []byte, x *Fp12Element[E]) {
	n := f.f6.ByteLen()
	if len(b) != 2*n {
		panic("tower: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want " + strconv.Itoa(2*n))
	}
	lo, hi := &x.C0, &x.C1
	if f.f2.order == C1First {
		lo, hi = hi, lo
	}
	f.f6.PutBytes(b[:n], lo)
	f.f6.PutBytes(b[n:], hi)
}

// SetBytes sets z to the element encoded by b, which must be ByteLen bytes
// of canonical coefficients. On error z is left unchanged. It does not check
// that z lies in any subgroup.
func (f *Fp12[E]) SetBytes(z *Fp12Element[E], b []byte) error {
	n := f.f6.ByteLen()
	if len(b) != 2*n {
		return field.LengthError(len(b), 2*n)
	}
	var t Fp12Element[E]
	lo, hi := &t.C0, &t.C1
	if f.f2.order == C1First {
		lo, hi = hi, lo
	}
	if err := f.f6.SetBytes(lo, b[:n]); err != nil {
		return err
	}
	if err := f.f6.SetBytes(hi, b[n:]); err != nil {
		return err
	}
	*z = t
	return nil
}
