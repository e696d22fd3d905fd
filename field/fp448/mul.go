package fp448

import "math/bits"

// The multiplication uses Hamburg's "golden" Karatsuba step. Split an element
// into halves at φ = 2^224 = 2^(56·4): x = X0 + X1·φ, y = Y0 + Y1·φ, each half
// a 4-limb polynomial in t = 2^56. Since p = φ² − φ − 1, φ² ≡ φ + 1 and
//
//	x·y ≡ (X0·Y0 + X1·Y1) + ((X0 + X1)·(Y0 + Y1) − X0·Y0)·φ   (mod p),
//
// three 4×4 limb products (48 multiplications) instead of 64. Each of the
// three products has seven coefficients; the upper three carry a factor φ
// and fold back the same way. Writing s = X0 + X1, t = Y0 + Y1 and
// u = t + Y1 limb by limb, output coefficient i (0 ≤ i < 4) and i + 4 are
//
//	w = Σ_{j≤i} x_j·y_{i−j}   + Σ_{j>i} x_j·y_{i−j+8}
//	m = Σ_{j≤i} s_j·t_{i−j}   + Σ_{j>i} s_j·u_{i−j+4}
//	h = Σ_{j≤i} x_{j+4}·y_{i−j+4} + Σ_{j>i} x_{j+4}·t_{i−j+4}
//	z_i = h + w,  z_{i+4} = m − w,
//
// where m ≥ w term by term, so no coefficient goes negative. With input limbs
// below 2^57 every coefficient stays below 2^120, so the carry out of each
// 128-bit accumulator fits in 64 bits.

// uint128 is a 128-bit accumulator.
type uint128 struct{ lo, hi uint64 }

// mul64 returns a·b.
func mul64(a, b uint64) uint128 {
	hi, lo := bits.Mul64(a, b)
	return uint128{lo, hi}
}

// addMul64 returns v + a·b. The caller keeps the sum below 2^128.
func addMul64(v uint128, a, b uint64) uint128 {
	hi, lo := bits.Mul64(a, b)
	lo, c := bits.Add64(lo, v.lo, 0)
	hi, _ = bits.Add64(hi, v.hi, c)
	return uint128{lo, hi}
}

// add128 returns a + b + c, the caller keeping it below 2^128.
func add128(a, b uint128, c uint64) uint128 {
	lo, k := bits.Add64(a.lo, b.lo, 0)
	hi, _ := bits.Add64(a.hi, b.hi, k)
	lo, k = bits.Add64(lo, c, 0)
	return uint128{lo, hi + k}
}

// sub128 returns a − b + c, the caller keeping it in [0, 2^128).
func sub128(a, b uint128, c uint64) uint128 {
	lo, k := bits.Sub64(a.lo, b.lo, 0)
	hi, _ := bits.Sub64(a.hi, b.hi, k)
	lo, k = bits.Add64(lo, c, 0)
	return uint128{lo, hi + k}
}

// shr56 returns a >> 56; the caller keeps a below 2^120.
func shr56(a uint128) uint64 { return a.hi<<8 | a.lo>>56 }

// mul sets z = x·y through the selected kernel, counting the call.
func mul(z, x, y *Element) {
	countMul()
	mulKernel(z, x, y)
}

// square sets z = x² through the selected kernel, counting the call.
func square(z, x *Element) {
	countSquare()
	squareKernel(z, x)
}

// mulGeneric sets z = x·y. Inputs have limbs below 2^57; the output has
// limbs below 2^56 + 2^9. See the comment at the top of this file.
func mulGeneric(z, x, y *Element) {
	x0, x1, x2, x3, x4, x5, x6, x7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	y0, y1, y2, y3, y4, y5, y6, y7 := y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7]
	s0, s1, s2, s3 := x0+x4, x1+x5, x2+x6, x3+x7
	t0, t1, t2, t3 := y0+y4, y1+y5, y2+y6, y3+y7
	u1, u2, u3 := t1+y5, t2+y6, t3+y7

	// i = 0
	w := addMul64(addMul64(addMul64(mul64(x0, y0), x1, y7), x2, y6), x3, y5)
	m := addMul64(addMul64(addMul64(mul64(s0, t0), s1, u3), s2, u2), s3, u1)
	h := addMul64(addMul64(addMul64(mul64(x4, y4), x5, t3), x6, t2), x7, t1)
	lo, hi := add128(h, w, 0), sub128(m, w, 0)
	z0, z4 := lo.lo&mask56, hi.lo&mask56
	cl, ch := shr56(lo), shr56(hi)

	// i = 1
	w = addMul64(addMul64(addMul64(mul64(x0, y1), x1, y0), x2, y7), x3, y6)
	m = addMul64(addMul64(addMul64(mul64(s0, t1), s1, t0), s2, u3), s3, u2)
	h = addMul64(addMul64(addMul64(mul64(x4, y5), x5, y4), x6, t3), x7, t2)
	lo, hi = add128(h, w, cl), sub128(m, w, ch)
	z1, z5 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	// i = 2
	w = addMul64(addMul64(addMul64(mul64(x0, y2), x1, y1), x2, y0), x3, y7)
	m = addMul64(addMul64(addMul64(mul64(s0, t2), s1, t1), s2, t0), s3, u3)
	h = addMul64(addMul64(addMul64(mul64(x4, y6), x5, y5), x6, y4), x7, t3)
	lo, hi = add128(h, w, cl), sub128(m, w, ch)
	z2, z6 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	// i = 3
	w = addMul64(addMul64(addMul64(mul64(x0, y3), x1, y2), x2, y1), x3, y0)
	m = addMul64(addMul64(addMul64(mul64(s0, t3), s1, t2), s2, t1), s3, t0)
	h = addMul64(addMul64(addMul64(mul64(x4, y7), x5, y6), x6, y5), x7, y4)
	lo, hi = add128(h, w, cl), sub128(m, w, ch)
	z3, z7 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	// cl has weight 2^224 (limb 4); ch has weight 2^448 ≡ 2^224 + 1. Both
	// are below 2^63, so the sums below cannot overflow.
	z4 += cl + ch
	z0 += ch
	z5 += z4 >> 56
	z4 &= mask56
	z1 += z0 >> 56
	z0 &= mask56
	*z = Element{z0, z1, z2, z3, z4, z5, z6, z7}
}

