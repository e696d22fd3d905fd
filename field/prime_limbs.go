package field

import "math/bits"

// Add and Sub of the 4-limb views (Prime4, Prime4M1, Prime4ADX) split into
// pieces, every piece small enough for the compiler to inline into its
// caller, where add4 and sub4 as a whole are too large and remain calls:
// code generated for these views (the point formulas of the engines)
// writes, for a view f,
//
//	z[0], z[1], z[2], z[3] = f.AddBack(f.SubP(field.AddLimbs4(x, y)))  // f.Add(z, x, y)
//	z[0], z[1], z[2], z[3] = f.AddBack(field.SubLimbs4(x, y))          // f.Sub(z, x, y)
//
// The pieces compute exactly what Add and Sub compute, in constant time;
// their inputs must be elements (below p), as Add's and Sub's, and the
// limbs of z above the fourth stay zero.

// AddLimbs4 returns the integer sum x + y of two elements of a 4-limb
// Prime as four limbs and the carry out of 2^256: the first piece of Add.
func AddLimbs4(x, y *PrimeElement) (s0, s1, s2, s3, c uint64) {
	s0, c = bits.Add64(x[0], y[0], 0)
	s1, c = bits.Add64(x[1], y[1], c)
	s2, c = bits.Add64(x[2], y[2], c)
	s3, c = bits.Add64(x[3], y[3], c)
	return
}

// SubLimbs4 returns x − y mod 2^256 for two elements of a 4-limb Prime as
// four limbs and the borrow: the first piece of Sub.
func SubLimbs4(x, y *PrimeElement) (d0, d1, d2, d3, b uint64) {
	d0, b = bits.Sub64(x[0], y[0], 0)
	d1, b = bits.Sub64(x[1], y[1], b)
	d2, b = bits.Sub64(x[2], y[2], b)
	d3, b = bits.Sub64(x[3], y[3], b)
	return
}

// SubP returns s − p mod 2^256 for the sum c·2^256 + s < 2·p of two
// elements (AddLimbs4), and 1 if s < p (the subtraction borrows) or 0: the
// second piece of Add.
func (f Prime4) SubP(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64) {
	p := &f.p
	d0, b = bits.Sub64(s0, p[0], 0)
	d1, b = bits.Sub64(s1, p[1], b)
	d2, b = bits.Sub64(s2, p[2], b)
	d3, b = bits.Sub64(s3, p[3], b)
	return d0, d1, d2, d3, b &^ c
}

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p
// under a mask: the last piece of Add and of Sub.
func (f Prime4) AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	p, m := &f.p, -b
	var c uint64
	z0, c = bits.Add64(d0, p[0]&m, 0)
	z1, c = bits.Add64(d1, p[1]&m, c)
	z2, c = bits.Add64(d2, p[2]&m, c)
	z3, _ = bits.Add64(d3, p[3]&m, c)
	return
}

// SubP returns s − p mod 2^256 for the sum c·2^256 + s < 2·p of two
// elements (AddLimbs4), and 1 if s < p (the subtraction borrows) or 0: the
// second piece of Add.
func (f Prime4M1) SubP(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64) {
	p := &f.p
	d0, b = bits.Sub64(s0, p[0], 0)
	d1, b = bits.Sub64(s1, p[1], b)
	d2, b = bits.Sub64(s2, p[2], b)
	d3, b = bits.Sub64(s3, p[3], b)
	return d0, d1, d2, d3, b &^ c
}

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p
// under a mask: the last piece of Add and of Sub.
func (f Prime4M1) AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	p, m := &f.p, -b
	var c uint64
	z0, c = bits.Add64(d0, p[0]&m, 0)
	z1, c = bits.Add64(d1, p[1]&m, c)
	z2, c = bits.Add64(d2, p[2]&m, c)
	z3, _ = bits.Add64(d3, p[3]&m, c)
	return
}

// SubP returns s − p mod 2^256 for the sum c·2^256 + s < 2·p of two
// elements (AddLimbs4), and 1 if s < p (the subtraction borrows) or 0: the
// second piece of Add.
func (f Prime4ADX) SubP(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64) {
	p := &f.p
	d0, b = bits.Sub64(s0, p[0], 0)
	d1, b = bits.Sub64(s1, p[1], b)
	d2, b = bits.Sub64(s2, p[2], b)
	d3, b = bits.Sub64(s3, p[3], b)
	return d0, d1, d2, d3, b &^ c
}

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p
// under a mask: the last piece of Add and of Sub.
func (f Prime4ADX) AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	p, m := &f.p, -b
	var c uint64
	z0, c = bits.Add64(d0, p[0]&m, 0)
	z1, c = bits.Add64(d1, p[1]&m, c)
	z2, c = bits.Add64(d2, p[2]&m, c)
	z3, _ = bits.Add64(d3, p[3]&m, c)
	return
}
