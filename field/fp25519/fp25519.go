package fp25519

import (
	"encoding/binary"
	"math/big"
	"math/bits"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Element is an element of GF(2^255 − 19) in radix 2^51: the value is
// e[0] + e[1]·2^51 + e[2]·2^102 + e[3]·2^153 + e[4]·2^204 mod p.
//
// The zero value is the element 0. Limbs are kept loosely reduced (each below
// 2^52), so two Elements holding the same field element may differ as arrays:
// compare them with Field.Equal, never with ==. Elements are meant to be
// produced by Field's methods only; an array built by hand with a limb of
// 2^52 or more is outside every method's contract.
type Element [5]uint64

// Field is GF(2^255 − 19), the base field of Curve25519 and edwards25519,
// with little-endian 32-byte encodings. Its zero value is ready to use and
// its methods implement field.Field[Element]. Every output may alias every
// input.
type Field struct{}

var _ field.Field[Element] = Field{}

const (
	// maskLow51 keeps the low 51 bits of a limb: 2^51 − 1.
	maskLow51 = 1<<51 - 1

	// byteLen is the length of an encoded element: ⌈255/8⌉ = 32.
	byteLen = 32
	// wideByteLen is the longest input of SetWideBytes: 2·byteLen.
	wideByteLen = 2 * byteLen
)

// Zero sets z = 0.
func (Field) Zero(z *Element) { *z = Element{} }

// One sets z = 1.
func (Field) One(z *Element) { *z = Element{1} }

// Set sets z = x.
func (Field) Set(z, x *Element) { *z = *x }

// SetUint64 sets z = v; every uint64 is below p, so no reduction is needed.
func (Field) SetUint64(z *Element, v uint64) {
	*z = Element{v & maskLow51, v >> 51}
}

// Add sets z = x + y.
func (Field) Add(z, x, y *Element) {
	z[0], z[1], z[2], z[3], z[4] = Carry(AddLimbs(x, y))
}

// AddLimbs returns the limbs of x + y, uncarried: below 2^53 for limbs below
// 2^52. With Carry it is Add in pieces the compiler inlines, which the
// formulas generated for this field (curves/edwards) call instead of Add:
// z[0], …, z[4] = Carry(AddLimbs(x, y)).
func AddLimbs(x, y *Element) (l0, l1, l2, l3, l4 uint64) {
	return x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3], x[4] + y[4]
}

// Carry returns limbs l0..l4 after one carry pass: each limb's bits above
// 51 go into the next, the top limb's times 19 into the lowest
// (2^255 ≡ 19), leaving limbs below 2^51 + 19·2^(k−51) for inputs below 2^k
// (2^51 + 19·8 after Add or Sub, whose sums are below 2^54). Add, Sub, Neg
// and carryPropagate end with it; it is exported, like AddLimbs and
// SubLimbs, for generated code.
func Carry(l0, l1, l2, l3, l4 uint64) (z0, z1, z2, z3, z4 uint64) {
	return l0&maskLow51 + (l4>>51)*19, l1&maskLow51 + l0>>51, l2&maskLow51 + l1>>51,
		l3&maskLow51 + l2>>51, l4&maskLow51 + l3>>51
}

// Limbs of 4p = 2^257 − 76 spread over five limbs of about 2^53: 4·(2^51 − 19)
// for the lowest, 4·(2^51 − 1) for the others. Adding 4p before subtracting a
// loosely reduced element (limbs below 2^52) keeps every limb non-negative.
const (
	fourP0 = 4 * (1<<51 - 19)
	fourPi = 4 * (1<<51 - 1)
)

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) {
	z[0], z[1], z[2], z[3], z[4] = Carry(SubLimbs(x, y))
}

// SubLimbs returns the limbs of x + 4p − y, uncarried: in [0, 2^54) for
// limbs below 2^52 (see AddLimbs).
func SubLimbs(x, y *Element) (l0, l1, l2, l3, l4 uint64) {
	return x[0] + fourP0 - y[0], x[1] + fourPi - y[1], x[2] + fourPi - y[2],
		x[3] + fourPi - y[3], x[4] + fourPi - y[4]
}

// Neg sets z = −x.
func (Field) Neg(z, x *Element) {
	// 4p − x has limbs in (2^52, 2^53]; one carry pass follows, as in Add.
	z[0], z[1], z[2], z[3], z[4] = Carry(fourP0-x[0], fourPi-x[1], fourPi-x[2], fourPi-x[3], fourPi-x[4])
}

// Mul sets z = x · y.
func (Field) Mul(z, x, y *Element) { mul(z, x, y) }

// Square sets z = x².
func (Field) Square(z, x *Element) { square(z, x) }

// MulSmall sets z = x · c. It is cheaper than Mul with c as an element; the
// X25519 ladder uses it with c = 121666 = (A + 2)/4 for A = 486662. It is not
// part of field.Field.
func (Field) MulSmall(z, x *Element, c uint32) { mulSmall(z, x, c) }

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (Field) Select(z, a, b *Element, cond int) {
	m := -uint64(cond) // all ones or all zeros
	z[0] = b[0] ^ (m & (a[0] ^ b[0]))
	z[1] = b[1] ^ (m & (a[1] ^ b[1]))
	z[2] = b[2] ^ (m & (a[2] ^ b[2]))
	z[3] = b[3] ^ (m & (a[3] ^ b[3]))
	z[4] = b[4] ^ (m & (a[4] ^ b[4]))
}

// Equal returns 1 if x = y and 0 otherwise.
func (Field) Equal(x, y *Element) int {
	a, b := *x, *y
	reduce(&a)
	reduce(&b)
	d := (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) | (a[4] ^ b[4])
	return isZeroWord(d)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (Field) IsZero(x *Element) int {
	a := *x
	reduce(&a)
	return isZeroWord(a[0] | a[1] | a[2] | a[3] | a[4])
}

// Sgn0 returns the parity of the canonical integer representing x, the
// "negative" bit of RFC 8032 §5.1.2 and sgn0 of RFC 9380 §4.1.
func (Field) Sgn0(x *Element) int {
	a := *x
	reduce(&a)
	return int(a[0] & 1)
}

// isZeroWord returns 1 if w = 0 and 0 otherwise, without branching: w | −w
// has its top bit set exactly when w ≠ 0.
func isZeroWord(w uint64) int {
	return int(((w | -w) >> 63) ^ 1)
}

// ByteLen returns 32, the length of an encoded element.
func (Field) ByteLen() int { return byteLen }

// BitLen returns 255, the bit length of p.
func (Field) BitLen() int { return 255 }

// ByteOrder returns field.LittleEndian, the order of RFC 7748 and RFC 8032.
func (Field) ByteOrder() field.ByteOrder { return field.LittleEndian }

// Modulus returns a new big.Int holding p = 2^255 − 19.
func (Field) Modulus() *big.Int {
	p := new(big.Int).Lsh(big.NewInt(1), 255)
	return p.Sub(p, big.NewInt(19))
}

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
