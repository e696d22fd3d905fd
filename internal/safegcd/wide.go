package safegcd

import "math/bits"

// Wide holds the constants for inversion modulo one odd m of 257 to 576
// bits (5 to 9 64-bit limbs). Its zero value is not usable; make one with
// NewWide. A Wide is read-only after NewWide and may be shared.
//
// Wide runs whichever divstep variant has the smaller proven bound for m:
//   - the original divstep (δ starts at 1), whose bound holds for every bit
//     length: by Theorem 11.2 of Bernstein and Yang, divstep^n(1, f, g) has
//     g = 0 for n ≥ ⌊(49d + 57)/17⌋ when f is odd, f² + 4g² ≤ 5·2^(2d) and
//     d ≥ 46, which holds with d = bitlen(m) for f = m and 0 ≤ g < m
//     (see Divsteps);
//   - the half-delta divstep (δ starts at 1/2, as in Modulus) when m lies
//     below one of the moduli of hdBounds, for which a Coq proof by the
//     convex-hull method of sipa/safegcd-bounds bounds the steps for every
//     0 ≤ g ≤ f ≤ that modulus. No such bound is proven for a whole bit
//     length above 256 bits, so moduli above all of them (a 384-bit one
//     above 2^448 − 2^224 − 1 is not; most 522- to 576-bit ones are) take
//     the original divstep.
type Wide struct {
	limbs     int       // 64-bit limbs of m, 5 to 9
	m         [10]int64 // m in limbs+1 normalised signed 62-bit limbs
	mInv62    uint64    // m^−1 mod 2^62
	halfDelta bool      // run half-delta divsteps, else original ones
	batches   int       // batches of 59 divsteps, from the bound (see NewWide)
}

// hdBounds are proven half-delta divstep bounds: steps divsteps reach g = 0
// from δ = 1/2 for every odd f ≤ max and 0 ≤ g ≤ f. They come from Coq
// proofs by the convex-hull method of hddivsteps_base.v: 590 from
// coq/hddivsteps/hddivsteps590.v of github.com/sipa/safegcd-bounds (the
// bound Modulus uses), the others from hddivsteps{878,1033,1201,1325}.v of
// its fork github.com/dfaranha/safegcd-bounds. Their moduli are transcribed
// here as little-endian limbs; TestHDBounds checks them against the hex of
// the proofs.
var hdBounds = []struct {
	steps int
	max   [9]uint64
}{
	// 0x101c840f…8315afec2, just above 2^256 (257 bits).
	{590, [9]uint64{0xd8cd75b8315afec2, 0x84ee3d3f6dc8b496, 0xf3bfe933011b277f, 0x1c840faed222b9e, 0x1}},
	// BLS12-381 p (381 bits).
	{878, [9]uint64{0xb9feffffffffaaab, 0x1eabfffeb153ffff, 0x6730d2a0f6b0f624, 0x64774b84f38512bf, 0x4b1ba7b6434bacd7, 0x1a0111ea397fe69a}},
	// 2^448 − 2^224 − 1.
	{1033, [9]uint64{0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xfffffffeffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff}},
	// 2^521 − 1.
	{1201, [9]uint64{0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0x1ff}},
	// A 575-bit modulus, 0x553d402a…0ad97efb.
	{1325, [9]uint64{0xf1e5cef00ad97efb, 0x86cbb9ba813c985d, 0x52064509ac3491bf, 0x5e1d4944218ea2d8, 0x7514f41a6c701871, 0x22696c9fb7a0951f, 0x6137d053aa030071, 0x392bfdd23348b6a2, 0x553d402ae2d5e4bc}},
}

// atMost reports whether a ≤ b, for setup on public values only.
func atMost(a, b *[9]uint64) bool {
	for i := 8; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return true
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
	for _, hd := range hdBounds {
		if b := (hd.steps + 58) / 59; b < w.batches && atMost(m, &hd.max) {
			w.batches, w.halfDelta = b, true
		}
	}
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
// smallest proven bound for m (see Wide), rounded up to whole batches.
func (w *Wide) Batches() int { return w.batches }

// HalfDelta reports whether w runs half-delta divsteps (else original ones).
func (w *Wide) HalfDelta() bool { return w.halfDelta }

// Inverse sets z = x^−1 mod m, and z = 0 when x = 0 (when gcd(x, m) ≠ 1 the
// result is not an inverse). x and z are nine little-endian 64-bit limbs,
// may alias, and x must be below m; the limbs of z above those of m are
// zeroed. It runs Batches() branch-free batches of 59 divsteps, a count and
// variant that depend only on m, so its execution time does not depend on x.
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
