package ed25519

import (
	"crypto"
	"crypto/ed25519"
	cryptorand "crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Sizes of keys and signatures, in bytes (RFC 8032 §5.1.5, §5.1.6).
const (
	// PublicKeySize is the size of a public key, the encoding of A = [s]B.
	PublicKeySize = 32
	// PrivateKeySize is the size of a private key: the seed followed by the
	// public key, as in crypto/ed25519.
	PrivateKeySize = 64
	// SignatureSize is the size of a signature, R ‖ S.
	SignatureSize = 64
	// SeedSize is the size of a seed, the private key of RFC 8032.
	SeedSize = 32
	// ContextMaxSize is the largest context of Ed25519ctx and Ed25519ph.
	ContextMaxSize = 255
	// PrehashSize is the size of the SHA-512 digest that Ed25519ph signs.
	PrehashSize = 64
)

// PublicKey is an Ed25519 public key: the 32-byte encoding of a point. It
// has the same bytes as a crypto/ed25519.PublicKey, and each converts to the
// other with a plain type conversion.
type PublicKey []byte

// PrivateKey is an Ed25519 private key: the 32-byte seed followed by the
// 32-byte public key, the layout of crypto/ed25519.PrivateKey (each converts
// to the other with a plain type conversion) and of NaCl's secret keys.
type PrivateKey []byte

// ErrInvalidSignature is matched (with errors.Is) by every error of
// VerifyWithOptions that says the signature does not verify, as opposed to
// errors about lengths or options.
var ErrInvalidSignature = errors.New("ed25519: invalid signature")

// GenerateKey generates a key pair from SeedSize bytes of random, or of
// crypto/rand when random is nil: NewKeyFromSeed of those bytes, the same
// key pair crypto/ed25519.GenerateKey makes from the same reader.
func GenerateKey(random io.Reader) (PublicKey, PrivateKey, error) {
	if random == nil {
		random = cryptorand.Reader
	}
	seed := make([]byte, SeedSize)
	if _, err := io.ReadFull(random, seed); err != nil {
		return nil, nil, fmt.Errorf("ed25519: reading the seed: %w", err)
	}
	priv, err := NewKeyFromSeed(seed)
	clear(seed)
	if err != nil {
		return nil, nil, err
	}
	return priv.PublicKey(), priv, nil
}

// NewKeyFromSeed returns the private key of a 32-byte seed (RFC 8032
// §5.1.5): the seed followed by its public key. It returns an error if seed
// is not SeedSize bytes long.
func NewKeyFromSeed(seed []byte) (PrivateKey, error) {
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("ed25519: seed is %d bytes, want %d", len(seed), SeedSize)
	}
	priv := make(PrivateKey, PrivateKeySize)
	copy(priv, seed)
	if err := scheme().DerivePublicKey(priv[SeedSize:], priv[:SeedSize]); err != nil {
		return nil, fmt.Errorf("ed25519: internal error: %w", err)
	}
	return priv, nil
}

// NewPrivateKey returns a copy of the 64-byte private key b (seed ‖ public
// key) after checking that its public half is the public key of its seed,
// as tweetnacl's nacl.sign.keyPair.fromSecretKey users expect. Sign, like
// crypto/ed25519, uses the public half as given, so a key pair from an
// untrusted source should pass through NewPrivateKey first.
func NewPrivateKey(b []byte) (PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, fmt.Errorf("ed25519: private key is %d bytes, want %d", len(b), PrivateKeySize)
	}
	priv, err := NewKeyFromSeed(b[:SeedSize])
	if err != nil {
		return nil, err
	}
	if subtle.ConstantTimeCompare(priv[SeedSize:], b[SeedSize:]) != 1 {
		clear(priv)
		// The bytes are not quoted: in a 64-byte key of another layout (an
		// expanded secret scalar ‖ nonce prefix) this half is secret, and the
		// prefix with one signature would give the key away.
		return nil, errors.New("ed25519: the public half of the private key is not the public key of its seed")
	}
	return priv, nil
}

// NewPublicKey returns a copy of the 32-byte public key b, after checking
// that it encodes a point of edwards25519 under the lenient rules of the
// Stdlib and ZIP215 policies (a non-canonical y is reduced). It does not
// reject points of small order, which only the Strict policy refuses.
func NewPublicKey(b []byte) (PublicKey, error) {
	if len(b) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(b), PublicKeySize)
	}
	if _, err := Curve().NewIdentityPoint().SetBytesLenient(b); err != nil {
		return nil, fmt.Errorf("ed25519: public key %x is not a point: %w", b, err)
	}
	return PublicKey(append([]byte(nil), b...)), nil
}

// Equal reports whether pub and x, a PublicKey or a crypto/ed25519.PublicKey,
// hold the same bytes.
func (pub PublicKey) Equal(x crypto.PublicKey) bool {
	switch x := x.(type) {
	case PublicKey:
		return subtle.ConstantTimeCompare(pub, x) == 1
	case ed25519.PublicKey:
		return subtle.ConstantTimeCompare(pub, x) == 1
	}
	return false
}

