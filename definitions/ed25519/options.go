package ed25519

import (
	"crypto"
	"errors"
	"fmt"
	"strconv"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Policy selects which signatures VerifyWithOptions accepts. The policies
// differ only on signatures no honest signer produces: non-canonical point
// encodings and points with a component of small order. Every policy
// rejects S ≥ ℓ (RFC 8032 §5.1.7 step 1), which makes signatures
// non-malleable, and points that are not on the curve.
type Policy int

const (
	// Stdlib accepts exactly what crypto/ed25519 accepts: the public key
	// decoded leniently (non-canonical y and "negative zero" x accepted), R
	// compared byte for byte with the canonical encoding of [S]B − [k]A
	// (the cofactorless equation). It is the zero value, so Verify and a nil
	// *Options behave like crypto/ed25519.
	Stdlib Policy = iota
	// ZIP215 accepts what ZIP-215 (https://zips.z.cash/zip-0215) accepts:
	// A and R decoded leniently, the cofactored equation
	// [8][S]B = [8]R + [8][k]A. It is what batch verification computes, so
	// every signature that verifies alone also verifies in a batch.
	ZIP215
	// Strict is RFC8032 that also rejects A and R of small order, the
	// behaviour of libsodium and ed25519-dalek's verify_strict.
	Strict
	// RFC8032 is RFC 8032 §5.1.7 as written: canonical encodings of A and
	// R, the cofactored equation, points of small order allowed (also
	// FIPS 186-5).
	RFC8032
)

// Lenient is ZIP215 under the name definitions/ed448 gives the same rule
// (A and R decoded leniently, the cofactored equation, small orders
// allowed), so that code written for both packages can name it once.
const Lenient = ZIP215

// String returns the policy's name.
func (p Policy) String() string {
	switch p {
	case Stdlib:
		return "Stdlib"
	case ZIP215:
		return "ZIP215"
	case Strict:
		return "Strict"
	case RFC8032:
		return "RFC8032"
	}
	return "Policy(" + strconv.Itoa(int(p)) + ")"
}

// engine returns the engine's policy for p.
func (p Policy) engine() (edwards.Policy, error) {
	switch p {
	case Stdlib:
		return edwards.Stdlib, nil
	case ZIP215:
		return edwards.ZIP215, nil
	case Strict:
		return edwards.Strict, nil
	case RFC8032:
		return edwards.RFC8032, nil
	}
	return 0, fmt.Errorf("ed25519: unknown verification policy %d", int(p))
}

// Options selects an Ed25519 variant for SignWithOptions, VerifyWithOptions
// and PrivateKey.Sign, as crypto/ed25519.Options does, plus the
// verification policy. It has the fields of definitions/ed448's Options
// (Prehashed, Context, ContextBytes, Policy) and, for crypto/ed25519's
// callers, Hash.
//
// A nil *Options means plain Ed25519 and the Stdlib policy, the package's
// one default, which Verify and Scheme().Verify with nil options share.
type Options struct {
	// Hash is zero for Ed25519 and Ed25519ctx, or crypto.SHA512 for
	// Ed25519ph, in which case the message is its SHA-512 digest.
	Hash crypto.Hash
	// Prehashed selects Ed25519ph as Hash = crypto.SHA512 does (either is
	// enough): the message is then the 64-byte SHA-512 digest of the
	// message (see SignPh and VerifyPh for the functions that hash it).
	Prehashed bool
	// Context, if not empty, selects Ed25519ctx (when not prehashed) or is
	// the context of Ed25519ph. It is at most 255 bytes long. A Go string
	// holds any octets, so a binary context can be given here as
	// string(b), or in ContextBytes.
	Context string
	// ContextBytes is the context as a byte slice, for callers that hold
	// binary contexts. At most one of Context and ContextBytes may be
	// non-empty; both name the same octets of dom2 (RFC 8032 §5.1).
	ContextBytes []byte
	// Policy is the verification policy; signing ignores it.
	Policy Policy
}

// HashFunc returns the hash of the message that the options sign:
// crypto.SHA512 for Ed25519ph (Hash set or Prehashed), 0 otherwise, so that
// an *Options is a crypto.SignerOpts. A nil *Options gives 0.
func (o *Options) HashFunc() crypto.Hash {
	if o == nil {
		return 0
	}
	if o.Prehashed && o.Hash == 0 {
		return crypto.SHA512
	}
	return o.Hash
}

// engineOptions translates o into the engine's options, checking the hash,
// the context length and, for Ed25519ph, the digest length of msg.
func (o *Options) engineOptions(msg []byte) (edwards.Options, error) {
	if o == nil {
		return edwards.Options{Policy: edwards.Stdlib}, nil
	}
	policy, err := o.Policy.engine()
	if err != nil {
		return edwards.Options{}, err
	}
	eo, err := o.variant(policy)
	if err != nil {
		return edwards.Options{}, err
	}
	return eo, checkDigest(eo, msg)
}

// variant returns the engine's options for the variant o selects, with the
// verification policy given.
func (o *Options) variant(policy edwards.Policy) (edwards.Options, error) {
	context, err := contextOf(o.Context, o.ContextBytes)
	if err != nil {
		return edwards.Options{}, err
	}
	h := o.Hash
	if o.Prehashed && h == 0 {
		h = crypto.SHA512
	}
	return variantOptions(h, context, policy)
}

// contextOf returns the context given either as a string or as bytes.
func contextOf(s string, b []byte) (string, error) {
	if len(b) == 0 {
		return s, nil
	}
	if s != "" {
		return "", errors.New("ed25519: both Context and ContextBytes are set, want at most one")
	}
	if len(b) > ContextMaxSize {
		return "", fmt.Errorf("ed25519: context is %d bytes, want at most %d", len(b), ContextMaxSize)
	}
	return string(b), nil
}

// variantOptions checks the hash and context of an Ed25519 variant and
// returns the engine's options for them.
func variantOptions(h crypto.Hash, context string, policy edwards.Policy) (edwards.Options, error) {
	if len(context) > ContextMaxSize {
		return edwards.Options{}, fmt.Errorf("ed25519: context is %d bytes, want at most %d", len(context), ContextMaxSize)
	}
	switch h {
	case crypto.Hash(0):
		return edwards.Options{Context: context, Policy: policy}, nil
	case crypto.SHA512:
		return edwards.Options{Context: context, Prehashed: true, Policy: policy}, nil
	}
	return edwards.Options{}, fmt.Errorf("ed25519: hash %v is neither zero (Ed25519, Ed25519ctx) nor SHA-512 (Ed25519ph)", h)
}

// checkDigest checks that the message of Ed25519ph is a SHA-512 digest.
func checkDigest(eo edwards.Options, msg []byte) error {
	if eo.Prehashed && len(msg) != PrehashSize {
		return fmt.Errorf("ed25519: Ed25519ph message is %d bytes, want a %d-byte SHA-512 digest", len(msg), PrehashSize)
	}
	return nil
}
