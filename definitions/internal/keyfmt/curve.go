package keyfmt

import (
	"encoding/asn1"
	"errors"
	"fmt"
	"sync"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// EC is the key formats of one short Weierstrass curve: its keys as
// SubjectPublicKeyInfo, PKCS #8 and ECPrivateKey, with the curve named by
// OID when it has one and specified (Domain) otherwise. A definition holds
// one in a package variable; it is safe for concurrent use.
type EC[E, S any] struct {
	curve  func() *weierstrass.Curve[E, S]
	oid    asn1.ObjectIdentifier
	domain func() (*Domain, error)
}

// NewEC returns the key formats of the curve that curve returns (called on
// first use), named by oid, or specified by its parameters if oid is nil.
func NewEC[E, S any](curve func() *weierstrass.Curve[E, S], oid asn1.ObjectIdentifier) *EC[E, S] {
	return &EC[E, S]{curve: curve, oid: oid, domain: sync.OnceValues(func() (*Domain, error) { return DomainOf(curve()) })}
}

// Params returns the ECParameters keys of the curve carry: its OID, or its
// specified domain.
func (e *EC[E, S]) Params() (Params, error) {
	if e.oid != nil {
		return Params{Named: e.oid}, nil
	}
	d, err := e.domain()
	if err != nil {
		return Params{}, err
	}
	return Params{Domain: d}, nil
}

// Check returns nil if p names the curve: its OID, or a specified domain
// equal to its own (SEC 1 v2 §C.2 gives both forms for one curve, and
// OpenSSL writes either).
func (e *EC[E, S]) Check(p Params) error {
	switch {
	case p.Named != nil:
		if e.oid != nil && p.Named.Equal(e.oid) {
			return nil
		}
		return fmt.Errorf("key is on the curve %v%s, not %s", p.Named, e.oidSuffix(), e.curve().Name())
	case p.Domain != nil:
		d, err := e.domain()
		if err != nil {
			return err
		}
		if d.Equal(p.Domain) {
			return nil
		}
		return fmt.Errorf("key is on a specified curve that is not %s", e.curve().Name())
	}
	return errors.New("key has no curve parameters")
}

// algorithmError returns err, with an AlgorithmError saying that a key of
// the curve was expected.
func (e *EC[E, S]) algorithmError(err error) error {
	if ae, ok := err.(*AlgorithmError); ok {
		return &AlgorithmError{OID: ae.OID, Want: "a " + e.curve().Name() + " key"}
	}
	return err
}

// oidSuffix returns " (want OID)" for a named curve, else "".
func (e *EC[E, S]) oidSuffix() string {
	if e.oid == nil {
		return ""
	}
	return " (want " + e.oid.String() + ")"
}

// MarshalPKIX returns the SubjectPublicKeyInfo of pub, a key of the curve,
// with the point uncompressed.
func (e *EC[E, S]) MarshalPKIX(pub *weierstrass.PublicKey[E, S]) ([]byte, error) {
	p, err := e.Params()
	if err != nil {
		return nil, err
	}
	return MarshalECSPKI(p, pub.Bytes())
}

// ParsePKIX parses the SubjectPublicKeyInfo of a key of the curve. The
// point may be uncompressed or compressed (RFC 5480 §2.2 allows both) and
// is validated by the curve's NewPublicKey.
func (e *EC[E, S]) ParsePKIX(der []byte) (*weierstrass.PublicKey[E, S], error) {
	p, point, err := ParseECSPKI(der)
	if err != nil {
		return nil, e.algorithmError(err)
	}
	if err := e.Check(p); err != nil {
		return nil, err
	}
	return e.curve().NewPublicKey(point)
}

// MarshalPKCS8 returns the PKCS #8 encoding of priv, a key of the curve
// (see MarshalECPKCS8).
func (e *EC[E, S]) MarshalPKCS8(priv *weierstrass.PrivateKey[E, S]) ([]byte, error) {
	p, err := e.Params()
	if err != nil {
		return nil, err
	}
	d := priv.Bytes()
	defer clear(d)
	return MarshalECPKCS8(p, d, priv.PublicKey().Bytes())
}

// MarshalPKCS8WithPublicKey returns the OneAsymmetricKey (version 1) of
// priv, a key of the curve, with its public key in the [1] publicKey field
// too (see MarshalECPKCS8WithPublicKey).
func (e *EC[E, S]) MarshalPKCS8WithPublicKey(priv *weierstrass.PrivateKey[E, S]) ([]byte, error) {
	p, err := e.Params()
	if err != nil {
		return nil, err
	}
	d := priv.Bytes()
	defer clear(d)
	return MarshalECPKCS8WithPublicKey(p, d, priv.PublicKey().Bytes())
}

// ParsePKCS8 parses the PKCS #8 encoding of a key of the curve (see
// ParseECPKCS8 and PrivateKey). Parameters inside the ECPrivateKey, when
// present, must name the curve too.
func (e *EC[E, S]) ParsePKCS8(der []byte) (*weierstrass.PrivateKey[E, S], error) {
	p, k, err := ParseECPKCS8(der)
	if err != nil {
		return nil, e.algorithmError(err)
	}
	if err := e.Check(p); err != nil {
		return nil, err
	}
	if k.Params != nil {
		if err := e.Check(*k.Params); err != nil {
			return nil, err
		}
	}
	return PrivateKey(e.curve(), k)
}

// MarshalECPrivateKey returns the ECPrivateKey of priv, a key of the curve,
// with the parameters and the uncompressed public key, as
// crypto/x509.MarshalECPrivateKey and OpenSSL write it.
func (e *EC[E, S]) MarshalECPrivateKey(priv *weierstrass.PrivateKey[E, S]) ([]byte, error) {
	p, err := e.Params()
	if err != nil {
		return nil, err
	}
	d := priv.Bytes()
	defer clear(d)
	return MarshalECPrivateKey(p, d, priv.PublicKey().Bytes())
}

// ParseECPrivateKey parses the ECPrivateKey of a key of the curve. The
// parameters may be absent (RFC 5915 §3: the context gives them) but, when
// present, must name the curve.
func (e *EC[E, S]) ParseECPrivateKey(der []byte) (*weierstrass.PrivateKey[E, S], error) {
	k, err := ParseECPrivateKey(der)
	if err != nil {
		return nil, err
	}
	if k.Params != nil {
		if err := e.Check(*k.Params); err != nil {
			return nil, err
		}
	}
	return PrivateKey(e.curve(), k)
}

// PrivateKey returns the private key k holds on curve, whose parameters the
// caller has checked. As crypto/x509 does, it accepts a private key octet
// string shorter than ScalarLen (leading zeros dropped, as old OpenSSL
// versions wrote) or longer with leading zeros only, though RFC 5915 §3
// fixes its length. The scalar must be in [1, n−1], and a public key, when
// present, must be the one of the private key.
func PrivateKey[E, S any](curve *weierstrass.Curve[E, S], k *ECPrivate) (*weierstrass.PrivateKey[E, S], error) {
	d := k.D
	size := curve.ScalarLen()
	for len(d) > size && d[0] == 0 {
		d = d[1:]
	}
	if len(d) > size {
		return nil, fmt.Errorf("ECPrivateKey private key is %d bytes, want %d", len(d), size)
	}
	buf := make([]byte, size)
	defer clear(buf)
	copy(buf[size-len(d):], d)
	priv, err := curve.NewPrivateKey(buf)
	if err != nil {
		return nil, err
	}
	if k.Public != nil {
		pub, err := curve.NewPublicKey(k.Public)
		if err != nil {
			return nil, fmt.Errorf("ECPrivateKey public key: %w", err)
		}
		if !pub.Equal(priv.PublicKey()) {
			return nil, errors.New("ECPrivateKey public key does not match its private key")
		}
	}
	return priv, nil
}
