package fp25519

//go:generate go run ./internal/mul64gen

import "math/bits"

// mul64Generic sets z = x · y in radix 2^64: the 512-bit product t0..t7 row
// by row (schoolbook, 16 limb products), then reduce512. It is the portable
// kernel of Field64.Mul; mul64_amd64.s and mul64_adx_amd64.s compute the
// same limbs.
func mul64Generic(z, x, y *Element64) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	y0, y1, y2, y3 := y[0], y[1], y[2], y[3]

	// Row 0: x0·y into t0..t4.
	h0, t0 := bits.Mul64(x0, y0)
	h1, l1 := bits.Mul64(x0, y1)
	h2, l2 := bits.Mul64(x0, y2)
	h3, l3 := bits.Mul64(x0, y3)
	t1, c := bits.Add64(l1, h0, 0)
	t2, c := bits.Add64(l2, h1, c)
	t3, c := bits.Add64(l3, h2, c)
	t4 := h3 + c

	// Rows 1 to 3: x_i·y added into t_i..t_(i+4), the low halves on one
	// carry chain and the high halves on the next.
	t1, t2, t3, t4, t5 := mulAddRow(t1, t2, t3, t4, x1, y0, y1, y2, y3)
	t2, t3, t4, t5, t6 := mulAddRow(t2, t3, t4, t5, x2, y0, y1, y2, y3)
	t3, t4, t5, t6, t7 := mulAddRow(t3, t4, t5, t6, x3, y0, y1, y2, y3)

	z[0], z[1], z[2], z[3] = reduce512(t0, t1, t2, t3, t4, t5, t6, t7)
}

// mulAddRow returns the five limbs of (t0, t1, t2, t3) + a·(y0, y1, y2, y3),
// which is below 2^320.
func mulAddRow(t0, t1, t2, t3, a, y0, y1, y2, y3 uint64) (r0, r1, r2, r3, r4 uint64) {
	h0, l0 := bits.Mul64(a, y0)
	h1, l1 := bits.Mul64(a, y1)
	h2, l2 := bits.Mul64(a, y2)
	h3, l3 := bits.Mul64(a, y3)
	r0, c := bits.Add64(t0, l0, 0)
	r1, c = bits.Add64(t1, l1, c)
	r2, c = bits.Add64(t2, l2, c)
	r3, c = bits.Add64(t3, l3, c)
	r4 = c
	r1, c = bits.Add64(r1, h0, 0)
	r2, c = bits.Add64(r2, h1, c)
	r3, c = bits.Add64(r3, h2, c)
	r4 += h3 + c // no carry out: the sum is below 2^320
	return
}

// square64Generic sets z = x² in radix 2^64: the six cross products x_i·x_j
// (i < j) once, doubled by a shift, plus the four squares x_i² (10 limb
// products instead of 16), then reduce512. It is the portable kernel of
// Field64.Square; mul64_amd64.s and mul64_adx_amd64.s compute the same
// limbs.
func square64Generic(z, x *Element64) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]

	// The cross products, at 2^64 … 2^384: x0·(x1, x2, x3) as a row, then
	// x1·(x2, x3) and x2·x3.
	h01, t1 := bits.Mul64(x0, x1)
	h02, l02 := bits.Mul64(x0, x2)
	h03, l03 := bits.Mul64(x0, x3)
	t2, c := bits.Add64(l02, h01, 0)
	t3, c := bits.Add64(l03, h02, c)
	t4 := h03 + c

	h12, l12 := bits.Mul64(x1, x2)
	h13, l13 := bits.Mul64(x1, x3)
	h23, l23 := bits.Mul64(x2, x3)
	t3, c = bits.Add64(t3, l12, 0)
	t4, c = bits.Add64(t4, l13, c)
	t5, c := bits.Add64(h13, l23, c)
	t6 := h23 + c
	t4, c = bits.Add64(t4, h12, 0)
	t5, c = bits.Add64(t5, 0, c)
	t6 += c // the cross sum is below 2^448

	// Doubled: bit 63 of each limb moves up one limb.
	t7 := t6 >> 63
	t6 = t6<<1 | t5>>63
	t5 = t5<<1 | t4>>63
	t4 = t4<<1 | t3>>63
	t3 = t3<<1 | t2>>63
	t2 = t2<<1 | t1>>63
	t1 <<= 1

	// Plus the squares x_i² at 2^(128·i).
	s0h, t0 := bits.Mul64(x0, x0)
	s1h, s1l := bits.Mul64(x1, x1)
	s2h, s2l := bits.Mul64(x2, x2)
	s3h, s3l := bits.Mul64(x3, x3)
	t1, c = bits.Add64(t1, s0h, 0)
	t2, c = bits.Add64(t2, s1l, c)
	t3, c = bits.Add64(t3, s1h, c)
	t4, c = bits.Add64(t4, s2l, c)
	t5, c = bits.Add64(t5, s2h, c)
	t6, c = bits.Add64(t6, s3l, c)
	t7, _ = bits.Add64(t7, s3h, c) // no carry out: x² < 2^512

	z[0], z[1], z[2], z[3] = reduce512(t0, t1, t2, t3, t4, t5, t6, t7)
}

// reduce512 returns t = t0 + … + t7·2^448 modulo p as a value below 2^256:
// t_lo + 38·t_hi, with t_hi = t4..t7 (2^256 ≡ 38). 38·t_hi is five limbs,
// the top one below 38; its sum with t_lo is again five limbs, the top one
// u below 39, which re-enters times 38 (below 2^11); the carry out of that
// is folded as in Add.
func reduce512(t0, t1, t2, t3, t4, t5, t6, t7 uint64) (z0, z1, z2, z3 uint64) {
	h0, l0 := bits.Mul64(t4, 38)
	h1, l1 := bits.Mul64(t5, 38)
	h2, l2 := bits.Mul64(t6, 38)
	h3, l3 := bits.Mul64(t7, 38)
	l1, c := bits.Add64(l1, h0, 0)
	l2, c = bits.Add64(l2, h1, c)
	l3, c = bits.Add64(l3, h2, c)
	u := h3 + c
	z0, c = bits.Add64(t0, l0, 0)
	z1, c = bits.Add64(t1, l1, c)
	z2, c = bits.Add64(t2, l2, c)
	z3, c = bits.Add64(t3, l3, c)
	u += c
	z0, c = bits.Add64(z0, u*38, 0)
	z1, c = bits.Add64(z1, 0, c)
	z2, c = bits.Add64(z2, 0, c)
	z3, c = bits.Add64(z3, 0, c)
	return z0 + 38&-c, z1, z2, z3
}
