// Package x25519 is X25519 Diffie–Hellman (RFC 7748) on curvekit's
// Montgomery engine: curve25519,
//
//	v² = u³ + 486662·u² + u   over GF(2^255 − 19),
//
// with base point u = 9 of prime order
// n = 2^252 + 27742317777372353535851937790883648493 and cofactor 8.
//
// X25519(scalar, point) is the function of RFC 7748 §5: the scalar is
// clamped (its three low bits and bit 255 cleared, bit 254 set), bit 255 of
// the point is ignored and a non-canonical point is reduced, and the
// u-coordinate of scalar·P is computed with the Montgomery ladder, 255 steps
// of a conditional swap, a differential addition and a doubling. Unlike
// RFC 7748, which leaves it optional, and like crypto/ecdh, an all-zero
// result (a peer point of small order) is an error, ErrLowOrderPoint.
// PublicKey computes scalar·9 with edwards25519's fixed-base tables and the
// birational map u = (1 + y)/(1 − y) instead of the ladder, about twice as
// fast.
//
// ScalarMult and ScalarBaseMult are the same functions on fixed-size
// arrays and allocate nothing; both return an error, as in the other of
// x25519 and x448. Clamp is decodeScalar of RFC 7748 §5 as bytes, for
// protocols that need the clamped scalar. ValidatePublicKey rejects the
// public keys of small order (0, 1, p − 1 and the two u of order 8, in any encoding) before any DH, for
// protocols that need contributory behaviour. Every error begins with
// "x25519: "; length errors match ErrInvalidLength and all-zero results
// ErrLowOrderPoint under errors.Is. Keys convert to and from crypto/ecdh's
// X25519 keys (same bytes) and encode to PKCS #8 and SubjectPublicKeyInfo
// DER (RFC 8410, id-X25519 1.3.101.110) and their PEM blocks, byte for byte
// as crypto/x509 and OpenSSL write them. Curve gives the engine curve for the
// element-level operations of curves/montgomery (Elligator 2, hash-to-curve,
// the maps to edwards25519).
//
// HashToCurve and EncodeToCurve are the RFC 9380 suites
// curve25519_XMD:SHA-512_ELL2_RO_ and _NU_ (SuiteRO, SuiteNU): they hash a
// message and a domain separation tag to a point (u, v) of the prime-order
// subgroup, returned as two little-endian 32-byte coordinates; u is an
// X25519 public key. They run in constant time in the contents of the
// message and tag.
//
// # Constant time
//
// Everything that handles a private key runs in time independent of its
// value and of the peer's point: the ladder's swap is a masked exchange of
// limbs, its bits are read at public positions, the field arithmetic is
// constant time (field/fp25519), and the all-zero test is constant time,
// only its outcome being branched on. The fixed-base path is edwards25519's
// constant-time ScalarBaseMult. Lengths are public.
package x25519
