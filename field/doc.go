// Package field is the bottom layer of curvekit: the contract every prime
// field implements, a runtime-modulus field for custom curves, and helpers
// that work over any field.
//
// # The contract
//
// An engine (curves/edwards, curves/montgomery, curves/weierstrass) is written
// once against Field[E], where E is the field's element type: a plain array
// of 64-bit limbs, copied by value, whose zero value is the element 0. The
// field object carries the modulus and the methods; elements carry nothing
// but their limbs:
//
//	var f fp25519.Field            // or a *field.Prime built at run time
//	var x, y fp25519.Element
//	f.SetUint64(&x, 9)
//	f.Square(&y, &x)               // y = 81
//
// Every method takes pointers and every output may alias every input.
// Booleans are constant-time ints (1 true, 0 false), and Select takes its
// condition last. Encodings are fixed-length and canonical, in the byte order
// the field declares: little-endian for the Curve25519 and Curve448 fields
// (RFC 7748, RFC 8032), big-endian for the NIST and SEC 2 fields (SEC 1).
// SetWideBytes reduces strings of up to twice that length, which is what
// RFC 9380 hash_to_field and the RFC 8032 scalar reduction need.
//
// # The fields
//
// Prime (this package) takes any odd prime p > 3 of up to 576 bits at run
// time. Its elements are PrimeElement values in Montgomery form over
// n = max(4, ⌈bits/64⌉) limbs, multiplied by kernels unrolled for each n
// from 4 to 9 and emitted by internal/fieldgen. It validates its modulus
// (odd, > 3, probable prime, size) and picks a square-root method from p.
// A Crandall modulus 2^(256−s) − d with 2^s·d < 2^64, such as 2^255 − 19
// or secp256k1's p, gets on every path (MULX/ADX or MULQ assembly, or Go)
// the reduction the prebuilt fields of those primes use — the high half folded in times
// 2^s·d — instead of Montgomery's, with its elements kept as plain
// integers (prime_crandall.go): a curve defined at run time over such a
// prime runs close to its prebuilt twin.
//
// The prebuilt moduli have packages of their own, with the constants baked in:
//
//	fp25519  2^255 − 19                 radix 2^51, 5 limbs (amd64 assembly Mul/Square, pure-Go fallback)
//	fp448    2^448 − 2^224 − 1          radix 2^56, 8 limbs, Karatsuba reduction (amd64 assembly Mul/Square)
//	fpk256   secp256k1 p = 2^256 − 2^32 − 977   saturated 4×64, reduction by 2^32 + 977
//	fpr256   P-256 p                    Montgomery, generated
//	fnr256   P-256 n                    Montgomery, generated
//	fnk256   secp256k1 n                Montgomery, generated
//	fn25519  ed25519 order ℓ            Montgomery, generated
//	fn448    ed448 order                Montgomery, generated, 57-byte encodings
//
// On amd64 the Montgomery Mul and Square kernels of Prime and of the
// generated fields, and Prime's Add, Sub, Neg and whole-Fp2 additions and
// subtractions (prime_addsub_amd64.s), are assembly emitted by
// internal/fieldgen (baseline MULQ/ADCQ and CMOV, straight-line, no CPU
// feature test); the pure-Go kernels it also emits are used on other
// architectures and under the purego build tag, and tests require both to
// give identical limbs. The whole-Fp2 multiplication, squaring and product
// by k + u of the views with 4 and 6 limbs (Prime4, Prime4M1, Prime6 and
// the ADX views) for p < 2^(64n − 1) are one assembly function each,
// Montgomery multiplications and coefficient sums together
// (prime_fp2_adx_amd64.s, prime_fp2_mulq_amd64.s, from
// internal/fieldgen/asm_fp2.go; the multiplication with lazy reduction,
// two Montgomery reductions of double-width Karatsuba terms,
// prime_fp2lazy_adx_amd64.s from asm_fp2lazy.go and, by MULQ product
// scanning, prime_fp2lazy_mulq_amd64.s from asm_fp2lazy_mulq.go), checked
// against math/big. The 4-limb ADX view also multiplies whole Fp6
// elements (v³ = k + u) in one function with lazy reduction, one
// Montgomery reduction per coefficient (prime_fp6lazy_adx_amd64.s from
// asm_fp6lazy.go); the ADX views with 4 and 6 limbs square Fp4
// elements (W² = k + u; k = 1 only at 6 limbs) the same way, for the
// cyclotomic squarings of field/tower (prime_fp4sq_adx_amd64.s from
// asm_fp4sq.go); and the 6-limb ADX view forms sums of two or three Fp2
// products the same way, for p < 2^381 (prime_fp6coef_adx_amd64.s from
// asm_fp6coef.go).
//
// The three special-form moduli are written by hand because their reductions
// (multiplying the high half by 19, by 2^32 + 977, or folding with 2^224) are
// much faster than Montgomery's; the Montgomery fields are the generator's
// output and carry the "Code generated" header.
//
// # What is constant time
//
// For Prime and for every fixed field, all of these run in time independent
// of the values of their element arguments (they may depend on the modulus):
// Zero, One, Set, SetUint64, Add, Sub, Neg, Mul, Square, Inverse, Sqrt,
// SqrtRatio, Equal, IsZero, Select, Sgn0, PutBytes and SetWideBytes (whose time
// depends on len(b) only). The fixed fields' extras (MulSmall, Pow22523) are
// constant time too.
//
// SetBytes runs in time that depends on the length of its input and on
// whether the input is rejected (it returns as soon as it finds an encoding
// non-canonical); the range check of an accepted input is constant time.
// NewPrime, Modulus, SetBig and Big use math/big and are not constant time:
// they are for setup, tests and printing. BatchInverse is constant time in the
// values, including which of them are zero.
//
// Two tests enforce this. internal/ctcheck disassembles the compiled Mul,
// Square, Add, Sub, Neg, Select, Equal, IsZero and Sgn0 of every fixed field,
// and every unrolled kernel of Prime, and fails on any conditional branch
// other than the stack-growth check and bounds-check panics. The loop
// routines (Inverse, Sqrt, SqrtRatio, exponentiation, Tonelli–Shanks) branch
// only on public exponents; the op-count build
//
//	go test -tags curvekit_opcount ./field/...
//
// counts the multiplications and squarings they perform and requires the
// counts to be equal for 0, 1, p − 1, squares, non-squares and random inputs.
//
// Prime's arithmetic methods dispatch on the limb count with a switch: a
// branch on the modulus, which is public.
//
// # Testing a field
//
// field/fieldtest holds the conformance suite every field in curvekit
// passes: fieldtest.Run(t, f) checks ring laws, every aliasing combination,
// edge values, encodings and their errors, square roots, inversion, wide
// reduction and BatchInverse against math/big. A user who writes a field for
// a custom curve can run the same suite on it.
package field
