// Package x448 is X448 Diffie–Hellman (RFC 7748) on curvekit's Montgomery
// engine: curve448,
//
//	v² = u³ + 156326·u² + u   over GF(2^448 − 2^224 − 1),
//
// with base point u = 5 of prime order
// n = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885
// and cofactor 4.
//
// X448(scalar, point) is the function of RFC 7748 §5: the scalar is clamped
// (its two low bits cleared, bit 447 set), a non-canonical point is
// reduced, and the u-coordinate of scalar·P is computed with the Montgomery
// ladder, 448 steps of a conditional swap, a differential addition and a
// doubling. An all-zero result is an error, ErrLowOrderPoint, as for
// X25519 in crypto/ecdh. PublicKey computes scalar·5 with edwards448's
// fixed-base tables and the 4-isogeny u = y²/x² from edwards448 onto
// curve448 (RFC 7748 §4.2), which maps edwards448's generator to u = 5,
// instead of the ladder.
//
// ScalarMult and ScalarBaseMult are the same functions on fixed-size
// arrays and allocate nothing; both return an error, as in the other of
// x25519 and x448. Clamp is decodeScalar of RFC 7748 §5 as bytes, for
// protocols that need the clamped scalar. ValidatePublicKey rejects the
// public keys of small order (0, 1 and p − 1, in any encoding) before any DH, for
// protocols that need contributory behaviour. Every error begins with
// "x448: "; length errors match ErrInvalidLength and all-zero results
// ErrLowOrderPoint under errors.Is. Keys encode to PKCS #8 and
// SubjectPublicKeyInfo DER with the OID id-X448, 1.3.101.111 (RFC 8410),
// and their PEM blocks, as OpenSSL writes them.
// Curve gives the engine curve for the element-level operations of
// curves/montgomery (Elligator 2, hash-to-curve).
//
// HashToCurve and EncodeToCurve are the RFC 9380 suites
// curve448_XOF:SHAKE256_ELL2_RO_ and _NU_ (SuiteRO, SuiteNU): they hash a
// message and a domain separation tag to a point (u, v) of the prime-order
// subgroup, returned as two little-endian 56-byte coordinates; u is an X448
// public key. They run in constant time in the contents of the message and
// tag.
//
// # Constant time
//
// Everything that handles a private key runs in time independent of its
// value and of the peer's point: the ladder's swap is a masked exchange of
// limbs, its bits are read at public positions, the field arithmetic is
// constant time (field/fp448), and the all-zero test is constant time,
// only its outcome being branched on. The fixed-base path is edwards448's
// constant-time ScalarBaseMult. Lengths are public.
package x448
