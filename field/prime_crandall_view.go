package field

import "math/bits"

// Prime4C is the view of a Prime over a Crandall modulus
// p = 2^(256−s) − d, c = 2^s·d < 2^64 (prime_crandall.go) on a processor
// without BMI2 and ADX, or in the purego build: its multiplication and
// squaring fold the high half of the product in times c, on the baseline
// MULQ instructions on amd64 (prime_crandall_mulq_amd64.s) and in Go
// elsewhere (crandallMul4Generic). Its elements are the plain integers
// below p. Specialize returns it for kindCrandall4 only, so its methods
// call their one kernel with no branch; on processors with BMI2 and ADX
// the same moduli get Prime4ADX. See Specialize.
type Prime4C struct{ *Prime }

// Add sets z = x + y.
func (f Prime4C) Add(z, x, y *PrimeElement) { add4(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime4C) Sub(z, x, y *PrimeElement) { sub4(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime4C) Neg(z, x *PrimeElement) { neg4(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime4C) Mul(z, x, y *PrimeElement) { crandallMul4(z, x, y, &f.p, &f.cr) }

// Square sets z = x².
func (f Prime4C) Square(z, x *PrimeElement) { crandallSquare4(z, x, &f.p, &f.cr) }

// SubP returns s − p mod 2^256 for the sum c·2^256 + s < 2·p of two
// elements (AddLimbs4), and 1 if s < p (the subtraction borrows) or 0: the
// second piece of Add (prime_limbs.go).
func (f Prime4C) SubP(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64) {
	p := &f.p
	d0, b = bits.Sub64(s0, p[0], 0)
	d1, b = bits.Sub64(s1, p[1], b)
	d2, b = bits.Sub64(s2, p[2], b)
	d3, b = bits.Sub64(s3, p[3], b)
	return d0, d1, d2, d3, b &^ c
}

// AddBack returns d + p mod 2^256 if b is 1 and d if b is 0, adding p
// under a mask: the last piece of Add and of Sub (prime_limbs.go).
func (f Prime4C) AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64) {
	p, m := &f.p, -b
	var c uint64
	z0, c = bits.Add64(d0, p[0]&m, 0)
	z1, c = bits.Add64(d1, p[1]&m, c)
	z2, c = bits.Add64(d2, p[2]&m, c)
	z3, _ = bits.Add64(d3, p[3]&m, c)
	return
}
