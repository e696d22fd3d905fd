package ed448

import (
	"crypto"
	cryptorand "crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Sizes of keys, signatures, contexts and prehashes, in bytes (RFC 8032
// §5.2).
const (
	// PublicKeySize is the size of a public key, the encoding of A = [s]B.
	PublicKeySize = 57
	// SeedSize is the size of a seed, the private key of RFC 8032.
	SeedSize = 57
	// PrivateKeySize is the size of a PrivateKey: the seed followed by the
	// public key.
	PrivateKeySize = SeedSize + PublicKeySize
	// SignatureSize is the size of a signature, R ‖ S.
	SignatureSize = 114
	// ContextMaxSize is the largest context of Ed448 and Ed448ph.
	ContextMaxSize = 255
	// PrehashSize is the size of PH(M) = SHAKE256(M, 64), what Ed448ph signs.
	PrehashSize = 64
)

// PublicKey is an Ed448 public key: the 57-byte encoding of a point.
type PublicKey []byte

// PrivateKey is an Ed448 private key: the 57-byte seed followed by the
// 57-byte public key (the layout of circl's sign/ed448).
type PrivateKey []byte

// ErrInvalidSignature is matched (with errors.Is) by every error of
// VerifyWithOptions that says the signature does not verify, as opposed to
// errors about lengths or options.
var ErrInvalidSignature = errors.New("ed448: invalid signature")

// Prehash returns PH(message) = SHAKE256(message, 64), the message Ed448ph
// signs (RFC 8032 §5.2).
func Prehash(message []byte) []byte {
	st := getPrehash(message)
	defer st.put()
	return append(make([]byte, 0, PrehashSize), st.ph[:]...)
}

// GenerateKey generates a key pair from SeedSize bytes of random, or of
// crypto/rand when random is nil.
func GenerateKey(random io.Reader) (PublicKey, PrivateKey, error) {
	if random == nil {
		random = cryptorand.Reader
	}
	seed := make([]byte, SeedSize)
	if _, err := io.ReadFull(random, seed); err != nil {
		return nil, nil, fmt.Errorf("ed448: reading the seed: %w", err)
	}
	priv, err := NewKeyFromSeed(seed)
	clear(seed)
	if err != nil {
		return nil, nil, err
	}
	return priv.PublicKey(), priv, nil
}

// NewKeyFromSeed returns the private key of a 57-byte seed (RFC 8032
// §5.2.5): the seed followed by its public key. It returns an error if seed
// is not SeedSize bytes long.
func NewKeyFromSeed(seed []byte) (PrivateKey, error) {
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("ed448: seed is %d bytes, want %d", len(seed), SeedSize)
	}
	priv := make(PrivateKey, PrivateKeySize)
	copy(priv, seed)
	if err := scheme().DerivePublicKey(priv[SeedSize:], priv[:SeedSize]); err != nil {
		return nil, errInternal(err)
	}
	return priv, nil
}

// NewPrivateKey returns a copy of the 114-byte private key b (seed ‖ public
// key) after checking that its public half is the public key of its seed.
// Sign uses the public half as given, so a key from an untrusted source
// should pass through NewPrivateKey first.
func NewPrivateKey(b []byte) (PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, errPrivateKeyLength(b)
	}
	priv, err := NewKeyFromSeed(b[:SeedSize])
	if err != nil {
		return nil, err
	}
	if subtle.ConstantTimeCompare(priv[SeedSize:], b[SeedSize:]) != 1 {
		clear(priv)
		// The bytes are not quoted: in a 114-byte key of another layout (an
		// expanded secret scalar ‖ nonce prefix) this half is secret, and the
		// prefix with one signature would give the key away.
		return nil, errors.New("ed448: the public half of the private key is not the public key of its seed")
	}
	return priv, nil
}

// NewPublicKey returns a copy of the 57-byte public key b after checking
// that it is the canonical encoding of a point of edwards448 (RFC 8032
// §5.2.3). It does not reject points of small order (see Strict).
func NewPublicKey(b []byte) (PublicKey, error) {
	if len(b) != PublicKeySize {
		return nil, errPublicKeyLength(b)
	}
	if _, err := Curve().NewIdentityPoint().SetBytes(b); err != nil {
		return nil, fmt.Errorf("ed448: public key %x is not a point: %w", b, err)
	}
	return PublicKey(append([]byte(nil), b...)), nil
}

// Equal reports whether pub and x, a PublicKey, hold the same bytes.
func (pub PublicKey) Equal(x crypto.PublicKey) bool {
	xx, ok := x.(PublicKey)
	return ok && subtle.ConstantTimeCompare(pub, xx) == 1
}

// Public returns a copy of the public half of priv as a PublicKey,
// implementing crypto.Signer, or nil if priv has the wrong length.
func (priv PrivateKey) Public() crypto.PublicKey {
	if pub := priv.PublicKey(); pub != nil {
		return pub
	}
	return nil
}

// PublicKey returns a copy of the public half of priv, or nil if priv is
// not PrivateKeySize bytes long.
func (priv PrivateKey) PublicKey() PublicKey {
	if len(priv) != PrivateKeySize {
		return nil
	}
	return PublicKey(append([]byte(nil), priv[SeedSize:]...))
}

// Seed returns a copy of the seed of priv, the private key of RFC 8032, or
// nil if priv is not PrivateKeySize bytes long.
func (priv PrivateKey) Seed() []byte {
	if len(priv) != PrivateKeySize {
		return nil
	}
	return append([]byte(nil), priv[:SeedSize]...)
}

