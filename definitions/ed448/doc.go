// Package ed448 implements Ed448 and Ed448ph (RFC 8032 §5.2) on curvekit's
// twisted Edwards engine, with an interface shaped like crypto/ed25519's.
//
// # The curve
//
// edwards448 is the untwisted Edwards curve
//
//	x² + y² = 1 + d·x²·y²,  d = −39081,
//
// over GF(p), p = 2^448 − 2^224 − 1 ("Goldilocks"). Its group has 4·q points
// for the prime q = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
// and the base point B of RFC 8032 §5.2 generates the subgroup of order q.
// Curve returns it as an engine curve over the fixed field field/fp448, with
// scalars in field/fn448, for users who need points (Point) and scalars
// (Scalar).
//
// # Keys, contexts and signatures
//
// Seeds and public keys are 57 bytes; a PrivateKey is the seed followed by
// the public key (114 bytes, the layout of circl's sign/ed448); signatures
// are 114 bytes, R ‖ S. Every Ed448 signature carries a context of 0 to 255
// bytes in its domain separator dom4 (an empty context is the plain Ed448 of
// RFC 8032), which Sign and Verify take as an argument. Ed448ph (SignPh,
// VerifyPh) signs PH(M) = SHAKE256(M, 64) instead of M; through
// crypto.Signer and VerifyWithOptions, Options.Prehashed selects it and the
// message is then PH(M) itself (see Prehash).
//
// The entry points are those of definitions/ed25519, name for name:
// SignWithOptions and VerifyWithOptions take an *Options (any variant and
// policy), SignCtx and VerifyCtx a context, SignPh and VerifyPh hash the
// message themselves. Contexts are octets: Options.ContextBytes takes a
// []byte, and the string arguments accept any octets (string(b)).
//
// Functions never panic on bad input: wrong lengths of keys, seeds,
// signatures, contexts or prehashes are errors, or false from Verify.
//
// # Verification
//
// Verification follows RFC 8032 §5.2.7: A and R decoded canonically, S < q,
// and the cofactored equation [4][S]B = [4]R + [4][k]A; it is the policy
// of Verify, of a nil *Options and of Scheme() with nil options. The Strict
// policy also rejects A and R of small order; the Lenient policy is ZIP-215's
// rule (definitions/ed25519's ZIP215) carried over to Ed448: it also
// accepts non-canonical encodings of A and R. Policy documents each. Implementations that check the
// cofactorless equation [S]B = R + [k]A (circl, OpenSSL) accept a subset of
// these signatures: they agree on every signature an honest signer makes.
//
// # Encodings
//
// MarshalPKCS8PrivateKey, ParsePKCS8PrivateKey, MarshalPKIXPublicKey and
// ParsePKIXPublicKey handle the RFC 8410 DER forms (id-Ed448,
// 1.3.101.113), and the ...PEM functions their PEM blocks; they
// interoperate with OpenSSL. PublicKey implements encoding.BinaryMarshaler
// and encoding.TextMarshaler (base64); PrivateKey implements
// encoding.BinaryMarshaler. PublicKey.ToX448 and PrivateKey.ToX448 convert
// a key pair to the X448 key pair with the same secret scalar, through the
// 4-isogeny u = y²/x² of RFC 7748 §4.2 (which has no inverse map).
//
// # Constant time
//
// Key generation and signing run in time independent of the seed, the
// secret scalar and the nonce; they depend on the lengths of the message and
// context. Verification and the parsers treat their inputs as public and are
// not constant time.
package ed448
