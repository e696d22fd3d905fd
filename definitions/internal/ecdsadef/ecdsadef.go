package ecdsadef

import (
	"crypto"
	"fmt"
	"io"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
)

// Curve is the ECDSA definition of one curve: the prefix of its errors and
// its engine curve and scheme. A definition package holds one in a package
// variable and forwards to its methods, which accept nil and zero-value keys
// and signatures and return ErrUninitializedKey or ErrUninitializedSignature
// for them.
type Curve[E, S any] struct {
	// Prefix is the package name that starts every error, "p256".
	Prefix string
	// Curve returns the engine's curve, built on first use.
	Curve func() *weierstrass.Curve[E, S]
	// Scheme returns the engine's ECDSA over Curve with the definition's
	// default hash and signing S policy.
	Scheme func() *weierstrass.ECDSA[E, S]
	// Stdlib is the curve in the standard library, for the conversions and
	// x509 encodings of the NIST curves; nil for the others.
	Stdlib *Stdlib
	// H2C is the curve's hash-to-curve suites.
	H2C HashToCurve
	// Keys is the curve's key encodings (SPKI, PKCS #8, SEC 1
	// ECPrivateKey), naming it by its OID.
	Keys *keyfmt.EC[E, S]

	// h2cStates holds *hashes.XMDState values for HashToCurve and
	// EncodeToCurve, so that they allocate only the returned point.
	h2cStates sync.Pool
}

type (
	privateKey[E, S any] = weierstrass.PrivateKey[E, S]
	publicKey[E, S any]  = weierstrass.PublicKey[E, S]
	signature[E, S any]  = weierstrass.Signature[E, S]
)

// errorf returns a definition error for sentinel with a formatted detail.
func (d *Curve[E, S]) errorf(sentinel error, format string, args ...any) error {
	return newError(d.Prefix, sentinel, fmt.Sprintf(format, args...), nil)
}

// NewPrivateKey returns the private key encoded big-endian in b, exactly
// ScalarLen bytes holding an integer in [1, n−1].
func (d *Curve[E, S]) NewPrivateKey(b []byte) (*privateKey[E, S], error) {
	c := d.Curve()
	if len(b) != c.ScalarLen() {
		return nil, d.errorf(ErrInvalidPrivateKey, "private key is %d bytes, want %d", len(b), c.ScalarLen())
	}
	k, err := c.NewPrivateKey(b)
	if err != nil {
		return nil, newError(d.Prefix, ErrInvalidPrivateKey, "private key is not in [1, n-1]", err)
	}
	return k, nil
}

// GenerateKey returns a new private key drawn from rand (crypto/rand.Reader
// when nil).
func (d *Curve[E, S]) GenerateKey(rand io.Reader) (*privateKey[E, S], error) {
	k, err := d.Curve().GenerateKey(rand)
	if err != nil {
		return nil, wrap(d.Prefix, nil, err) // the random source failed
	}
	return k, nil
}

// NewPublicKey returns the public key of the SEC 1 encoding b.
func (d *Curve[E, S]) NewPublicKey(b []byte) (*publicKey[E, S], error) {
	k, err := d.Curve().NewPublicKey(b)
	if err != nil {
		return nil, newError(d.Prefix, ErrInvalidPublicKey, "invalid public key: "+stripPrefix(err.Error()), err)
	}
	return k, nil
}

// NewPublicKeyFromPoint returns the public key Q = p, refusing nil and the
// identity.
func (d *Curve[E, S]) NewPublicKeyFromPoint(p *weierstrass.Point[E, S]) (*publicKey[E, S], error) {
	if p == nil {
		return nil, d.errorf(ErrInvalidPublicKey, "invalid public key: nil point")
	}
	k, err := d.Curve().NewPublicKeyFromPoint(p)
	if err != nil {
		return nil, newError(d.Prefix, ErrInvalidPublicKey, "invalid public key: "+stripPrefix(err.Error()), err)
	}
	return k, nil
}

