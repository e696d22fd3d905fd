package fpk256

import "math/bits"

// The two kernels below are written out in full, reduction included, because
// they dominate every curve operation: a call to a shared reduction costs
// them about 10% (measured). Both compute the 512-bit product t, then
//
//	r = t_lo + t_hi·c            (2^256 ≡ c; r < 2^256 + 2^289, so r4 < 2^34)
//	s = r mod 2^256 + (r4 + 1)·c (< 2^256 + 2^68)
//	z = s − 2^256 if s carried out of 2^256, else s − c
//
// which is reduce5 (see its comment for why the result lands in [0, p)).

// Mul sets z = x · y.
//
// The product is a schoolbook 4×4, row by row: each row x_i·y is formed in
// two carry chains (low halves, high halves) and added to the running sum.
// The top word of each row goes through a small stack array, and the next
// row's limbs of x and y are loaded after that store. That ordering keeps the
// compiler from hoisting all sixteen multiplications ahead of the carry
// chains (its scheduler places flag-setting instructions late), which would
// spill most of their 32 halves; it measured 10–15% faster. z is written only
// at the end, so it may alias x or y.
func (Field) Mul(z, x, y *Element) {
	countMul()
	var t [4]uint64 // t[0..2]: finished words 0..2; t[3]: the top word in flight

	// Row 0: x0·y at words 0..4.
	x0 := x[0]
	h0, w0 := bits.Mul64(x0, y[0])
	h1, l1 := bits.Mul64(x0, y[1])
	h2, l2 := bits.Mul64(x0, y[2])
	h3, l3 := bits.Mul64(x0, y[3])
	a1, k := bits.Add64(l1, h0, 0)
	a2, k := bits.Add64(l2, h1, k)
	a3, k := bits.Add64(l3, h2, k)
	t[0] = w0
	t[3] = h3 + k

	// Row 1: x1·y at words 1..5.
	x1 := x[1]
	h0, l0 := bits.Mul64(x1, y[0])
	h1, l1 = bits.Mul64(x1, y[1])
	h2, l2 = bits.Mul64(x1, y[2])
	h3, l3 = bits.Mul64(x1, y[3])
	u1, k := bits.Add64(l1, h0, 0)
	u2, k := bits.Add64(l2, h1, k)
	u3, k := bits.Add64(l3, h2, k)
	u4 := h3 + k
	a1, k = bits.Add64(a1, l0, 0)
	a2, k = bits.Add64(a2, u1, k)
	a3, k = bits.Add64(a3, u2, k)
	a4, k := bits.Add64(t[3], u3, k)
	t[1] = a1
	t[3] = u4 + k

	// Row 2: x2·y at words 2..6.
	x2 := x[2]
	h0, l0 = bits.Mul64(x2, y[0])
	h1, l1 = bits.Mul64(x2, y[1])
	h2, l2 = bits.Mul64(x2, y[2])
	h3, l3 = bits.Mul64(x2, y[3])
	u1, k = bits.Add64(l1, h0, 0)
	u2, k = bits.Add64(l2, h1, k)
	u3, k = bits.Add64(l3, h2, k)
	u4 = h3 + k
	a2, k = bits.Add64(a2, l0, 0)
	a3, k = bits.Add64(a3, u1, k)
	a4, k = bits.Add64(a4, u2, k)
	a5, k := bits.Add64(t[3], u3, k)
	t[2] = a2
	t[3] = u4 + k

	// Row 3: x3·y at words 3..7.
	x3 := x[3]
	h0, l0 = bits.Mul64(x3, y[0])
	h1, l1 = bits.Mul64(x3, y[1])
	h2, l2 = bits.Mul64(x3, y[2])
	h3, l3 = bits.Mul64(x3, y[3])
	u1, k = bits.Add64(l1, h0, 0)
	u2, k = bits.Add64(l2, h1, k)
	u3, k = bits.Add64(l3, h2, k)
	u4 = h3 + k
	a3, k = bits.Add64(a3, l0, 0)
	a4, k = bits.Add64(a4, u1, k)
	a5, k = bits.Add64(a5, u2, k)
	a6, k := bits.Add64(t[3], u3, k)
	a7 := u4 + k

	// r = t_lo + t_hi·c, five words.
	h0, l0 = bits.Mul64(a4, c)
	h1, l1 = bits.Mul64(a5, c)
	h2, l2 = bits.Mul64(a6, c)
	h3, l3 = bits.Mul64(a7, c)
	r0, k := bits.Add64(t[0], l0, 0)
	r1, k := bits.Add64(t[1], l1, k)
	r2, k := bits.Add64(t[2], l2, k)
	r3, k := bits.Add64(a3, l3, k)
	r4 := h3 + k
	r1, k = bits.Add64(r1, h0, 0)
	r2, k = bits.Add64(r2, h1, k)
	r3, k = bits.Add64(r3, h2, k)
	r4 += k

	// s = r mod 2^256 + (r4 + 1)·c, then subtract c unless s carried.
	hh, ll := bits.Mul64(r4+1, c)
	r0, k = bits.Add64(r0, ll, 0)
	r1, k = bits.Add64(r1, hh, k)
	r2, k = bits.Add64(r2, 0, k)
	r3, k = bits.Add64(r3, 0, k)
	d := c & (k - 1)
	r0, b := bits.Sub64(r0, d, 0)
	r1, b = bits.Sub64(r1, 0, b)
	r2, b = bits.Sub64(r2, 0, b)
	r3, _ = bits.Sub64(r3, 0, b)
	z[0], z[1], z[2], z[3] = r0, r1, r2, r3
}

// Square sets z = x².
//
// The six cross products x_i·x_j (i < j) are summed once, doubled with a
// carry chain, and the four squares x_i² added on the diagonal: ten 64-bit
// multiplications instead of sixteen.
func (Field) Square(z, x *Element) {
	countSquare()
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]

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
	t1, k = bits.Add64(t1, t1, 0)
	t2, k = bits.Add64(t2, t2, k)
	t3, k = bits.Add64(t3, t3, k)
	t4, k = bits.Add64(t4, t4, k)
	t5, k = bits.Add64(t5, t5, k)
	t6, k = bits.Add64(t6, t6, k)
	t7 := k

	// Add x_i² at words 2i, 2i+1.
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

	// r = t_lo + t_hi·c, five words.
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

	// s = r mod 2^256 + (r4 + 1)·c, then subtract c unless s carried.
	hh, ll := bits.Mul64(r4+1, c)
	r0, k = bits.Add64(r0, ll, 0)
	r1, k = bits.Add64(r1, hh, k)
	r2, k = bits.Add64(r2, 0, k)
	r3, k = bits.Add64(r3, 0, k)
	d := c & (k - 1)
	r0, b := bits.Sub64(r0, d, 0)
	r1, b = bits.Sub64(r1, 0, b)
	r2, b = bits.Sub64(r2, 0, b)
	r3, _ = bits.Sub64(r3, 0, b)
	z[0], z[1], z[2], z[3] = r0, r1, r2, r3
}

// mul sets z = x · y; it inlines to a direct call of Field.Mul.
func mul(z, x, y *Element) { Field{}.Mul(z, x, y) }

// square sets z = x²; it inlines to a direct call of Field.Square.
func square(z, x *Element) { Field{}.Square(z, x) }
