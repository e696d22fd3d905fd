package fp25519

import (
	"math/bits"
)

// Writing the kernels. Each column is a 128-bit sum (hi, lo) of limb
// products: bits.Mul64 gives a product's two halves and a bits.Add64 pair
// adds it with a carry from lo into hi. The calls are written out in each
// kernel rather than through small inlined helpers: the Go compiler emits a
// NOP for the inlining mark of every helper call whose instructions its
// scheduler moved elsewhere, which cost 30 executed NOPs per multiplication
// and 20 per squaring.

// Reducing the columns. A kernel ends with five column sums r0..r4, each
// below 2^111, standing for r0 + r1·2^51 + … + r4·2^204. The first pass
// splits every column at bit 51 at once (no serial carry chain): each carry
// is below 2^60 and moves up one limb, and the carry out of the top column,
// worth 2^255 ≡ 19, re-enters limb 0 times 19, below 19·2^59.3 < 2^64 for
// columns below 77·2^104. A second, 64-bit pass of the same shape (that of
// carryPropagate) then leaves limbs below 2^51 + 19·2^13 < 2^51 + 2^18.
//
// mulGeneric holds its columns times 2^13, so that the split at bit 51
// falls on the word boundary: the high word of r·2^13 is the carry r >> 51
// and the low word shifted right by 13 is r mod 2^51, one shift instead of
// the three of (hi << 13) | (lo >> 51) and a mask. squareGeneric, whose
// operands come in more shifted variants, keeps plain columns and splits
// them with the three shifts.

// mulGeneric sets z = x · y. It is the portable multiplication kernel, used
// by mul where there is no assembly.
//
// With limbs below 2^52, a product of two limbs is below 2^104, and each
// column sums at most 1 + 4·19 = 77 such products (the wrapped ones scaled by
// 19, since 2^255 ≡ 19), so each column stays below 77·2^104 < 2^111. The
// operands are shifted beforehand, x's limbs by 7 (below 2^59) and y's by 6
// (below 2^58, and below 19·2^58 < 2^63 when scaled by 19), so every product
// and every column carries the factor 2^13 and a column stays below
// 2^124 < 2^128.
func mulGeneric(z, x, y *Element) {
	a0, a1, a2, a3, a4 := x[0]<<7, x[1]<<7, x[2]<<7, x[3]<<7, x[4]<<7
	b0, b1, b2, b3, b4 := y[0]<<6, y[1]<<6, y[2]<<6, y[3]<<6, y[4]<<6

	// Limb i of x times limb j of y lands at 2^(51(i+j)); when i + j ≥ 5 it
	// wraps to 2^(51(i+j−5)) times 2^255 ≡ 19, hence the 19·b below.
	b1x19 := b1 * 19
	b2x19 := b2 * 19
	b3x19 := b3 * 19
	b4x19 := b4 * 19

	var h, l, c uint64 // one product (h, l) and the carry of adding it
	// r0 = a0·b0 + 19·(a1·b4 + a2·b3 + a3·b2 + a4·b1), times 2^13
	r0hi, r0lo := bits.Mul64(a0, b0)
	h, l = bits.Mul64(a1, b4x19)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)
	h, l = bits.Mul64(a2, b3x19)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)
	h, l = bits.Mul64(a3, b2x19)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)
	h, l = bits.Mul64(a4, b1x19)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)

	// r1 = a0·b1 + a1·b0 + 19·(a2·b4 + a3·b3 + a4·b2), times 2^13
	r1hi, r1lo := bits.Mul64(a0, b1)
	h, l = bits.Mul64(a1, b0)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)
	h, l = bits.Mul64(a2, b4x19)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)
	h, l = bits.Mul64(a3, b3x19)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)
	h, l = bits.Mul64(a4, b2x19)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)

	// r2 = a0·b2 + a1·b1 + a2·b0 + 19·(a3·b4 + a4·b3), times 2^13
	r2hi, r2lo := bits.Mul64(a0, b2)
	h, l = bits.Mul64(a1, b1)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)
	h, l = bits.Mul64(a2, b0)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)
	h, l = bits.Mul64(a3, b4x19)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)
	h, l = bits.Mul64(a4, b3x19)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)

	// r3 = a0·b3 + a1·b2 + a2·b1 + a3·b0 + 19·a4·b4, times 2^13
	r3hi, r3lo := bits.Mul64(a0, b3)
	h, l = bits.Mul64(a1, b2)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)
	h, l = bits.Mul64(a2, b1)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)
	h, l = bits.Mul64(a3, b0)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)
	h, l = bits.Mul64(a4, b4x19)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)

	// r4 = a0·b4 + a1·b3 + a2·b2 + a3·b1 + a4·b0, times 2^13
	r4hi, r4lo := bits.Mul64(a0, b4)
	h, l = bits.Mul64(a1, b3)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)
	h, l = bits.Mul64(a2, b2)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)
	h, l = bits.Mul64(a3, b1)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)
	h, l = bits.Mul64(a4, b0)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)

	// Column reduction, written out so that nothing leaves registers: see
	// "Reducing the columns" above. With the factor 2^13, rkhi is column k's
	// carry out of bit 51 and rklo>>13 its low 51 bits.
	l0 := r0lo>>13 + r4hi*19
	l1 := r1lo>>13 + r0hi
	l2 := r2lo>>13 + r1hi
	l3 := r3lo>>13 + r2hi
	l4 := r4lo>>13 + r3hi
	z[0] = l0&maskLow51 + (l4>>51)*19
	z[1] = l1&maskLow51 + l0>>51
	z[2] = l2&maskLow51 + l1>>51
	z[3] = l3&maskLow51 + l2>>51
	z[4] = l4&maskLow51 + l3>>51
}

