// Package catalogue is a set of standard elliptic curves that curvekit does
// not ship as packages of their own, each defined exactly as a user would
// define it: two field.Prime values, one Params literal with the constants
// of its standard, and one call to an engine's New, which validates it (the
// generator on the curve, n·G = O with n prime, the cofactor consistent with
// the Hasse bound and with another point of the curve, and the completeness
// conditions of the engine's formulas).
//
//	| curve            | shape            | constants                                  | h   | schemes          |
//	|------------------|------------------|--------------------------------------------|-----|------------------|
//	| brainpoolP256r1  | short Weierstrass | RFC 5639 §3.4                             | 1   | ECDSA, ECDH      |
//	| brainpoolP384r1  | short Weierstrass | RFC 5639 §3.6                             | 1   | ECDSA, ECDH      |
//	| brainpoolP512r1  | short Weierstrass | RFC 5639 §3.7                             | 1   | ECDSA, ECDH      |
//	| P-192            | short Weierstrass | FIPS 186-4 §D.1.2.1                       | 1   | ECDSA, ECDH      |
//	| P-224            | short Weierstrass | FIPS 186-4 §D.1.2.2                       | 1   | ECDSA, ECDH      |
//	| secp224k1        | short Weierstrass | SEC 2 v2 §2.3.1                           | 1   | ECDSA, ECDH      |
//	| BN254 G1         | short Weierstrass | EIP-196 (alt_bn128)                       | 1   | ECDSA, ECDH      |
//	| Pallas, Vesta    | short Weierstrass | Zcash Protocol Specification §5.4.9.6     | 1   | ECDSA, ECDH      |
//	| Jubjub           | twisted Edwards   | Zcash Protocol Specification §5.4.9.3     | 8   | EdDSA (SHA-512), hash-to-curve  |
//	| Baby Jubjub      | twisted Edwards   | EIP-2494                                  | 8   | EdDSA (SHA-512), hash-to-curve  |
//	| E-521            | Edwards           | ePrint 2013/647 §3, SafeCurves            | 4   | EdDSA (SHAKE256), hash-to-curve |
//	| Curve41417       | Edwards           | CHES 2014 §1, SafeCurves                  | 8   | EdDSA (SHAKE256), hash-to-curve |
//	| E448             | Edwards           | NIST SP 800-186 §3.2.3.3                  | 4   | EdDSA (SHAKE256), hash-to-curve |
//	| M-383, M-511     | Montgomery        | ePrint 2013/647 §3, SafeCurves            | 8   | X-only DH        |
//
// Each curve is a value of one of three types, by shape: *Weierstrass
// (Curve, whose keys do ECDH, and ECDSA with the curve's customary hash),
// *Edwards (Curve, EdDSA, and HashToCurve and EncodeToCurve of RFC 9380
// §6.8.2 with the suites HashToCurveSuites names) and *Montgomery (Curve, whose ScalarMult and
// ScalarBaseMult are the Diffie–Hellman function). All lists them as
// Entry values. A curve and its schemes are built and validated on first
// use, once, and are safe for concurrent use; the package's tests build
// every one, so the first use cannot fail (if it did, it would panic with
// an internal error rather than return a curve that computes wrong answers).
//
// All arithmetic is the engines' over field.Prime, constant time as they
// are (functions ending in VarTime excepted). The fields are the runtime
// ones, so these curves run at the speed of a user-defined curve, not of
// the fixed-field packages (definitions/p256 and the like).
//
// # What is standard and what is not
//
// The curve constants are the standards' and are checked against outside
// data in the tests: Wycheproof's ECDSA and ECDH vectors (brainpool, P-192,
// P-224, secp224k1), crypto/elliptic's P-224, gnark-crypto's arithmetic
// (BN254 G1, Jubjub, Baby Jubjub), and the published generators and orders
// of the other curves. ECDSA and ECDH on the Weierstrass curves are SEC 1's
// and interoperate with any implementation of them. The EdDSA schemes of
// the Edwards curves and the Diffie–Hellman functions of M-383 and M-511 are
// RFC 8032's and RFC 7748's constructions carried over with the choices
// their documentation states; no standard fixes them, no vectors exist for
// them, and they interoperate only with code that makes the same choices.
// Baby Jubjub's EdDSA, for one, is not circomlib's (which hashes with
// Poseidon or MiMC).
//
// # Key formats
//
// The keys of the Weierstrass curves, and of any curve a user builds over
// field.Prime (PrivateKey and PublicKey are the engine's keys), encode as
// SubjectPublicKeyInfo (RFC 5480), PKCS #8 (RFC 5208, RFC 5958) and SEC 1
// ECPrivateKey (RFC 5915), in DER and PEM: MarshalPKIXPublicKey,
// MarshalPKCS8PrivateKey, MarshalECPrivateKey and their parsers and …PEM
// forms. The curve is named by its OID where it has one (brainpool, RFC
// 5639 §4.1; prime192v1 and secp224r1, RFC 5480; secp224k1, SEC 2) and
// otherwise specified by its parameters (RFC 3279 §2.3.5, SEC 1 v2 §C.2:
// the prime, a, b, the base point, n and h), which MarshalECParameters and
// ParseECParameters also give alone. The parsers return keys on the
// catalogue's curve for its OIDs and for parameters exactly its own, and
// otherwise build the specified curve through weierstrass.New, which
// validates it; an error names a parameter that is not a curve's. Keys on
// P-256, P-384, P-521 and secp256k1 are refused with a pointer to their
// packages. The Edwards and Montgomery curves have no standard key format.
//
// E448 is the Edwards curve of NIST SP 800-186 that is birationally
// equivalent to curve448, not RFC 8032's edwards448 (Ed448-Goldilocks, in
// definitions/ed448), which is 4-isogenous to it.
package catalogue
