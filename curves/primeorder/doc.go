// Package primeorder builds prime-order groups from twisted Edwards curves
// with cofactor 4 or 8: the Decaf construction (Hamburg, "Decaf:
// Eliminating cofactors through point compression", CRYPTO 2015) and its
// cofactor-8 variant Ristretto (https://ristretto.group), in the form RFC
// 9496 specifies them for ristretto255 and decaf448, written once over the
// field.Field contract and the engine of curves/edwards. Any curve that
// satisfies the conditions below gets the construction, curves defined at
// run time over field.Prime included; definitions/ristretto255 and
// definitions/decaf448 are thin wrappers around it.
//
// Reading guide: group.go (constructors, the conditions, the constants),
// element.go (the Element type: arithmetic delegated to the engine),
// ristretto.go and decaf.go (the only new math: encoding, decoding,
// equality and the Elligator map, each step with its RFC line), sqrt.go
// (SQRT_RATIO_M1 and the power chain), bytes.go (little-endian encodings).
// tiny_test.go proves the construction on small curves exhaustively;
// runtime_test.go shows ristretto255 and decaf448 rebuilt over field.Prime
// equal to the fixed-field groups.
//
// # The construction
//
// A twisted Edwards curve E: a·x² + y² = 1 + d·x²·y² with complete formulas
// (a a square, d a non-square) has h·n points for a prime n and a cofactor
// h, and its small subgroup E[h] is a nuisance: a protocol that hashes
// encodings or compares points sees P and P + T as different although they
// behave alike under multiplication by multiples of h. Decaf and Ristretto
// take the subgroup 2E of doubles, which has order h·n/2, and identify
// points that differ by an element of E[h/2], which lies in 2E: the
// quotient 2E/E[h/2] has order n. An Element is represented by any of its
// h/2 points; the encoding picks one canonical field element s for the
// whole class (the representative is rotated by the torsion and s's sign
// fixed, so every class has exactly one encoding, and decoding rejects every
// other string), equality is a cross-multiplication that is blind to the
// torsion, and addition, negation and scalar multiplication are the
// curve's, on representatives.
//
// # Conditions
//
// NewRistretto (cofactor 8, the quotient 2E/E[4]) requires:
//
//   - a = −1: RFC 9496's formulas (and Ristretto's) are written for it, and
//     the 4-torsion point (√−1, 0) they rotate by exists only then;
//   - cofactor 8, so that 2E/E[4] has prime order; the complete curve's
//     2-torsion is cyclic, so E[8] ≅ Z/8 and E[4] ⊂ 2E;
//   - p ≡ 5 mod 8: √−1 must exist (p ≡ 1 mod 4) for the rotation and be a
//     non-square, so that SQRT_RATIO_M1 can return √(√−1·u/v) when u/v is
//     not a square;
//   - −1 − d a non-zero square: the encoding multiplies by 1/√(a − d) and the
//     map by √(a·d − 1), both −1 − d when a = −1. Cofactor 8 implies it in
//     every curve we tried; it is checked anyway.
//
// NewDecaf (cofactor 4, the quotient 2E/E[2]) requires:
//
//   - a = 1: RFC 9496's decaf448 formulas are written for it;
//   - cofactor 4, so that 2E/E[2] has prime order;
//   - p ≡ 3 mod 4: −1 must be a non-square (it is SQRT_RATIO_M1's factor
//     for non-squares), which also makes −d a square, needed as √−d by the
//     encoding;
//   - 1 − 2d ≠ 0, the numerator of the map's square root.
//
// Decaf over p ≡ 1 mod 4 (where the paper uses a = −1 and an isogeny) and
// Ristretto for other a are not offered. The constants (√−1, √(a·d − 1),
// 1/√(a − d), √−d, …) are derived from d at construction; where RFC 9496
// fixes the sign of a root, the same rule is applied to every curve, so
// that edwards25519 and edwards448 give exactly ristretto255 and decaf448.
// Options.GeneratorMultiple chooses the class of m·G as the generator, as
// decaf448 does with m = 2.
//
// # Constant time and memory
//
// Every operation runs in time independent of the elements and scalars it
// is given unless its name ends in VarTime. The encoding, equality and map
// are straight-line field arithmetic with masked selections; the square
// roots use the field's SqrtRatio (decoding and encoding, where the ratio
// is a square on every valid input) or one exponentiation by a public
// exponent (the map, which also needs the root of the non-square branch:
// field/fp25519's Pow22523 addition chain where the field offers it, a
// sliding window over the exponent's bits otherwise). Decoding branches
// only on whether its input is valid. Temporaries live in per-group
// workspaces recycled through a sync.Pool, so encoding, decoding, equality
// and the arithmetic allocate nothing in the steady state.
package primeorder
