package fpk256

import (
	"encoding/binary"
	"math/big"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Element is an element of GF(p), p = 2^256 − 2^32 − 977, held as its
// canonical integer in [0, p) in four 64-bit limbs, least significant first:
// the value is e[0] + e[1]·2^64 + e[2]·2^128 + e[3]·2^192.
//
// The zero value is the element 0. Elements are plain values: they may be
// copied and compared with ==, since the representation is unique. Every
// operation keeps them canonical; an Element whose integer is ≥ p can only be
// made by writing the limbs directly, and is not a valid input.
type Element [4]uint64

// Field is the secp256k1 base field GF(p). Its methods implement
// field.Field[Element]; the zero value is ready to use and carries no state.
// All outputs may alias all inputs.
type Field struct{}

var _ field.Field[Element] = Field{}

// Limbs of p = 2^256 − 2^32 − 977
// = 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f.
const (
	p0 = 0xfffffffefffffc2f // p mod 2^64
	p1 = 0xffffffffffffffff // ⌊p/2^64⌋ mod 2^64
	p2 = 0xffffffffffffffff // ⌊p/2^128⌋ mod 2^64
	p3 = 0xffffffffffffffff // ⌊p/2^192⌋
)

// c = 2^256 − p = 2^32 + 977 = 0x1000003d1, so that 2^256 ≡ c (mod p). It is
// what the reduction multiplies the high half of a product by.
const c = 0x1000003d1

// byteLen is the length of an encoded element: p has 256 bits.
const byteLen = 32

// Zero sets z = 0.
func (Field) Zero(z *Element) { *z = Element{} }

// One sets z = 1.
func (Field) One(z *Element) { *z = Element{1} }

// Set sets z = x.
func (Field) Set(z, x *Element) { *z = *x }

// SetUint64 sets z = v. Every uint64 is below p, so no reduction is needed.
func (Field) SetUint64(z *Element, v uint64) { *z = Element{v} }

// isZeroWord returns 1 if w = 0 and 0 otherwise, in constant time.
func isZeroWord(w uint64) int {
	// For w ≠ 0, w | −w has its top bit set.
	return int(((w | -w) >> 63) ^ 1)
}

// Equal returns 1 if x = y and 0 otherwise. Both are canonical, so equal
// elements have equal limbs.
func (Field) Equal(x, y *Element) int {
	return isZeroWord((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]) | (x[3] ^ y[3]))
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (Field) IsZero(x *Element) int {
	return isZeroWord(x[0] | x[1] | x[2] | x[3])
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (Field) Select(z, a, b *Element, cond int) {
	sel(z, a, b, uint64(cond))
}

// sel sets z = a if cond is 1 and z = b if cond is 0, with a mask.
func sel(z, a, b *Element, cond uint64) {
	m := -cond
	z[0] = b[0] ^ (m & (a[0] ^ b[0]))
	z[1] = b[1] ^ (m & (a[1] ^ b[1]))
	z[2] = b[2] ^ (m & (a[2] ^ b[2]))
	z[3] = b[3] ^ (m & (a[3] ^ b[3]))
}

// Sgn0 returns the parity of x's canonical integer (RFC 9380 §4.1 sgn0).
func (Field) Sgn0(x *Element) int { return int(x[0] & 1) }

// ByteLen returns 32, the length of an encoded element.
func (Field) ByteLen() int { return byteLen }

// BitLen returns 256, the bit length of p.
func (Field) BitLen() int { return 256 }

// ByteOrder returns field.BigEndian: encodings are big-endian, as in SEC 1.
func (Field) ByteOrder() field.ByteOrder { return field.BigEndian }

// Modulus returns a new big.Int holding p = 2^256 − 2^32 − 977.
func (Field) Modulus() *big.Int {
	p, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)
	return p
}

// SetBytes sets z to the element whose big-endian encoding is b. b must be
// exactly 32 bytes holding an integer below p; otherwise SetBytes returns a
// field.LengthError or field.NotReducedError and leaves z unchanged. Its
// running time does not depend on the contents of b beyond the error outcome.
func (Field) SetBytes(z *Element, b []byte) error {
	if len(b) != byteLen {
		return field.LengthError(len(b), byteLen)
	}
	var t Element
	t[3] = binary.BigEndian.Uint64(b[0:8])
	t[2] = binary.BigEndian.Uint64(b[8:16])
	t[1] = binary.BigEndian.Uint64(b[16:24])
	t[0] = binary.BigEndian.Uint64(b[24:32])
	// t ≥ p exactly when t + c carries out of 2^256.
	_, carry := addWord(&t, c)
	if carry != 0 {
		return field.NotReducedError()
	}
	*z = t
	return nil
}

// PutBytes writes the 32-byte big-endian encoding of x into b. It panics if
// len(b) != 32, which is a programming error.
func (Field) PutBytes(b []byte, x *Element) {
	if len(b) != byteLen {
		panic("fpk256: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want 32")
	}
	binary.BigEndian.PutUint64(b[0:8], x[3])
	binary.BigEndian.PutUint64(b[8:16], x[2])
	binary.BigEndian.PutUint64(b[16:24], x[1])
	binary.BigEndian.PutUint64(b[24:32], x[0])
}

// SetWideBytes sets z to the big-endian integer b reduced modulo p. b may be
// 0 to 64 bytes long; a longer b returns a field.WideLengthError and leaves z
// unchanged. For a 64-byte b = hi·2^256 + lo the result is hi·c + lo reduced,
// since 2^256 ≡ c (mod p). Running time depends only on len(b).
func (Field) SetWideBytes(z *Element, b []byte) error {
	if len(b) > 2*byteLen {
		return field.WideLengthError(len(b), 2*byteLen)
	}
	var buf [2 * byteLen]byte
	copy(buf[2*byteLen-len(b):], b)
	var w [8]uint64
	for i := range w {
		w[i] = binary.BigEndian.Uint64(buf[56-8*i:][:8])
	}
	reduceWide(z, &w)
	return nil
}
