package field

import (
	"encoding/binary"
	"math/bits"
	"strconv"
)

// loadLimbs ORs the integer encoded by b, in byte order o, into the
// little-endian limbs dst, which must be long enough. Its running time
// depends on len(b) only.
func loadLimbs(dst []uint64, b []byte, o ByteOrder) {
	n := len(b)
	if n%8 == 0 { // whole limbs (public: the length), eight bytes at a time
		for j := range n / 8 {
			if o == BigEndian {
				dst[j] |= binary.BigEndian.Uint64(b[n-8*j-8:])
			} else {
				dst[j] |= binary.LittleEndian.Uint64(b[8*j:])
			}
		}
		return
	}
	for i, c := range b {
		k := i // weight 2^(8k) of byte i
		if o == BigEndian {
			k = n - 1 - i
		}
		dst[k/8] |= uint64(c) << (8 * (k % 8))
	}
}

// SetBytes sets z to the element encoded by b, which must be exactly ByteLen
// bytes in the field's byte order and hold an integer below p. On error z is
// left unchanged. The comparison with p is constant time.
func (f *Prime) SetBytes(z *PrimeElement, b []byte) error {
	if len(b) != f.byteLen {
		return LengthError(len(b), f.byteLen)
	}
	var x PrimeElement
	loadLimbs(x[:], b, f.order)
	// x < p exactly when x − p borrows; limbs above n are zero in both.
	var borrow uint64
	_, borrow = bits.Sub64(x[0], f.p[0], borrow)
	_, borrow = bits.Sub64(x[1], f.p[1], borrow)
	_, borrow = bits.Sub64(x[2], f.p[2], borrow)
	_, borrow = bits.Sub64(x[3], f.p[3], borrow)
	_, borrow = bits.Sub64(x[4], f.p[4], borrow)
	_, borrow = bits.Sub64(x[5], f.p[5], borrow)
	_, borrow = bits.Sub64(x[6], f.p[6], borrow)
	_, borrow = bits.Sub64(x[7], f.p[7], borrow)
	_, borrow = bits.Sub64(x[8], f.p[8], borrow)
	if borrow == 0 {
		return NotReducedError()
	}
	f.Mul(z, &x, &f.r2) // x·R² ·R⁻¹ = x·R: into the Montgomery domain
	return nil
}

// PutBytes writes the canonical encoding of x, in the field's byte order,
// into b. It panics if len(b) != ByteLen().
func (f *Prime) PutBytes(b []byte, x *PrimeElement) {
	if len(b) != f.byteLen {
		panic("field: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want " + strconv.Itoa(f.byteLen))
	}
	var t PrimeElement
	f.fromMont(&t, x)
	n := len(b)
	if n%8 == 0 { // whole limbs (public: the length), eight bytes at a time
		for j := range n / 8 {
			if f.order == BigEndian {
				binary.BigEndian.PutUint64(b[n-8*j-8:], t[j])
			} else {
				binary.LittleEndian.PutUint64(b[8*j:], t[j])
			}
		}
		return
	}
	for i := range b {
		k := i
		if f.order == BigEndian {
			k = n - 1 - i
		}
		b[i] = byte(t[k/8] >> (8 * (k % 8)))
	}
}

// SetWideBytes sets z to the integer encoded by b in the field's byte order,
// reduced modulo p. b may be up to 2·ByteLen() bytes long; a longer b is an
// error and leaves z unchanged. The reduction is constant time: the input is
// split into two n-limb halves lo and hi, and z = lo·M² ·M⁻¹ + hi·R·M² ·M⁻¹,
// which is (lo + hi·R)·M, the Montgomery form of the input (R = 2^(64n), M
// the factor of the form: R, or 1 for a Crandall modulus).
func (f *Prime) SetWideBytes(z *PrimeElement, b []byte) error {
	if len(b) > 2*f.byteLen {
		return WideLengthError(len(b), 2*f.byteLen)
	}
	var w [2 * len(PrimeElement{})]uint64
	loadLimbs(w[:], b, f.order)
	var lo, hi PrimeElement
	copy(lo[:f.n], w[:f.n])
	copy(hi[:f.n], w[f.n:2*f.n])
	f.Mul(&lo, &lo, &f.r2) // lo < R and R² mod p < p: the product stays in range
	f.Mul(&hi, &hi, &f.rw)
	f.Add(z, &lo, &hi)
	return nil
}