// squareGeneric sets z = x². It is the portable squaring kernel: the cross
// products a_i·a_j (i ≠ j) are computed once and doubled, 15 multiplications
// instead of 25. The column bounds are those of mulGeneric.
func squareGeneric(z, x *Element) {
	a0, a1, a2, a3, a4 := x[0], x[1], x[2], x[3], x[4]

	a0x2 := a0 * 2
	a1x2 := a1 * 2
	a1x38 := a1 * 38 // 2·19: a doubled cross product that wraps past 2^255
	a2x38 := a2 * 38
	a3x38 := a3 * 38
	a3x19 := a3 * 19 // a square that wraps past 2^255
	a4x19 := a4 * 19

	var h, l, c uint64 // one product (h, l) and the carry of adding it
	// r0 = a0² + 2·19·(a1·a4 + a2·a3)
	r0hi, r0lo := bits.Mul64(a0, a0)
	h, l = bits.Mul64(a1x38, a4)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)
	h, l = bits.Mul64(a2x38, a3)
	r0lo, c = bits.Add64(r0lo, l, 0)
	r0hi, _ = bits.Add64(r0hi, h, c)

	// r1 = 2·a0·a1 + 2·19·a2·a4 + 19·a3²
	r1hi, r1lo := bits.Mul64(a0x2, a1)
	h, l = bits.Mul64(a2x38, a4)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)
	h, l = bits.Mul64(a3x19, a3)
	r1lo, c = bits.Add64(r1lo, l, 0)
	r1hi, _ = bits.Add64(r1hi, h, c)

	// r2 = 2·a0·a2 + a1² + 2·19·a3·a4
	r2hi, r2lo := bits.Mul64(a0x2, a2)
	h, l = bits.Mul64(a1, a1)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)
	h, l = bits.Mul64(a3x38, a4)
	r2lo, c = bits.Add64(r2lo, l, 0)
	r2hi, _ = bits.Add64(r2hi, h, c)

	// r3 = 2·a0·a3 + 2·a1·a2 + 19·a4²
	r3hi, r3lo := bits.Mul64(a0x2, a3)
	h, l = bits.Mul64(a1x2, a2)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)
	h, l = bits.Mul64(a4x19, a4)
	r3lo, c = bits.Add64(r3lo, l, 0)
	r3hi, _ = bits.Add64(r3hi, h, c)

	// r4 = 2·a0·a4 + 2·a1·a3 + a2²
	r4hi, r4lo := bits.Mul64(a0x2, a4)
	h, l = bits.Mul64(a1x2, a3)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)
	h, l = bits.Mul64(a2, a2)
	r4lo, c = bits.Add64(r4lo, l, 0)
	r4hi, _ = bits.Add64(r4hi, h, c)

	// Column reduction, written out in each kernel so that nothing leaves
	// registers: see "Reducing the columns" above.
	c0 := r0hi<<(64-51) | r0lo>>51
	c1 := r1hi<<(64-51) | r1lo>>51
	c2 := r2hi<<(64-51) | r2lo>>51
	c3 := r3hi<<(64-51) | r3lo>>51
	c4 := r4hi<<(64-51) | r4lo>>51
	l0 := r0lo&maskLow51 + c4*19
	l1 := r1lo&maskLow51 + c0
	l2 := r2lo&maskLow51 + c1
	l3 := r3lo&maskLow51 + c2
	l4 := r4lo&maskLow51 + c3
	z[0] = l0&maskLow51 + (l4>>51)*19
	z[1] = l1&maskLow51 + l0>>51
	z[2] = l2&maskLow51 + l1>>51
	z[3] = l3&maskLow51 + l2>>51
	z[4] = l4&maskLow51 + l3>>51
}

