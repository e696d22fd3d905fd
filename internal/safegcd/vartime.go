package safegcd

import "math/bits"

// InverseVarTime sets z = x^−1 mod m, and z = 0 when x = 0, like Inverse,
// for x below m; x and z may alias. It runs the original divsteps (δ starting
// at 1) in batches of 62 until g = 0, skipping runs of even steps with a
// trailing-zero count and cancelling up to 8 low bits of g at once.
// Execution time depends on the inputs: the number of batches and of steps
// inside them reveal information about x.
func (md *Modulus) InverseVarTime(z, x *[4]uint64) {
	f, g := md.m, toSigned62(x)
	d, e := signed62{}, signed62{1}
	eta := int64(-1) // η = −δ for δ = 1
	for g[0]|g[1]|g[2]|g[3]|g[4] != 0 {
		var t matrix
		eta = divsteps62VarTime(eta, low64(&f), low64(&g), &t)
		md.updateDE(&d, &e, &t)
		updateFG(&f, &g, &t)
	}
	md.finish(z, &d, &f)
}

// divsteps62VarTime runs 62 divsteps on η = −δ and the low 64 bits f (odd)
// and g of f and g, stores their transition matrix scaled by 2^62 in t and
// returns the new η. It keeps f·2^s = u·f0 + v·g0 and g·2^s = q·f0 + r·g0
// modulo 2^64 after s steps, as divsteps59 does, but in variable time:
//   - a run of k even steps is one shift by k (η −= k);
//   - an odd g with η < 0 takes the swapping step in two parts: first
//     (η, f, g) = (−η, g, −f), after which it is the non-swapping odd step;
//   - with η ≥ 0 the next min(η + 1, left) steps cannot swap, and each of
//     them adds f to g when g is odd: together they add w·f to g, for the w
//     below 2^k that clears k low bits (w = −g/f mod 2^k), and then shift.
func divsteps62VarTime(eta int64, f, g uint64, t *matrix) int64 {
	u, v, q, r := uint64(1), uint64(0), uint64(0), uint64(1)
	left := 62
	for {
		// Even steps: as many as g has trailing zeros, at most left.
		k := bits.TrailingZeros64(g | 1<<left)
		g >>= k
		u <<= k
		v <<= k
		eta -= int64(k)
		left -= k
		if left == 0 {
			break
		}
		// g is odd. When η < 0, swap with masks (the branch would be
		// mispredicted half the time): (η, f, g) = (−η, g, −f),
		// (u, v, q, r) = (q, r, −u, −v).
		c := uint64(eta >> 63)
		eta = (eta ^ int64(c)) - int64(c)
		sf, su, sv := (f^g)&c, (u^q)&c, (v^r)&c
		f, g, u, q, v, r = f^sf, g^sf, u^su, q^su, v^sv, r^sv
		g, q, r = (g^c)-c, (q^c)-c, (r^c)-c
		n := min(int(eta)+1, left, 8)
		// inv = f^−1 mod 2^8: (3f) ^ 2 is right modulo 2^5, one Newton
		// step doubles that.
		inv := (3 * f) ^ 2
		inv *= 2 - f*inv
		w := (-g * inv) & (1<<n - 1)
		g += w * f
		q += w * u
		r += w * v
	}
	*t = matrix{int64(u), int64(v), int64(q), int64(r)}
	return eta
}
