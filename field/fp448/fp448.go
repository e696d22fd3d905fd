package fp448

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Element is an element of GF(p), p = 2^448 − 2^224 − 1, held as eight
// unsaturated limbs of radix 2^56: the value is Σ e[i]·2^(56·i) mod p. Every
// Element produced by this package has limbs below 2^57 (see doc.go); the
// representation is not unique, so compare elements with Field.Equal, never
// with ==. The zero value is the element 0. Elements are plain values: copy
// them freely.
type Element [8]uint64

// Field is GF(2^448 − 2^224 − 1). Its value methods implement
// field.Field[Element]; the zero value is ready to use and every output may
// alias every input.
type Field struct{}

var _ field.Field[Element] = Field{}

const (
	// limbs is the number of radix-2^56 limbs of an Element.
	limbs = 8
	// mask56 keeps the low 56 bits of a limb.
	mask56 = 1<<56 - 1
	// byteLen is ⌈448/8⌉, the length of an encoded element.
	byteLen = 56
	// wideLen is 2·byteLen, the longest input SetWideBytes accepts.
	wideLen = 2 * byteLen
	// bitLen is the bit length of p.
	bitLen = 448
)

// pLimbs is p = 2^448 − 2^224 − 1 in radix 2^56: every limb is 2^56 − 1
// except limb 4 (weight 2^224), which is 2^56 − 2.
var pLimbs = [limbs]uint64{
	mask56, mask56, mask56, mask56, mask56 - 1, mask56, mask56, mask56,
}

// fourP is 4·p limb by limb: 2^58 − 4 everywhere and 2^58 − 8 in limb 4.
// Each limb exceeds 2^57, the bound on any Element limb, so x + 4p − y has
// no negative limb; Sub and Neg use it.
var fourP = [limbs]uint64{
	4 * mask56, 4 * mask56, 4 * mask56, 4 * mask56, 4 * (mask56 - 1), 4 * mask56, 4 * mask56, 4 * mask56,
}

// modulus is p as a big.Int, for Modulus only.
var modulus, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffff", 16)

// carry propagates the limbs v (each below 2^64 − 2^57) one step in parallel
// and stores the result in z: limb i keeps its low 56 bits plus the carry of
// limb i−1, and the carry out of limb 7 (weight 2^448 ≡ 2^224 + 1) goes to
// limbs 0 and 4. For v below 2^59 per limb the result has limbs below
// 2^56 + 16, so it satisfies the Element bound.
func carry(z *Element, v *[limbs]uint64) {
	c0, c1, c2, c3 := v[0]>>56, v[1]>>56, v[2]>>56, v[3]>>56
	c4, c5, c6, c7 := v[4]>>56, v[5]>>56, v[6]>>56, v[7]>>56
	z[0] = v[0]&mask56 + c7
	z[1] = v[1]&mask56 + c0
	z[2] = v[2]&mask56 + c1
	z[3] = v[3]&mask56 + c2
	z[4] = v[4]&mask56 + c3 + c7
	z[5] = v[5]&mask56 + c4
	z[6] = v[6]&mask56 + c5
	z[7] = v[7]&mask56 + c6
}

// reduce sets z to the canonical form of x: limbs below 2^56 and value below
// p. It runs in constant time.
func reduce(z, x *Element) {
	var v Element
	carry(&v, (*[limbs]uint64)(x))
	// v has limbs below 2^56 + 16, so 0 ≤ v < 2^448 + 2^397 < 2p and
	// v − p lies in [−p, p). Subtract p with a signed (arithmetic shift)
	// carry: the final carry is 0 if v ≥ p and −1 otherwise.
	var c int64
	for i := range limbs {
		c += int64(v[i]) - int64(pLimbs[i])
		v[i] = uint64(c) & mask56
		c >>= 56
	}
	// Add p back when v − p went negative; the carry out of limb 7 cancels
	// the borrow.
	m := uint64(c) // all ones or zero
	var u uint64
	for i := range limbs {
		u += v[i] + pLimbs[i]&m
		v[i] = u & mask56
		u >>= 56
	}
	*z = v
}

// Zero sets z = 0.
func (Field) Zero(z *Element) { *z = Element{} }

// One sets z = 1.
func (Field) One(z *Element) { *z = Element{1} }

// Set sets z = x.
func (Field) Set(z, x *Element) { *z = *x }

// SetUint64 sets z = v.
func (Field) SetUint64(z *Element, v uint64) { *z = Element{v & mask56, v >> 56} }

// Add sets z = x + y.
func (Field) Add(z, x, y *Element) {
	var v [limbs]uint64
	for i := range limbs {
		v[i] = x[i] + y[i]
	}
	carry(z, &v)
}

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) {
	var v [limbs]uint64
	for i := range limbs {
		v[i] = x[i] + fourP[i] - y[i]
	}
	carry(z, &v)
}

// Neg sets z = −x.
func (Field) Neg(z, x *Element) {
	var v [limbs]uint64
	for i := range limbs {
		v[i] = fourP[i] - x[i]
	}
	carry(z, &v)
}

// Mul sets z = x · y.
func (Field) Mul(z, x, y *Element) { mul(z, x, y) }

// Square sets z = x².
func (Field) Square(z, x *Element) { square(z, x) }

// Equal returns 1 if x = y and 0 otherwise.
func (f Field) Equal(x, y *Element) int {
	var d Element
	f.Sub(&d, x, y)
	return f.IsZero(&d)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (Field) IsZero(x *Element) int {
	var r Element
	reduce(&r, x)
	var acc uint64
	for i := range limbs {
		acc |= r[i]
	}
	// acc < 2^56, so acc − 1 has its top bit set exactly when acc = 0.
	return int((acc - 1) >> 63)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (Field) Select(z, a, b *Element, cond int) {
	m := -uint64(cond)
	for i := range limbs {
		z[i] = b[i] ^ (m & (a[i] ^ b[i]))
	}
}

// Sgn0 returns the least significant bit of the canonical integer
// representing x (RFC 9380 §4.1 sgn0, the sign bit of RFC 8032 §5.2.2).
func (Field) Sgn0(x *Element) int {
	var r Element
	reduce(&r, x)
	return int(r[0] & 1)
}

// ByteLen returns 56, the length of an encoded element.
func (Field) ByteLen() int { return byteLen }

// BitLen returns 448, the bit length of p.
func (Field) BitLen() int { return bitLen }

// ByteOrder returns field.LittleEndian: encodings are little-endian, as in
// RFC 7748 and RFC 8032.
func (Field) ByteOrder() field.ByteOrder { return field.LittleEndian }

// Modulus returns a new big.Int holding p = 2^448 − 2^224 − 1.
func (Field) Modulus() *big.Int { return new(big.Int).Set(modulus) }
