// Package group is the prime-order group interface that curvekit's protocols
// (protocols/oprf, RFC 9497; FROST, RFC 9591) are written over, with its
// implementations for eight groups.
//
// # The interface
//
// A Group has an identity, a generator G, a prime order n, fixed-length
// encodings of its elements and scalars (Ne and Ns bytes), and two hash
// functions with a domain separation tag: HashToElement, whose outputs have
// no known discrete logarithm, and HashToScalar. These are the operations
// of RFC 9497 §2.1 and RFC 9591 §3.1. Element and Scalar have receiver-set
// methods, v.Add(p, q) setting v = p + q, as everywhere in curvekit.
//
//	Group          Ne  Ns  elements                          HashToElement / HashToScalar
//	ristretto255   32  32  RFC 9496 §4                       XMD SHA-512, 64 bytes, one-way map / 64 bytes mod ℓ (LE)
//	decaf448       56  56  RFC 9496 §5                       XOF SHAKE256, 112 bytes, one-way map / 64 bytes mod n (LE)
//	P-256          33  32  compressed SEC 1                  P256_XMD:SHA-256_SSWU_RO_ / hash_to_field, L = 48
//	P-384          49  48  compressed SEC 1                  P384_XMD:SHA-384_SSWU_RO_ / hash_to_field, L = 72
//	P-521          67  66  compressed SEC 1                  P521_XMD:SHA-512_SSWU_RO_ / hash_to_field, L = 98
//	secp256k1      33  32  compressed SEC 1                  secp256k1_XMD:SHA-256_SSWU_RO_ / hash_to_field, L = 48
//	edwards25519   32  32  RFC 8032, subgroup of order ℓ     edwards25519_XMD:SHA-512_ELL2_RO_ / hash_to_field, L = 48
//	edwards448     57  57  RFC 8032, subgroup of order n     edwards448_XOF:SHAKE256_ELL2_RO_ / hash_to_field, L = 84
//
// The first five are the groups of the RFC 9497 ciphersuites (§4.1–4.5),
// whose hash functions are followed exactly; the last two are the
// prime-order subgroups of the cofactor-8 and cofactor-4 Edwards curves, as
// FROST(Ed25519) and FROST(Ed448) use them. hash_to_field is that of
// RFC 9380 §5.2 over the scalar field, with the expand_message of the
// group's hash-to-curve suite.
//
// ParseElement is DeserializeElement: it rejects a wrong length, any
// non-canonical encoding, a point off the curve, a point outside the
// prime-order subgroup (edwards25519 and edwards448 multiply by n to
// check; the other groups have no such points, or none that encode) and the
// identity, which RFC 9497 §2.1 requires and no protocol here accepts.
// ParseScalar accepts exactly the integers below n in Ns bytes.
//
// # Interface, not generics
//
// Go's crypto/internal/fips140/ecdsa writes ECDSA once over nistec's points
// with a self-referential constraint, func Sign[P Point[P]](c *Curve[P], …),
// which compiles to direct calls and lets points live on the stack. This
// package chooses interfaces instead, for three reasons. A protocol picks
// its group at run time from a suite identifier (RFC 9497's
// "P256-SHA256"), so a generic protocol would need a type switch over every
// instantiation somewhere anyway. The protocols' types stay plain
// (oprf.Client rather than oprf.Client[E, S, *E, *S] carrying two type
// parameters through every signature), which keeps code that must be read
// against an RFC readable. And the cost is small where it matters: one
// indirect call and usually one allocation per operation, against scalar
// multiplications of tens to hundreds of microseconds. The price is that
// mixing the elements of two groups is not a compile error: it is a
// programming error that panics at the first operation (documented on
// Element and Scalar).
//
// Each implementation is written once per engine shape, generic over the
// engine's field types, and instantiated per curve: weierGroup over
// curves/weierstrass (P-256, P-384, P-521, secp256k1: the curves of their
// definitions packages, whose precomputed tables of G are shared with
// them), edwardsGroup over curves/edwards
// (edwards25519, edwards448) and primeOrderGroup over curves/primeorder
// (ristretto255, decaf448). Scalars share one implementation over the
// field contract.
//
// # Constant time
//
// Every Element and Scalar method runs in time independent of its values,
// except MultiScalarMultVarTime, which leaks its scalars and is for public
// data only (proof verification). ParseElement's time depends only on
// whether its input is valid; ParseScalar's on whether it is canonical.
// HashToElement and HashToScalar run in time independent of the message's
// contents. RandomScalar draws Ns + 16 bytes and reduces them, so its
// output's bias is below 2^−128; it redraws (with negligible probability)
// when the result is zero.
package group
