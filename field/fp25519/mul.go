package fp25519

import (
	"math/bits"
)

// The portable kernels. The assembly of mul_amd64.s forms five 128-bit
// column sums with carry chains and splits them at bit 51 in two parallel
// passes (see the package documentation). The Go compiler cannot be told to
// compile that shape well: it schedules the operations that start a chain
// of carry flags as late as it can, so it computes all 25 products first and
// spills them to the stack, about a third of the kernel's instructions. The
// Go kernels are therefore written without carry flags, and then the
// compiler keeps source order and every product goes into its sums as soon
// as it is made. The math/bits calls are written out rather than wrapped in
// small helpers: the compiler emits an executed NOP for the inlining mark of
// each helper call whose instructions it moved away (30 per multiplication
// when the kernels had them).
//
// Products that split at bit 51. The operands are shifted beforehand, one
// side by 7 bits and the other by 6, so that a product is t·2^13 for the
// term t = a_i·b_j (times 2, 19 or 38 where the formula says so). For t below
// 2^115 the high word of t·2^13 is t >> 51, and the low word shifted right by
// 13 is t mod 2^51: bits.Mul64 hands over the term already split at the
// limb boundary. A column then sums its low parts (each below 2^51) and its
// high parts with plain 64-bit additions, no carry between them.
//
// Serial carries. The columns are taken in order 0 to 4: the low-part sum s
// of column k starts with the carry out of column k − 1, its low 51 bits are
// limb k, and s >> 51 plus the high-part sum is the carry into column k + 1
// (below 2^60: the high parts of at most five products below 19·2^104, or
// three below 38·2^104, sum below 2^59.9). The carry out of column 4, worth
// 2^255 ≡ 19, re-enters limb 0 times 19, and limb 0's carry moves to limb 1.
// Column 4 has no wrapped products, so its carry is below 5·2^53 + 2^9 and
// 19 times it below 2^59.6: the output limbs are below 2^51, except limb 1,
// below 2^51 + 2^9. These are the same values mod p as the assembly's
// (whose limbs are below 2^51 + 2^18), not the same limbs; a test checks
// both against math/big and against each other.
//
// Limbs 2 to 4 are final when their column ends and are stored then; every
// load of x and y comes before, so z may alias them.

// inv19 is the inverse of 19 modulo 2^64 (19 · inv19 ≡ 1 mod 2^64). mulGeneric
// recovers y[k]·2^6 from 19·y[k]·2^6, which is below 2^63, by multiplying by
// it, rather than keeping both values alive through the earlier columns.
const inv19 = 0x86bca1af286bca1b

// mulGeneric sets z = x · y. It is the portable multiplication kernel, used
// by mul where there is no assembly.
//
// Limb i of x times limb j of y lands at 2^(51(i+j)); when i + j ≥ 5 it
// wraps to 2^(51(i+j−5)) times 2^255 ≡ 19. With limbs below 2^52 the
// operands are L_i = x[i]·2^7 < 2^59 and R_j = y[j]·2^6 < 2^58, or
// 19·R_j < 2^63 for the wrapped products, so L_i·R_j is the term x[i]·y[j]
// times 2^13 (see "Products that split at bit 51" above).
func mulGeneric(z, x, y *Element) {
	L0, L1, L2, L3, L4 := x[0]<<7, x[1]<<7, x[2]<<7, x[3]<<7, x[4]<<7
	R0 := y[0] << 6
	R1x19, R2x19, R3x19, R4x19 := y[1]*19<<6, y[2]*19<<6, y[3]*19<<6, y[4]*19<<6

	// h, l: one product's words; s: a column's low parts; c: its high
	// parts, then the carry out of it.
	var h, l, s, c uint64

	// Column 0: a0·b0 + 19·(a1·b4 + a2·b3 + a3·b2 + a4·b1).
	c, l = bits.Mul64(L0, R0)
	s = l >> 13
	h, l = bits.Mul64(L1, R4x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, R3x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R2x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R1x19)
	s += l >> 13
	c += h
	c += s >> 51
	l0 := s & maskLow51

	R1 := R1x19 * inv19 // y[1]·2^6, as R1x19 is no longer needed
	// Column 1: a0·b1 + a1·b0 + 19·(a2·b4 + a3·b3 + a4·b2).
	h, l = bits.Mul64(L0, R1)
	s = c + l>>13 // the carry in from column 0
	c = h
	h, l = bits.Mul64(L1, R0)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, R4x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R3x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R2x19)
	s += l >> 13
	c += h
	c += s >> 51
	l1 := s & maskLow51

	R2 := R2x19 * inv19 // y[2]·2^6, as R2x19 is no longer needed
	// Column 2: a0·b2 + a1·b1 + a2·b0 + 19·(a3·b4 + a4·b3).
	h, l = bits.Mul64(L0, R2)
	s = c + l>>13 // the carry in from column 1
	c = h
	h, l = bits.Mul64(L1, R1)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, R0)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R4x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R3x19)
	s += l >> 13
	c += h
	c += s >> 51
	z[2] = s & maskLow51

	R3 := R3x19 * inv19 // y[3]·2^6, as R3x19 is no longer needed
	// Column 3: a0·b3 + a1·b2 + a2·b1 + a3·b0 + 19·a4·b4.
	h, l = bits.Mul64(L0, R3)
	s = c + l>>13 // the carry in from column 2
	c = h
	h, l = bits.Mul64(L1, R2)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, R1)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R0)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R4x19)
	s += l >> 13
	c += h
	c += s >> 51
	z[3] = s & maskLow51

	R4 := R4x19 * inv19 // y[4]·2^6, as R4x19 is no longer needed
	// Column 4: a0·b4 + a1·b3 + a2·b2 + a3·b1 + a4·b0.
	h, l = bits.Mul64(L0, R4)
	s = c + l>>13 // the carry in from column 3
	c = h
	h, l = bits.Mul64(L1, R3)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, R2)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R1)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R0)
	s += l >> 13
	c += h
	c += s >> 51
	z[4] = s & maskLow51

	// The carry out of column 4 is worth 2^255 ≡ 19.
	l0 += c * 19
	z[0] = l0 & maskLow51
	z[1] = l1 + l0>>51
}

