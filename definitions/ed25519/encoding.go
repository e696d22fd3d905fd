package ed25519

import (
	"crypto/ed25519"
	"crypto/x509"
	"encoding/base64"
	"fmt"
)

// MarshalPKCS8PrivateKey returns the PKCS #8 (RFC 5208, RFC 8410 §7)
// DER encoding of priv: a OneAsymmetricKey of version 0 with the algorithm
// id-Ed25519 (1.3.101.112) holding the seed, as crypto/x509 writes it.
func MarshalPKCS8PrivateKey(priv PrivateKey) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	der, err := x509.MarshalPKCS8PrivateKey(ed25519.PrivateKey(priv))
	if err != nil {
		return nil, fmt.Errorf("ed25519: %w", err)
	}
	return der, nil
}

// ParsePKCS8PrivateKey parses a PKCS #8 DER encoding of an Ed25519 private
// key (RFC 8410 §7), as crypto/x509.ParsePKCS8PrivateKey does, and returns
// the private key made from its seed. It returns an error for any other
// kind of key.
func ParsePKCS8PrivateKey(der []byte) (PrivateKey, error) {
	key, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("ed25519: %w", err)
	}
	k, ok := key.(ed25519.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("ed25519: PKCS #8 key is a %T, not an Ed25519 key", key)
	}
	return PrivateKey(k), nil
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo (RFC 5280, RFC 8410
// §4) DER encoding of pub, with the algorithm id-Ed25519 (1.3.101.112).
func MarshalPKIXPublicKey(pub PublicKey) ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	der, err := x509.MarshalPKIXPublicKey(ed25519.PublicKey(pub))
	if err != nil {
		return nil, fmt.Errorf("ed25519: %w", err)
	}
	return der, nil
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an
// Ed25519 public key (RFC 8410 §4), as crypto/x509.ParsePKIXPublicKey does.
// Like it, it checks the length of the key but not that it is a point (see
// NewPublicKey). It returns an error for any other kind of key.
func ParsePKIXPublicKey(der []byte) (PublicKey, error) {
	key, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		return nil, fmt.Errorf("ed25519: %w", err)
	}
	k, ok := key.(ed25519.PublicKey)
	if !ok {
		return nil, fmt.Errorf("ed25519: SubjectPublicKeyInfo holds a %T, not an Ed25519 key", key)
	}
	return PublicKey(k), nil
}

// MarshalBinary returns a copy of the 32 bytes of pub, implementing
// encoding.BinaryMarshaler. It returns an error if pub has the wrong length.
func (pub PublicKey) MarshalBinary() ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	return append([]byte(nil), pub...), nil
}

// UnmarshalBinary sets *pub to a copy of b after the checks of
// NewPublicKey, implementing encoding.BinaryUnmarshaler. On error *pub is
// unchanged.
func (pub *PublicKey) UnmarshalBinary(b []byte) error {
	k, err := NewPublicKey(b)
	if err != nil {
		return err
	}
	*pub = k
	return nil
}

// MarshalText returns the standard base64 encoding (RFC 4648 §4, padded) of
// pub, implementing encoding.TextMarshaler. Base64 is what encoding/json
// writes for a crypto/ed25519.PublicKey, so JSON documents keep their form
// when a key changes type.
func (pub PublicKey) MarshalText() ([]byte, error) {
	b, err := pub.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return base64.StdEncoding.AppendEncode(nil, b), nil
}

// UnmarshalText sets *pub to the public key whose standard base64 encoding
// is text, after the checks of NewPublicKey, implementing
// encoding.TextUnmarshaler. On error *pub is unchanged.
func (pub *PublicKey) UnmarshalText(text []byte) error {
	b, err := base64.StdEncoding.Strict().AppendDecode(nil, text)
	if err != nil {
		return fmt.Errorf("ed25519: public key text %q is not base64: %w", text, err)
	}
	return pub.UnmarshalBinary(b)
}

// MarshalBinary returns a copy of the 64 bytes of priv (seed ‖ public key),
// implementing encoding.BinaryMarshaler. It returns an error if priv has
// the wrong length.
func (priv PrivateKey) MarshalBinary() ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return append([]byte(nil), priv...), nil
}

// UnmarshalBinary sets *priv to a copy of b after the checks of
// NewPrivateKey (the public half must match the seed), implementing
// encoding.BinaryUnmarshaler. On error *priv is unchanged.
func (priv *PrivateKey) UnmarshalBinary(b []byte) error {
	k, err := NewPrivateKey(b)
	if err != nil {
		return err
	}
	*priv = k
	return nil
}