// squareGeneric sets z = x². Input limbs are below 2^57; the output has
// limbs below 2^56 + 2^9. It computes the three half products of mulGeneric
// as squares, L = X0², H = X1², M = (X0 + X1)², doubling cross terms, and
// combines coefficient i and i + 4 as
//
//	z_i = L_i + H_i + M_{i+4} − L_{i+4},  z_{i+4} = M_i − L_i + M_{i+4} + H_{i+4},
//
// which is the mulGeneric identity with x = y (M_k ≥ L_k term by term).
func squareGeneric(z, x *Element) {
	x0, x1, x2, x3, x4, x5, x6, x7 := x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]
	s0, s1, s2, s3 := x0+x4, x1+x5, x2+x6, x3+x7
	d0, d1, d2 := 2*x0, 2*x1, 2*x2
	d4, d5, d6 := 2*x4, 2*x5, 2*x6
	e0, e1, e2 := 2*s0, 2*s1, 2*s2

	// i = 0: L0, L4, H0, H4, M0, M4.
	l := mul64(x0, x0)
	l4 := addMul64(mul64(d1, x3), x2, x2)
	m4 := addMul64(mul64(e1, s3), s2, s2)
	lo := sub128(add128(addMul64(m4, x4, x4), l, 0), l4, 0)
	hi := sub128(add128(addMul64(m4, s0, s0), addMul64(mul64(d5, x7), x6, x6), 0), l, 0)
	z0, z4 := lo.lo&mask56, hi.lo&mask56
	cl, ch := shr56(lo), shr56(hi)

	// i = 1: L1, L5, H1, H5, M1, M5.
	l = mul64(d0, x1)
	l5 := mul64(d2, x3)
	m5 := mul64(e2, s3)
	lo = sub128(add128(addMul64(m5, d4, x5), l, cl), l5, 0)
	hi = sub128(addMul64(addMul64(m5, e0, s1), d6, x7), l, ch)
	z1, z5 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	// i = 2: L2, L6, H2, H6, M2, M6.
	l = addMul64(mul64(d0, x2), x1, x1)
	l6 := mul64(x3, x3)
	m6 := mul64(s3, s3)
	lo = sub128(add128(addMul64(addMul64(m6, d4, x6), x5, x5), l, cl), l6, 0)
	hi = sub128(addMul64(addMul64(addMul64(m6, e0, s2), s1, s1), x7, x7), l, ch)
	z2, z6 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	// i = 3: L3, H3, M3 (L7 = H7 = M7 = 0).
	l = addMul64(mul64(d0, x3), d1, x2)
	lo = add128(addMul64(addMul64(l, d4, x7), d5, x6), uint128{}, cl)
	hi = sub128(addMul64(mul64(e0, s3), e1, s2), l, ch)
	z3, z7 := lo.lo&mask56, hi.lo&mask56
	cl, ch = shr56(lo), shr56(hi)

	z4 += cl + ch
	z0 += ch
	z5 += z4 >> 56
	z4 &= mask56
	z1 += z0 >> 56
	z0 &= mask56
	*z = Element{z0, z1, z2, z3, z4, z5, z6, z7}
}

// MulSmall sets z = x·c, as the package function MulSmall does. As a method
// it lets generic engines find it with a type assertion (curves/montgomery
// uses it for a24 when the field offers it). It is not part of field.Field.
func (Field) MulSmall(z, x *Element, c uint32) { MulSmall(z, x, c) }

// MulSmall sets z = x·c for a small constant c, such as the X448 ladder
// constant a24 = 39081 (RFC 7748 §5). It costs eight 64-bit multiplications
// instead of a full Mul. It is not part of field.Field.
func MulSmall(z, x *Element, c uint32) {
	var lo, cy [limbs]uint64
	k := uint64(c)
	for i := range limbs {
		// x[i]·c < 2^57·2^32 = 2^89, so the carry (the product >> 56)
		// is below 2^33.
		h, l := bits.Mul64(x[i], k)
		lo[i] = l & mask56
		cy[i] = h<<8 | l>>56
	}
	z[0] = lo[0] + cy[7]
	z[1] = lo[1] + cy[0]
	z[2] = lo[2] + cy[1]
	z[3] = lo[3] + cy[2]
	z[4] = lo[4] + cy[3] + cy[7]
	z[5] = lo[5] + cy[4]
	z[6] = lo[6] + cy[5]
	z[7] = lo[7] + cy[6]
}
