package ed448

// The entry points below are the same in definitions/ed25519, name for name:
//
//	SignWithOptions / VerifyWithOptions  any variant and policy, from *Options
//	SignCtx / VerifyCtx                  with a context
//	SignPh / VerifyPh                    prehashed, the functions hash M (Ed448ph)
//
// Sign and Verify differ between the two packages because the libraries
// they follow differ: here they take the context every Ed448 signature has
// (as circl's sign/ed448 does), so that SignCtx and VerifyCtx are the same
// functions under the name ed25519 uses; in ed25519 they are
// crypto/ed25519's, without a context.

// SignWithOptions signs message with priv under the variant opts selects:
// Ed448 with opts.Context (nil opts: an empty context), or Ed448ph with
// Prehashed, in which case message is PH(M), 64 bytes (see Prehash).
// opts.Policy is ignored. It returns an error for a private key of the wrong
// length, a context longer than 255 bytes or a prehash of the wrong length.
// It trusts the public half of priv (see NewPrivateKey).
func SignWithOptions(priv PrivateKey, message []byte, opts *Options) ([]byte, error) {
	eo, err := opts.engineOptions(message)
	if err != nil {
		return nil, err
	}
	return sign(priv, message, &eo)
}

// SignCtx is Sign: it signs message with priv under Ed448 with the given
// context, 0 to 255 octets of any value (string(b) for a []byte b).
func SignCtx(priv PrivateKey, message []byte, context string) ([]byte, error) {
	return Sign(priv, message, context)
}

// VerifyCtx is Verify: it reports whether sig is a valid Ed448 signature of
// message by publicKey with the given context, under the RFC8032 policy.
func VerifyCtx(publicKey PublicKey, message, sig []byte, context string) bool {
	return Verify(publicKey, message, sig, context)
}