// carryPropagate brings every limb of z below 2^51 + 19·2^(k−51), where 2^k
// bounds the input limbs, without changing the value mod p. All five carries
// are taken at once; the carry out of limb 4 (worth 2^255) re-enters limb 0
// times 19. For input limbs below 2^64 the output limbs are below 2^51 + 2^18.
func carryPropagate(z *Element) {
	c0 := z[0] >> 51
	c1 := z[1] >> 51
	c2 := z[2] >> 51
	c3 := z[3] >> 51
	c4 := z[4] >> 51

	z[0] = z[0]&maskLow51 + c4*19
	z[1] = z[1]&maskLow51 + c0
	z[2] = z[2]&maskLow51 + c1
	z[3] = z[3]&maskLow51 + c2
	z[4] = z[4]&maskLow51 + c3
}

// mulSmall sets z = x · c. Each product is below 2^52·2^32 = 2^84, its carry
// below 2^33, so the output limbs are below 2^51 + 19·2^33 < 2^52.
func mulSmall(z, x *Element, c uint32) {
	k := uint64(c)
	r0hi, r0lo := bits.Mul64(x[0], k)
	r1hi, r1lo := bits.Mul64(x[1], k)
	r2hi, r2lo := bits.Mul64(x[2], k)
	r3hi, r3lo := bits.Mul64(x[3], k)
	r4hi, r4lo := bits.Mul64(x[4], k)

	c0 := r0hi<<(64-51) | r0lo>>51
	c1 := r1hi<<(64-51) | r1lo>>51
	c2 := r2hi<<(64-51) | r2lo>>51
	c3 := r3hi<<(64-51) | r3lo>>51
	c4 := r4hi<<(64-51) | r4lo>>51

	z[0] = r0lo&maskLow51 + c4*19
	z[1] = r1lo&maskLow51 + c0
	z[2] = r2lo&maskLow51 + c1
	z[3] = r3lo&maskLow51 + c2
	z[4] = r4lo&maskLow51 + c3
}

// sqrtM1 is the square root of −1 mod p whose canonical value is even:
// 2^((p−1)/4) mod p =
// 19681161376707505956807079304988542015446066515923890162744021073123829784752.
// 2 is a non-square because p ≡ 5 mod 8 (second supplement to quadratic
// reciprocity), so 2^((p−1)/2) = −1 by Euler's criterion and its square root
// 2^((p−1)/4) squares to −1. The limbs are its radix-2^51 digits, checked by
// TestSqrtM1.
var sqrtM1 = Element{
	0x61b274a0ea0b0,
	0xd5a5fc8f189d,
	0x7ef5e9cbd0c60,
	0x78595a6804c9e,
	0x2b8324804fc1d,
}

// squareN sets z = x^(2^n) with n squarings; n is a public constant.
func squareN(z, x *Element, n int) {
	square(z, x)
	for i := 1; i < n; i++ {
		square(z, z)
	}
}

