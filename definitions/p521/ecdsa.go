package p521

import (
	"crypto"
	"io"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
)

// Signature is an ECDSA signature (r, s) over P-521, with r and s in
// [1, n−1] and, when known, its recovery id: the engine's
// weierstrass.Signature, with Bytes (compact r ‖ s), ASN1 (DER), R, S,
// RecoveryID, WithRecoveryID, IsLowS and NormalizedS. The zero value holds
// no signature (its encodings are nil) and is refused with
// ErrUninitializedSignature.
type Signature = weierstrass.Signature[fpr521.Element, fnr521.Element]

// SignOptions are the options of Sign, SignTo and PrivateKey.Sign, the same
// type in every ECDSA definition (secp256k1.SignOptions too). A nil
// *SignOptions signs a SHA-512 digest deterministically (RFC 6979) with s as
// computed. Hash names the hash the digest was made with (zero: SHA-512;
// RFC 6979 derives the nonce with HMAC over it, so it must be linked in);
// Prehash says the input is the message, to be hashed with it; ExtraEntropy
// and Rand hedge the nonce (RFC 6979 §3.6); S chooses the half of s.
type SignOptions = weierstrass.SignOptions

// VerifyOptions are the options of VerifyWithOptions, VerifyASN1WithOptions
// and RecoverPublicKeyWithOptions, the same type in every ECDSA definition.
// A nil *VerifyOptions accepts both halves of s; S set to LowS refuses
// s > (n−1)/2; Hash and Prehash are as in SignOptions.
type VerifyOptions = weierstrass.VerifyOptions

// SPolicy chooses how Sign and Verify treat the two valid values s and n − s.
type SPolicy = weierstrass.SPolicy

// The s policies. P-521 signs and verifies with AnyS by default, as
// crypto/ecdsa does.
const (
	// DefaultS follows the curve's default: AnyS for P-521.
	DefaultS = weierstrass.SPolicyDefault
	// LowS makes Sign normalise s to [1, (n−1)/2] and Verify reject larger s.
	LowS = weierstrass.LowS
	// AnyS keeps s as computed and accepts either half.
	AnyS = weierstrass.AnyS
)

// Sign returns the ECDSA signature (SEC 1 v2 §4.1.3) of digest, the hash of
// the message, under priv: deterministic per RFC 6979 by default, hedged with
// opts.ExtraEntropy or opts.Rand. The signature records its recovery id.
// Nonce generation, the multiplication k·G, the inversion of k and the
// products with d run in constant time.
func Sign(priv *PrivateKey, digest []byte, opts *SignOptions) (*Signature, error) {
	return def.Sign(priv.engine(), digest, opts)
}

// SignTo is Sign writing the signature into sig, so that a caller reusing
// sig signs without allocating. On error sig is left unchanged.
func SignTo(sig *Signature, priv *PrivateKey, digest []byte, opts *SignOptions) error {
	return def.SignTo(sig, priv.engine(), digest, opts)
}

// Sign implements crypto.Signer: it returns the DER signature (as
// crypto/ecdsa.SignASN1 does) of digest, computed with opts.HashFunc(). With
// a nil rand the signature is deterministic (RFC 6979), otherwise hedged
// with 66 bytes read from rand. opts may be a *SignOptions for full control,
// whose Rand then takes precedence. It allocates only the returned slice.
func (k *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	return def.SignASN1(k.engine(), rand, digest, opts)
}

// Public returns the public key of k as an *ecdsa.PublicKey, so that k works
// as a crypto.Signer with crypto/x509 and crypto/tls; nil for the zero
// value. PublicKey returns the key as this package's type.
func (k *PrivateKey) Public() crypto.PublicKey {
	pub, err := k.PublicKey().ToECDSA()
	if err != nil {
		return nil
	}
	return pub
}

// Verify reports whether sig is a valid ECDSA signature (SEC 1 v2 §4.1.4) of
// digest under pub, accepting either half of s. It allocates nothing, and is
// false for nil or zero-value arguments. Execution time depends on the
// inputs, which are public.
func Verify(pub *PublicKey, digest []byte, sig *Signature) bool {
	return def.Verify(pub.engine(), digest, sig, nil) == nil
}

// VerifyWithOptions is Verify with options, returning the reason for a
// rejection (an error matching ErrInvalidSignature, ErrUninitializedKey or
// ErrUninitializedSignature): with opts.S = LowS a signature whose s is above
// (n−1)/2 is refused.
func VerifyWithOptions(pub *PublicKey, digest []byte, sig *Signature, opts *VerifyOptions) error {
	return def.Verify(pub.engine(), digest, sig, opts)
}

// VerifyASN1 reports whether der is a valid DER-encoded ECDSA signature of
// digest under pub, as crypto/ecdsa.VerifyASN1 does. The encoding is parsed
// strictly (ParseDERSignature). It allocates nothing.
func VerifyASN1(pub *PublicKey, digest, der []byte) bool {
	return def.VerifyASN1(pub.engine(), digest, der, nil) == nil
}

// VerifyASN1WithOptions is VerifyASN1 with options, returning the reason
// for a rejection.
func VerifyASN1WithOptions(pub *PublicKey, digest, der []byte, opts *VerifyOptions) error {
	return def.VerifyASN1(pub.engine(), digest, der, opts)
}

// ParseSignature parses the compact encoding r ‖ s of 132 bytes, refusing r or
// s outside [1, n−1]. The recovery id is unknown.
func ParseSignature(b []byte) (*Signature, error) { return def.ParseSignature(b) }

// ParseDERSignature parses a DER signature SEQUENCE { r INTEGER, s INTEGER }
// strictly: BER forms, negative or zero-padded integers, trailing data and r
// or s outside [1, n−1] are refused. The recovery id is unknown.
func ParseDERSignature(der []byte) (*Signature, error) { return def.ParseDERSignature(der) }

// NewSignature returns the signature (r, s) from big-endian integers of any
// length, refusing values outside [1, n−1].
func NewSignature(r, s []byte) (*Signature, error) { return def.NewSignature(r, s) }

// RecoverPublicKey returns the public key Q for which sig is a valid
// signature of digest, per SEC 1 v2 §4.1.6, using the recovery id that sig
// carries (0–3: the parity of y(R) plus 2 if x(R) ≥ n). Sign records it, so
// a signature from Sign recovers as it is. A signature parsed from r ‖ s or
// DER carries none: attach the one sent with it with sig.WithRecoveryID.
// RecoverPublicKey returns ErrNoRecoveryID for a signature without one, and
// never modifies sig. Execution time depends on the inputs, which are
// public.
func RecoverPublicKey(digest []byte, sig *Signature) (*PublicKey, error) {
	return RecoverPublicKeyWithOptions(digest, sig, nil)
}

// RecoverPublicKeyWithOptions is RecoverPublicKey with options: LowS refuses
// a high s, Prehash recovers from the message.
func RecoverPublicKeyWithOptions(digest []byte, sig *Signature, opts *VerifyOptions) (*PublicKey, error) {
	return wrapPublicKey(def.RecoverPublicKey(digest, sig, opts))
}
