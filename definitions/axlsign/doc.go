// Package axlsign is the legacy signature scheme of curve25519-js 0.0.4
// (axlsign, derived from TweetNaCl), which signs with X25519 key pairs;
// Signal's legacy curve25519_sign is its randomised mode. It is built on
// the Curve25519 definitions: x25519 for keys and shared secrets, ed25519's
// edwards25519 for signatures.
//
// # The scheme
//
// A key pair comes from a 32-byte seed without hashing: the private key is
// the seed clamped as RFC 7748 §5's decodeScalar25519 does, a; the public
// key is the X25519 u-coordinate of a·9. To sign, a is used directly as an
// Ed25519 secret scalar: A = a·B on edwards25519, whose y-coordinate is
// (u − 1)/(u + 1) (RFC 7748 §4.1) but whose x sign the u-coordinate does not
// determine. The signature is an Ed25519 signature (R, S) under A with a
// nonce r = SHA-512(a ‖ M), or SHA-512(0xFE ‖ 0xFF×31 ‖ a ‖ M ‖ Z) for 64
// random bytes Z, and the sign bit of A stored in bit 7 of byte 63, which S
// < ℓ < 2^253 leaves free. A verifier rebuilds A from u and that bit. So,
// after clearing that bit, a signature verifies under Ed25519 for the
// Edwards public key A.
//
// # Verification
//
// Verify is strict: it rejects non-canonical and small-order public keys
// and S ≥ ℓ, and accepts every signature a signer produces. VerifyLegacy
// and OpenMessageLegacy reproduce exactly what curve25519-js accepts: any
// 256-bit u (bit 255 ignored), the order-2 and order-4 keys u = 0 and u = −1
// under which anyone can sign, and S up to 2^255. Both use the cofactorless
// equation with R compared byte for byte. Neither modifies its input
// (curve25519-js's openMessage clears a bit of the caller's buffer).
//
// Sign computes A = a·B for every signature, besides R = r·B (both in one
// pass, edwards' ScalarBaseMultPair, and encoded with one inversion), so
// it costs about 1.5 to 1.7 Ed25519 signatures (a fixed-base
// multiplication is most of an Ed25519 signature). That is near its
// floor: the two multiplications and their encodings alone cost 1.37
// (AVX2), 1.52 (baseline) and 1.57 (purego) Ed25519 signatures, and the
// two multiplications without encodings 1.25, 1.38 and 1.58, so no
// one-shot signer that computes A reaches 1.2 (callgrind instruction
// counts, BenchmarkSign's comment). A Signer computes A once (and the
// X25519 public key from it) and then signs at Ed25519's cost, with
// identical results.
//
// SharedKey is X25519 as curve25519-js computes it, all-zero result
// included (it is not an error here, unlike in package x25519).
//
// # Constant time
//
// GenerateKeyPair, PublicKey, SharedKey and Sign run in time independent of
// the private key and the randomness: X25519's ladder, edwards25519's
// fixed-base multiplication and the scalar arithmetic of field/fn25519 are
// constant time, and hashing depends on lengths only. Verification handles
// public values and is variable time.
package axlsign
