package fpk256

// The exponentiations below are fixed addition chains: every input runs the
// same sequence of squarings and multiplications, so they are constant time.
// They share the prefix powChain, which builds x^(2^k − 1) for
// k = 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223 (222 squarings, 11
// multiplications) and from those x^(2^246 − 2^22 − 1), the leading 223 ones,
// zero and 22 ones common to both exponents (23 squarings and 1
// multiplication more). In binary, with p = 2^256 − 2^32 − 977,
//
//	(p + 1)/4 = 2^254 − 2^30 − 244 = [1]×223 0 [1]×22 0000 11 00
//	(p − 3)/4 = 2^254 − 2^30 − 245 = [1]×223 0 [1]×22 0000 1 011
//
// where [1]×k is a block of k ones; each chain ends with its own short tail.

// sqrN sets z = x^(2^n), squaring n ≥ 1 times; n is public.
func sqrN(z, x *Element, n int) {
	square(z, x)
	for i := 1; i < n; i++ {
		square(z, z)
	}
}

// powChain returns x2 = x^(2^2 − 1) and t = x^(2^246 − 2^22 − 1), the
// exponent 223 ones, a zero and 22 ones shared by every chain below.
func powChain(x *Element) (x2, t Element) {
	var x3, x6, x9, x11, x22, x44, x88, x176, x220, x223 Element
	square(&x2, x)          // x^2
	mul(&x2, &x2, x)        // x^(2^2 − 1)
	square(&x3, &x2)        // x^(2^3 − 2)
	mul(&x3, &x3, x)        // x^(2^3 − 1)
	sqrN(&x6, &x3, 3)       // x^(2^6 − 2^3)
	mul(&x6, &x6, &x3)      // x^(2^6 − 1)
	sqrN(&x9, &x6, 3)       // x^(2^9 − 2^3)
	mul(&x9, &x9, &x3)      // x^(2^9 − 1)
	sqrN(&x11, &x9, 2)      // x^(2^11 − 2^2)
	mul(&x11, &x11, &x2)    // x^(2^11 − 1)
	sqrN(&x22, &x11, 11)    // x^(2^22 − 2^11)
	mul(&x22, &x22, &x11)   // x^(2^22 − 1)
	sqrN(&x44, &x22, 22)    // x^(2^44 − 2^22)
	mul(&x44, &x44, &x22)   // x^(2^44 − 1)
	sqrN(&x88, &x44, 44)    // x^(2^88 − 2^44)
	mul(&x88, &x88, &x44)   // x^(2^88 − 1)
	sqrN(&x176, &x88, 88)   // x^(2^176 − 2^88)
	mul(&x176, &x176, &x88) // x^(2^176 − 1)
	sqrN(&x220, &x176, 44)  // x^(2^220 − 2^44)
	mul(&x220, &x220, &x44) // x^(2^220 − 1)
	sqrN(&x223, &x220, 3)   // x^(2^223 − 2^3)
	mul(&x223, &x223, &x3)  // x^(2^223 − 1)
	sqrN(&t, &x223, 23)     // x^(2^246 − 2^23)
	mul(&t, &t, &x22)       // x^(2^246 − 2^22 − 1)
	return x2, t
}

// powPm3d4 sets z = x^((p−3)/4) = x^(2^254 − 2^30 − 245):
// 253 squarings and 14 multiplications.
func powPm3d4(z, x *Element) {
	x2, t := powChain(x) // x^(2^246 − 2^22 − 1)
	sqrN(&t, &t, 5)      // x^(2^251 − 2^27 − 32)
	mul(&t, &t, x)       // x^(2^251 − 2^27 − 31)
	sqrN(&t, &t, 3)      // x^(2^254 − 2^30 − 248)
	mul(z, &t, &x2)      // x^(2^254 − 2^30 − 245)
}

// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x is
// a square (0 included); otherwise it sets z = 0 and returns 0. Since
// p ≡ 3 (mod 4), the candidate is r = x^((p+1)/4), and x is a square exactly
// when r² = x. It costs 254 squarings and 13 multiplications.
func (Field) Sqrt(z, x *Element) int {
	x2, r := powChain(x) // x^(2^246 − 2^22 − 1)
	sqrN(&r, &r, 6)      // x^(2^252 − 2^28 − 64)
	mul(&r, &r, &x2)     // x^(2^252 − 2^28 − 61)
	sqrN(&r, &r, 2)      // x^(2^254 − 2^30 − 244) = x^((p+1)/4)

	var chk Element
	square(&chk, &r)
	ok := Field{}.Equal(&chk, x)
	return finishRoot(z, &r, ok)
}

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0.
//
// It takes no inversion: r = u·v·(u·v³)^((p−3)/4) satisfies
// v·r² = u·(u·v³)^((p−1)/2) = u·χ(u·v), which is u exactly when u/v is a
// square (or u = 0), and −u otherwise. It costs 255 squarings and 19
// multiplications.
func (Field) SqrtRatio(z, u, v *Element) int {
	var uv, uv3, r Element
	square(&uv3, v)    // v²
	mul(&uv3, &uv3, v) // v³
	mul(&uv3, &uv3, u) // u·v³
	mul(&uv, u, v)     // u·v
	powPm3d4(&r, &uv3) // (u·v³)^((p−3)/4)
	mul(&r, &r, &uv)   // u·v·(u·v³)^((p−3)/4)

	var chk Element
	square(&chk, &r)
	mul(&chk, &chk, v) // v·r²
	ok := Field{}.Equal(&chk, u)
	return finishRoot(z, &r, ok)
}

// finishRoot sets z to whichever of ±r has Sgn0 0 if ok is 1, and to 0 if ok
// is 0, and returns ok.
func finishRoot(z, r *Element, ok int) int {
	var n Element
	Field{}.Neg(&n, r)
	sel(&n, &n, r, r[0]&1)
	sel(z, &n, &Element{}, uint64(ok))
	return ok
}
