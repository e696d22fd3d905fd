package ed25519

// SignMessage signs message with priv and returns the signature followed by
// the message, the "signed message" of NaCl's crypto_sign (tweetnacl's
// nacl.sign, libsodium's crypto_sign). It returns an error only if priv is
// not PrivateKeySize bytes long.
func SignMessage(priv PrivateKey, message []byte) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	signed := make([]byte, SignatureSize+len(message))
	copy(signed[SignatureSize:], message)
	if err := scheme().Sign(signed[:SignatureSize], priv[:SeedSize], priv[SeedSize:], signed[SignatureSize:], nil); err != nil {
		return nil, errInternal(err)
	}
	return signed, nil
}

// OpenMessage checks a signed message, a signature followed by the
// message, made by SignMessage or NaCl's crypto_sign, under the Stdlib
// policy. It returns a new copy of the message and true if the signature
// is valid, and nil and false otherwise (including when signed is shorter
// than a signature or publicKey has the wrong length). It never modifies
// signed.
func OpenMessage(publicKey PublicKey, signed []byte) ([]byte, bool) {
	if len(signed) < SignatureSize || !Verify(publicKey, signed[SignatureSize:], signed[:SignatureSize]) {
		return nil, false
	}
	return append(make([]byte, 0, len(signed)-SignatureSize), signed[SignatureSize:]...), true
}
