package ecdsadef

import (
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"fmt"
)

// Stdlib is a curve as the standard library knows it, for the definitions
// of the NIST curves: their conversions to and from crypto/ecdsa and
// crypto/ecdh keys. Keys cross the boundary as their SEC 1 byte encodings,
// so each conversion re-validates the key. (The DER encodings are
// keyfmt's, for every curve; the tests check them byte for byte against
// crypto/x509's.)
type Stdlib struct {
	Name     string         // "P-256", as the errors name the curve
	Elliptic elliptic.Curve // elliptic.P256()
	ECDH     ecdh.Curve     // ecdh.P256()
}

// wrapStd returns err of the standard library with the definition's prefix.
func (d *Curve[E, S]) wrapStd(err error) error { return fmt.Errorf("%s: %w", d.Prefix, err) }

// PublicKeyToECDSA returns k as a crypto/ecdsa public key.
func (d *Curve[E, S]) PublicKeyToECDSA(k *publicKey[E, S]) (*ecdsa.PublicKey, error) {
	if err := d.CheckPublicKey(k); err != nil {
		return nil, err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(d.Stdlib.Elliptic, k.Bytes())
	if err != nil {
		return nil, d.wrapStd(err)
	}
	return pub, nil
}

// PublicKeyToECDH returns k as a crypto/ecdh public key.
func (d *Curve[E, S]) PublicKeyToECDH(k *publicKey[E, S]) (*ecdh.PublicKey, error) {
	if err := d.CheckPublicKey(k); err != nil {
		return nil, err
	}
	pub, err := d.Stdlib.ECDH.NewPublicKey(k.Bytes())
	if err != nil {
		return nil, d.wrapStd(err)
	}
	return pub, nil
}

// PublicKeyFromECDSA returns the public key of a crypto/ecdsa key on the
// curve.
func (d *Curve[E, S]) PublicKeyFromECDSA(pub *ecdsa.PublicKey) (*publicKey[E, S], error) {
	if pub == nil || pub.Curve != d.Stdlib.Elliptic {
		return nil, fmt.Errorf("%s: ecdsa public key is not on %s", d.Prefix, d.Stdlib.Name)
	}
	b, err := pub.Bytes()
	if err != nil {
		return nil, d.wrapStd(err)
	}
	return d.NewPublicKey(b)
}

// PublicKeyFromECDH returns the public key of a crypto/ecdh key of the
// curve.
func (d *Curve[E, S]) PublicKeyFromECDH(pub *ecdh.PublicKey) (*publicKey[E, S], error) {
	if pub == nil || pub.Curve() != d.Stdlib.ECDH {
		return nil, fmt.Errorf("%s: ecdh public key is not a %s key", d.Prefix, d.Stdlib.Name)
	}
	return d.NewPublicKey(pub.Bytes())
}

// PrivateKeyToECDSA returns k as a crypto/ecdsa private key.
func (d *Curve[E, S]) PrivateKeyToECDSA(k *privateKey[E, S]) (*ecdsa.PrivateKey, error) {
	if err := d.CheckPrivateKey(k); err != nil {
		return nil, err
	}
	b := k.Bytes()
	defer clear(b)
	priv, err := ecdsa.ParseRawPrivateKey(d.Stdlib.Elliptic, b)
	if err != nil {
		return nil, d.wrapStd(err)
	}
	return priv, nil
}

// PrivateKeyToECDH returns k as a crypto/ecdh private key.
func (d *Curve[E, S]) PrivateKeyToECDH(k *privateKey[E, S]) (*ecdh.PrivateKey, error) {
	if err := d.CheckPrivateKey(k); err != nil {
		return nil, err
	}
	b := k.Bytes()
	defer clear(b)
	priv, err := d.Stdlib.ECDH.NewPrivateKey(b)
	if err != nil {
		return nil, d.wrapStd(err)
	}
	return priv, nil
}

// PrivateKeyFromECDSA returns the private key of a crypto/ecdsa key on the
// curve.
func (d *Curve[E, S]) PrivateKeyFromECDSA(priv *ecdsa.PrivateKey) (*privateKey[E, S], error) {
	if priv == nil || priv.Curve != d.Stdlib.Elliptic {
		return nil, fmt.Errorf("%s: ecdsa private key is not on %s", d.Prefix, d.Stdlib.Name)
	}
	b, err := priv.Bytes()
	if err != nil {
		return nil, d.wrapStd(err)
	}
	defer clear(b)
	return d.NewPrivateKey(b)
}

// PrivateKeyFromECDH returns the private key of a crypto/ecdh key of the
// curve.
func (d *Curve[E, S]) PrivateKeyFromECDH(priv *ecdh.PrivateKey) (*privateKey[E, S], error) {
	if priv == nil || priv.Curve() != d.Stdlib.ECDH {
		return nil, fmt.Errorf("%s: ecdh private key is not a %s key", d.Prefix, d.Stdlib.Name)
	}
	b := priv.Bytes()
	defer clear(b)
	return d.NewPrivateKey(b)
}

// Public returns the public key of k as an *ecdsa.PublicKey, or a nil
// interface for the zero value: PrivateKey.Public of crypto.Signer.
func (d *Curve[E, S]) Public(k *privateKey[E, S]) crypto.PublicKey {
	if d.CheckPrivateKey(k) != nil {
		return nil
	}
	pub, err := d.PublicKeyToECDSA(k.PublicKey())
	if err != nil {
		return nil
	}
	return pub
}

// PublicKeyFromStdlib returns x, an *ecdsa.PublicKey or *ecdh.PublicKey on
// the curve, as an engine key, or nil for anything else.
func (d *Curve[E, S]) PublicKeyFromStdlib(x crypto.PublicKey) *publicKey[E, S] {
	var k *publicKey[E, S]
	switch x := x.(type) {
	case *ecdsa.PublicKey:
		k, _ = d.PublicKeyFromECDSA(x)
	case *ecdh.PublicKey:
		k, _ = d.PublicKeyFromECDH(x)
	}
	return k
}

// PrivateKeyFromStdlib returns x, an *ecdsa.PrivateKey or *ecdh.PrivateKey
// on the curve, as an engine key, or nil for anything else.
func (d *Curve[E, S]) PrivateKeyFromStdlib(x crypto.PrivateKey) *privateKey[E, S] {
	var k *privateKey[E, S]
	switch x := x.(type) {
	case *ecdsa.PrivateKey:
		k, _ = d.PrivateKeyFromECDSA(x)
	case *ecdh.PrivateKey:
		k, _ = d.PrivateKeyFromECDH(x)
	}
	return k
}
