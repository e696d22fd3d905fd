package fp25519

import (
	"encoding/binary"
	"math/bits"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// The four little-endian 64-bit words of p = 2^255 − 19.
const (
	p0 = 1<<64 - 19 // 0xffffffffffffffed
	p1 = 1<<64 - 1
	p2 = 1<<64 - 1
	p3 = 1<<63 - 1 // 0x7fffffffffffffff
)

// reduce brings z to its canonical form: the unique limbs below 2^51 whose
// value is below p.
//
// After one carry pass the limbs are below 2^51 + 2·19, so the value v is
// below 2^255 + 2^52 < 2p and v mod p is v − q·p with q ∈ {0, 1}; q is the bit
// 255 of v + 19, found with a serial carry chain. Then v + 19q − q·2^255 is
// computed with a second serial chain that drops bit 255.
func reduce(z *Element) {
	carryPropagate(z)

	q := (z[0] + 19) >> 51
	q = (z[1] + q) >> 51
	q = (z[2] + q) >> 51
	q = (z[3] + q) >> 51
	q = (z[4] + q) >> 51

	z[0] += 19 * q
	z[1] += z[0] >> 51
	z[0] &= maskLow51
	z[2] += z[1] >> 51
	z[1] &= maskLow51
	z[3] += z[2] >> 51
	z[2] &= maskLow51
	z[4] += z[3] >> 51
	z[3] &= maskLow51
	z[4] &= maskLow51 // drops q·2^255
}

// SetBytes sets z to the element encoded by b, 32 bytes little-endian holding
// an integer below p. An integer ≥ p (any with bit 255 set included) gives an
// error matching field.ErrNotReduced, a wrong length one matching
// field.ErrLength; on error z is unchanged. RFC 7748 decoders, which mask bit
// 255 and accept non-canonical values, use SetWideBytes instead. Execution
// time does not depend on the contents of b.
func (Field) SetBytes(z *Element, b []byte) error {
	if len(b) != byteLen {
		return field.LengthError(len(b), byteLen)
	}
	w0 := binary.LittleEndian.Uint64(b[0:8])
	w1 := binary.LittleEndian.Uint64(b[8:16])
	w2 := binary.LittleEndian.Uint64(b[16:24])
	w3 := binary.LittleEndian.Uint64(b[24:32])

	// The subtraction w − p borrows exactly when w < p.
	_, borrow := bits.Sub64(w0, p0, 0)
	_, borrow = bits.Sub64(w1, p1, borrow)
	_, borrow = bits.Sub64(w2, p2, borrow)
	_, borrow = bits.Sub64(w3, p3, borrow)
	if borrow == 0 {
		return field.NotReducedError()
	}
	*z = wordsToLimbs(w0, w1, w2, w3)
	return nil
}

// wordsToLimbs splits the low 255 bits of the 256-bit integer w0 + w1·2^64 +
// w2·2^128 + w3·2^192 into five 51-bit limbs; bit 255 is dropped.
func wordsToLimbs(w0, w1, w2, w3 uint64) Element {
	return Element{
		w0 & maskLow51,                // bits 0..50
		(w0>>51 | w1<<13) & maskLow51, // bits 51..101
		(w1>>38 | w2<<26) & maskLow51, // bits 102..152
		(w2>>25 | w3<<39) & maskLow51, // bits 153..203
		(w3 >> 12) & maskLow51,        // bits 204..254
	}
}

// PutBytes writes the canonical 32-byte little-endian encoding of x into b.
// It panics if len(b) != 32, a programming error.
func (Field) PutBytes(b []byte, x *Element) {
	if len(b) != byteLen {
		panic("fp25519: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want 32")
	}
	a := *x
	reduce(&a)
	binary.LittleEndian.PutUint64(b[0:8], a[0]|a[1]<<51)
	binary.LittleEndian.PutUint64(b[8:16], a[1]>>13|a[2]<<38)
	binary.LittleEndian.PutUint64(b[16:24], a[2]>>26|a[3]<<25)
	binary.LittleEndian.PutUint64(b[24:32], a[3]>>39|a[4]<<12)
}

// SetWideBytes sets z to the little-endian integer b reduced modulo p. b may
// be 0 to 64 bytes long; a longer b gives an error matching field.ErrLength
// and leaves z unchanged. It serves hash_to_field (RFC 9380 §5.2) and X25519
// decoding (RFC 7748 §5: mask bit 255 first, then pass the 32 bytes here to
// accept non-canonical u). Execution time depends only on len(b).
func (Field) SetWideBytes(z *Element, b []byte) error {
	if len(b) > wideByteLen {
		return field.WideLengthError(len(b), wideByteLen)
	}
	var buf [wideByteLen]byte
	copy(buf[:], b)
	var w [9]uint64 // a ninth zero word lets bitsAt read one word past bit 511
	for i := range 8 {
		w[i] = binary.LittleEndian.Uint64(buf[8*i:])
	}

	// v = lo + hi·2^255 with lo < 2^255 and hi < 2^257, and 2^255 ≡ 19, so
	// v ≡ lo + 19·hi. The limbs of hi start at bits 255, 306, 357, 408, 459;
	// the top one holds the 53 bits 459..511.
	lo := wordsToLimbs(w[0], w[1], w[2], w[3])
	h0 := bitsAt(&w, 255, maskLow51)
	h1 := bitsAt(&w, 306, maskLow51)
	h2 := bitsAt(&w, 357, maskLow51)
	h3 := bitsAt(&w, 408, maskLow51)
	h4 := bitsAt(&w, 459, 1<<53-1)

	// Limbs below 2^51 + 19·2^53 < 2^58; one carry pass makes them loose.
	*z = Element{lo[0] + 19*h0, lo[1] + 19*h1, lo[2] + 19*h2, lo[3] + 19*h3, lo[4] + 19*h4}
	carryPropagate(z)
	return nil
}

// bitsAt returns the bits of w starting at bit offset off, masked by mask
// (at most 64 bits). off is a constant, never secret.
func bitsAt(w *[9]uint64, off uint, mask uint64) uint64 {
	i, s := off/64, off%64
	// When s = 0 the shift by 64 yields 0, as Go defines it.
	return (w[i]>>s | w[i+1]<<(64-s)) & mask
}
