// Package safegcd computes modular inverses modulo odd moduli below 2^256
// (Modulus) and of 257 to 576 bits (Wide) with the Bernstein–Yang "safegcd"
// algorithm: a constant-time Inverse for secret values and a faster
// InverseVarTime for public ones. Everything below describes Modulus; Wide
// runs the same machinery over 6 to 10 signed 62-bit limbs, with the batch
// count and divstep variant of the smallest proven bound for its modulus:
// Theorem 11.2 of the paper for the original divstep (δ starting at 1) at
// any bit length, or a Coq-proven half-delta bound below particular moduli
// (see Wide, wide_kernels.go).
//
// References: D. J. Bernstein and B.-Y. Yang, "Fast constant-time gcd
// computation and modular inversion", TCHES 2019 (https://gcd.cr.yp.to/);
// P. Wuille, "The safegcd implementation in libsecp256k1 explained"
// (libsecp256k1 doc/safegcd_implementation.md), whose presentation with a
// half-delta divstep, 62-bit signed limbs and a matrix scaled by 2^62 this
// package follows; P. Wuille, "Bounds on divsteps iterations in safegcd"
// (github.com/sipa/safegcd-bounds), whose Coq proof hddivsteps590_proof.v
// shows that 590 half-delta divsteps reach g = 0 for every odd
// f ≤ 0x101c840faed222b9ef3bfe933011b277f84ee3d3f6dc8b496d8cd75b8315afec2
// (> 2^256) and 0 ≤ g ≤ f.
//
// # The divstep
//
// With f odd, the half-delta divstep (hddivstep) maps (δ, f, g) to
//
//	(1 − δ, g, (g − f)/2)   if δ > 0 and g is odd,
//	(1 + δ, f, (g + f)/2)   if δ ≤ 0 and g is odd,
//	(1 + δ, f, g/2)         if g is even,
//
// starting from δ = 1/2, f = m, g = x. It keeps gcd(f, g) = gcd(m, x) and
// reaches g = 0 with f = ±gcd(m, x). Every step is a linear map of (f, g)
// with determinant ±1/2, so tracking (d, e) with d·x ≡ f and e·x ≡ g
// (mod m) through the same maps gives d = ±1/x when g reaches 0.
//
// The first k steps depend only on the low k bits of f and g. So the work is
// done in batches: a batch runs k divsteps on the low 64 bits of f and g
// alone, recording the product of the step matrices scaled by 2^62 (its
// entries have at most 62 bits), and then applies that matrix to the full
// f, g (an exact division by 2^62) and to d, e (modulo m, adding the multiple
// of m that makes the division by 2^62 exact).
//
// # Representation
//
// f, g, d, e are held in five signed 62-bit limbs (value Σ a[i]·2^(62·i),
// limbs 0 to 3 in [0, 2^62), the top limb carrying the sign), so that a limb
// times a matrix entry fits in a signed 128-bit accumulator with room for
// the carries, and dividing by 2^62 is dropping a limb.
//
// # Constant time
//
// Inverse runs 10 batches of 59 divsteps (590 in all, the proven bound). A
// step is branch-free: its choices are masks derived from the sign of
// ζ = −(δ + 1/2) and the low bit of g. Inside a batch the steps run in
// three chunks of at most 20 on words that pack the low bits of f (or g)
// with a row of the chunk's matrix, so that one word operation updates all
// three (divsteps.go explains the layout and why it is exact); that cut
// the time of Inverse by about 13% against updating f, g and the four
// matrix entries separately. The batch is emitted fully unrolled by gen.go
// (and the batches are spelled out) because internal/ctcheck, which checks
// the compiled code for conditional branches, counts a loop's back-edge as
// one. Inverse does not allocate.
//
// InverseVarTime runs the same batches but stops after the first one that
// leaves g = 0 (9 instead of 10 for almost every input); its execution time
// depends on the input.
package safegcd

//go:generate go run gen.go
