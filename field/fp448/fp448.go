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
// them freely. Build them only through Field's methods (Element{}, the zero
// value, is fine): a hand-written literal with a limb of 2^57 or more is
// outside every method's input range.
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

// fourP0 and fourP4 are the limbs of 4·p: 2^58 − 4 everywhere except limb 4,
// which is 2^58 − 8. Each exceeds 2^57, the bound on any Element limb, so
// x + 4p − y has no negative limb; Sub and Neg use them.
const (
	fourP0 = 4 * mask56
	fourP4 = 4 * (mask56 - 1)
)

// modulus is p as a big.Int, for Modulus only.
var modulus, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffff", 16)

// setCarried sets z to the limbs v0…v7 propagated one step in parallel:
// limb i keeps its low 56 bits plus the carry of limb i−1, and the carry out
// of limb 7 (weight 2^448 ≡ 2^224 + 1) goes to limbs 0 and 4. For limbs
// below 2^59 the result has limbs below 2^56 + 16, within the Element bound.
// The limbs are stored one by one, rather than as a composite literal, so
// that no temporary is copied.
func setCarried(z *Element, v0, v1, v2, v3, v4, v5, v6, v7 uint64) {
	z[0] = v0&mask56 + v7>>56
	z[1] = v1&mask56 + v0>>56
	z[2] = v2&mask56 + v1>>56
	z[3] = v3&mask56 + v2>>56
	z[4] = v4&mask56 + v3>>56 + v7>>56
	z[5] = v5&mask56 + v4>>56
	z[6] = v6&mask56 + v5>>56
	z[7] = v7&mask56 + v6>>56
}

// reduce sets z to the canonical form of x: limbs below 2^56 and value below
// p. It runs in constant time.
func reduce(z, x *Element) {
	var v Element
	setCarried(&v, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7])
	// v has limbs below 2^56 + 16, so 0 ≤ v < 2^448 + 2^397 < 2p and
	// v − p lies in [−p, p). Subtract p with a signed (arithmetic shift)
	// carry: the final carry is 0 if v ≥ p and −1 otherwise.
	// The loops are unrolled by hand so that the compiled code is
	// straight-line (internal/ctcheck rejects even public-count back-edges).
	var c int64
	c += int64(v[0]) - int64(pLimbs[0])
	v[0] = uint64(c) & mask56
	c >>= 56
	c += int64(v[1]) - int64(pLimbs[1])
	v[1] = uint64(c) & mask56
	c >>= 56
	c += int64(v[2]) - int64(pLimbs[2])
	v[2] = uint64(c) & mask56
	c >>= 56
	c += int64(v[3]) - int64(pLimbs[3])
	v[3] = uint64(c) & mask56
	c >>= 56
	c += int64(v[4]) - int64(pLimbs[4])
	v[4] = uint64(c) & mask56
	c >>= 56
	c += int64(v[5]) - int64(pLimbs[5])
	v[5] = uint64(c) & mask56
	c >>= 56
	c += int64(v[6]) - int64(pLimbs[6])
	v[6] = uint64(c) & mask56
	c >>= 56
	c += int64(v[7]) - int64(pLimbs[7])
	v[7] = uint64(c) & mask56
	c >>= 56
	// Add p back when v − p went negative; the carry out of limb 7 cancels
	// the borrow.
	m := uint64(c) // all ones or zero
	var u uint64
	u += v[0] + pLimbs[0]&m
	v[0] = u & mask56
	u >>= 56
	u += v[1] + pLimbs[1]&m
	v[1] = u & mask56
	u >>= 56
	u += v[2] + pLimbs[2]&m
	v[2] = u & mask56
	u >>= 56
	u += v[3] + pLimbs[3]&m
	v[3] = u & mask56
	u >>= 56
	u += v[4] + pLimbs[4]&m
	v[4] = u & mask56
	u >>= 56
	u += v[5] + pLimbs[5]&m
	v[5] = u & mask56
	u >>= 56
	u += v[6] + pLimbs[6]&m
	v[6] = u & mask56
	u >>= 56
	u += v[7] + pLimbs[7]&m
	v[7] = u & mask56
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
	x0, x1, x2, x3, x4, x5, x6, x7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	y0, y1, y2, y3, y4, y5, y6, y7 := y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]
	setCarried(z, x0+y0, x1+y1, x2+y2, x3+y3, x4+y4, x5+y5, x6+y6, x7+y7)
}

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) {
	x0, x1, x2, x3, x4, x5, x6, x7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	y0, y1, y2, y3, y4, y5, y6, y7 := y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]
	setCarried(z, x0+fourP0-y0, x1+fourP0-y1, x2+fourP0-y2, x3+fourP0-y3,
		x4+fourP4-y4, x5+fourP0-y5, x6+fourP0-y6, x7+fourP0-y7)
}

// Neg sets z = −x.
func (Field) Neg(z, x *Element) {
	x0, x1, x2, x3, x4, x5, x6, x7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	setCarried(z, fourP0-x0, fourP0-x1, fourP0-x2, fourP0-x3,
		fourP4-x4, fourP0-x5, fourP0-x6, fourP0-x7)
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
	acc := r[0] | r[1] | r[2] | r[3] | r[4] | r[5] | r[6] | r[7]
	// acc < 2^56, so acc − 1 has its top bit set exactly when acc = 0.
	return int((acc - 1) >> 63)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (Field) Select(z, a, b *Element, cond int) {
	m := -uint64(cond)
	z[0] = b[0] ^ (m & (a[0] ^ b[0]))
	z[1] = b[1] ^ (m & (a[1] ^ b[1]))
	z[2] = b[2] ^ (m & (a[2] ^ b[2]))
	z[3] = b[3] ^ (m & (a[3] ^ b[3]))
	z[4] = b[4] ^ (m & (a[4] ^ b[4]))
	z[5] = b[5] ^ (m & (a[5] ^ b[5]))
	z[6] = b[6] ^ (m & (a[6] ^ b[6]))
	z[7] = b[7] ^ (m & (a[7] ^ b[7]))
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
