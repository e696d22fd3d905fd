package fpk256

import "math/bits"

// Add sets z = x + y.
func (Field) Add(z, x, y *Element) {
	s0, k := bits.Add64(x[0], y[0], 0)
	s1, k := bits.Add64(x[1], y[1], k)
	s2, k := bits.Add64(x[2], y[2], k)
	s3, k := bits.Add64(x[3], y[3], k)
	// x + y < 2p. Subtracting p is adding c = 2^256 − p modulo 2^256, and is
	// needed exactly when x + y ≥ 2^256 (k = 1) or x + y + c ≥ 2^256 (k2 = 1).
	u0, k2 := bits.Add64(s0, c, 0)
	u1, k2 := bits.Add64(s1, 0, k2)
	u2, k2 := bits.Add64(s2, 0, k2)
	u3, k2 := bits.Add64(s3, 0, k2)
	m := -(k | k2)
	z[0] = s0 ^ (m & (s0 ^ u0))
	z[1] = s1 ^ (m & (s1 ^ u1))
	z[2] = s2 ^ (m & (s2 ^ u2))
	z[3] = s3 ^ (m & (s3 ^ u3))
}

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) {
	d0, b := bits.Sub64(x[0], y[0], 0)
	d1, b := bits.Sub64(x[1], y[1], b)
	d2, b := bits.Sub64(x[2], y[2], b)
	d3, b := bits.Sub64(x[3], y[3], b)
	// On a borrow d = x − y + 2^256, and x − y + p = d − c, which cannot
	// borrow again because x − y + p ≥ 0.
	d0, b2 := bits.Sub64(d0, c&-b, 0)
	d1, b2 = bits.Sub64(d1, 0, b2)
	d2, b2 = bits.Sub64(d2, 0, b2)
	d3, _ = bits.Sub64(d3, 0, b2)
	z[0], z[1], z[2], z[3] = d0, d1, d2, d3
}

// Neg sets z = −x, which is p − x for x ≠ 0 and 0 for x = 0.
func (Field) Neg(z, x *Element) { Field{}.Sub(z, &Element{}, x) }

// MulSmall sets z = x · v for a small constant v, such as 3b = 21 in the
// secp256k1 point formulas. It costs about half a Mul. It is not part of
// field.Field; engines can find it with an interface assertion.
func (Field) MulSmall(z, x *Element, v uint32) {
	w := uint64(v)
	h0, r0 := bits.Mul64(x[0], w)
	h1, l1 := bits.Mul64(x[1], w)
	h2, l2 := bits.Mul64(x[2], w)
	h3, l3 := bits.Mul64(x[3], w)
	r1, k := bits.Add64(l1, h0, 0)
	r2, k := bits.Add64(l2, h1, k)
	r3, k := bits.Add64(l3, h2, k)
	reduce5(z, r0, r1, r2, r3, h3+k)
}

// reduce5 sets z = (r4·2^256 + r) mod p for r4 < 2^34, using 2^256 ≡ c.
//
// With q = r4 + 1 it computes s = r + q·c (q·c < 2^67). Since
// r4·2^256 + r − q·p = s − 2^256, the result is s − 2^256 when s carries out
// of 2^256 (then s − 2^256 < q·c < 2^67 < p), and s − c = r + r4·c otherwise
// (then 0 ≤ s − c < 2^256 − c = p). The choice is a masked subtraction of c.
func reduce5(z *Element, r0, r1, r2, r3, r4 uint64) {
	hh, ll := bits.Mul64(r4+1, c)
	s0, k := bits.Add64(r0, ll, 0)
	s1, k := bits.Add64(r1, hh, k)
	s2, k := bits.Add64(r2, 0, k)
	s3, k := bits.Add64(r3, 0, k)
	d := c & (k - 1) // c if there was no carry, 0 if there was
	s0, b := bits.Sub64(s0, d, 0)
	s1, b = bits.Sub64(s1, 0, b)
	s2, b = bits.Sub64(s2, 0, b)
	s3, _ = bits.Sub64(s3, 0, b)
	z[0], z[1], z[2], z[3] = s0, s1, s2, s3
}

// addWord returns x + v as a 256-bit sum and its carry out of 2^256.
func addWord(x *Element, v uint64) (Element, uint64) {
	var s Element
	var k uint64
	s[0], k = bits.Add64(x[0], v, 0)
	s[1], k = bits.Add64(x[1], 0, k)
	s[2], k = bits.Add64(x[2], 0, k)
	s[3], k = bits.Add64(x[3], 0, k)
	return s, k
}

// reduceWide sets z = w mod p for a 512-bit w = lo + hi·2^256, least
// significant word first. With 2^256 ≡ c it forms lo + hi·c < 2^256 + 2^289,
// whose fifth word is below 2^34, and hands it to reduce5. Mul and Square
// carry their own copy of these lines: a call costs them about 10%.
func reduceWide(z *Element, w *[8]uint64) {
	h0, l0 := bits.Mul64(w[4], c)
	h1, l1 := bits.Mul64(w[5], c)
	h2, l2 := bits.Mul64(w[6], c)
	h3, l3 := bits.Mul64(w[7], c)
	r0, k := bits.Add64(w[0], l0, 0)
	r1, k := bits.Add64(w[1], l1, k)
	r2, k := bits.Add64(w[2], l2, k)
	r3, k := bits.Add64(w[3], l3, k)
	r4 := h3 + k
	r1, k = bits.Add64(r1, h0, 0)
	r2, k = bits.Add64(r2, h1, k)
	r3, k = bits.Add64(r3, h2, k)
	reduce5(z, r0, r1, r2, r3, r4+k)
}
