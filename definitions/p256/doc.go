// Package p256 is the NIST P-256 curve (secp256r1, prime256v1),
//
//	y² = x³ − 3x + b  over GF(p),  p = 2^256 − 2^224 + 2^192 + 2^96 − 1,
//
// of prime order n, with ECDSA, ECDH, hash-to-curve and the standard key
// encodings, as a definition of curvekit's short Weierstrass engine: the
// Params literal in curve.go over the fixed fields fpr256 (p) and fnr256 (n),
// using the engine's a = −3 formulas.
//
// # Keys
//
// A PrivateKey is a scalar d in [1, n−1] (32 bytes big-endian, NewPrivateKey)
// with its public key d·G; a PublicKey is a point other than the identity,
// parsed from its SEC 1 encoding, uncompressed (65 bytes) or compressed (33
// bytes) by NewPublicKey, which refuses points off the curve, coordinates not
// below p, the identity and other lengths. Keys convert to and from the
// standard library's crypto/ecdsa and crypto/ecdh keys, and are encoded as
// PKCS #8, SEC 1 ECPrivateKey and SubjectPublicKeyInfo, in DER (byte for byte
// as crypto/x509 writes them) and PEM; parsing also takes the explicit
// parameters OpenSSL writes with -param_enc explicit when they are exactly
// prime256v1's. Equal also reports a key equal to its standard-library twin
// (an *ecdsa or *ecdh key of the same point or scalar).
//
// # ECDSA
//
// Sign signs a digest (SEC 1 v2 §4.1.3) with the nonce of RFC 6979: the same
// key and digest always give the same signature, byte for byte the one
// crypto/ecdsa produces with a nil random source. SignOptions adds entropy
// for hedged signatures, selects the hash the digest was made with, and can
// normalise s to the lower half (off by default on P-256, as in crypto/ecdsa
// and FIPS 186-5). A Signature carries r and s, its compact (r ‖ s, IEEE
// P1363) and DER encodings, and the recovery id that RecoverPublicKey uses to
// find the public key from a signature. Verify and VerifyASN1 accept what
// crypto/ecdsa accepts; DER is parsed strictly. PrivateKey implements
// crypto.Signer with DER output and an *ecdsa.PublicKey as Public, so it
// signs certificates and TLS handshakes.
//
// # One vocabulary for every ECDSA curve
//
// SignOptions, VerifyOptions, SPolicy and its constants are aliases of the
// engine's types (weierstrass.SignOptions, …), so they are the same types
// in p256, p384, p521 and secp256k1: code that builds options works for
// all of them. The options also take a Prehash flag
// (sign or verify the message itself, hashed with Hash). The key types are
// this package's own — a p256.PublicKey is not a secp256k1.PublicKey — but
// their code is shared with the other curves in
// definitions/internal/ecdsadef. A Signature does not change once made:
// NormalizedS and WithRecoveryID return new values. Scheme returns the
// engine's ECDSA, which takes the engine's keys: pass pub.EngineKey() and
// priv.EngineKey(), which re-parse nothing.
//
// # Errors and zero values
//
// No input makes a function or method panic. Errors start with "p256: "
// once (never "p256: weierstrass: …") and match, with errors.Is, the
// sentinels ErrUninitializedKey, ErrUninitializedSignature,
// ErrInvalidPrivateKey, ErrInvalidPublicKey, ErrMalformedSignature,
// ErrInvalidSignature and ErrNoRecoveryID — the same values as
// secp256k1's. A nil or zero-value PublicKey, PrivateKey or Signature holds
// nothing: functions refuse it with ErrUninitializedKey or
// ErrUninitializedSignature, Verify reports false, and its encodings are
// nil.
//
// # ECDH and hash-to-curve
//
// ECDH returns the x-coordinate of d·Q (SEC 1 v2 §3.3.1), as crypto/ecdh
// does. HashToCurve and EncodeToCurve implement the RFC 9380 suites
// P256_XMD:SHA-256_SSWU_RO_ and _NU_ with the simplified SWU map.
//
// # Constant time
//
// Everything that touches a private key or a nonce runs in constant time:
// key generation and parsing (apart from the range check's verdict), the
// nonce derivation, k·G and d·Q, the inversion of k, the products with d,
// and the hash-to-curve map. Verification and recovery handle public data
// and use variable-time double-scalar multiplication.
//
// Curve returns the engine's curve, whose points (Point) and scalars
// (Scalar, arithmetic in fnr256.Field) are the building blocks of other
// protocols on P-256.
package p256

//go:generate go run ../../internal/ecdsagen p256
