// Package fpk256 implements GF(p) for p = 2^256 − 2^32 − 977, the base field
// of secp256k1 (SEC 2 §2.4.1), as a field.Field[Element].
//
// # Representation
//
// An Element is the canonical integer in [0, p) in four saturated 64-bit
// limbs, least significant first. The zero value is 0, and because the
// representation is unique, Equal and IsZero compare limbs and == works too.
// Encodings are 32 bytes big-endian, as in SEC 1: SetBytes accepts only
// canonical encodings (below p); SetWideBytes reduces any big-endian string of
// up to 64 bytes.
//
// # Reduction
//
// p is a pseudo-Mersenne prime: 2^256 ≡ c (mod p) with c = 2^32 + 977, a
// 33-bit constant. A 512-bit product hi·2^256 + lo is therefore congruent to
// r = lo + hi·c, a 290-bit number whose top word r4 is below 2^34. Rather
// than fold r4 and then conditionally subtract p, the code adds (r4 + 1)·c to
// the low 256 bits of r: the sum s either carries out of 2^256, and then
// s − 2^256 is the reduced result, or it does not, and then s − c is; one
// masked subtraction of c picks the case. So a multiplication is a 4×4
// schoolbook product (16 64×64-bit multiplications; a square takes 10) plus
// five multiplications by c, with no Montgomery conversions. Elements stay
// fully reduced after every operation.
//
// Radix 2^52 (five unsaturated limbs, as in libsecp256k1) was measured too:
// its multiplication took about 35% longer than this one even without the
// final normalisation, since Go has 64×64→128-bit products and carry chains
// (math/bits) but no 128-bit accumulator, so its 25 + 5 double-word
// multiply-accumulates cost more than 21 saturated multiplications.
//
// Inverse runs the constant-time Bernstein–Yang safegcd algorithm of
// internal/safegcd (590 branch-free divsteps), about twice as fast as
// Fermat's x^(p−2); InverseVarTime is its variable-time form for public
// values. As p ≡ 3 (mod 4), Sqrt computes
// x^((p+1)/4) and checks it; SqrtRatio computes u·v·(u·v³)^((p−3)/4) without
// any inversion. Both return the root whose least significant bit (Sgn0) is 0.
//
// For code generated over this field (the point formulas of
// curves/weierstrass), AddLimbs and ReduceOnce, SubLimbs and AddBack are
// Add and Sub split into pieces the compiler inlines, and MulSmall
// multiplies by a small constant such as 3·b = 21.
//
// # Constant time
//
// Every operation runs in time independent of the values of its arguments:
// arithmetic uses math/bits carries and masks, with no branch or memory index
// that depends on an element. Exponentiations run fixed addition chains (a
// build tag, curvekit_opcount, lets the tests count their operations). The
// decoders branch only on the length of their input and, for SetBytes, on
// whether the result is an error. Modulus is for setup and tests only.
package fpk256
