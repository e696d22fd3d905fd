package safegcd

import "math/bits"

// Wide holds the constants for inversion modulo one odd m of 257 to 576
// bits (5 to 9 64-bit limbs). Its zero value is not usable; make one with
// NewWide. A Wide is read-only after NewWide and may be shared.
//
// Wide runs Bernstein and Yang's original divstep (δ starts at 1) rather
// than the half-delta one of Modulus, because its iteration bound is proven
// for every bit length: by Theorem 11.2 of the paper, divstep^n(1, f, g) has
// g = 0 for n ≥ ⌊(49d + 57)/17⌋ when f is odd, f² + 4g² ≤ 5·2^(2d) and
// d ≥ 46, which holds with d = bitlen(m) for f = m and 0 ≤ g < m. The
// half-delta bounds of sipa/safegcd-bounds are proven (in Coq) only below
// particular moduli: 590 steps up to 2^256 (used by Modulus), and in the
// dfaranha/safegcd-bounds fork 878, 1033, 1201 and 1325 steps below the
// BLS12-381 prime, 2^448 − 2^224 − 1, 2^521 − 1 and one 575-bit modulus,
// which do not cover every modulus of each size.
type Wide struct {
	limbs   int       // 64-bit limbs of m, 5 to 9
	m       [10]int64 // m in limbs+1 normalised signed 62-bit limbs
	mInv62  uint64    // m^−1 mod 2^62
	batches int       // batches of 59 divsteps: ⌈Divsteps(bitlen(m))/59⌉
}

// Divsteps returns the number of original divsteps (δ starting at 1) that
// Theorem 11.2 of Bernstein and Yang proves enough to reach g = 0 from any
// odd f and 0 ≤ g < f below 2^d: ⌊(49d + 80)/17⌋ for d < 46 and
// ⌊(49d + 57)/17⌋ from 46 on (741 for d = 256, 1110 for 384, 1505 for 521).
func Divsteps(d int) int {
	if d < 46 {
		return (49*d + 80) / 17
	}
	return (49*d + 57) / 17
}

// NewWide returns the constants for inversion modulo m, given as nine
// little-endian 64-bit limbs. It panics unless m is odd and between 2^256
// and 2^576 (smaller moduli use New), which is a programming error.
func NewWide(m *[9]uint64) Wide {
	n := 9
	for n > 0 && m[n-1] == 0 {
		n--
	}
	if m[0]&1 == 0 || n < 5 {
		panic("safegcd: wide modulus must be odd and above 2^256")
	}
	inv := m[0] // Newton's iteration, as in New
	for range 5 {
		inv *= 2 - m[0]*inv
	}
	w := Wide{limbs: n, mInv62: inv & mask62}
	d := 64*(n-1) + bits.Len64(m[n-1])
	w.batches = (Divsteps(d) + 58) / 59
	switch n {
	case 5:
		a := toSigned62x6(m)
		copy(w.m[:], a[:])
	case 6:
		a := toSigned62x7(m)
		copy(w.m[:], a[:])
	case 7:
		a := toSigned62x8(m)
		copy(w.m[:], a[:])
	case 8:
		a := toSigned62x9(m)
		copy(w.m[:], a[:])
	case 9:
		a := toSigned62x10(m)
		copy(w.m[:], a[:])
	}
	return w
}

// Limbs returns the number of 64-bit limbs of m.
func (w *Wide) Limbs() int { return w.limbs }

// Batches returns the number of 59-divstep batches Inverse runs: the
// bound of Divsteps for the bit length of m, rounded up to whole batches.
func (w *Wide) Batches() int { return w.batches }

// Inverse sets z = x^−1 mod m, and z = 0 when x = 0 (when gcd(x, m) ≠ 1 the
// result is not an inverse). x and z are nine little-endian 64-bit limbs,
// may alias, and x must be below m; the limbs of z above those of m are
// zeroed. It runs Batches() branch-free batches of 59 divsteps, a count
// that depends only on m, so its execution time does not depend on x.
func (w *Wide) Inverse(z, x *[9]uint64) { w.inverse(z, x, false) }

// InverseVarTime sets z = x^−1 mod m like Inverse, but stops after the first
// batch that leaves g = 0. Execution time depends on the inputs: the number
// of batches reveals how many divsteps x needs.
func (w *Wide) InverseVarTime(z, x *[9]uint64) { w.inverse(z, x, true) }

// inverse dispatches on the (public) limb count.
func (w *Wide) inverse(z, x *[9]uint64, varTime bool) {
	switch w.limbs {
	case 5:
		w.inverse6(z, x, varTime)
	case 6:
		w.inverse7(z, x, varTime)
	case 7:
		w.inverse8(z, x, varTime)
	case 8:
		w.inverse9(z, x, varTime)
	default:
		w.inverse10(z, x, varTime)
	}
}