// pow2250 returns x^(2^250 − 1), the head of the chain for (p − 5)/8. It
// costs 249 squarings and 10 multiplications; the comment on each line names
// the exponent of x reached.
func pow2250(x *Element) Element {
	var x2, x9, x11, x31, a, b, c Element
	square(&x2, x)       // 2
	squareN(&a, &x2, 2)  // 8
	mul(&x9, &a, x)      // 9
	mul(&x11, &x9, &x2)  // 11
	square(&a, &x11)     // 22
	mul(&x31, &a, &x9)   // 31 = 2^5 − 1
	squareN(&a, &x31, 5) // 2^10 − 2^5
	mul(&b, &a, &x31)    // 2^10 − 1
	squareN(&a, &b, 10)  // 2^20 − 2^10
	mul(&c, &a, &b)      // 2^20 − 1
	squareN(&a, &c, 20)  // 2^40 − 2^20
	mul(&a, &a, &c)      // 2^40 − 1
	squareN(&a, &a, 10)  // 2^50 − 2^10
	mul(&b, &a, &b)      // 2^50 − 1
	squareN(&a, &b, 50)  // 2^100 − 2^50
	mul(&c, &a, &b)      // 2^100 − 1
	squareN(&a, &c, 100) // 2^200 − 2^100
	mul(&a, &a, &c)      // 2^200 − 1
	squareN(&a, &a, 50)  // 2^250 − 2^50
	mul(&a, &a, &b)      // 2^250 − 1
	return a
}

// Pow22523 sets z = x^((p−5)/8) = x^(2^252 − 3), the exponentiation at the
// heart of square roots modulo p ≡ 5 mod 8 (RFC 8032 §5.1.3). It is not part
// of field.Field.
func (Field) Pow22523(z, x *Element) { pow22523(z, x) }

// pow22523 sets z = x^(2^252 − 3) with 251 squarings and 11 multiplications.
func pow22523(z, x *Element) {
	t := pow2250(x)    // 2^250 − 1
	squareN(&t, &t, 2) // 2^252 − 4
	mul(z, &t, x)      // 2^252 − 3
}

// Sqrt sets z to the square root of x with Sgn0 = 0 and returns 1 when x is
// a square (0 included); otherwise it sets z = 0 and returns 0.
//
// For p ≡ 5 mod 8, r = x^((p+3)/8) satisfies r² = ±x when x is a square; on
// the −x branch r·sqrt(−1) is the root. (p+3)/8 = (p−5)/8 + 1.
func (f Field) Sqrt(z, x *Element) int {
	var r, check, negX, rI Element
	pow22523(&r, x)
	mul(&r, &r, x) // x^((p+3)/8)

	square(&check, &r)
	f.Neg(&negX, x)
	correct := f.Equal(&check, x)
	flipped := f.Equal(&check, &negX)
	mul(&rI, &r, &sqrtM1)
	f.Select(&r, &rI, &r, flipped)

	return f.finishSqrt(z, &r, correct|flipped)
}

// SqrtRatio sets z to the square root of u/v with Sgn0 = 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// whatever v is. Otherwise (u/v not a square, or v = 0 ≠ u) it sets z = 0 and
// returns 0.
//
// It follows RFC 8032 §5.1.3 without dividing: the candidate is
// r = u·v³·(u·v⁷)^((p−5)/8), which equals (u/v)^((p+3)/8) when v ≠ 0. If
// v·r² = u it is the root; if v·r² = −u, r·sqrt(−1) is; else u/v is not a
// square. With v = 0 the candidate is 0 and only u = 0 passes.
func (f Field) SqrtRatio(z, u, v *Element) int {
	var v2, v3, v7, uv3, uv7, r, check, negU, rI Element
	square(&v2, v)         // v²
	mul(&v3, &v2, v)       // v³
	square(&v7, &v3)       // v⁶
	mul(&v7, &v7, v)       // v⁷
	mul(&uv3, u, &v3)      // u·v³
	mul(&uv7, u, &v7)      // u·v⁷
	pow22523(&r, &uv7)     // (u·v⁷)^((p−5)/8)
	mul(&r, &r, &uv3)      // u·v³·(u·v⁷)^((p−5)/8)
	square(&check, &r)     // r²
	mul(&check, &check, v) // v·r²

	f.Neg(&negU, u)
	correct := f.Equal(&check, u)
	flipped := f.Equal(&check, &negU)
	mul(&rI, &r, &sqrtM1)
	f.Select(&r, &rI, &r, flipped)

	return f.finishSqrt(z, &r, correct|flipped)
}

// finishSqrt sets z to the one of ±r whose canonical value is even when ok is
// 1, and to 0 when ok is 0; it returns ok.
func (f Field) finishSqrt(z, r *Element, ok int) int {
	var negR, zero Element
	f.Neg(&negR, r)
	f.Select(r, &negR, r, f.Sgn0(r))
	f.Select(z, r, &zero, ok)
	return ok
}
