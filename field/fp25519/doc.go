// Package fp25519 implements GF(2^255 − 19), the base field of Curve25519
// (RFC 7748) and edwards25519 (RFC 8032), as a field.Field[Element] with an
// unsaturated radix-2^51 backend.
//
// # Representation
//
// An Element holds five 64-bit limbs e[0..4] standing for
//
//	e[0] + e[1]·2^51 + e[2]·2^102 + e[3]·2^153 + e[4]·2^204  (mod p).
//
// Limbs are loosely reduced: every method accepts and returns limbs below
// 2^52 (outputs of Add, Sub, Neg, Mul and Square are in fact below
// 2^51 + 2^18), so one element has several representations; Equal, IsZero,
// Sgn0 and PutBytes first bring a copy to the canonical one (limbs below 2^51,
// value below p). The 13 spare bits per limb let Add and Sub work limb by limb
// with no carry chain inside them: Sub and Neg add 4p before subtracting so no
// limb goes negative.
//
// Multiplication forms the five 128-bit column sums with math/bits.Mul64,
// folding the products that pass 2^255 back in times 19 (2^255 ≡ 19 mod p);
// with limbs below 2^52 a column stays below 77·2^104 < 2^111. The columns are
// then split at bit 51 all at once rather than through a serial chain, the
// carry out of the top limb re-entering limb 0 times 19, and a second such
// pass over 64-bit limbs (carryPropagate) brings every limb below
// 2^51 + 2^18. Add, Sub and Neg end with that same parallel pass (Carry).
// Canonical reduction adds a final serial pass that subtracts p once when
// the value is in [p, 2p). For code generated over this field (the
// edwards25519 formulas of curves/edwards), AddLimbs and SubLimbs with Carry
// are Add and Sub split into pieces the compiler inlines, which Add and Sub
// as a whole are too large to be.
//
// On amd64 the multiply and square kernels are hand-written assembly
// (mul_amd64.s) doing the arithmetic just described. The portable Go kernels
// (mulGeneric, squareGeneric in mul.go), which the purego build tag selects
// everywhere, compute the same products in a shape the Go compiler handles
// better: operands pre-shifted so that each product arrives split at bit 51,
// plain additions instead of carry chains (around which the compiler
// computes every product first and spills them), and the columns reduced
// serially, which leaves limbs below 2^51 except limb 1, below 2^51 + 2^9.
// The two return the same values mod p, not always the same limbs; a test
// and a fuzz target check that they agree, and another test checks the Go
// kernels against math/big on every build.
//
// # Encodings
//
// Elements encode as 32 bytes little-endian. SetBytes accepts only canonical
// encodings (integers below p, so bit 255 clear); SetWideBytes reduces any
// little-endian string of up to 64 bytes, and is what an X25519 decoder uses
// after masking bit 255 (RFC 7748 §5).
//
// # Constant time
//
// Every method runs in time independent of the values of its arguments: no
// branch or memory index depends on an element. Booleans are computed with
// masks, Select blends with a mask, the square roots are fixed addition
// chains (x^((p−5)/8)) whose sequence of squarings and multiplications is the
// same for every input (opcount_test.go checks it under the curvekit_opcount
// build tag), and Inverse runs the constant-time Bernstein–Yang safegcd
// algorithm of internal/safegcd (590 branch-free divsteps, checked for
// branches by internal/ctcheck). InverseVarTime is its variable-time form for
// public values. SetBytes and SetWideBytes depend only
// on the length of their input, except that SetBytes returns early, after
// the constant-time range check, when the encoding is rejected.
//
// Beyond field.Field, Field offers MulSmall (multiplication by a 32-bit
// constant, e.g. the 121666 of the X25519 ladder) and Pow22523
// (x^((p−5)/8), the core of RFC 8032 point decompression). For
// curves/edwards it also has SqrtRatioPair (two SqrtRatio at once, which
// Verify uses to decode A and R together) and SqrtRatioBatch (below). The
// engine detects them with type assertions on its optional interfaces
// (SqrtRatioPairer, SqrtRatioBatcher) and uses them in place of its
// generic code; like the field methods they are straight-line, and they
// are not part of field.Field. This package holds field arithmetic only:
// the engine's point formulas are curves/edwards's, written once there and
// specialised for this field by internal/enginegen, and the vector-lane
// point kernels of edwards25519 are curves/edwards/internal/lanes25519's.
//
// # Lanes: AVX-512 IFMA
//
// Processors with AVX-512 IFMA (Intel Ice Lake and later cores that keep
// AVX-512, Sapphire Rapids and later Xeons; AMD Zen 4 and later) multiply
// the low 52 bits of 64-bit lanes and return either half of the 104-bit
// product (VPMADD52LUQ, VPMADD52HUQ), eight lanes to a 512-bit register.
// Radix-2^51 limbs below 2^52 fit those multipliers as they are: a limb
// product x_i·y_j = lo + 2^52·hi lands in column i+j as lo and in column
// i+j+1 as 2·hi, and the rest is the scalar kernel's reduction (fold times
// 19, one parallel carry pass), done on vectors. The kernels keep limbs
// below 2^52 (lanes_amd64.s derives the bounds), so their outputs are
// valid Elements and valid inputs again. Eight elements sit one per lane
// (lanes.go, lanes_amd64.s): SqrtRatioBatch computes SqrtRatio for a slice
// of ratios, eight exponentiations at once, and two such groups of eight
// with their squarings interleaved, so that the processor overlaps the two
// independent chains of 251 squarings: more than four times cheaper per
// root than SqrtRatio on a batch of 128. Batch verification decodes every
// A and R with it. The multiply and square macros (lanes_amd64.h) are also
// the field arithmetic of curves/edwards/internal/lanes25519's IFMA point
// kernels, which include a generated copy of the header.
//
// The kernels are chosen at run time: internal/cpu checks AVX512F,
// AVX512DQ, AVX512IFMA and AVX512VL with CPUID and that the operating
// system saves the ZMM state (XGETBV). Setting GODEBUG=cpu.avx512f=off (or
// cpu.avx512dq, cpu.avx512vl, cpu.all) before the program starts switches
// them off, so that the other path can be measured and tested on the same
// machine; the purego build tag and other architectures never use them.
// Without them, on a processor with AVX2 (and the YMM state saved;
// GODEBUG=cpu.avx2=off switches it off), the same layout runs
// lanes_avx2_amd64.s, generated by internal/avx2gen with the arithmetic of
// internal/avx2emit: limbs of radix 2^25.5, four lanes of 64-bit VPMULUDQ
// products, the radix-2^51 lanes split and joined at the kernel boundary.
// SqrtRatioBatch then takes four roots at a time (about 2.5 times cheaper
// per root than SqrtRatioPair). Without either it computes the same values
// with the scalar kernels, two roots at a time with SqrtRatioPair. Either
// way its running time depends only on the length of its slices.
package fp25519