// squareGeneric sets z = x². It is the portable squaring kernel: the cross
// products a_i·a_j (i ≠ j) are computed once and doubled, 15 multiplications
// instead of 25, in the form of mulGeneric.
//
// With L_i = a_i·2^7 (below 2^59 for limbs below 2^52) on one side and
// a_i·2^6 = L_i/2 on the other, L_i·(L_i/2) is a_i²·2^13 and L_i·L_j is
// 2·a_i·a_j·2^13. The factor 19 of the wrapped products rides on the second
// side, 19·a_i·2^6 < 2^63, doubled through 2·L_i < 2^60 where the product is
// a cross one.
func squareGeneric(z, x *Element) {
	L0, L1, L2, L3, L4 := x[0]<<7, x[1]<<7, x[2]<<7, x[3]<<7, x[4]<<7
	R3x19, R4x19 := x[3]*19<<6, x[4]*19<<6

	// h, l: one product's words; s: a column's low parts; c: its high
	// parts, then the carry out of it.
	var h, l, s, c uint64

	// Column 0: a0² + 2·19·(a1·a4 + a2·a3).
	c, l = bits.Mul64(L0, L0>>1)
	s = l >> 13
	h, l = bits.Mul64(L1*2, R4x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2*2, R3x19)
	s += l >> 13
	c += h
	c += s >> 51
	l0 := s & maskLow51

	// Column 1: 2·a0·a1 + 2·19·a2·a4 + 19·a3².
	h, l = bits.Mul64(L0, L1)
	s = c + l>>13 // the carry in from column 0
	c = h
	h, l = bits.Mul64(L2*2, R4x19)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3, R3x19)
	s += l >> 13
	c += h
	c += s >> 51
	l1 := s & maskLow51

	// Column 2: 2·a0·a2 + a1² + 2·19·a3·a4.
	h, l = bits.Mul64(L0, L2)
	s = c + l>>13 // the carry in from column 1
	c = h
	h, l = bits.Mul64(L1, L1>>1)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L3*2, R4x19)
	s += l >> 13
	c += h
	c += s >> 51
	z[2] = s & maskLow51

	// Column 3: 2·a0·a3 + 2·a1·a2 + 19·a4².
	h, l = bits.Mul64(L0, L3)
	s = c + l>>13 // the carry in from column 2
	c = h
	h, l = bits.Mul64(L1, L2)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L4, R4x19)
	s += l >> 13
	c += h
	c += s >> 51
	z[3] = s & maskLow51

	// Column 4: 2·a0·a4 + 2·a1·a3 + a2².
	h, l = bits.Mul64(L0, L4)
	s = c + l>>13 // the carry in from column 3
	c = h
	h, l = bits.Mul64(L1, L3)
	s += l >> 13
	c += h
	h, l = bits.Mul64(L2, L2>>1)
	s += l >> 13
	c += h
	c += s >> 51
	z[4] = s & maskLow51

	// The carry out of column 4 is worth 2^255 ≡ 19.
	l0 += c * 19
	z[0] = l0 & maskLow51
	z[1] = l1 + l0>>51
}

// carryPropagate brings every limb of z below 2^51 + 19·2^(k−51), where 2^k
// bounds the input limbs, without changing the value mod p. All five carries
// are taken at once; the carry out of limb 4 (worth 2^255) re-enters limb 0
// times 19. For input limbs below 2^64 the output limbs are below 2^51 + 2^18.
func carryPropagate(z *Element) {
	z[0], z[1], z[2], z[3], z[4] = Carry(z[0], z[1], z[2], z[3], z[4])
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
