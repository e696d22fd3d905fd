// Package p521 is the NIST P-521 curve (secp521r1),
//
//	y² = x³ − 3x + b  over GF(p),  p = 2^521 − 1 (a Mersenne prime),
//
// of prime order n (a 521-bit prime, cofactor 1), with ECDSA, ECDH,
// hash-to-curve and the standard key encodings, as a definition of
// curvekit's short Weierstrass engine: the Params literal in curve.go over
// the fixed fields fpr521 (p) and fnr521 (n), nine 64-bit limbs in
// Montgomery form, using the engine's a = −3 formulas in their copy
// generated for fpr521 (curves/weierstrass/zz_formulas_fpr521.go).
//
// The API is that of definitions/p256 with the sizes of P-521 and SHA-512
// in place of SHA-256; a program written for one changes its import and its
// hash to move to the other.
//
// # Encodings: 521 bits in 66 bytes
//
// Field elements and scalars are 521-bit integers written big-endian in 66
// bytes, whose first byte is 0 or 1 (SEC 1 v2 §2.3.5–2.3.7, as
// crypto/ecdh and crypto/ecdsa write them). A PrivateKey is a scalar d in
// [1, n−1] (66 bytes, NewPrivateKey); a PublicKey is a point other than the
// identity, parsed from its SEC 1 encoding, uncompressed (0x04 ‖ x ‖ y, 133
// bytes) or compressed (0x02 or 0x03 ‖ x, 67 bytes) by NewPublicKey, which
// refuses points off the curve, coordinates not below p (a first byte above
// 1 included), the identity and other lengths. Keys convert to and from the
// standard library's crypto/ecdsa and crypto/ecdh keys, and are encoded as
// PKCS #8, SEC 1 ECPrivateKey and SubjectPublicKeyInfo, in DER (byte for byte
// as crypto/x509 writes them) and PEM; parsing also takes the explicit
// parameters OpenSSL writes with -param_enc explicit when they are exactly
// secp521r1's. Equal also reports a key equal to its standard-library twin
// (an *ecdsa or *ecdh key of the same point or scalar).
//
// # ECDSA
//
// Sign signs a digest (SEC 1 v2 §4.1.3) with the nonce of RFC 6979: the same
// key and digest always give the same signature, byte for byte the one
// crypto/ecdsa produces with a nil random source. The digest is normally a
// SHA-512 hash (the default of SignOptions.Hash, which RFC 6979 uses for its
// HMAC): 512 bits, shorter than n, so it is taken whole; a digest longer
// than 521 bits is truncated (bits2int). SignOptions adds entropy for hedged
// signatures, selects the hash the digest was made with, and can normalise
// s to the lower half (off by default, as in crypto/ecdsa and FIPS 186-5).
// A Signature carries r and s, its compact (r ‖ s, IEEE P1363, 132 bytes)
// and DER encodings, and the recovery id that RecoverPublicKey uses to find
// the public key from a signature. Verify and VerifyASN1 accept what
// crypto/ecdsa accepts; DER is parsed strictly. PrivateKey implements
// crypto.Signer (hashing with opts.HashFunc()) with DER output and an
// *ecdsa.PublicKey as Public, so it signs certificates and TLS handshakes.
//
// # One vocabulary for every ECDSA curve
//
// SignOptions, VerifyOptions, SPolicy and its constants are aliases of the
// engine's types, the same in p256, p384, p521 and secp256k1. The key types
// are this package's own — a p521.PublicKey is not a p384.PublicKey — but
// their code is shared with the other curves in
// definitions/internal/ecdsadef, and the error sentinels are the same
// values in every one of them. Scheme returns the engine's ECDSA, which
// takes the engine's keys: pass pub.EngineKey() and priv.EngineKey().
//
// # Errors and zero values
//
// No input makes a function or method panic. Errors start with "p521: "
// once and match, with errors.Is, the sentinels ErrUninitializedKey,
// ErrUninitializedSignature, ErrInvalidPrivateKey, ErrInvalidPublicKey,
// ErrMalformedSignature, ErrInvalidSignature and ErrNoRecoveryID. A nil or
// zero-value PublicKey, PrivateKey or Signature holds nothing: functions
// refuse it with ErrUninitializedKey or ErrUninitializedSignature, Verify
// reports false, and its encodings are nil.
//
// # ECDH and hash-to-curve
//
// ECDH returns the 66-byte x-coordinate of d·Q (SEC 1 v2 §3.3.1), as
// crypto/ecdh does. HashToCurve and EncodeToCurve implement the RFC 9380
// §8.4 suites P521_XMD:SHA-512_SSWU_RO_ and _NU_: expand_message_xmd with
// SHA-512 at k = 256 bits, and the simplified SWU map with Z = −4.
//
// # Constant time
//
// Everything that touches a private key or a nonce runs in constant time:
// key generation and parsing (apart from the range check's verdict), the
// nonce derivation, k·G and d·Q, the inversion of k (safegcd with a fixed
// number of divsteps), the products with d, and the hash-to-curve map.
// Verification and recovery handle public data and use variable-time
// double-scalar multiplication.
//
// Curve returns the engine's curve, whose points (Point) and scalars
// (Scalar, arithmetic in fnr521.Field) are the building blocks of other
// protocols on P-521.
package p521

//go:generate go run ../../internal/ecdsagen p521
