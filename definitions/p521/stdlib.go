package p521

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/x509"
	"errors"
	"fmt"
)

// Conversions to and from the standard library's P-521 keys, and the DER
// encodings of crypto/x509 (PKCS #8, SPKI, SEC 1 ECPrivateKey) through them.
// Keys cross the boundary as their SEC 1 byte encodings, so each conversion
// re-validates the key.

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

// ToECDSA returns k as a crypto/ecdsa public key.
func (k *PublicKey) ToECDSA() (*ecdsa.PublicKey, error) {
	if err := def.CheckPublicKey(k.engine()); err != nil {
		return nil, err
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P521(), k.Bytes())
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return pub, nil
}

// ToECDH returns k as a crypto/ecdh P-521 public key.
func (k *PublicKey) ToECDH() (*ecdh.PublicKey, error) {
	if err := def.CheckPublicKey(k.engine()); err != nil {
		return nil, err
	}
	pub, err := ecdh.P521().NewPublicKey(k.Bytes())
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return pub, nil
}

// PublicKeyFromECDSA returns the public key of a crypto/ecdsa key on P-521.
func PublicKeyFromECDSA(pub *ecdsa.PublicKey) (*PublicKey, error) {
	if pub == nil || pub.Curve != elliptic.P521() {
		return nil, errors.New("p521: ecdsa public key is not on P-521")
	}
	b, err := pub.Bytes()
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return NewPublicKey(b)
}

// PublicKeyFromECDH returns the public key of a crypto/ecdh P-521 key.
func PublicKeyFromECDH(pub *ecdh.PublicKey) (*PublicKey, error) {
	if pub == nil || pub.Curve() != ecdh.P521() {
		return nil, errors.New("p521: ecdh public key is not a P-521 key")
	}
	return NewPublicKey(pub.Bytes())
}

// ToECDSA returns k as a crypto/ecdsa private key.
func (k *PrivateKey) ToECDSA() (*ecdsa.PrivateKey, error) {
	if err := def.CheckPrivateKey(k.engine()); err != nil {
		return nil, err
	}
	b := k.Bytes()
	defer clear(b)
	priv, err := ecdsa.ParseRawPrivateKey(elliptic.P521(), b)
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return priv, nil
}

// ToECDH returns k as a crypto/ecdh P-521 private key.
func (k *PrivateKey) ToECDH() (*ecdh.PrivateKey, error) {
	if err := def.CheckPrivateKey(k.engine()); err != nil {
		return nil, err
	}
	b := k.Bytes()
	defer clear(b)
	priv, err := ecdh.P521().NewPrivateKey(b)
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return priv, nil
}

// PrivateKeyFromECDSA returns the private key of a crypto/ecdsa key on P-521.
func PrivateKeyFromECDSA(priv *ecdsa.PrivateKey) (*PrivateKey, error) {
	if priv == nil || priv.Curve != elliptic.P521() {
		return nil, errors.New("p521: ecdsa private key is not on P-521")
	}
	b, err := priv.Bytes()
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	defer clear(b)
	return NewPrivateKey(b)
}

// PrivateKeyFromECDH returns the private key of a crypto/ecdh P-521 key.
func PrivateKeyFromECDH(priv *ecdh.PrivateKey) (*PrivateKey, error) {
	if priv == nil || priv.Curve() != ecdh.P521() {
		return nil, errors.New("p521: ecdh private key is not a P-521 key")
	}
	b := priv.Bytes()
	defer clear(b)
	return NewPrivateKey(b)
}

// ParsePKCS8PrivateKey parses a PKCS #8 PrivateKeyInfo (RFC 5208, with the
// id-ecPublicKey algorithm and the secp521r1 parameters of RFC 5480) with
// crypto/x509, refusing keys of other types or curves.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	k, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	switch k := k.(type) {
	case *ecdsa.PrivateKey:
		return PrivateKeyFromECDSA(k)
	case *ecdh.PrivateKey:
		return PrivateKeyFromECDH(k)
	}
	return nil, fmt.Errorf("p521: PKCS #8 key is a %T, not a P-521 key", k)
}

// MarshalPKCS8 returns k as a PKCS #8 PrivateKeyInfo, as
// x509.MarshalPKCS8PrivateKey encodes an ecdsa key.
func (k *PrivateKey) MarshalPKCS8() ([]byte, error) {
	e, err := k.ToECDSA()
	if err != nil {
		return nil, err
	}
	return x509.MarshalPKCS8PrivateKey(e)
}

// ParseECPrivateKey parses a SEC 1 ECPrivateKey structure (RFC 5915) with
// crypto/x509, refusing keys of other curves.
func ParseECPrivateKey(der []byte) (*PrivateKey, error) {
	k, err := x509.ParseECPrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	return PrivateKeyFromECDSA(k)
}

// MarshalECPrivateKey returns k as a SEC 1 ECPrivateKey structure (RFC 5915),
// with the curve parameters and the public key, as x509.MarshalECPrivateKey
// does.
func (k *PrivateKey) MarshalECPrivateKey() ([]byte, error) {
	e, err := k.ToECDSA()
	if err != nil {
		return nil, err
	}
	return x509.MarshalECPrivateKey(e)
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo (RFC 5280, RFC 5480)
// of a P-521 key with crypto/x509, refusing keys of other types or curves.
// It accepts only the canonical DER that MarshalPKIX produces (an
// uncompressed point): crypto/x509 alone tolerates trailing elements inside
// the structure, which the Wycheproof tests flag.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	k, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		return nil, fmt.Errorf("p521: %w", err)
	}
	var pub *PublicKey
	switch k := k.(type) {
	case *ecdsa.PublicKey:
		pub, err = PublicKeyFromECDSA(k)
	case *ecdh.PublicKey:
		pub, err = PublicKeyFromECDH(k)
	default:
		return nil, fmt.Errorf("p521: SPKI key is a %T, not a P-521 key", k)
	}
	if err != nil {
		return nil, err
	}
	canonical, err := pub.MarshalPKIX()
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(canonical, der) {
		return nil, errors.New("p521: SubjectPublicKeyInfo is not in canonical DER")
	}
	return pub, nil
}

// MarshalPKIX returns k as a DER SubjectPublicKeyInfo with the uncompressed
// point, as x509.MarshalPKIXPublicKey encodes an ecdsa key.
func (k *PublicKey) MarshalPKIX() ([]byte, error) {
	e, err := k.ToECDSA()
	if err != nil {
		return nil, err
	}
	return x509.MarshalPKIXPublicKey(e)
}

// publicKeyFromStdlib returns x, an *ecdsa.PublicKey or *ecdh.PublicKey on
// P-521, as a *PublicKey, or nil for anything else.
func publicKeyFromStdlib(x crypto.PublicKey) *PublicKey {
	var k *PublicKey
	switch x := x.(type) {
	case *ecdsa.PublicKey:
		k, _ = PublicKeyFromECDSA(x)
	case *ecdh.PublicKey:
		k, _ = PublicKeyFromECDH(x)
	}
	return k
}

// privateKeyFromStdlib returns x, an *ecdsa.PrivateKey or *ecdh.PrivateKey
// on P-521, as a *PrivateKey, or nil for anything else.
func privateKeyFromStdlib(x crypto.PrivateKey) *PrivateKey {
	var k *PrivateKey
	switch x := x.(type) {
	case *ecdsa.PrivateKey:
		k, _ = PrivateKeyFromECDSA(x)
	case *ecdh.PrivateKey:
		k, _ = PrivateKeyFromECDH(x)
	}
	return k
}
