// Package fieldtest is the conformance suite every curvekit field runs: one
// generic test of the field.Field contract against math/big.
//
// A field package adds
//
//	func TestConformance(t *testing.T) { fieldtest.Run(t, Field{}) }
//	func FuzzSetBytes(f *testing.F)     { fieldtest.FuzzSetBytes(f, Field{}) }
//	func FuzzArith(f *testing.F)        { fieldtest.FuzzArith(f, Field{}) }
//
// Run checks the parameters (Modulus, BitLen, ByteLen, ByteOrder), the
// constants, SetUint64, the canonical encodings and their rejections (with
// errors.Is against field.ErrLength and field.ErrNotReduced, and the receiver
// left unchanged), SetWideBytes at every length up to 2·ByteLen, every
// arithmetic operation against math/big, every aliasing of outputs and inputs,
// the ring laws on internal representations, long random chains of
// operations (which catch lazily reduced representations that drift), Inverse
// (with 0 ↦ 0), Sqrt and SqrtRatio on squares, non-squares and zeros (with the
// root of Sgn0 0), Equal, IsZero, Select, Sgn0 and field.BatchInverse.
//
// Inputs are edge values (0, 1, 2, p−1, p−2, (p±1)/2, every 2^k below p,
// 2^k−1 and p−2^k at limb boundaries, all-ones limbs and bytes reduced mod p,
// powers of the Montgomery radices) and values from a seeded math/rand/v2
// source, biased towards the edges. Multiplication, squaring and the cheap
// operations see every edge value; the exponentiations (Inverse, Sqrt) see
// the common edges and a random sample of the rest, all of them from 100
// iterations up. The seed is logged; rerun a failure with
// -fieldtest.seed=N. The number of random cases per property is 24 (8 with
// -short) and can be raised with -fieldtest.iters=N or RunWithOptions.
package fieldtest
