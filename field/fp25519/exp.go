package fp25519

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
