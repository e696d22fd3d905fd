package tower

import (
	"math/big"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// maxBaseBytes bounds the encoding length of a base field, so that
// LexicographicallyLargest can decode a coefficient into a stack buffer:
// field.Prime goes up to 576 bits, 72 bytes.
const maxBaseBytes = 72

// littleEndian is field.LittleEndian, spelled short.
const littleEndian = field.LittleEndian

// The encoding of c0 + c1·u is the base field's encodings of c0 and c1, one
// after the other in the Fp2's CoefficientOrder, 2·ByteLen(Fp) bytes. Only
// canonical encodings (both coefficients below p) are accepted.

// SetBytes sets z to the element encoded by b, which must be ByteLen bytes:
// two canonical base-field encodings in the field's coefficient order. On
// error z is left unchanged.
func (f *Fp2[E]) SetBytes(z *Fp2Element[E], b []byte) error {
	if len(b) != 2*f.n {
		return field.LengthError(len(b), 2*f.n)
	}
	var t Fp2Element[E]
	lo, hi := &t.C0, &t.C1
	if f.order == C1First {
		lo, hi = hi, lo
	}
	err0 := f.b.SetBytes(lo, b[:f.n])
	err1 := f.b.SetBytes(hi, b[f.n:])
	if err0 != nil {
		return err0
	}
	if err1 != nil {
		return err1
	}
	*z = t
	return nil
}

// PutBytes writes the canonical encoding of x into b. It panics if
// len(b) != ByteLen().
func (f *Fp2[E]) PutBytes(b []byte, x *Fp2Element[E]) {
	if len(b) != 2*f.n {
		panic("tower: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want " + strconv.Itoa(2*f.n))
	}
	lo, hi := &x.C0, &x.C1
	if f.order == C1First {
		lo, hi = hi, lo
	}
	f.b.PutBytes(b[:f.n], lo)
	f.b.PutBytes(b[f.n:], hi)
}

// SetWideBytes sets z = c0 + c1·u with c0 the first half of b and c1 the
// second, each read in the base field's byte order and reduced modulo p by
// its SetWideBytes. An integer has no meaning in Fp2, so the contract's
// "integer reduced modulo p" becomes "each coefficient reduced modulo p", in
// the order of RFC 9380 hash_to_field for m = 2 (§5.2: e_0 from the first
// L bytes, e_1 from the next) whatever the encoding's CoefficientOrder: given
// the 2·L uniform bytes of one element (and a big-endian base), SetWideBytes
// is hash_to_field's reduction. len(b) must be even and at most
// 2·ByteLen(); otherwise z is left unchanged and an error is returned.
func (f *Fp2[E]) SetWideBytes(z *Fp2Element[E], b []byte) error {
	if len(b) > 4*f.n {
		return field.WideLengthError(len(b), 4*f.n)
	}
	if len(b)%2 != 0 {
		return field.LengthError(len(b), len(b)+1)
	}
	h := len(b) / 2
	var t Fp2Element[E]
	if err := f.b.SetWideBytes(&t.C0, b[:h]); err != nil {
		return err
	}
	if err := f.b.SetWideBytes(&t.C1, b[h:]); err != nil {
		return err
	}
	*z = t
	return nil
}

// ByteLen returns the length of an encoded element, twice the base field's.
func (f *Fp2[E]) ByteLen() int { return 2 * f.n }

// BitLen returns the bit length of the characteristic p, the size of each
// coefficient (the field has p² elements, of 2·BitLen bits).
func (f *Fp2[E]) BitLen() int { return f.p.BitLen() }

// Degree returns 2, the degree of the extension: the field has p² elements.
// Engines that count the points of a curve over the field (the Hasse bound)
// or test a polynomial for roots read it.
func (f *Fp2[E]) Degree() int { return 2 }

// ByteOrder returns the byte order of each coefficient's encoding, the base
// field's.
func (f *Fp2[E]) ByteOrder() field.ByteOrder { return f.b.f.ByteOrder() }

// Modulus returns a new big.Int holding the characteristic p (not the order
// p² of the field): the modulus of the coefficients, which is what a caller
// reducing curve constants or checking the characteristic needs.
func (f *Fp2[E]) Modulus() *big.Int { return new(big.Int).Set(f.p) }