// Public returns the public key of priv as a crypto/ed25519.PublicKey, the
// type crypto/x509 and crypto/tls recognise, so that a PrivateKey can sign
// certificates and handshakes. PublicKey returns it as this package's type.
// Public returns nil if priv is not PrivateKeySize bytes long.
func (priv PrivateKey) Public() crypto.PublicKey {
	if len(priv) != PrivateKeySize {
		return nil
	}
	return ed25519.PublicKey(append([]byte(nil), priv[SeedSize:]...))
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

// Equal reports, in constant time, whether priv and x, a PrivateKey or a
// crypto/ed25519.PrivateKey, hold the same bytes.
func (priv PrivateKey) Equal(x crypto.PrivateKey) bool {
	switch x := x.(type) {
	case PrivateKey:
		return subtle.ConstantTimeCompare(priv, x) == 1
	case ed25519.PrivateKey:
		return subtle.ConstantTimeCompare(priv, x) == 1
	}
	return false
}

// Sign signs message with priv, implementing crypto.Signer; rand is ignored,
// as Ed25519 signatures are deterministic. opts selects the variant as in
// crypto/ed25519: crypto.Hash(0) for Ed25519, crypto.SHA512 for Ed25519ph
// (message is then the SHA-512 digest of the message), an *Options for a
// context (Ed25519ctx, or Ed25519ph with a context). A *crypto/ed25519.Options
// is accepted too.
func (priv PrivateKey) Sign(rand io.Reader, message []byte, opts crypto.SignerOpts) ([]byte, error) {
	var o *Options
	switch x := opts.(type) {
	case *Options:
		o = x
	case *ed25519.Options:
		if x != nil {
			o = &Options{Hash: x.Hash, Context: x.Context}
		}
	default:
		if opts != nil {
			o = &Options{Hash: opts.HashFunc()}
		}
	}
	return SignWithOptions(priv, message, o)
}

// Sign signs message with priv (pure Ed25519, RFC 8032 §5.1.6) and returns
// the 64-byte signature. It returns an error only if priv is not
// PrivateKeySize bytes long. Like crypto/ed25519 it trusts the public half
// of priv (see NewPrivateKey).
func Sign(priv PrivateKey, message []byte) ([]byte, error) {
	return sign(priv, message, nil)
}

// sign signs message with the engine options eo (nil for pure Ed25519).
func sign(priv PrivateKey, message []byte, eo *edwards.Options) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, fmt.Errorf("ed25519: private key is %d bytes, want %d", len(priv), PrivateKeySize)
	}
	sig := make([]byte, SignatureSize)
	if err := scheme().Sign(sig, priv[:SeedSize], priv[SeedSize:], message, eo); err != nil {
		return nil, fmt.Errorf("ed25519: %w", err)
	}
	return sig, nil
}

// Verify reports whether sig is a valid Ed25519 signature of message by
// publicKey, accepting exactly the signatures crypto/ed25519.Verify accepts
// (the Stdlib policy). Unlike crypto/ed25519 it returns false, rather than
// panicking, for a public key of the wrong length.
func Verify(publicKey PublicKey, message, sig []byte) bool {
	if len(publicKey) != PublicKeySize || len(sig) != SignatureSize {
		return false
	}
	eo := edwards.Options{Policy: edwards.Stdlib}
	return scheme().Verify(publicKey, message, sig, &eo) == nil
}

// VerifyWithOptions reports whether sig is a valid signature of message by
// publicKey, with the variant (Ed25519, Ed25519ctx, Ed25519ph) and policy
// of opts; a nil opts means Ed25519 and Stdlib. It returns nil for a valid
// signature; an error matching ErrInvalidSignature for one that does not
// verify; and another error for wrong lengths or bad options. With
// opts.Hash = crypto.SHA512 the message is its SHA-512 digest. Verification
// treats all its inputs as public: it is not constant time.
func VerifyWithOptions(publicKey PublicKey, message, sig []byte, opts *Options) error {
	if len(publicKey) != PublicKeySize {
		return fmt.Errorf("ed25519: public key is %d bytes, want %d", len(publicKey), PublicKeySize)
	}
	if len(sig) != SignatureSize {
		return fmt.Errorf("ed25519: signature is %d bytes, want %d", len(sig), SignatureSize)
	}
	eo, err := opts.engineOptions(message)
	if err != nil {
		return err
	}
	if err := scheme().Verify(publicKey, message, sig, &eo); err != nil {
		return verifyError(err)
	}
	return nil
}

// verifyError turns an error of the engine's Verify into one of this
// package: invalid signatures match ErrInvalidSignature (and still unwrap
// to the engine's error, e.g. edwards.ErrNonCanonical), anything else is an
// internal error since the lengths and options were checked before.
func verifyError(err error) error {
	if !errors.Is(err, edwards.ErrInvalidSignature) {
		return fmt.Errorf("ed25519: internal error: %w", err)
	}
	return &invalidSignatureError{cause: err}
}

// invalidSignatureError is a signature that does not verify, and why.
type invalidSignatureError struct{ cause error }

// Error returns "ed25519: invalid signature" and the engine's reason, if
// it gives one beyond its own "invalid signature".
func (e *invalidSignatureError) Error() string {
	reason := strings.TrimPrefix(e.cause.Error(), edwards.ErrInvalidSignature.Error())
	return ErrInvalidSignature.Error() + reason
}

// Is makes errors.Is(err, ErrInvalidSignature) hold.
func (e *invalidSignatureError) Is(target error) bool { return target == ErrInvalidSignature }

// Unwrap returns the engine's error.
func (e *invalidSignatureError) Unwrap() error { return e.cause }

// errPrivateKeyLength is the error for a private key of the wrong length.
func errPrivateKeyLength(priv []byte) error {
	return fmt.Errorf("ed25519: private key is %d bytes, want %d", len(priv), PrivateKeySize)
}

// errInternal wraps an engine error that the checks before the call make
// impossible.
func errInternal(err error) error {
	return fmt.Errorf("ed25519: internal error: %w", err)
}
