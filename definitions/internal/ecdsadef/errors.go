package ecdsadef

import (
	"errors"
	"strings"
)

// The sentinel errors of every ECDSA definition, re-exported by each as
// p256.ErrUninitializedKey and so on: an error returned by a definition
// matches one of them with errors.Is, whatever the curve.
var (
	// ErrUninitializedKey is returned for a nil or zero-value key, which
	// holds no key.
	ErrUninitializedKey = errors.New("ecdsa: uninitialized key (the zero value holds no key)")
	// ErrUninitializedSignature is returned for a nil or zero-value
	// Signature, which holds no signature.
	ErrUninitializedSignature = errors.New("ecdsa: uninitialized signature (the zero value holds none)")
	// ErrInvalidPrivateKey is returned for a private key encoding of the
	// wrong length or out of range.
	ErrInvalidPrivateKey = errors.New("ecdsa: invalid private key")
	// ErrInvalidPublicKey is returned for a public key that is not a valid
	// point encoding, is off the curve or is the identity.
	ErrInvalidPublicKey = errors.New("ecdsa: invalid public key")
	// ErrMalformedSignature is returned for a signature encoding that does
	// not parse: a wrong length, a bad DER structure, r or s outside
	// [1, n−1], a bad recovery byte.
	ErrMalformedSignature = errors.New("ecdsa: malformed signature")
	// ErrInvalidSignature is returned when a signature does not verify (or,
	// for RecoverPublicKey, recovers no key), including a high s under the
	// LowS policy.
	ErrInvalidSignature = errors.New("ecdsa: invalid signature")
	// ErrNoRecoveryID is returned by RecoverPublicKey and the recoverable
	// encodings for a signature that carries no recovery id (one parsed from
	// r ‖ s or DER).
	ErrNoRecoveryID = errors.New("ecdsa: signature has no recovery id")
)

// definitionError is an error of a definition: printed once with the
// definition's prefix, matching its sentinel with errors.Is and unwrapping
// to its cause (the engine's error), if any.
type definitionError struct {
	prefix   string // "p256"
	sentinel error  // one of the Err values above, or nil
	detail   string // what went wrong, without any package prefix
	cause    error  // the error of a lower layer, or nil
}

func (e *definitionError) Error() string        { return e.prefix + ": " + e.detail }
func (e *definitionError) Is(target error) bool { return target == e.sentinel }
func (e *definitionError) Unwrap() error        { return e.cause }

// newError returns the error of definition prefix for sentinel with the
// detail text (the sentinel's own text when empty) and the cause.
func newError(prefix string, sentinel error, detail string, cause error) error {
	if detail == "" {
		detail = stripPrefix(sentinel.Error())
	}
	return &definitionError{prefix: prefix, sentinel: sentinel, detail: detail, cause: cause}
}

// wrap returns the error of definition prefix for sentinel caused by err, a
// lower layer's error, printed with err's text without its own prefix.
func wrap(prefix string, sentinel, err error) error {
	return newError(prefix, sentinel, stripPrefix(err.Error()), err)
}

// stripPrefix removes the package prefixes ("weierstrass: ", "ecdsa: ",
// "hashes: ") that lower layers put at the start of their messages, so that
// an error prints one prefix.
func stripPrefix(s string) string {
	for {
		i := strings.Index(s, ": ")
		if i <= 0 || strings.ContainsAny(s[:i], " ()") || s[:i] != strings.ToLower(s[:i]) {
			return s
		}
		switch s[:i] {
		case "weierstrass", "ecdsa", "hashes", "field":
			s = s[i+2:]
		default:
			return s
		}
	}
}
