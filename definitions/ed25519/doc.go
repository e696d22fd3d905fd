// Package ed25519 implements Ed25519, Ed25519ctx and Ed25519ph (RFC 8032
// §5.1) with the interface of Go's crypto/ed25519, on curvekit's twisted
// Edwards engine.
//
// # The curve
//
// edwards25519 is the twisted Edwards curve
//
//	−x² + y² = 1 + d·x²·y²,  d = −121665/121666,
//
// over GF(p), p = 2^255 − 19. Its group has 8·ℓ points for the prime
// ℓ = 2^252 + 27742317777372353535851937790883648493; the base point B,
// with y = 4/5, generates the subgroup of order ℓ. Curve returns it as an
// engine curve over the fixed field field/fp25519, with scalars in
// field/fn25519, for users who need points (Point) and scalars (Scalar).
//
// # Keys and signatures
//
// A PrivateKey is the 32-byte seed followed by the 32-byte public key, the
// layout of crypto/ed25519 and of NaCl: a crypto/ed25519 key converts to
// this package's type, and back, with a type conversion. Public returns a
// crypto/ed25519.PublicKey so that crypto/x509 and crypto/tls accept a
// PrivateKey as a signer. Signatures are 64 bytes, R ‖ S.
//
// The entry points are those of definitions/ed448, name for name:
// SignWithOptions and VerifyWithOptions take an *Options (any variant and
// policy), SignCtx and VerifyCtx a context (Ed25519ctx), SignPh and
// VerifyPh hash the message with SHA-512 themselves (Ed25519ph). Contexts
// are octets: Options.ContextBytes takes a []byte, and the string arguments
// accept any octets (string(b)).
//
// Functions never panic on bad input: wrong lengths of keys, seeds,
// signatures, contexts or digests are errors (or false from Verify, which
// crypto/ed25519 would panic on).
//
// # Verification policies
//
// Implementations of Ed25519 agree on every signature an honest signer makes
// and disagree on crafted ones: non-canonical encodings of A and R, points
// with a component of small order, and whether the equation is multiplied by
// the cofactor 8. Verify, a nil *Options and Scheme() with nil options use
// Stdlib, the exact rules of crypto/ed25519; Options.Policy selects ZIP215 (consensus systems, and the
// rule batch verification computes; also named Lenient, its name in
// definitions/ed448), Strict (libsodium, dalek's
// verify_strict) or RFC8032. Policy documents each. Every policy rejects
// S ≥ ℓ, so signatures are not malleable.
//
// BatchVerifier checks many signatures with one multi-scalar multiplication
// under the cofactored rules; see its documentation for how it relates to
// the policies.
//
// # Other encodings
//
// SignMessage and OpenMessage produce and open NaCl's signed messages
// (signature ‖ message). MarshalPKCS8PrivateKey, ParsePKCS8PrivateKey,
// MarshalPKIXPublicKey and ParsePKIXPublicKey handle the RFC 8410 DER
// forms (id-Ed25519, 1.3.101.112) byte for byte as crypto/x509 writes
// them, and the ...PEM functions their "PRIVATE KEY" and "PUBLIC KEY" PEM
// blocks. PublicKey implements encoding.BinaryMarshaler
// and encoding.TextMarshaler (base64); PrivateKey implements
// encoding.BinaryMarshaler. PublicKey.ToX25519 and PrivateKey.ToX25519
// convert a key pair to the X25519 key pair with the same secret scalar;
// PublicKeyFromX25519 converts an X25519 public key back, given the sign
// of x that the u-coordinate does not carry.
//
// # Constant time
//
// Key generation and signing run in time independent of the seed, the
// secret scalar and the nonce (the engine's constant-time fixed-base
// multiplication and scalar arithmetic); they depend on the lengths of the
// message and context. Verification, batch verification, the X25519 public
// key conversion and the parsers treat their inputs as public and are not
// constant time.
package ed25519
