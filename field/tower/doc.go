// Package tower builds extension fields on top of any field.Field: the
// quadratic extension Fp2 that G2 curves live on, and the pairing tower
// Fp2 → Fp6 → Fp12 whose top floor holds the pairing group GT. Everything is
// generic over the base field's element type E, so the same code serves
// BLS12-381 and BN254 over field.Prime, a user's pairing curve, or a future
// fixed field.
//
// The package is named for the tower rather than for "extensions" because the
// tower is what it is for; Fp2 on its own is the first floor, and is a
// complete field.Field.
//
// # Reading guide
//
//	base.go       how the base field is called (and why without allocations)
//	fp2_kernel.go whole-Fp2 operations a base field may offer (every view of field.Prime)
//	fp2.go        Fp2: construction, Karatsuba Mul, complex Square, Inverse, Frobenius
//	fp2_sqrt.go   Fp2 square roots, Sgn0, the ZCash "lexicographically largest" test
//	fp2_bytes.go  Fp2 encodings
//	fp6.go        Fp6: construction (ξ checks, Frobenius factors), Mul, Square, Inverse
//	fp6_kernel.go the whole-Fp6 product a base field may offer (field.Prime's 4-limb
//	              ADX view, lazy reduction; TestFp6MulLazyMatchesFormula)
//	fp4_kernel.go the whole-Fp4 squaring of the cyclotomic squarings a base field may
//	              offer (field.Prime's ADX views, lazy reduction;
//	              TestFp4SquareLazyMatchesFormula)
//	fp6_coef.go   sums of Fp2 products a base field may offer (field.Prime's 6-limb
//	              ADX view): Fp6 Mul, MulBy01, Fp12 MulBy014/034 one sum per
//	              coefficient; TestFp2SumKernelMatchesFormula
//	fp6_sparse.go Fp6 sparse products and Frobenius
//	fp12.go       Fp12: Mul, Square, Inverse, Conjugate, Frobenius maps
//	fp12_cyclo.go sparse line products (034 and 014), cyclotomic squaring
//	fp12_lines.go products of two lines, and of f by such a product
//	fp12_karabina.go compressed squaring for long runs of cyclotomic squarings
//	fp12_exp.go   exponentiation, constant time and VarTime
//	fp12_bytes.go Fp6 and Fp12 encodings
//
// field/fieldtest.RunQuadratic checks Fp2 against a math/big model
// (conformance_test.go runs it over six base fields); gnark_test.go compares
// Fp2 and Fp12 with gnark-crypto's BLS12-381 and BN254 towers; tower_test.go
// checks ring laws, the sparse and line products against Mul, the Frobenius
// maps against exponentiation by p, and cyclotomic squaring against Square.
//
// # The tower
//
// An extension of degree k of Fp adjoins a root of an irreducible polynomial
// of degree k. The pairing fields use only binomials, whose reduction is a
// multiplication by a constant, and build degree 12 in steps of 2, 3, 2:
//
//	Fp2  = Fp[u]  / (u² − β)    β a non-square of Fp
//	Fp6  = Fp2[v] / (v³ − ξ)    ξ neither a square nor a cube of Fp2
//	Fp12 = Fp6[w] / (w² − v)    irreducible because ξ, the norm of v, is not a square
//
// so that w⁶ = ξ and Fp12 = Fp2[w]/(w⁶ − ξ): a sextic twist of the curve over
// Fp2 maps onto the curve over Fp12 through w, which is why ξ is the twist's
// non-residue. β = −1 is the usual choice when p ≡ 3 mod 4 (−1 is then a
// non-square) because multiplying by β is a negation; BLS12-381 and BN254 both
// take it, with ξ = 1 + u and ξ = 9 + u: the smallest "k + u" that is neither
// a square nor a cube, so that multiplying by ξ costs additions only (k·x by
// doubling, u·x by swapping coefficients and negating). NewFp2 and NewFp6
// check these conditions with exponentiations at construction; any other
// non-residues work too, at the price of a multiplication per reduction.
//
// Elements are coefficient vectors: Fp2Element{C0, C1} is c0 + c1·u,
// Fp6Element{C0, C1, C2} is c0 + c1·v + c2·v², Fp12Element{C0, C1} is
// c0 + c1·w. Seen over Fp2 with w⁶ = ξ, an Fp12 element is Σ gᵢ·wⁱ with
// (g0, …, g5) = (C0.C0, C1.C0, C0.C1, C1.C1, C0.C2, C1.C2). This is the
// layout of gnark-crypto and of most pairing libraries.
//
// # Formulas
//
// Multiplications are Karatsuba at every floor and squarings the "complex"
// method at the quadratic floors and Chung–Hasan's CH-SQR2 at the cubic one,
// as in Devegili, Ó hÉigeartaigh, Scott and Dahab, "Multiplication and
// squaring on pairing-friendly fields" (2006): Fp2 Mul 3 base
// multiplications, Square 2; Fp6 Mul 6 Fp2 multiplications, Square 2 plus 3
// squarings; Fp12 Mul 3 Fp6 multiplications, Square 2. Inversions go down
// the tower through norms: 1/x = x̄/N(x) at the quadratic floors and the
// adjugate formula at the cubic one, ending in one inversion in Fp.
//
// The Frobenius map x ↦ x^p is the conjugation on Fp2 (u^p = −u); on Fp12,
// (gᵢ·wⁱ)^(p^k) = gᵢ^(p^k)·ξ^(i·(p^k − 1)/6)·wⁱ, so the p, p² and p³ maps cost
// at most five Fp2 multiplications by factors that NewFp6 computes from p and
// ξ (the p² factors lie in Fp and cost two base multiplications). This needs
// 6 | p − 1, true of every BN and BLS12 curve.
//
// After the easy part of a final exponentiation, pairing values lie in the
// cyclotomic subgroup of order p⁴ − p² + 1, where conjugation is inversion
// and CyclotomicSquare (Granger and Scott, PKC 2010) squares with nine Fp2
// squarings; within a run of squarings of CyclotomicExpVarTime, Karabina's
// compressed squaring carries four of the six Fp2 coefficients with six
// squarings and recovers the other two once per run. MulBy034 and MulBy014 multiply by the sparse line values of a
// Miller loop for D-type twists (BN254: coefficients of 1, w and w³) and
// M-type twists (BLS12-381: 1, w² and w³); Mul014By014 and Mul034By034
// multiply two such lines into an element with five non-zero coefficients,
// which MulBy01245 and MulBy01234 multiply into f.
//
// # Square roots and encodings of Fp2
//
// Sqrt goes down to Fp through the norm: x is a square exactly when N(x) is,
// and the root's coefficients come from base-field square roots of
// (a ± √N(x))/2 (fp2_sqrt.go derives it). It works for every p and β and costs
// three base square roots and one base inversion whatever the input, or two
// exponentiations by (p+1)/4 and one inversion when p ≡ 3 mod 4. Sgn0 is
// RFC 9380 §4.1's for m = 2: the sign of c0, or of c1 when c0 = 0; Sqrt and
// SqrtRatio return the root of sign 0, as the field contract asks.
//
// An Fp2 element is encoded as its two coefficients, each in the base
// field's encoding, in a CoefficientOrder chosen at construction: C1First
// (c1 ‖ c0) for the ZCash BLS12-381 encodings, EIP-197 and gnark-crypto,
// C0First (c0 ‖ c1) for EIP-2537 and RFC 9380's hash_to_field order.
// LexicographicallyLargest is the ZCash compressed-point sign. Three parts of
// the field contract are stretched to fit an extension, and say so: Modulus
// returns the characteristic p (the modulus of the coefficients), BitLen its
// bit length (the size hash_to_field's L is computed from), and SetWideBytes
// reduces the two halves of its input into c0 and c1, in hash_to_field's
// order whatever the encoding's.
//
// # What is constant time
//
// Every method runs in time independent of element values when the base
// field's methods do, which all of curvekit's fields guarantee; the only
// branches are on public parameters (β = −1, the shape of ξ, whether a
// Frobenius factor lies in Fp, an exponent's length). Inverse, Sqrt and
// SqrtRatio compute every alternative and pick with Select; Exp scans its
// whole window table (CyclotomicExp is the same with cyclotomic squarings,
// for GT). Exceptions are named: ExpVarTime and
// CyclotomicExpVarTime (for public exponents such as the curve seed) leak
// their exponent, and the latter takes a second, longer path for the
// elements whose compressed form cannot be recovered (a handful of the
// subgroup's p⁴ − p² + 1, see fp12_karabina.go); the constructors use
// math/big.
//
// ct_test.go proves this with a base field that records every call it
// receives: each constant-time operation must make the same sequence of base
// calls for 0, 1, −1, elements of Fp and of u·Fp, squares, non-squares and
// random values, and Exp for all exponents of one length. Together with the
// base field's own proofs (internal/ctcheck and the op-count build) this
// covers the whole computation.
//
// # Memory
//
// Elements are plain values: Fp12Element[field.PrimeElement] is 864 bytes,
// and every method takes pointers, sets its receiver-like first argument
// and allows any aliasing. The base field is called through the field.Field
// interface, which would make every temporary escape to the heap; base.go
// hides the pointers from escape analysis (the base field must not keep them,
// and none does), so arithmetic allocates nothing (alloc_test.go). Compare
// elements with Equal: == compares representations, which is meaningful only
// for base fields whose representation is canonical.
package tower
