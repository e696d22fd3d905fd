package fp448

// squareN sets z = x^(2^n) with n ≥ 1 squarings. n is public.
func squareN(z, x *Element, n int) {
	square(z, x)
	for range n - 1 {
		square(z, z)
	}
}

// powPm3d4 sets z = x^((p−3)/4), the exponentiation that Inverse, Sqrt and
// SqrtRatio share. In binary (p−3)/4 = 2^446 − 2^222 − 1 is 223 ones, a zero,
// then 222 ones, that is (2^223 − 1)·2^223 + (2^222 − 1). The chain builds
// e_k = x^(2^k − 1) with e_{a+b} = e_a^(2^b)·e_b along
// 1, 2, 3, 6, 12, 24, 27, 54, 108, 111, 222, 223: 445 squarings and 12
// multiplications in all, the same for every x.
func powPm3d4(z, x *Element) {
	var e3, e111, e222, t Element
	square(&t, x)           // x^2
	mul(&t, &t, x)          // e2 = x^(2^2 − 1)
	square(&t, &t)          // x^(2^3 − 2)
	mul(&e3, &t, x)         // e3 = x^(2^3 − 1)
	squareN(&t, &e3, 3)     // x^(2^6 − 2^3)
	mul(&t, &t, &e3)        // e6 = x^(2^6 − 1)
	squareN(&e111, &t, 6)   // x^(2^12 − 2^6)
	mul(&t, &e111, &t)      // e12 = x^(2^12 − 1)
	squareN(&e111, &t, 12)  // x^(2^24 − 2^12)
	mul(&t, &e111, &t)      // e24 = x^(2^24 − 1)
	squareN(&t, &t, 3)      // x^(2^27 − 2^3)
	mul(&t, &t, &e3)        // e27 = x^(2^27 − 1)
	squareN(&e111, &t, 27)  // x^(2^54 − 2^27)
	mul(&t, &e111, &t)      // e54 = x^(2^54 − 1)
	squareN(&e111, &t, 54)  // x^(2^108 − 2^54)
	mul(&t, &e111, &t)      // e108 = x^(2^108 − 1)
	squareN(&t, &t, 3)      // x^(2^111 − 2^3)
	mul(&e111, &t, &e3)     // e111 = x^(2^111 − 1)
	squareN(&t, &e111, 111) // x^(2^222 − 2^111)
	mul(&e222, &t, &e111)   // e222 = x^(2^222 − 1)
	square(&t, &e222)       // x^(2^223 − 2)
	mul(&t, &t, x)          // e223 = x^(2^223 − 1)
	squareN(&t, &t, 223)    // x^((2^223 − 1)·2^223)
	mul(z, &t, &e222)       // x^((2^223 − 1)·2^223 + 2^222 − 1)
}

// Inverse sets z = 1/x = x^(p−2), and z = 0 when x = 0. p − 2 is
// 4·(p−3)/4 + 1, so it costs the shared chain plus two squarings and one
// multiplication: 447 squarings and 13 multiplications for every x.
func (Field) Inverse(z, x *Element) {
	var t Element
	powPm3d4(&t, x)    // x^((p−3)/4)
	squareN(&t, &t, 2) // x^(p−3)
	mul(z, &t, x)      // x^(p−2)
}

// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0. As
// p ≡ 3 (mod 4) the candidate root is x^((p+1)/4) = x·x^((p−3)/4); it is a
// root exactly when its square is x. Constant time.
func (f Field) Sqrt(z, x *Element) int {
	var r, c Element
	powPm3d4(&r, x) // x^((p−3)/4)
	mul(&r, &r, x)  // x^((p+1)/4)
	square(&c, &r)
	ok := f.Equal(&c, x)
	f.finishRoot(z, &r, ok)
	return ok
}

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0. It never inverts:
// the candidate r = u·v·(u·v³)^((p−3)/4) satisfies v·r² = u·χ(u·v), χ the
// Legendre symbol, so r is the root exactly when v·r² = u (the RFC 8032
// §5.2.3 trick, with one exponentiation of u·v³). Constant time.
func (f Field) SqrtRatio(z, u, v *Element) int {
	var uv, r, c Element
	mul(&uv, u, v)   // u·v
	square(&r, v)    // v²
	mul(&r, &r, &uv) // u·v³
	powPm3d4(&r, &r) // (u·v³)^((p−3)/4)
	mul(&r, &r, &uv) // u·v·(u·v³)^((p−3)/4)
	square(&c, &r)   // r²
	mul(&c, &c, v)   // v·r²
	ok := f.Equal(&c, u)
	f.finishRoot(z, &r, ok)
	return ok
}

// finishRoot sets z to the root r or its negation, whichever has Sgn0 0,
// when ok is 1, and to 0 when ok is 0.
func (f Field) finishRoot(z, r *Element, ok int) {
	var n, zero Element
	f.Neg(&n, r)
	f.Select(&n, &n, r, f.Sgn0(r))
	f.Select(z, &n, &zero, ok)
}
