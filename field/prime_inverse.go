package field

import "github.com/curvekit/curvekit/internal/safegcd"

// Inversion in Prime uses the Bernstein–Yang safegcd algorithm of
// internal/safegcd on the integer held by an element: for x in Montgomery
// form, x·R mod p with R = 2^(64n), it yields (x·R)^−1 = x^−1·R^−1 mod p, and
// one Montgomery multiplication by R³ mod p (f.r3) turns that into x^−1·R,
// the Montgomery form of 1/x. Inverse(0) = 0 comes out of the algorithm:
// with g = 0 from the start no divstep changes d = 0.
//
// Moduli below 2^256 (n = 4) use safegcd.Modulus: 590 half-delta divsteps,
// proven enough for every odd modulus up to about 2^256.01 (whatever its
// size, small primes included: the bound of sipa/safegcd-bounds covers
// every 0 ≤ g ≤ f up to that limit). Larger ones use safegcd.Wide, which
// runs a count fixed by p of whichever divstep has the smaller proven bound
// for p: the original one, ⌊(49d + 57)/17⌋ steps for a d-bit p
// (Bernstein–Yang, Theorem 11.2), or the half-delta one below the moduli
// of Coq-proven half-delta bounds (see safegcd.Wide); in batches of 59 that
// is 18 for P-384, 21 for P-521, 29 for 576-bit primes above 0x553d…. Both
// beat the Fermat exponentiation x^(p−2) used before at every size (see
// BenchmarkPrimeInverse; minima of interleaved runs: 1.8x for 2^255 − 19,
// 1.7x for P-256 p, 2.2x for P-384 p, 4.3x for P-521 p, 4.4x at 576 bits).

// initInverse precomputes the safegcd constants for p.
func (f *Prime) initInverse() {
	if f.n == minPrimeLimbs {
		f.gcd4 = safegcd.New([4]uint64(f.p[:4]))
	} else {
		f.gcdWide = safegcd.NewWide((*[9]uint64)(&f.p))
	}
}

// Inverse sets z = 1/x, and z = 0 when x = 0, in time that depends only on
// p: a fixed number of branch-free safegcd divsteps and one multiplication.
func (f *Prime) Inverse(z, x *PrimeElement) {
	var t PrimeElement
	if f.n == minPrimeLimbs {
		f.gcd4.Inverse((*[4]uint64)(t[:4]), (*[4]uint64)(x[:4]))
	} else {
		f.gcdWide.Inverse((*[9]uint64)(&t), (*[9]uint64)(x))
	}
	f.Mul(z, &t, &f.r3)
}

// InverseVarTime sets z = 1/x, and z = 0 when x = 0, like Inverse, for
// public x: it stops the safegcd divsteps once they are done, about 10–35%
// sooner. Execution time depends on the inputs: it reveals information
// about x. The engines use it where the data is public (curves/weierstrass
// inverts a signature's s with it during ECDSA verification).
func (f *Prime) InverseVarTime(z, x *PrimeElement) {
	var t PrimeElement
	if f.n == minPrimeLimbs {
		f.gcd4.InverseVarTime((*[4]uint64)(t[:4]), (*[4]uint64)(x[:4]))
	} else {
		f.gcdWide.InverseVarTime((*[9]uint64)(&t), (*[9]uint64)(x))
	}
	f.Mul(z, &t, &f.r3)
}