// Equal reports, in constant time, whether priv and x, a PrivateKey, hold
// the same bytes.
func (priv PrivateKey) Equal(x crypto.PrivateKey) bool {
	xx, ok := x.(PrivateKey)
	return ok && subtle.ConstantTimeCompare(priv, xx) == 1
}

// Sign signs message with priv, implementing crypto.Signer; rand is ignored,
// as Ed448 signatures are deterministic. opts.HashFunc() must be 0. With an
// *Options, its Context is used and Prehashed selects Ed448ph, for which
// message must be PH(M) (see Prehash); otherwise it is Ed448 with an empty
// context.
func (priv PrivateKey) Sign(rand io.Reader, message []byte, opts crypto.SignerOpts) ([]byte, error) {
	var o *Options
	switch x := opts.(type) {
	case *Options:
		o = x
	default:
		if opts != nil && opts.HashFunc() != 0 {
			return nil, fmt.Errorf("ed448: hash %v: Ed448 signs unhashed messages (use Options.Prehashed for Ed448ph)", opts.HashFunc())
		}
	}
	eo, err := o.engineOptions(message)
	if err != nil {
		return nil, err
	}
	return sign(priv, message, &eo)
}

// Sign signs message with priv under Ed448 with the given context (RFC 8032
// §5.2.6) and returns the 114-byte signature. It returns an error if priv
// has the wrong length or context is longer than 255 bytes.
func Sign(priv PrivateKey, message []byte, context string) ([]byte, error) {
	eo, err := (&Options{Context: context}).engineOptions(message)
	if err != nil {
		return nil, err
	}
	return sign(priv, message, &eo)
}

// SignPh signs message with priv under Ed448ph with the given context: the
// signature is over PH(message) = SHAKE256(message, 64).
func SignPh(priv PrivateKey, message []byte, context string) ([]byte, error) {
	st := getPrehash(message)
	defer st.put()
	eo, err := (&Options{Context: context, Prehashed: true}).engineOptions(st.ph[:])
	if err != nil {
		return nil, err
	}
	return sign(priv, st.ph[:], &eo)
}

// sign signs message with the engine options eo.
func sign(priv PrivateKey, message []byte, eo *edwards.Options) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	sig := make([]byte, SignatureSize)
	if err := scheme().Sign(sig, priv[:SeedSize], priv[SeedSize:], message, eo); err != nil {
		return nil, errInternal(err)
	}
	return sig, nil
}

// Verify reports whether sig is a valid Ed448 signature of message by
// publicKey with the given context, under the RFC8032 policy. It returns
// false for wrong lengths.
func Verify(publicKey PublicKey, message, sig []byte, context string) bool {
	return VerifyWithOptions(publicKey, message, sig, &Options{Context: context}) == nil
}

// VerifyPh reports whether sig is a valid Ed448ph signature of message
// (which VerifyPh hashes) by publicKey with the given context.
func VerifyPh(publicKey PublicKey, message, sig []byte, context string) bool {
	st := getPrehash(message)
	defer st.put()
	return VerifyWithOptions(publicKey, st.ph[:], sig, &Options{Context: context, Prehashed: true}) == nil
}

// VerifyWithOptions reports whether sig is a valid signature of message by
// publicKey with the context, variant and policy of opts (nil means Ed448,
// no context, RFC8032). It returns nil for a valid signature, an error
// matching ErrInvalidSignature for one that does not verify, and another
// error for wrong lengths or bad options. Verification treats its inputs as
// public: it is not constant time.
func VerifyWithOptions(publicKey PublicKey, message, sig []byte, opts *Options) error {
	if len(publicKey) != PublicKeySize {
		return errPublicKeyLength(publicKey)
	}
	if len(sig) != SignatureSize {
		return fmt.Errorf("ed448: signature is %d bytes, want %d", len(sig), SignatureSize)
	}
	eo, err := opts.engineOptions(message)
	if err != nil {
		return err
	}
	if err := scheme().Verify(publicKey, message, sig, &eo); err != nil {
		if !errors.Is(err, edwards.ErrInvalidSignature) {
			return errInternal(err)
		}
		return &invalidSignatureError{cause: err}
	}
	return nil
}

// invalidSignatureError is a signature that does not verify, and why.
type invalidSignatureError struct{ cause error }

// Error returns "ed448: invalid signature" and the engine's reason, if it
// gives one beyond its own "invalid signature".
func (e *invalidSignatureError) Error() string {
	return ErrInvalidSignature.Error() + strings.TrimPrefix(e.cause.Error(), edwards.ErrInvalidSignature.Error())
}

// Is makes errors.Is(err, ErrInvalidSignature) hold.
func (e *invalidSignatureError) Is(target error) bool { return target == ErrInvalidSignature }

// Unwrap returns the engine's error.
func (e *invalidSignatureError) Unwrap() error { return e.cause }

// errPublicKeyLength is the error for a public key of the wrong length.
func errPublicKeyLength(pub []byte) error {
	return fmt.Errorf("ed448: public key is %d bytes, want %d", len(pub), PublicKeySize)
}

// errPrivateKeyLength is the error for a private key of the wrong length.
func errPrivateKeyLength(priv []byte) error {
	return fmt.Errorf("ed448: private key is %d bytes, want %d", len(priv), PrivateKeySize)
}

// errInternal wraps an engine error that the checks before the call make
// impossible.
func errInternal(err error) error {
	return fmt.Errorf("ed448: internal error: %w", err)
}
