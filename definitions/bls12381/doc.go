// Package bls12381 is the pairing-friendly curve BLS12-381 (ZCash,
// Ethereum's consensus layer, Filecoin, Chia, drand): its groups G1 and G2,
// their ZCash encodings, the RFC 9380 hash-to-curve suites, and the
// pairing. BLS signatures over it are in the subpackage bls.
//
// Everything is a page of constants given to curvekit's generic engines,
// with no point formula of its own:
//
//   - G1 is the subgroup of order r of E: y² = x³ + 4 over Fp, on
//     curves/weierstrass over a field.Prime;
//   - G2 is the subgroup of order r of the M-type sextic twist
//     E': y² = x³ + 4(1 + u) over Fp2 = Fp[u]/(u² + 1), on
//     curves/weierstrass over field/tower's Fp2, which is a field.Field;
//   - the pairing e: G1 × G2 → GT ⊂ Fp12 is curves/pairing's optimal ate
//     pairing, given the seed x = −0xd201000000010000, the twist type and
//     the tower's non-residues; G2 shares its Fp2.
//
// p (381 bits), r (255 bits) and the cofactors are polynomials in x
// (params.go). The constants come from draft-irtf-cfrg-pairing-friendly-
// curves-11 §4.2.1, the ZCash specification, and RFC 9380 §8.8 and
// Appendix E.2–E.3 (isogeny.go).
//
// # Reading guide
//
//	params.go    the constants of the curve and the types built on them
//	build.go     the engines' parameters: pairing.New and two weierstrass.New
//	endo.go      σ and ψ, the endomorphisms of the fast subgroup checks and of G2's cofactor clearing
//	isogeny.go   the isogenies of the hash-to-curve suites
//	g1.go g2.go  the group types, thin wrappers of the engine's points
//	encoding.go  the ZCash encodings
//	h2c.go       HashToG1, EncodeToG1, HashToG2, EncodeToG2
//	pairing.go   Pair, MultiPair, PairingCheck
//	scalar.go    integers modulo r
//	wholecurve.go  points of E and E' outside G1 and G2 (AddCurvePointsG1/G2), and MapToG1/G2 of field elements
//	evm/         Ethereum's EIP-2537 precompiles over all of the above
//
// The tests prove the whole against outside data: the 4000 zkcrypto
// encodings of k·G for k < 1000 in both groups and forms (circl's module),
// the RFC 9380 vectors of the four suites (testdata/h2c), and random inputs
// compared with gnark-crypto for every operation (gnark_test.go); the
// pairing engine itself is checked against kilic/bls12-381's 1000
// pairings in curves/pairing.
//
// # Subgroups
//
// E(Fp) has h1·r points and E'(Fp2) h2·r, with cofactors of 126 and 508
// bits, so a decoded point must be checked to be in G1 or G2. The checks
// are Scott's (ePrint 2021/1130): P ∈ G1 exactly when σ(P) = −x²·P for
// σ(x, y) = (β·x, y), and Q ∈ G2 exactly when ψ(Q) = x·Q for the
// untwist-Frobenius-twist ψ; the engine runs them through its
// SubgroupEndomorphism hook, at the cost of a 128- or 64-bit
// multiplication instead of a 255-bit one. Hashing to G2 clears the
// cofactor with Budroni and Pintore's (x² − x − 1)·P + (x − 1)·ψ(P) +
// 2·ψ²(P), which equals RFC 9380's h_eff·P; G1 multiplies by h_eff = 1 − x.
//
// # Encodings
//
// Points encode as in ZCash (encoding.go has the flag bits): 48 or 96
// bytes compressed, 96 or 192 uncompressed, big-endian coordinates with
// Fp2 elements as c1 ‖ c0. Every decoder refuses non-canonical input
// (wrong flags, coordinates ≥ p, a wrongly encoded infinity) and points
// off the curve or outside the subgroup with an error.
//
// # Constant time
//
// Group arithmetic, scalar multiplications, hashing to the curve and the
// pairing run in time independent of points and scalars (the engines'
// guarantees); decoding and MultiScalarMultVarTime do not, and treat their
// inputs as public.
package bls12381