// ECDH returns the x-coordinate of d·Q, FieldLen bytes big-endian.
func (d *Curve[E, S]) ECDH(priv *privateKey[E, S], pub *publicKey[E, S]) ([]byte, error) {
	if priv.Curve() == nil || pub.Curve() == nil {
		return nil, newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	s, err := priv.ECDH(pub)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPublicKey, err)
	}
	return s, nil
}

// Sign returns the signature of digest under priv with the options opts
// (nil: the scheme's defaults).
func (d *Curve[E, S]) Sign(priv *privateKey[E, S], digest []byte, opts *weierstrass.SignOptions) (*signature[E, S], error) {
	sig := new(signature[E, S])
	if err := d.SignTo(sig, priv, digest, opts); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignTo is Sign writing into sig; it allocates nothing but its error.
func (d *Curve[E, S]) SignTo(sig *signature[E, S], priv *privateKey[E, S], digest []byte, opts *weierstrass.SignOptions) error {
	if priv.Curve() == nil {
		return newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	if sig == nil {
		return newError(d.Prefix, ErrUninitializedSignature, "nil *Signature to sign into", nil)
	}
	if err := d.Scheme().SignTo(sig, priv, digest, opts); err != nil {
		return wrap(d.Prefix, nil, err) // an unavailable hash or a failing Rand
	}
	return nil
}

// SignASN1 is crypto.Signer's Sign: the DER signature of digest, with opts
// either a *weierstrass.SignOptions (full control; a nil one means the
// defaults) or any crypto.SignerOpts giving the hash. A non-nil rand hedges
// the signature unless the options carry their own Rand.
func (d *Curve[E, S]) SignASN1(priv *privateKey[E, S], rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	var eo weierstrass.SignOptions
	if so, ok := opts.(*weierstrass.SignOptions); ok {
		if so != nil {
			eo = *so
		}
	} else if opts != nil {
		eo.Hash = opts.HashFunc()
	}
	if rand != nil && eo.Rand == nil {
		eo.Rand = rand
	}
	var sig signature[E, S] // on the stack: the DER slice is the only allocation
	if err := d.SignTo(&sig, priv, digest, &eo); err != nil {
		return nil, err
	}
	return sig.ASN1(), nil
}

// anyS are the verification options when the caller gives none: both
// halves of s are accepted on every curve, whatever the signing default.
var anyS = &weierstrass.VerifyOptions{S: weierstrass.AnyS}

// verifyOptions resolves opts for verification and recovery: the default S
// policy accepts both halves of s.
func verifyOptions(opts *weierstrass.VerifyOptions) *weierstrass.VerifyOptions {
	if opts == nil {
		return anyS
	}
	if opts.S != weierstrass.SPolicyDefault {
		return opts
	}
	o := *opts
	o.S = weierstrass.AnyS
	return &o
}

// Verify returns nil if sig is a valid signature of digest under pub, and an
// error matching ErrInvalidSignature (or ErrUninitializedKey,
// ErrUninitializedSignature) otherwise. It allocates nothing when opts is
// nil or sets S.
func (d *Curve[E, S]) Verify(pub *publicKey[E, S], digest []byte, sig *signature[E, S], opts *weierstrass.VerifyOptions) error {
	if pub.Curve() == nil {
		return newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	if !sig.IsValid() {
		return newError(d.Prefix, ErrUninitializedSignature, "", nil)
	}
	if err := d.Scheme().Verify(pub, digest, sig, verifyOptions(opts)); err != nil {
		return wrap(d.Prefix, ErrInvalidSignature, err)
	}
	return nil
}

// VerifyASN1 is Verify for a DER signature, parsed strictly.
func (d *Curve[E, S]) VerifyASN1(pub *publicKey[E, S], digest, der []byte, opts *weierstrass.VerifyOptions) error {
	if pub.Curve() == nil {
		return newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	if err := d.Scheme().VerifyASN1(pub, digest, der, verifyOptions(opts)); err != nil {
		return wrap(d.Prefix, ErrInvalidSignature, err)
	}
	return nil
}

// ParseSignature parses the compact encoding r ‖ s (2·ScalarLen bytes).
func (d *Curve[E, S]) ParseSignature(b []byte) (*signature[E, S], error) {
	c := d.Curve()
	if len(b) != 2*c.ScalarLen() {
		return nil, d.errorf(ErrMalformedSignature, "compact signature is %d bytes, want %d", len(b), 2*c.ScalarLen())
	}
	sig, err := c.ParseSignature(b)
	if err != nil {
		return nil, wrap(d.Prefix, ErrMalformedSignature, err)
	}
	return sig, nil
}

// ParseDERSignature parses a DER signature strictly.
func (d *Curve[E, S]) ParseDERSignature(der []byte) (*signature[E, S], error) {
	sig, err := d.Curve().ParseSignatureASN1(der)
	if err != nil {
		return nil, wrap(d.Prefix, ErrMalformedSignature, err)
	}
	return sig, nil
}

// NewSignature returns the signature (r, s) of big-endian integers.
func (d *Curve[E, S]) NewSignature(r, s []byte) (*signature[E, S], error) {
	sig, err := d.Curve().NewSignature(r, s)
	if err != nil {
		return nil, wrap(d.Prefix, ErrMalformedSignature, err)
	}
	return sig, nil
}

// RecoverPublicKey returns the public key for which sig, carrying its
// recovery id, is a valid signature of digest.
func (d *Curve[E, S]) RecoverPublicKey(digest []byte, sig *signature[E, S], opts *weierstrass.VerifyOptions) (*publicKey[E, S], error) {
	if !sig.IsValid() {
		return nil, newError(d.Prefix, ErrUninitializedSignature, "", nil)
	}
	if _, ok := sig.RecoveryID(); !ok {
		return nil, newError(d.Prefix, ErrNoRecoveryID,
			"signature has no recovery id: attach the one sent with it with WithRecoveryID", nil)
	}
	k, err := d.Scheme().RecoverPublicKey(digest, sig, verifyOptions(opts))
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidSignature, err)
	}
	return k, nil
}

// CheckPrivateKey returns ErrUninitializedKey for a nil or zero-value key,
// for the definitions' own methods (encodings, conversions).
func (d *Curve[E, S]) CheckPrivateKey(k *privateKey[E, S]) error {
	if k.Curve() == nil {
		return newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	return nil
}

// CheckPublicKey is CheckPrivateKey for a public key.
func (d *Curve[E, S]) CheckPublicKey(k *publicKey[E, S]) error {
	if k.Curve() == nil {
		return newError(d.Prefix, ErrUninitializedKey, "", nil)
	}
	return nil
}

// Engine returns the accessors of a definition's engine curve and ECDSA
// scheme, each built (and its parameters validated) once, on first use:
// the curve of params(), and ECDSA over it with opts. A failure is a bug of
// the definition and panics with the prefix.
func Engine[E, S any](prefix string, params func() weierstrass.Params[E, S], opts weierstrass.ECDSAParams) (
	func() *weierstrass.Curve[E, S], func() *weierstrass.ECDSA[E, S]) {
	curve := sync.OnceValue(func() *weierstrass.Curve[E, S] {
		c, err := weierstrass.New(params())
		if err != nil {
			panic(prefix + ": internal error: " + err.Error())
		}
		return c
	})
	scheme := sync.OnceValue(func() *weierstrass.ECDSA[E, S] {
		e, err := weierstrass.NewECDSA(curve(), opts)
		if err != nil {
			panic(prefix + ": internal error: " + err.Error())
		}
		return e
	})
	return curve, scheme
}

// HexInt parses a hexadecimal constant of a definition, panicking with the
// prefix if it does not parse.
func HexInt(prefix, s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic(prefix + ": internal error: bad constant " + s)
	}
	return x
}
