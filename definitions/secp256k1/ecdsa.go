package secp256k1

import (
	"crypto"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// Signature is an ECDSA signature (r, s) over secp256k1, with r and s in [1, n−1]
// and, when known, its recovery id. See weierstrass.Signature for its methods:
// Bytes (compact r ‖ s), ASN1 (DER), R, S, RecoveryID, IsLowS, NormalizeS.
type Signature = weierstrass.Signature[fpk256.Element, fnk256.Element]

// SPolicy chooses how Sign and Verify treat the two valid values s and n − s.
type SPolicy = weierstrass.SPolicy

// The s policies. On secp256k1, Sign normalises s to the lower half by
// default, as Bitcoin (BIP 62, BIP 146), Ethereum and libsecp256k1 require,
// while Verify accepts either half unless asked for LowS, as decred and btcec
// do.
const (
	// DefaultS is LowS for Sign and AnyS for Verify and RecoverPublicKey.
	DefaultS = weierstrass.SPolicyDefault
	// LowS makes Sign normalise s to [1, (n−1)/2] and Verify reject larger s.
	LowS = weierstrass.LowS
	// AnyS keeps s as computed and accepts either half.
	AnyS = weierstrass.AnyS
)

// SignOptions are options of Sign and of PrivateKey.Sign. A nil *SignOptions
// signs a SHA-256 digest deterministically (RFC 6979) with a low s.
type SignOptions struct {
	// Hash is the hash function the digest was computed with. RFC 6979
	// derives the nonce with HMAC over it, so it must be linked into the
	// binary (imported). Zero means SHA-256. The digest itself may have any
	// length: it is truncated to the bit length of n (bits2int).
	Hash crypto.Hash
	// ExtraEntropy is mixed into the nonce derivation as the additional data
	// k′ of RFC 6979 §3.6. With fresh random bytes the signature is hedged:
	// no longer deterministic, and still secure if the bytes are not random.
	ExtraEntropy []byte
	// Rand, when set, supplies 32 fresh random bytes appended to
	// ExtraEntropy, for a hedged signature.
	Rand io.Reader
	// S chooses whether s is normalised to the lower half; it is by
	// default (DefaultS, LowS), and AnyS keeps s as computed.
	S SPolicy
}

// HashFunc returns the hash of the digest, SHA-256 when Hash is zero, so that
// a *SignOptions can be passed to PrivateKey.Sign as crypto.SignerOpts. A nil
// *SignOptions gives SHA-256 too.
func (o *SignOptions) HashFunc() crypto.Hash {
	if o == nil || o.Hash == 0 {
		return crypto.SHA256
	}
	return o.Hash
}

// VerifyOptions are options of VerifyWithOptions. A nil *VerifyOptions
// accepts both halves of s.
type VerifyOptions struct {
	// S set to LowS rejects signatures whose s is above (n−1)/2, as Bitcoin's
	// standardness rules and Ethereum do; DefaultS and AnyS accept both.
	S SPolicy
}

// anyS is the engine option that accepts both halves of s; the engine's
// default for this curve is LowS, which Verify does not follow.
var anyS = &weierstrass.VerifyOptions{S: AnyS}

// verifyOptions returns the engine options for opts.
func verifyOptions(opts *VerifyOptions) *weierstrass.VerifyOptions {
	if opts == nil || opts.S == DefaultS {
		return anyS
	}
	return &weierstrass.VerifyOptions{S: opts.S}
}

// Sign returns the ECDSA signature (SEC 1 v2 §4.1.3) of digest, the hash of
// the message, under priv: deterministic per RFC 6979 by default, hedged with
// opts.ExtraEntropy or opts.Rand. The signature records its recovery id.
// Nonce generation, the multiplication k·G, the inversion of k and the
// products with d run in constant time.
func Sign(priv *PrivateKey, digest []byte, opts *SignOptions) (*Signature, error) {
	eo := engineOptions(opts)
	sig := new(Signature)
	if err := signTo(sig, priv, digest, &eo); err != nil {
		return nil, err
	}
	return sig, nil
}

// engineOptions returns the engine's options for opts (nil: the defaults).
func engineOptions(opts *SignOptions) weierstrass.SignOptions {
	if opts == nil {
		return weierstrass.SignOptions{}
	}
	return weierstrass.SignOptions{Hash: opts.Hash, ExtraEntropy: opts.ExtraEntropy, Rand: opts.Rand, S: opts.S}
}

// signTo writes the signature of digest under priv into sig; it allocates
// nothing but its error.
func signTo(sig *Signature, priv *PrivateKey, digest []byte, eo *weierstrass.SignOptions) error {
	if err := scheme().SignTo(sig, priv.k, digest, eo); err != nil {
		return fmt.Errorf("secp256k1: %w", err)
	}
	return nil
}

// Sign implements crypto.Signer: it returns the DER signature (as
// crypto/ecdsa.SignASN1 does) of digest, computed with opts.HashFunc(). With
// a nil rand the signature is deterministic (RFC 6979), otherwise hedged
// with 32 bytes read from rand. opts may be a *SignOptions for full control,
// whose Rand then takes precedence. It allocates only the returned slice.
func (k *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	var eo weierstrass.SignOptions
	if so, ok := opts.(*SignOptions); ok {
		eo = engineOptions(so) // a nil *SignOptions means the defaults, as for Sign
	} else if opts != nil {
		eo.Hash = opts.HashFunc()
	}
	if rand != nil && eo.Rand == nil {
		eo.Rand = rand
	}
	var sig Signature // on the stack: the DER slice is the only allocation
	if err := signTo(&sig, k, digest, &eo); err != nil {
		return nil, err
	}
	return sig.ASN1(), nil
}

// Public returns the public key of k, a *PublicKey, as crypto.Signer
// requires.
func (k *PrivateKey) Public() crypto.PublicKey { return &k.pub }

// Verify reports whether sig is a valid ECDSA signature (SEC 1 v2 §4.1.4) of
// digest under pub, accepting either half of s. It allocates nothing.
// Execution time depends on the inputs, which are public.
func Verify(pub *PublicKey, digest []byte, sig *Signature) bool {
	return scheme().Verify(pub.k, digest, sig, anyS) == nil
}

// VerifyWithOptions is Verify with options, returning the reason for a
// rejection: with opts.S = LowS a signature whose s is above (n−1)/2 is
// refused.
func VerifyWithOptions(pub *PublicKey, digest []byte, sig *Signature, opts *VerifyOptions) error {
	if err := scheme().Verify(pub.k, digest, sig, verifyOptions(opts)); err != nil {
		return fmt.Errorf("secp256k1: %w", err)
	}
	return nil
}

// VerifyASN1 reports whether der is a valid DER-encoded ECDSA signature of
// digest under pub, as crypto/ecdsa.VerifyASN1 does. The encoding is parsed
// strictly (ParseDERSignature). It allocates nothing.
func VerifyASN1(pub *PublicKey, digest, der []byte) bool {
	return scheme().VerifyASN1(pub.k, digest, der, anyS) == nil
}

// ParseSignature parses the compact encoding r ‖ s of 64 bytes, refusing r or
// s outside [1, n−1]. The recovery id is unknown.
func ParseSignature(b []byte) (*Signature, error) {
	if len(b) != SignatureSize {
		return nil, fmt.Errorf("secp256k1: compact signature is %d bytes, want %d", len(b), SignatureSize)
	}
	sig, err := curve().ParseSignature(b)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return sig, nil
}

// ParseDERSignature parses a DER signature SEQUENCE { r INTEGER, s INTEGER }
// strictly: BER forms, negative or zero-padded integers, trailing data and r
// or s outside [1, n−1] are refused. The recovery id is unknown.
func ParseDERSignature(der []byte) (*Signature, error) {
	sig, err := curve().ParseSignatureASN1(der)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return sig, nil
}

// NewSignature returns the signature (r, s) from big-endian integers of any
// length, refusing values outside [1, n−1].
func NewSignature(r, s []byte) (*Signature, error) {
	sig, err := curve().NewSignature(r, s)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return sig, nil
}

// RecoverPublicKey returns the public key Q for which sig is a valid
// signature of digest, per SEC 1 v2 §4.1.6, using the recovery id that sig
// carries (0–3: the parity of y(R) plus 2 if x(R) ≥ n). Sign records it, so
// a signature from Sign recovers as it is. A signature parsed from r ‖ s or
// DER carries none: when the id travels separately (as the v of a 65-byte
// r ‖ s ‖ v, or in the header byte of Bitcoin's compact signatures), set
// it with sig.SetRecoveryID first. RecoverPublicKey returns an error for a
// signature without a recovery id, and never modifies sig. Execution time
// depends on the inputs, which are public.
func RecoverPublicKey(digest []byte, sig *Signature) (*PublicKey, error) {
	if _, ok := sig.RecoveryID(); !ok {
		return nil, errors.New("secp256k1: signature has no recovery id: set the one sent with it with SetRecoveryID")
	}
	k, err := scheme().RecoverPublicKey(digest, sig, anyS)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return &PublicKey{k}, nil
}
