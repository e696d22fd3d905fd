// Package curvetest is curvekit's conformance harness for curves built with
// the engines, exported so that a user who defines a curve of their own (or
// wraps one) can check it with one call from their own test:
//
//	func TestMyCurve(t *testing.T) {
//		c, err := weierstrass.New(myParams)
//		if err != nil {
//			t.Fatal(err)
//		}
//		e, _ := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256})
//		curvetest.Weierstrass(t, c, curvetest.WithECDSA(e))
//	}
//
// There is one entry point per engine shape: Weierstrass, Edwards and
// Montgomery. Each works on any testing.TB, reports every property that does
// not hold with t.Errorf (prefixed "curvetest: <curve>: <section>:"), and
// returns; it never stops the calling test early except when the curve cannot
// be examined at all.
//
// # What is checked
//
// Arithmetic is compared with a model written here with math/big from the
// textbook formulas (the chord-and-tangent law for Weierstrass curves, the
// Edwards addition law, the Montgomery affine law and the RFC 7748 x-only
// ladder), built from the curve's public accessors only, so an engine's
// formula, table or recoding error shows up as a disagreement with the model:
//
//   - group laws: P + Q, P − Q, 2·P, −P against the model; associativity,
//     commutativity, the identity, inverses, doubling = P + P, n·G = O,
//     Equal across representations, Select, aliasing of receiver and operands;
//   - scalars: 0, 1, 2, n−1, n−2, (n±1)/2, powers of two, all-ones window
//     patterns, values with the top bit of n set, random values; scalar-field
//     decoding refuses n and larger (non-canonical scalars);
//   - constant time against VarTime: ScalarBaseMult against ScalarMult of the
//     generator, DoubleScalarMultVarTime and MultiScalarMultVarTime against
//     the sums of constant-time products, and, where an engine has it,
//     ScalarMultVarTime against ScalarMult;
//   - tables: a second curve built from the first one's Params, whose
//     precomputed tables are built afresh, computes the same points;
//   - encodings: round trips against the model's encoding, and the rejection
//     of wrong lengths, non-canonical coordinates (x or y ≥ p, the RFC 8032
//     sign bit of x = 0), points off the curve, points outside the prime-order
//     subgroup where the curve has a cofactor and its decoder promises
//     subgroup membership, and the identity where it is forbidden;
//   - cofactors: points of small and of mixed order (found with the model),
//     IsSmallOrder, IsTorsionFree and MultByCofactor on Edwards curves;
//   - schemes given as options: ECDSA (sign, verify, DER and r‖s, RFC 6979
//     determinism, hedging, low-S normalisation, public-key recovery, ECDH,
//     key decoding limits) and EdDSA (sign, verify under every policy,
//     contexts, prehash, batch verification, the key against the model),
//     with tampering: flipped bits of the signature, message and key, S ≥ n,
//     keys of small order under the Strict policy;
//   - hash-to-curve: the output is a point of the prime-order subgroup,
//     deterministic, different for different messages and for different
//     domain separation tags, and random-oracle and nonuniform variants differ.
//
// # Options
//
// The default run takes well under two seconds per curve on a small
// machine; Long(true) is for a nightly run. One rule decides what each
// run does:
//
//   - every check has a fixed part — the edge scalars, the special points
//     (identity, torsion, off-curve, non-canonical encodings), the RFC
//     message shapes, the wrong lengths — which both runs go through in
//     full: Long never adds an edge case the default run lacks, and the
//     default run never truncates one;
//   - and a random part, whose size each loop states as its default count
//     (4 random scalars, 8 field elements, 24 flipped bits, …): the default
//     run draws exactly that many, Long draws four times as many;
//   - the multi-scalar multiplications add their large sizes under Long
//     (129 and 200 or 400 terms, beyond the Straus/Pippenger switch), and
//     the Weierstrass one compares sums of more than 40 terms with the
//     math/big model only then (the default run compares them with the sum
//     of constant-time products, which is cheaper).
//
// A loop's count is its cost knob: a curve that is slow to check (a large
// field, an expensive model) is checked by the same loops with the same
// counts, so its run is proportionally longer rather than thinner.
// Capabilities a curve may or may not have are found by the harness (a
// Weierstrass curve without SSWU parameters skips hash-to-curve; an Edwards
// point type without a HashToCurve method skips it) or given as options
// (WithECDSA, WithEdDSA, WithHashToCurve, WithEncodeToCurve), so a curve is
// checked for what it offers and the harness grows with the engines.
//
// The random inputs come from a generator seeded with Seed (a fixed default),
// so a failure is reproducible; the seed is in every failure message.
package curvetest
