package secp256k1

import "crypto"

// Public returns the public key of k, a *PublicKey, as crypto.Signer
// requires (a zero *PublicKey for the zero value).
func (k *PrivateKey) Public() crypto.PublicKey { return k.PublicKey() }
