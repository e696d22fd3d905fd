package fpk256

import "math/bits"

// Add sets z = x + y.
func (Field) Add(z, x, y *Element) {
	s0, k := bits.Add64(x[0], y[0], 0)
	s1, k := bits.Add64(x[1], y[1], k)
	s2, k := bits.Add64(x[2], y[2], k)
	s3, k := bits.Add64(x[3], y[3], k)
	// x + y < 2p, so when it carries (k = 1) the low part s satisfies
	// s + c < p and final applies.
	final(z, s0, s1, s2, s3, k)
}

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) { sub(z, x, y) }

// sub sets z = x − y.
func sub(z, x, y *Element) {
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
func (Field) Neg(z, x *Element) { sub(z, &Element{}, x) }

// Mul sets z = x · y.
func (Field) Mul(z, x, y *Element) { mul(z, x, y) }

// Square sets z = x².
func (Field) Square(z, x *Element) { square(z, x) }

// MulSmall sets z = x · v for a small constant v, such as 3b = 21 in the
// secp256k1 point formulas. It costs a fraction of a Mul. It is not part of
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
func reduce5(z *Element, r0, r1, r2, r3, r4 uint64) {
	// r4·c < 2^67 takes two words.
	hh, ll := bits.Mul64(r4, c)
	r0, k := bits.Add64(r0, ll, 0)
	r1, k = bits.Add64(r1, hh, k)
	r2, k = bits.Add64(r2, 0, k)
	r3, k = bits.Add64(r3, 0, k)
	final(z, r0, r1, r2, r3, k)
}

// final sets z = (k·2^256 + r) mod p, given k ∈ {0, 1} and, when k = 1,
// r + c < p. Both cases reduce to one conditional addition of c: for k = 1
// the value is r + c < p; for k = 0 it is r − p = r + c − 2^256 exactly when
// r + c carries.
func final(z *Element, r0, r1, r2, r3, k uint64) {
	s0, k2 := bits.Add64(r0, c, 0)
	s1, k2 := bits.Add64(r1, 0, k2)
	s2, k2 := bits.Add64(r2, 0, k2)
	s3, k2 := bits.Add64(r3, 0, k2)
	m := -(k | k2)
	z[0] = r0 ^ (m & (r0 ^ s0))
	z[1] = r1 ^ (m & (r1 ^ s1))
	z[2] = r2 ^ (m & (r2 ^ s2))
	z[3] = r3 ^ (m & (r3 ^ s3))
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

// reduceWide sets z = w mod p for a 512-bit w, least significant word first.
func reduceWide(z *Element, w *[8]uint64) {
	reduce(z, w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7])
}

// reduce sets z = t mod p for the 512-bit t = lo + hi·2^256 given as eight
// words. With 2^256 ≡ c it computes lo + hi·c < 2^256 + 2^289, whose fifth
// word r4 is below 2^34, and hands it to reduce5.
func reduce(z *Element, t0, t1, t2, t3, t4, t5, t6, t7 uint64) {
	h0, l0 := bits.Mul64(t4, c)
	h1, l1 := bits.Mul64(t5, c)
	h2, l2 := bits.Mul64(t6, c)
	h3, l3 := bits.Mul64(t7, c)
	r0, k := bits.Add64(t0, l0, 0)
	r1, k := bits.Add64(t1, l1, k)
	r2, k := bits.Add64(t2, l2, k)
	r3, k := bits.Add64(t3, l3, k)
	r4 := h3 + k
	r1, k = bits.Add64(r1, h0, 0)
	r2, k = bits.Add64(r2, h1, k)
	r3, k = bits.Add64(r3, h2, k)
	r4 += k
	reduce5(z, r0, r1, r2, r3, r4)
}

// mul sets z = x · y: a 4×4-limb schoolbook product, row by row, each row's
// low and high product halves added in two carry chains, then reduce.
func mul(z, x, y *Element) {
	countMul()
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	y0, y1, y2, y3 := y[0], y[1], y[2], y[3]

	// Row 0: t = x0·y.
	h0, t0 := bits.Mul64(x0, y0)
	h1, l1 := bits.Mul64(x0, y1)
	h2, l2 := bits.Mul64(x0, y2)
	h3, l3 := bits.Mul64(x0, y3)
	t1, k := bits.Add64(l1, h0, 0)
	t2, k := bits.Add64(l2, h1, k)
	t3, k := bits.Add64(l3, h2, k)
	t4 := h3 + k

	// Row 1: t += x1·y·2^64.
	h0, l0 := bits.Mul64(x1, y0)
	h1, l1 = bits.Mul64(x1, y1)
	h2, l2 = bits.Mul64(x1, y2)
	h3, l3 = bits.Mul64(x1, y3)
	u1, k := bits.Add64(l1, h0, 0)
	u2, k := bits.Add64(l2, h1, k)
	u3, k := bits.Add64(l3, h2, k)
	u4 := h3 + k
	t1, k = bits.Add64(t1, l0, 0)
	t2, k = bits.Add64(t2, u1, k)
	t3, k = bits.Add64(t3, u2, k)
	t4, k = bits.Add64(t4, u3, k)
	t5 := u4 + k

	// Row 2: t += x2·y·2^128.
	h0, l0 = bits.Mul64(x2, y0)
	h1, l1 = bits.Mul64(x2, y1)
	h2, l2 = bits.Mul64(x2, y2)
	h3, l3 = bits.Mul64(x2, y3)
	u1, k = bits.Add64(l1, h0, 0)
	u2, k = bits.Add64(l2, h1, k)
	u3, k = bits.Add64(l3, h2, k)
	u4 = h3 + k
	t2, k = bits.Add64(t2, l0, 0)
	t3, k = bits.Add64(t3, u1, k)
	t4, k = bits.Add64(t4, u2, k)
	t5, k = bits.Add64(t5, u3, k)
	t6 := u4 + k

	// Row 3: t += x3·y·2^192.
	h0, l0 = bits.Mul64(x3, y0)
	h1, l1 = bits.Mul64(x3, y1)
	h2, l2 = bits.Mul64(x3, y2)
	h3, l3 = bits.Mul64(x3, y3)
	u1, k = bits.Add64(l1, h0, 0)
	u2, k = bits.Add64(l2, h1, k)
	u3, k = bits.Add64(l3, h2, k)
	u4 = h3 + k
	t3, k = bits.Add64(t3, l0, 0)
	t4, k = bits.Add64(t4, u1, k)
	t5, k = bits.Add64(t5, u2, k)
	t6, k = bits.Add64(t6, u3, k)
	t7 := u4 + k

	reduce(z, t0, t1, t2, t3, t4, t5, t6, t7)
}

// square sets z = x²: the six cross products once, doubled by a shift, plus
// the four squares on the diagonal, then reduce.
func square(z, x *Element) {
	countSquare()
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]

	// Cross products x_i·x_j for i < j.
	h01, l01 := bits.Mul64(x0, x1)
	h02, l02 := bits.Mul64(x0, x2)
	h03, l03 := bits.Mul64(x0, x3)
	h12, l12 := bits.Mul64(x1, x2)
	h13, l13 := bits.Mul64(x1, x3)
	h23, l23 := bits.Mul64(x2, x3)

	// x0·(x1, x2, x3) at words 1..4.
	t1 := l01
	t2, k := bits.Add64(h01, l02, 0)
	t3, k := bits.Add64(h02, l03, k)
	t4 := h03 + k
	// x1·(x2, x3) at words 3..5.
	u4, k := bits.Add64(h12, l13, 0)
	u5 := h13 + k
	t3, k = bits.Add64(t3, l12, 0)
	t4, k = bits.Add64(t4, u4, k)
	t5 := u5 + k
	// x2·x3 at words 5..6.
	t5, k = bits.Add64(t5, l23, 0)
	t6 := h23 + k

	// Double the cross products.
	t7 := t6 >> 63
	t6 = t6<<1 | t5>>63
	t5 = t5<<1 | t4>>63
	t4 = t4<<1 | t3>>63
	t3 = t3<<1 | t2>>63
	t2 = t2<<1 | t1>>63
	t1 <<= 1

	// Add the diagonal x_i² at words 2i, 2i+1.
	s0h, t0 := bits.Mul64(x0, x0)
	s1h, s1l := bits.Mul64(x1, x1)
	s2h, s2l := bits.Mul64(x2, x2)
	s3h, s3l := bits.Mul64(x3, x3)
	t1, k = bits.Add64(t1, s0h, 0)
	t2, k = bits.Add64(t2, s1l, k)
	t3, k = bits.Add64(t3, s1h, k)
	t4, k = bits.Add64(t4, s2l, k)
	t5, k = bits.Add64(t5, s2h, k)
	t6, k = bits.Add64(t6, s3l, k)
	t7, _ = bits.Add64(t7, s3h, k)

	reduce(z, t0, t1, t2, t3, t4, t5, t6, t7)
}
