// Package decaf448 implements decaf448, the prime-order group of RFC 9496
// §5, on curvekit's twisted Edwards engine.
//
// # The group
//
// edwards448 (x² + y² = 1 + d·x²·y², d = −39081, over
// GF(2^448 − 2^224 − 1)) has 4·q points for the prime
// q = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885.
// decaf448 removes the cofactor 4: its elements are the points of 2E (the
// doubles) taken modulo the 2-torsion {(0, 1), (0, −1)}, a group of prime
// order q, with an encoding that gives every element exactly one 56-byte
// string and rejects every other string. Its generator is the class of
// 2·B for the edwards448 base point B (RFC 9496 §5).
//
// An Element is held as one representative point of edwards448, computed
// with the engine's formulas (curves/edwards); the encoding, decoding,
// equality and the map from uniform bytes are the only new math, written
// once for any suitable curve in curves/primeorder. Group returns the group
// in that package's generic form, for code written over it.
//
// # Encodings
//
//   - Element: 56 bytes, the little-endian non-negative field element s of
//     RFC 9496 §5.3.2. SetCanonicalBytes performs every check of §5.3.1.
//   - Scalar: 56 bytes little-endian, below q. SetCanonicalBytes rejects
//     anything else; SetUniformBytes reduces 64 bytes modulo q, as the
//     HashToScalar of RFC 9497's decaf448-SHAKE256 suite does.
//   - SetUniformBytes maps 112 uniformly random bytes to an element
//     (RFC 9496 §5.3.4); HashToElement hashes a message with a domain
//     separation tag (RFC 9380's hash_to_decaf448: expand_message_xof with
//     SHAKE256, then SetUniformBytes), and HashToScalar likewise hashes to
//     a scalar.
//
// # Constant time
//
// Every operation runs in time independent of the elements and scalars it
// is given, except those whose names end in VarTime
// (DoubleScalarBaseMultVarTime, MultiScalarMultVarTime), which leak their
// scalars and are for public inputs. Decoding branches only on whether its
// input is valid; hashing depends on the lengths of the message and tag.
// ScalarBaseMult multiplies the scalar by 2 and uses the engine's
// precomputed tables of B, built on first use.
//
// Element and Scalar follow the conventions of filippo.io/edwards25519:
// methods set their receiver and return it, arguments may alias the
// receiver, and values are not comparable with ==.
package decaf448

//go:generate go run ../../internal/groupgen decaf448
