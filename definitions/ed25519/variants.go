package ed25519

import "crypto/sha512"

// The entry points below are the same in definitions/ed448, name for name:
//
//	SignWithOptions / VerifyWithOptions  any variant and policy, from *Options
//	SignCtx / VerifyCtx                  with a context (Ed25519ctx)
//	SignPh / VerifyPh                    prehashed, the functions hash M (Ed25519ph)
//
// Sign and Verify differ between the two packages because the standard
// libraries they follow differ: here they are crypto/ed25519's (no
// context), in ed448 they take the context every Ed448 signature has.

// SignWithOptions signs message with priv under the variant opts selects:
// Ed25519 for a nil opts or a zero Options, Ed25519ctx with a context,
// Ed25519ph with Hash = crypto.SHA512 or Prehashed, in which case message is
// the 64-byte SHA-512 digest of the message. opts.Policy is ignored. It
// returns an error for a private key of the wrong length, a context longer
// than 255 bytes, an unsupported hash or a digest of the wrong length. Like
// crypto/ed25519 it trusts the public half of priv (see NewPrivateKey).
func SignWithOptions(priv PrivateKey, message []byte, opts *Options) ([]byte, error) {
	eo, err := opts.engineOptions(message)
	if err != nil {
		return nil, err
	}
	return sign(priv, message, &eo)
}

// SignCtx signs message with priv under Ed25519ctx with the given context
// (RFC 8032 §5.1), 1 to 255 bytes of any value (string(b) for a []byte b).
// An empty context gives a plain Ed25519 signature, as crypto/ed25519 does
// with an empty Options.Context: RFC 8032 defines Ed25519ctx only for
// non-empty contexts.
func SignCtx(priv PrivateKey, message []byte, context string) ([]byte, error) {
	return SignWithOptions(priv, message, &Options{Context: context})
}

// VerifyCtx reports whether sig is a valid Ed25519ctx signature of message
// by publicKey with the given context, under the Stdlib policy (the
// package's default; use VerifyWithOptions for another). It returns false
// for wrong lengths and a context longer than 255 bytes.
func VerifyCtx(publicKey PublicKey, message, sig []byte, context string) bool {
	return VerifyWithOptions(publicKey, message, sig, &Options{Context: context}) == nil
}

// SignPh signs message with priv under Ed25519ph with the given context
// (empty allowed): the signature is over PH(message) = SHA-512(message)
// (RFC 8032 §5.1). SignWithOptions with Prehashed signs a digest the caller
// computed instead.
func SignPh(priv PrivateKey, message []byte, context string) ([]byte, error) {
	digest := sha512.Sum512(message)
	return SignWithOptions(priv, digest[:], &Options{Prehashed: true, Context: context})
}

// VerifyPh reports whether sig is a valid Ed25519ph signature of message
// (which VerifyPh hashes with SHA-512) by publicKey with the given context,
// under the Stdlib policy.
func VerifyPh(publicKey PublicKey, message, sig []byte, context string) bool {
	digest := sha512.Sum512(message)
	return VerifyWithOptions(publicKey, digest[:], sig, &Options{Prehashed: true, Context: context}) == nil
}
