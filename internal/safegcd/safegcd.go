package safegcd

import "math/bits"

// mask62 is 2^62 − 1, the value bits of a non-top limb.
const mask62 = 1<<62 - 1

// signed62 is an integer Σ a[i]·2^(62·i) in five signed 62-bit limbs. Once
// normalised, a[0] to a[3] are in [0, 2^62) and a[4] carries the sign.
type signed62 [5]int64

// matrix is the transition matrix of a batch of divsteps, scaled by 2^62:
// (f', g') = (u·f + v·g, q·f + r·g) / 2^62. Its rows satisfy |u| + |v| ≤ 2^62
// and |q| + |r| ≤ 2^62.
type matrix struct{ u, v, q, r int64 }

// Modulus holds the constants for inversion modulo one odd m < 2^256. Its
// zero value is not usable; make one with New. A Modulus is read-only after
// New and may be shared.
type Modulus struct {
	m      signed62 // the modulus
	mInv62 uint64   // m^−1 mod 2^62
}

// New returns the constants for inversion modulo m, given as four
// little-endian 64-bit limbs. It panics if m is even or below 3, which is a
// programming error: the moduli are fixed by the calling packages.
func New(m [4]uint64) Modulus {
	if m[0]&1 == 0 || m[0] < 3 && m[1]|m[2]|m[3] == 0 {
		panic("safegcd: modulus must be odd and at least 3")
	}
	// Newton's iteration inv ← inv·(2 − m·inv) doubles the number of correct
	// low bits; inv = m is right modulo 2^3 for odd m (m² ≡ 1 mod 8).
	inv := m[0]
	for range 5 { // 3 → 6 → 12 → 24 → 48 → 96 bits
		inv *= 2 - m[0]*inv
	}
	return Modulus{m: toSigned62(&m), mInv62: inv & mask62}
}

// toSigned62 converts x < 2^256, four little-endian 64-bit limbs, to
// normalised signed 62-bit limbs.
func toSigned62(x *[4]uint64) signed62 {
	return signed62{
		int64(x[0] & mask62),
		int64((x[0]>>62 | x[1]<<2) & mask62),
		int64((x[1]>>60 | x[2]<<4) & mask62),
		int64((x[2]>>58 | x[3]<<6) & mask62),
		int64(x[3] >> 56),
	}
}

// fromSigned62 sets z to the normalised a, which must be in [0, 2^256).
func fromSigned62(z *[4]uint64, a *signed62) {
	z[0] = uint64(a[0]) | uint64(a[1])<<62
	z[1] = uint64(a[1])>>2 | uint64(a[2])<<60
	z[2] = uint64(a[2])>>4 | uint64(a[3])<<58
	z[3] = uint64(a[3])>>6 | uint64(a[4])<<56
}

// pack returns the packed word of a chunk of divsteps (see divsteps59) for
// a value whose low bits are w and a matrix row m·2^20: w mod 2^20 as an
// integer in [−2^19, 2^19), plus m.
func pack(w uint64, m int64) int64 { return int64(w<<44)>>44 + m }

// unpackRow returns the matrix row (a, b) of a packed word w = w' + a·2^20 +
// b·2^42 with w' in [−2^19, 2^19) and |a| ≤ 2^20.
func unpackRow(w int64) (a, b int64) {
	t := (w + 1<<19) >> 20 // a + b·2^22, exactly
	b = (t + 1<<21) >> 22
	return t - b<<22, b
}

// low64 returns a mod 2^64 for a normalised a.
func low64(a *signed62) uint64 { return uint64(a[0]) | uint64(a[1])<<62 }

// mulSU returns the signed 128-bit product a·b, as (hi, lo) in two's
// complement, for b in [0, 2^63).
func mulSU(a int64, b int64) (hi, lo uint64) {
	hi, lo = bits.Mul64(uint64(a), uint64(b))
	// As unsigned, a negative a is a + 2^64: take 2^64·b back off.
	hi -= uint64(a>>63) & uint64(b)
	return hi, lo
}

// mulSS returns the signed 128-bit product a·b, as (hi, lo) in two's
// complement.
func mulSS(a, b int64) (hi, lo uint64) {
	hi, lo = bits.Mul64(uint64(a), uint64(b))
	hi -= uint64(a>>63)&uint64(b) + uint64(b>>63)&uint64(a)
	return hi, lo
}

// add128 returns (h1, l1) + (h2, l2) modulo 2^128.
func add128(h1, l1, h2, l2 uint64) (hi, lo uint64) {
	var c uint64
	lo, c = bits.Add64(l1, l2, 0)
	return h1 + h2 + c, lo
}

