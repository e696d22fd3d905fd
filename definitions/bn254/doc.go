// Package bn254 is the pairing-friendly Barreto–Naehrig curve alt_bn128 of
// Ethereum (EIP-196, EIP-197; "BN254" in gnark-crypto and arkworks, not the
// BN254 of draft-irtf-cfrg-pairing-friendly-curves), the curve of the EVM's
// zk-SNARK precompiles: its groups G1 and G2, their encodings, and the
// pairing. The precompiles themselves, ecAdd, ecMul and ecPairing with
// their byte formats, error cases and gas, are in the subpackage evm.
//
// Everything is a page of constants given to curvekit's generic engines,
// with no point formula of its own:
//
//   - G1 is E: y² = x³ + 3 over Fp, of prime order r, on
//     curves/weierstrass over a field.Prime, with the GLV endomorphism
//     (β·x, y) for its scalar multiplications;
//   - G2 is the subgroup of order r of the D-type sextic twist
//     E': y² = x³ + 3/(9 + u) over Fp2 = Fp[u]/(u² + 1), on
//     curves/weierstrass over field/tower's Fp2, which is a field.Field;
//   - the pairing e: G1 × G2 → GT ⊂ Fp12 is curves/pairing's optimal ate
//     pairing, given the seed x = 4965661367192848881, the twist type and
//     the tower's non-residues (Fp6 = Fp2[v]/(v³ − (9 + u))); G2 shares its
//     Fp2.
//
// p, r (both 254 bits) and the trace are the BN polynomials in x
// (params.go), which the pairing engine checks.
//
// # Reading guide
//
//	params.go    the constants of the curve and the types built on them
//	build.go     the engines' parameters: pairing.New and two weierstrass.New
//	endo.go      the GLV endomorphism of G1 and ψ, the fast subgroup test of G2
//	g1.go g2.go  the group types, thin wrappers of the engine's points
//	encoding.go  the EIP-196/197 and gnark-crypto encodings
//	pairing.go   Pair, MultiPair, PairingCheck
//	scalar.go    integers modulo r
//
// The tests prove the whole against outside data: go-ethereum's precompile
// vectors (through the subpackage evm), and random inputs compared with
// gnark-crypto's bn254 for every operation and both encodings
// (gnark_test.go).
//
// # Subgroups
//
// E(Fp) has prime order r, so every point of E is in G1 and decoding
// checks only that a point is on the curve. E'(Fp2) has r·(2p − r) points,
// so a decoded point of the twist must be checked to be in G2: Q ∈ G2
// exactly when ψ(Q) = 6x²·Q for the untwist-Frobenius-twist ψ (endo.go),
// and exactly when Q + x·(Q + ψ(Q) + ψ²(Q) − 2ψ³(Q)) = O (Dai et al.,
// ePrint 2022/348), which the engine runs through its SubgroupEndomorphism
// hook at the cost of a 63-bit multiplication instead of a 254-bit one.
//
// # Encodings
//
// Points encode as in EIP-196/197 (encoding.go has the details): x ‖ y in
// 64 bytes for G1 and 128 for G2, big-endian, Fp2 elements imaginary part
// first, the identity as all zeros; and compressed as gnark-crypto does, in
// 32 or 64 bytes with two flag bits. Every decoder refuses non-canonical
// input (coordinates ≥ p, wrong flags, a wrongly encoded infinity) and
// points off the curve or outside the subgroup with an error.
//
// # Constant time
//
// Group arithmetic, scalar multiplications and the pairing run in time
// independent of points and scalars (the engines' guarantees); decoding and
// MultiScalarMultVarTime do not, and treat their inputs as public.
package bn254
