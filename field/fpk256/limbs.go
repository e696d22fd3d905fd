package fpk256

import "math/bits"

// Add and Sub split in two pieces each, every piece small enough for the
// compiler to inline into its caller, where Add and Sub as a whole are too
// large and remain calls: code generated for this field (the point
// formulas of curves/weierstrass) writes
//
//	z[0], z[1], z[2], z[3] = fpk256.ReduceOnce(fpk256.AddLimbs(x, y))  // Add(z, x, y)
//	z[0], z[1], z[2], z[3] = fpk256.AddBack(fpk256.SubLimbs(x, y))     // Sub(z, x, y)
//
// The pieces compute exactly what Add and Sub compute, in constant time;
// their inputs must be elements (below p), as Add's and Sub's.

// AddLimbs returns the integer sum x + y of two elements as four limbs and
// the carry out of 2^256: the first half of Add.
func AddLimbs(x, y *Element) (s0, s1, s2, s3, k uint64) {
	s0, k = bits.Add64(x[0], y[0], 0)
	s1, k = bits.Add64(x[1], y[1], k)
	s2, k = bits.Add64(x[2], y[2], k)
	s3, k = bits.Add64(x[3], y[3], k)
	return
}

// ReduceOnce returns the 257-bit integer k·2^256 + s minus p when it is at
// least p, and s otherwise; it must be below 2·p. Subtracting p is adding
// c = 2^256 − p modulo 2^256, needed exactly when k = 1 or s + c carries.
// It is the second half of Add.
func ReduceOnce(s0, s1, s2, s3, k uint64) (z0, z1, z2, z3 uint64) {
	u0, k2 := bits.Add64(s0, c, 0)
	u1, k2 := bits.Add64(s1, 0, k2)
	u2, k2 := bits.Add64(s2, 0, k2)
	u3, k2 := bits.Add64(s3, 0, k2)
	m := -(k | k2)
	return s0 ^ (m & (s0 ^ u0)), s1 ^ (m & (s1 ^ u1)), s2 ^ (m & (s2 ^ u2)), s3 ^ (m & (s3 ^ u3))
}

// SubLimbs returns x − y mod 2^256 for two elements as four limbs and the
// borrow: the first half of Sub.
func SubLimbs(x, y *Element) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(x[0], y[0], 0)
	d1, b = bits.Sub64(x[1], y[1], b)
	d2, b = bits.Sub64(x[2], y[2], b)
	d3, b = bits.Sub64(x[3], y[3], b)
	return
}

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0: on a borrow
// d = x − y + 2^256, and x − y + p = d − c, which cannot borrow again. It
// is the second half of Sub.
func AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	z0, b2 := bits.Sub64(d0, c&-b, 0)
	z1, b2 = bits.Sub64(d1, 0, b2)
	z2, b2 = bits.Sub64(d2, 0, b2)
	z3, _ = bits.Sub64(d3, 0, b2)
	return
}