// shr62 returns the signed 128-bit (hi, lo) shifted right by 62 bits,
// rounding towards −∞ (exact when its low 62 bits are zero).
func shr62(hi, lo uint64) (uint64, uint64) {
	return uint64(int64(hi) >> 62), lo>>62 | hi<<2
}

// mac1 returns (hi, lo) + a·x for x in [0, 2^63).
func mac1(hi, lo uint64, a, x int64) (uint64, uint64) {
	h, l := mulSU(a, x)
	return add128(hi, lo, h, l)
}

// mac1Top returns (hi, lo) + a·x for any x.
func mac1Top(hi, lo uint64, a, x int64) (uint64, uint64) {
	h, l := mulSS(a, x)
	return add128(hi, lo, h, l)
}

// updateFG sets (f, g) = t·(f, g) / 2^62, an exact division: the batch that
// made t chose it so that the low 62 bits of both products vanish.
func updateFG(f, g *signed62, t *matrix) {
	u, v, q, r := t.u, t.v, t.q, t.r
	fh, fl := mulSU(u, f[0])
	fh, fl = mac1(fh, fl, v, g[0])
	gh, gl := mulSU(q, f[0])
	gh, gl = mac1(gh, gl, r, g[0])
	fh, fl = shr62(fh, fl)
	gh, gl = shr62(gh, gl)

	fh, fl = mac1(fh, fl, u, f[1])
	fh, fl = mac1(fh, fl, v, g[1])
	gh, gl = mac1(gh, gl, q, f[1])
	gh, gl = mac1(gh, gl, r, g[1])
	f[0], g[0] = int64(fl&mask62), int64(gl&mask62)
	fh, fl = shr62(fh, fl)
	gh, gl = shr62(gh, gl)

	fh, fl = mac1(fh, fl, u, f[2])
	fh, fl = mac1(fh, fl, v, g[2])
	gh, gl = mac1(gh, gl, q, f[2])
	gh, gl = mac1(gh, gl, r, g[2])
	f[1], g[1] = int64(fl&mask62), int64(gl&mask62)
	fh, fl = shr62(fh, fl)
	gh, gl = shr62(gh, gl)

	fh, fl = mac1(fh, fl, u, f[3])
	fh, fl = mac1(fh, fl, v, g[3])
	gh, gl = mac1(gh, gl, q, f[3])
	gh, gl = mac1(gh, gl, r, g[3])
	f[2], g[2] = int64(fl&mask62), int64(gl&mask62)
	fh, fl = shr62(fh, fl)
	gh, gl = shr62(gh, gl)

	fh, fl = mac1Top(fh, fl, u, f[4])
	fh, fl = mac1Top(fh, fl, v, g[4])
	gh, gl = mac1Top(gh, gl, q, f[4])
	gh, gl = mac1Top(gh, gl, r, g[4])
	f[3], g[3] = int64(fl&mask62), int64(gl&mask62)
	_, fl = shr62(fh, fl)
	_, gl = shr62(gh, gl)
	// |f|, |g| < 2^256 after the step, so the top limb is the low word.
	f[4], g[4] = int64(fl), int64(gl)
}

