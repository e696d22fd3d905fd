// Package secp256k1 is the secp256k1 curve of SEC 2 v2 §2.4.1,
//
//	y² = x³ + 7  over GF(p),  p = 2^256 − 2^32 − 977,
//
// of prime order n = 2^256 − 0x14551231950b75fc4402da1732fc9bebf, with ECDSA,
// ECDH, hash-to-curve and DER key encodings, as a definition of curvekit's
// short Weierstrass engine: the Params literal in curve.go over the fixed
// fields fpk256 (p) and fnk256 (n), using the a = 0 formulas and the GLV
// endomorphism φ(x, y) = (β·x, y) = λ·(x, y), which halves the doublings of
// a scalar multiplication. BIP-340 Schnorr signatures are in the
// sub-package schnorr.
//
// # Keys
//
// A PrivateKey is a scalar d in [1, n−1] (32 bytes big-endian, NewPrivateKey)
// with its public key d·G; a PublicKey is a point other than the identity,
// parsed from its SEC 1 encoding, uncompressed (65 bytes) or compressed (33
// bytes) by NewPublicKey, which refuses points off the curve, coordinates not
// below p, the identity and other lengths. The DER and PEM encodings (PKCS #8,
// SEC 1 ECPrivateKey, SubjectPublicKeyInfo with the curve OID 1.3.132.0.10)
// are those of every Weierstrass definition, byte-compatible with OpenSSL,
// which crypto/x509 cannot give: it knows only the NIST curves.
//
// # ECDSA
//
// Sign signs a digest (SEC 1 v2 §4.1.3) with the nonce of RFC 6979, so the
// same key and digest always give the same signature, the one libsecp256k1
// and decred produce, and normalises s to the lower half as Bitcoin (BIP 62,
// BIP 146) and Ethereum require; SignOptions adds entropy for hedged
// signatures or keeps a high s. Verify, VerifyASN1 and RecoverPublicKey
// accept either half of s, as decred and btcec do; VerifyWithOptions with
// LowS refuses a high s. A Signature carries r and s, its compact (r ‖ s)
// and DER encodings, and the recovery id with which RecoverPublicKey finds
// the public key from a signature, as Ethereum's ecrecover does. DER is
// parsed strictly. PrivateKey implements crypto.Signer with DER output.
//
// # Recoverable signatures: Ethereum and Bitcoin
//
// Both carry r, s and the recovery id j in 65 bytes. EthereumSignature and
// ParseEthereumSignature use Ethereum's r ‖ s ‖ v with v = j ∈ {0, 1}
// (go-ethereum's crypto.Sign and Ecrecover; eth_sign and legacy
// transactions send 27 + j, EIP-155 transactions 35 + 2·chainID + j).
// BitcoinSignature and ParseBitcoinSignature use the header ‖ r ‖ s of
// Bitcoin's signed messages, header = 27 + j + 4 for a compressed key.
// For Ethereum, sign the Keccak-256 digest (golang.org/x/crypto/sha3's
// NewLegacyKeccak256, not SHA3-256) with SignOptions.Hash left zero: the
// RFC 6979 nonce then uses HMAC-SHA256, as go-ethereum (libsecp256k1)
// does, and the signature is byte for byte go-ethereum's. See
// ExampleEthereumSignature.
//
// # One vocabulary for every ECDSA curve
//
// SignOptions, VerifyOptions, SPolicy and its constants are aliases of the
// engine's types, the same types in secp256k1 and p256, so code that builds
// options works for both; the key types are this package's own, with their
// code shared in definitions/internal/ecdsadef. A Signature does not change
// once made: NormalizedS and WithRecoveryID return new values. Scheme
// returns the engine's ECDSA, which takes pub.EngineKey() and
// priv.EngineKey() without re-parsing.
//
// # Errors and zero values
//
// No input makes a function or method panic. Errors start with
// "secp256k1: " once and match, with errors.Is, the sentinels
// ErrUninitializedKey, ErrUninitializedSignature, ErrInvalidPrivateKey,
// ErrInvalidPublicKey, ErrMalformedSignature, ErrInvalidSignature and
// ErrNoRecoveryID — the same values as p256's. A nil or zero-value
// PublicKey, PrivateKey or Signature holds nothing: functions refuse it
// with ErrUninitializedKey or ErrUninitializedSignature, Verify reports
// false, and its encodings are nil.
//
// # ECDH and hash-to-curve
//
// ECDH returns the x-coordinate of d·Q (SEC 1 v2 §3.3.1). HashToCurve and
// EncodeToCurve implement the RFC 9380 suites secp256k1_XMD:SHA-256_SSWU_RO_
// and _NU_: as a = 0 rules out the simplified SWU map on secp256k1 itself, it
// maps to a 3-isogenous curve and carries the point over with the isogeny.
//
// # Constant time
//
// Everything that touches a private key or a nonce runs in constant time:
// key generation and parsing (apart from the range check's verdict), the
// nonce derivation, k·G and d·Q (with GLV, in constant time), the inversion
// of k, the products with d, and the hash-to-curve map. Verification and
// recovery handle public data and use variable-time double-scalar
// multiplication. Methods of Point whose names end in VarTime leak their
// scalars.
//
// Curve returns the engine's curve, whose points (Point) and scalars
// (Scalar, arithmetic in fnk256.Field) are the building blocks of other
// protocols on secp256k1.
package secp256k1

//go:generate go run ../../internal/ecdsagen secp256k1
