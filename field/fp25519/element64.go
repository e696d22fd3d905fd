package fp25519

import "math/bits"

// Element64 is an element of GF(2^255 − 19) in radix 2^64, the
// representation of the X25519 ladder: the value is
// e[0] + e[1]·2^64 + e[2]·2^128 + e[3]·2^192 mod p, any integer below 2^256
// (so not always below p: p and 0 are both 0). Four saturated limbs take
// 16 limb products per multiplication where Element's five take 25, and on
// processors with MULX, ADCX and ADOX two carry chains run at once
// (Field64ADX).
//
// The zero value is the element 0. Equal field elements may differ as
// arrays; the ladder never compares them, and converts to Element
// (Field.SetElement64) at its end.
type Element64 [4]uint64

// Field64 is the arithmetic of Element64 the Montgomery ladder needs:
// Zero, One, Add, Sub, Mul, Square and MulSmall, in constant time, every
// output may alias every input. It is not a field.Field (no encodings,
// inversion or comparisons): a ladder converts its input with
// Field.Element64 and its output with Field.SetElement64. Its zero value is
// ready to use. Its Mul and Square run the baseline amd64 instructions
// MULQ, ADDQ and ADCQ on amd64 (mul64_amd64.s) and are portable Go
// elsewhere and in the purego build (mul64Generic, square64Generic);
// Field64ADX has them on MULX, ADCX and ADOX.
//
// Reduction uses 2^256 ≡ 38 (mod p): a carry out of bit 256 re-enters the
// lowest limb times 38, a borrow leaves it times 38, and a second carry or
// borrow can only happen when the first left the value so small (or so
// large) that a last ±38 on the lowest limb cannot carry again.
type Field64 struct{}

// Zero sets z = 0.
func (Field64) Zero(z *Element64) { *z = Element64{} }

// One sets z = 1.
func (Field64) One(z *Element64) { *z = Element64{1} }

// Add sets z = x + y.
func (Field64) Add(z, x, y *Element64) {
	// s = x + y − c·2^256 with the carry c, then s + 38·c ≡ x + y (the
	// pieces of limbs64.go, which the generated ladders inline).
	z[0], z[1], z[2], z[3] = Fold38(AddLimbs64(x, y))
}

// fold38 returns s + 38·c mod 2^256 plus 38 more when that wraps, for a
// carry c of 0 or 1 out of s = (s0, s1, s2, s3): the value s + c·2^256
// modulo p, below 2^256. It wraps only when s ≥ 2^256 − 38, leaving a value
// below 38, so the last 38 lands without a carry.
func fold38(s0, s1, s2, s3, c uint64) (z0, z1, z2, z3 uint64) {
	z0, c2 := bits.Add64(s0, 38&-c, 0)
	z1, c2 = bits.Add64(s1, 0, c2)
	z2, c2 = bits.Add64(s2, 0, c2)
	z3, c2 = bits.Add64(s3, 0, c2)
	return z0 + 38&-c2, z1, z2, z3
}

// Sub sets z = x − y.
func (Field64) Sub(z, x, y *Element64) {
	// d = x − y + b·2^256 with the borrow b, then d − 38·b ≡ x − y (see
	// Unborrow38 for the second borrow).
	z[0], z[1], z[2], z[3] = Unborrow38(SubLimbs64(x, y))
}

// Mul sets z = x · y.
func (Field64) Mul(z, x, y *Element64) { mul64(z, x, y) }

// Square sets z = x².
func (Field64) Square(z, x *Element64) { square64(z, x) }

// MulSmall sets z = x · c, for the ladder's a24 = 121666.
func (Field64) MulSmall(z, x *Element64, c uint32) { mulSmall64(z, x, c) }

// mulSmall64 sets z = x · c. The product is five limbs, the top one below
// 2^32; it re-enters at the bottom times 38 (below 2^38), and the carry out
// of that addition is folded as in Add.
func mulSmall64(z, x *Element64, c uint32) {
	k := uint64(c)
	h0, l0 := bits.Mul64(x[0], k)
	h1, l1 := bits.Mul64(x[1], k)
	h2, l2 := bits.Mul64(x[2], k)
	h3, l3 := bits.Mul64(x[3], k)
	l1, cc := bits.Add64(l1, h0, 0)
	l2, cc = bits.Add64(l2, h1, cc)
	l3, cc = bits.Add64(l3, h2, cc)
	top := h3 + cc // below 2^32 + 1
	l0, cc = bits.Add64(l0, top*38, 0)
	l1, cc = bits.Add64(l1, 0, cc)
	l2, cc = bits.Add64(l2, 0, cc)
	l3, cc = bits.Add64(l3, 0, cc)
	z[0], z[1], z[2], z[3] = l0+38&-cc, l1, l2, l3
}

// Element64 sets z to x in radix 2^64: x fully reduced, its 255 bits
// repacked into four limbs.
func (Field) Element64(z *Element64, x *Element) {
	a := *x
	reduce(&a)
	z[0] = a[0] | a[1]<<51
	z[1] = a[1]>>13 | a[2]<<38
	z[2] = a[2]>>26 | a[3]<<25
	z[3] = a[3]>>39 | a[4]<<12
}

// SetElement64 sets z to x, unpacking its 256 bits into limbs of 51 (the
// top limb below 2^52, reduced by one carry as after Add).
func (Field) SetElement64(z *Element, x *Element64) {
	l0 := x[0] & maskLow51
	l1 := (x[0]>>51 | x[1]<<13) & maskLow51
	l2 := (x[1]>>38 | x[2]<<26) & maskLow51
	l3 := (x[2]>>25 | x[3]<<39) & maskLow51
	l4 := x[3] >> 12
	z[0] = l0 + (l4>>51)*19
	z[1] = l1
	z[2] = l2
	z[3] = l3
	z[4] = l4 & maskLow51
}