// updateDE sets (d, e) = t·(d, e) / 2^62 mod m. On entry and on exit d and e
// are in (−2m, m).
//
// Adding u·m when d < 0 and v·m when e < 0 first brings the operands into
// (−m, m), so that u·d + v·e is in (−2^62·m, 2^62·m) (|u| + |v| ≤ 2^62);
// subtracting k·m with k in [0, 2^62) then makes it divisible by 2^62, and
// the quotient is in (−2m, m). k ≡ (u·d + v·e)·m^−1 + (added multiple)
// mod 2^62.
func (md *Modulus) updateDE(d, e *signed62, t *matrix) {
	u, v, q, r := t.u, t.v, t.q, t.r
	m := &md.m
	sd, se := d[4]>>63, e[4]>>63
	kd := u&sd + v&se
	ke := q&sd + r&se

	dh, dl := mulSU(u, d[0])
	dh, dl = mac1(dh, dl, v, e[0])
	eh, el := mulSU(q, d[0])
	eh, el = mac1(eh, el, r, e[0])
	// kd ≡ kd − (dl·m^−1 + kd) = −dl·m^−1: dl + kd·m ≡ 0 (mod 2^62).
	kd -= int64((md.mInv62*dl + uint64(kd)) & mask62)
	ke -= int64((md.mInv62*el + uint64(ke)) & mask62)
	dh, dl = mac1(dh, dl, kd, m[0])
	eh, el = mac1(eh, el, ke, m[0])
	dh, dl = shr62(dh, dl)
	eh, el = shr62(eh, el)

	dh, dl = mac1(dh, dl, u, d[1])
	dh, dl = mac1(dh, dl, v, e[1])
	eh, el = mac1(eh, el, q, d[1])
	eh, el = mac1(eh, el, r, e[1])
	dh, dl = mac1(dh, dl, kd, m[1])
	eh, el = mac1(eh, el, ke, m[1])
	d[0], e[0] = int64(dl&mask62), int64(el&mask62)
	dh, dl = shr62(dh, dl)
	eh, el = shr62(eh, el)

	dh, dl = mac1(dh, dl, u, d[2])
	dh, dl = mac1(dh, dl, v, e[2])
	eh, el = mac1(eh, el, q, d[2])
	eh, el = mac1(eh, el, r, e[2])
	dh, dl = mac1(dh, dl, kd, m[2])
	eh, el = mac1(eh, el, ke, m[2])
	d[1], e[1] = int64(dl&mask62), int64(el&mask62)
	dh, dl = shr62(dh, dl)
	eh, el = shr62(eh, el)

	dh, dl = mac1(dh, dl, u, d[3])
	dh, dl = mac1(dh, dl, v, e[3])
	eh, el = mac1(eh, el, q, d[3])
	eh, el = mac1(eh, el, r, e[3])
	dh, dl = mac1(dh, dl, kd, m[3])
	eh, el = mac1(eh, el, ke, m[3])
	d[2], e[2] = int64(dl&mask62), int64(el&mask62)
	dh, dl = shr62(dh, dl)
	eh, el = shr62(eh, el)

	dh, dl = mac1Top(dh, dl, u, d[4])
	dh, dl = mac1Top(dh, dl, v, e[4])
	eh, el = mac1Top(eh, el, q, d[4])
	eh, el = mac1Top(eh, el, r, e[4])
	dh, dl = mac1(dh, dl, kd, m[4])
	eh, el = mac1(eh, el, ke, m[4])
	d[3], e[3] = int64(dl&mask62), int64(el&mask62)
	_, dl = shr62(dh, dl)
	_, el = shr62(eh, el)
	d[4], e[4] = int64(dl), int64(el)
}

// carry62 normalises a: limbs 0 to 3 into [0, 2^62), the excess carried up.
func carry62(a *signed62) {
	a[1] += a[0] >> 62
	a[0] &= mask62
	a[2] += a[1] >> 62
	a[1] &= mask62
	a[3] += a[2] >> 62
	a[2] &= mask62
	a[4] += a[3] >> 62
	a[3] &= mask62
}

// finish sets z = d·sign(f) mod m, for d in (−2m, m) normalised and f = ±1.
func (md *Modulus) finish(z *[4]uint64, d, f *signed62) {
	m := &md.m
	// d < 0: d += m, giving (−m, m).
	c := d[4] >> 63
	d[0] += m[0] & c
	d[1] += m[1] & c
	d[2] += m[2] & c
	d[3] += m[3] & c
	d[4] += m[4] & c
	// f = −1: d = −d, still in (−m, m).
	s := f[4] >> 63
	d[0] = (d[0] ^ s) - s
	d[1] = (d[1] ^ s) - s
	d[2] = (d[2] ^ s) - s
	d[3] = (d[3] ^ s) - s
	d[4] = (d[4] ^ s) - s
	carry62(d)
	// d < 0: d += m, giving [0, m).
	c = d[4] >> 63
	d[0] += m[0] & c
	d[1] += m[1] & c
	d[2] += m[2] & c
	d[3] += m[3] & c
	d[4] += m[4] & c
	carry62(d)
	fromSigned62(z, d)
}

// Inverse sets z = x^−1 mod m, and z = 0 when x = 0 (more generally, when
// gcd(x, m) ≠ 1 the result is not an inverse). x and z are four
// little-endian 64-bit limbs and may alias; x must be below m. It runs the
// 590 divsteps of the proven bound in ten branch-free batches, so its
// execution time does not depend on x.
func (md *Modulus) Inverse(z, x *[4]uint64) {
	f, g := md.m, toSigned62(x)
	d, e := signed62{}, signed62{1}
	// ζ = −(δ + 1/2) for δ = 1/2.
	zeta := int64(-1)
	// Ten batches of 59: written out, as a loop's back-edge is a branch.
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	md.batch(&zeta, &f, &g, &d, &e)
	// Now g = 0 and f = ±gcd(x, m) = ±1 (or ±m when x = 0, with d = 0).
	md.finish(z, &d, &f)
}

// batch runs 59 divsteps on (ζ, f, g) and applies them to (d, e).
func (md *Modulus) batch(zeta *int64, f, g, d, e *signed62) {
	var t matrix
	*zeta = divsteps59(*zeta, low64(f), low64(g), &t)
	md.updateDE(d, e, &t)
	updateFG(f, g, &t)
}
