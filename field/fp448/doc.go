// Package fp448 implements GF(p) for the Goldilocks prime
// p = 2^448 − 2^224 − 1, the base field of Curve448: X448 (RFC 7748) and
// Ed448 (RFC 8032). Field implements field.Field[Element].
//
// # Representation
//
// An Element is eight unsaturated limbs of radix 2^56,
//
//	x = e[0] + e[1]·2^56 + … + e[7]·2^392  (mod p),
//
// each limb below 2^57. The eight spare bits per limb absorb the carries of
// Add, Sub and Neg, which then need only one parallel carry step, and let
// the multiplication accumulate 112-bit products without overflow. The value
// is not kept below p and a value has many representations; PutBytes, Equal,
// IsZero and Sgn0 first reduce to the canonical form (limbs below 2^56, value
// below p). The zero value of Element is 0.
//
// The radix puts φ = 2^224 on a limb boundary (limb 4). Since p = φ² − φ − 1,
// φ² ≡ φ + 1, and a product of x = X0 + X1·φ and y = Y0 + Y1·φ reduces as
//
//	x·y ≡ (X0·Y0 + X1·Y1) + ((X0 + X1)·(Y0 + Y1) − X0·Y0)·φ,
//
// Hamburg's "golden ratio" Karatsuba step: three 4×4-limb products (48
// 64-bit multiplications) and additions only, with no shifted reduction
// constant. Squaring needs 30 multiplications. See mul.go.
//
// This radix was chosen by measurement over saturated 7×64-bit limbs with
// Solinas reduction: the 2^224 term of that reduction is not word aligned,
// and the pure-Go saturated multiplication took about twice as long.
//
// On amd64 Mul and Square run hand-written assembly (mul_amd64.s) that
// computes exactly what the portable Go kernels in mul.go compute, limb for
// limb, using only baseline instructions (MULQ, ADD/ADC, SHRD). The Go
// compiler spills most of the portable kernel's 128-bit accumulators there,
// which made it about 1.3 times slower than circl's assembly; the assembly
// is about 0.9 times. Build with the purego tag to use the portable
// kernels everywhere.
//
// # Encodings
//
// Encodings are 56 bytes, little-endian (RFC 7748 §5, RFC 8032 §5.2.2).
// SetBytes accepts only canonical encodings (below p); SetWideBytes reduces
// any little-endian string of up to 112 bytes.
//
// # Exponentiations
//
// p ≡ 3 (mod 4). Inverse (x^(p−2)), Sqrt (x^((p+1)/4)) and SqrtRatio
// (u·v·(u·v³)^((p−3)/4), no inversion) share one addition chain for
// (p−3)/4 with 445 squarings and 12 multiplications; the op-count test
// (build tag curvekit_opcount) checks the counts do not depend on the input.
// Roots are returned with Sgn0 = 0.
//
// # Constant time
//
// Every operation runs in time independent of the values of its operands:
// there are no branches or memory indexes on secret data, and conditional
// choices use masks. The exceptions are public: SetBytes returns early on a
// wrong length or a non-canonical encoding (after a constant-time check),
// SetWideBytes and SetBytes take time depending on len(b), and PutBytes
// panics on a wrong buffer length. MulSmall is constant time in both x and
// the small constant.
package fp448
