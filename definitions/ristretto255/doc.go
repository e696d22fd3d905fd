// Package ristretto255 implements ristretto255, the prime-order group of
// RFC 9496 §4, on curvekit's twisted Edwards engine.
//
// # The group
//
// edwards25519 (−x² + y² = 1 + d·x²·y² over GF(2^255 − 19)) has 8·ℓ points
// for the prime ℓ = 2^252 + 27742317777372353535851937790883648493. The
// cofactor 8 is a hazard for protocols: a point and the same point plus one
// of small order look alike to a scalar multiplication by a multiple of 8
// but not to a hash of their encodings. ristretto255 removes it: its
// elements are the points of 2E (the doubles) taken modulo the 4-torsion,
// a group of prime order ℓ, with an encoding that gives every element
// exactly one 32-byte string and rejects every other string. Protocols
// written for a prime-order group (OPRF, FROST, Schnorr proofs, PAKEs) run
// on it unchanged.
//
// An Element is held as one representative point of edwards25519, computed
// with the engine's formulas (curves/edwards); the encoding, decoding,
// equality and the map from uniform bytes are the only new math, written
// once for any suitable curve in curves/primeorder. Group returns the group
// in that package's generic form, for code written over it.
//
// # Encodings
//
//   - Element: 32 bytes, the little-endian non-negative field element s of
//     RFC 9496 §4.3.2. SetCanonicalBytes performs every check of §4.3.1.
//   - Scalar: 32 bytes little-endian, below ℓ. SetCanonicalBytes rejects
//     anything else; SetUniformBytes reduces 64 bytes modulo ℓ.
//   - SetUniformBytes maps 64 uniformly random bytes to an element
//     (RFC 9496 §4.3.4); HashToElement hashes a message with a domain
//     separation tag (RFC 9380's hash_to_ristretto255: expand_message_xmd
//     with SHA-512, then SetUniformBytes), and HashToScalar likewise hashes
//     to a scalar, as RFC 9497 does.
//
// # Constant time
//
// Every operation runs in time independent of the elements and scalars it
// is given, except those whose names end in VarTime
// (DoubleScalarBaseMultVarTime, MultiScalarMultVarTime), which leak their
// scalars and are for public inputs such as signature verification.
// Decoding branches only on whether its input is valid; hashing depends on
// the lengths of the message and tag. ScalarBaseMult uses the engine's
// precomputed tables of the base point, built on first use.
//
// Element and Scalar follow the conventions of filippo.io/edwards25519:
// methods set their receiver and return it, arguments may alias the
// receiver, and values are not comparable with ==.
package ristretto255

//go:generate go run ../../internal/groupgen ristretto255
