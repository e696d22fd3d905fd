package fpr256

import "math/bits"

// Add and Sub split in pieces, every piece small enough for the compiler to
// inline into its caller, where Add and Sub as a whole are too large and
// remain calls: code generated for this field (the point formulas of
// curves/weierstrass) writes
//
//	z[0], z[1], z[2], z[3] = fpr256.AddBack(fpr256.SubModulus(fpr256.AddLimbs(x, y)))  // Add(z, x, y)
//	z[0], z[1], z[2], z[3] = fpr256.AddBack(fpr256.SubLimbs(x, y))                     // Sub(z, x, y)
//
// and ReduceOnce(AddLimbs(x, y)) is Add too, in the shape of a masked
// choice between s and s − p.
//
// The pieces compute exactly what Add and Sub compute, in constant time;
// their inputs must be elements (below p), as Add's and Sub's.

// AddLimbs returns the integer sum x + y of two elements as four limbs and
// the carry out of 2^256: the first half of Add.
func AddLimbs(x, y *Element) (s0, s1, s2, s3, c uint64) {
	s0, c = bits.Add64(x[0], y[0], 0)
	s1, c = bits.Add64(x[1], y[1], c)
	s2, c = bits.Add64(x[2], y[2], c)
	s3, c = bits.Add64(x[3], y[3], c)
	return
}

// ReduceOnce returns s − p if the 257-bit integer c·2^256 + s is at least
// p, and s otherwise, choosing with a mask; s must be below 2·p. It is the
// second half of Add.
func ReduceOnce(s0, s1, s2, s3, c uint64) (z0, z1, z2, z3 uint64) {
	d0, b := bits.Sub64(s0, 0xffffffffffffffff, 0) // p0 = 2^64 − 1
	d1, b := bits.Sub64(s1, 0x00000000ffffffff, b) // p1 = 2^32 − 1
	d2, b := bits.Sub64(s2, 0x0000000000000000, b) // p2 = 0
	d3, b := bits.Sub64(s3, 0xffffffff00000001, b) // p3 = 2^64 − 2^32 + 1
	m := -(b &^ c)                                 // all ones when c·2^256 + s < p: keep s
	return d0 ^ m&(s0^d0), d1 ^ m&(s1^d1), d2 ^ m&(s2^d2), d3 ^ m&(s3^d3)
}

// SubModulus returns c·2^256 + s − p mod 2^256 as four limbs and the
// borrow, 1 when c·2^256 + s < p; s must be below 2·p. With AddBack after
// it, it is ReduceOnce in another shape: s − p, with p added back under the
// borrow's mask, which costs fewer instructions than ReduceOnce's choice
// between s and s − p limb by limb, and each piece still inlines.
func SubModulus(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(s0, 0xffffffffffffffff, 0) // p0 = 2^64 − 1
	d1, b = bits.Sub64(s1, 0x00000000ffffffff, b) // p1 = 2^32 − 1
	d2, b = bits.Sub64(s2, 0x0000000000000000, b) // p2 = 0
	d3, b = bits.Sub64(s3, 0xffffffff00000001, b) // p3 = 2^64 − 2^32 + 1
	_, b = bits.Sub64(c, 0, b)                    // the borrow out of c·2^256 + s: none when c = 1 (s < 2·p)
	return
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

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p under
// a mask: the correction of a subtraction that borrowed, the second half
// of Sub.
func AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	m := -b
	var c uint64
	z0, c = bits.Add64(d0, m, 0)                    // p0 = 2^64 − 1
	z1, c = bits.Add64(d1, m>>32, c)                // p1 = 2^32 − 1
	z2, c = bits.Add64(d2, 0, c)                    // p2 = 0
	z3, _ = bits.Add64(d3, m&0xffffffff00000001, c) // p3 = 2^64 − 2^32 + 1
	return
}

// SelectLimbs returns the limbs of a if cond is 1 and those of b if cond
// is 0, choosing with a mask: Select in a piece the compiler inlines, where
// Select as a whole is a call. cond must be 0 or 1.
func SelectLimbs(a, b *Element, cond int) (z0, z1, z2, z3 uint64) {
	m := -uint64(cond)
	return b[0] ^ m&(a[0]^b[0]), b[1] ^ m&(a[1]^b[1]), b[2] ^ m&(a[2]^b[2]), b[3] ^ m&(a[3]^b[3])
}
