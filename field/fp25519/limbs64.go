package fp25519

import "math/bits"

// Field64's Add and Sub split in pieces, every piece small enough for the
// compiler to inline into its caller, where Field64.Add and Field64.Sub as
// a whole are too large and remain calls (four per ladder step each). The
// ladders internal/enginegen generates for Field64 and Field64ADX
// (curves/montgomery's zz_ladder_fp25519.go) write
//
//	z[0], z[1], z[2], z[3] = fp25519.Fold38(fp25519.AddLimbs64(x, y))      // Field64.Add(z, x, y)
//	z[0], z[1], z[2], z[3] = fp25519.Unborrow38(fp25519.SubLimbs64(x, y))  // Field64.Sub(z, x, y)
//
// Field64.Add and Field64.Sub are written with these pieces, so the two
// compute the same limbs by construction; TestLimbs64AgainstBig checks the
// pieces against math/big. Constant time for any Element64 inputs.

// AddLimbs64 returns the integer sum x + y as four limbs and the carry out
// of 2^256: the first half of Field64.Add.
func AddLimbs64(x, y *Element64) (s0, s1, s2, s3, c uint64) {
	s0, c = bits.Add64(x[0], y[0], 0)
	s1, c = bits.Add64(x[1], y[1], c)
	s2, c = bits.Add64(x[2], y[2], c)
	s3, c = bits.Add64(x[3], y[3], c)
	return
}

// Fold38 returns s + c·2^256 mod p as four limbs below 2^256, for a carry c
// of 0 or 1, with 2^256 ≡ 38: the second half of Field64.Add.
func Fold38(s0, s1, s2, s3, c uint64) (z0, z1, z2, z3 uint64) {
	return fold38(s0, s1, s2, s3, c)
}

// SubLimbs64 returns x − y mod 2^256 as four limbs and the borrow, 1 when
// x < y: the first half of Field64.Sub.
func SubLimbs64(x, y *Element64) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(x[0], y[0], 0)
	d1, b = bits.Sub64(x[1], y[1], b)
	d2, b = bits.Sub64(x[2], y[2], b)
	d3, b = bits.Sub64(x[3], y[3], b)
	return
}

// Unborrow38 returns d − b·2^256 mod p as four limbs below 2^256, for a
// borrow b of 0 or 1, with 2^256 ≡ 38: d − 38·b, and when that borrows
// again (d was below 38, so d − 38 + 2^256 ≥ 2^256 − 38) 38 less on the
// lowest limb, which then cannot borrow. The second half of Field64.Sub.
func Unborrow38(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	z0, b2 := bits.Sub64(d0, 38&-b, 0)
	z1, b2 = bits.Sub64(d1, 0, b2)
	z2, b2 = bits.Sub64(d2, 0, b2)
	z3, b2 = bits.Sub64(d3, 0, b2)
	return z0 - 38&-b2, z1, z2, z3
}
