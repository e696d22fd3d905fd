package x25519

import (
	"crypto/ecdh"
	"crypto/x509"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/definitions/internal/xdh"
)

// ECDHPrivateKey returns the private key scalar (32 bytes) as a
// crypto/ecdh X25519 key, which holds the same bytes.
func ECDHPrivateKey(scalar []byte) (*ecdh.PrivateKey, error) {
	if len(scalar) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	return ecdh.X25519().NewPrivateKey(scalar)
}

// ECDHPublicKey returns the public key point (32 bytes) as a crypto/ecdh
// X25519 key.
func ECDHPublicKey(point []byte) (*ecdh.PublicKey, error) {
	if len(point) != PointSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "public key is %d bytes, want %d", len(point), PointSize)
	}
	return ecdh.X25519().NewPublicKey(point)
}

// PrivateKeyFromECDH returns the 32-byte private key of a crypto/ecdh
// X25519 key, or an error for a key of another curve.
func PrivateKeyFromECDH(k *ecdh.PrivateKey) ([]byte, error) {
	if k == nil {
		return nil, errors.New("x25519: nil private key")
	}
	if k.Curve() != ecdh.X25519() {
		return nil, fmt.Errorf("x25519: not an X25519 private key: %v", k.Curve())
	}
	return k.Bytes(), nil
}

// PublicKeyFromECDH returns the 32-byte public key of a crypto/ecdh X25519
// key, or an error for a key of another curve.
func PublicKeyFromECDH(k *ecdh.PublicKey) ([]byte, error) {
	if k == nil {
		return nil, errors.New("x25519: nil public key")
	}
	if k.Curve() != ecdh.X25519() {
		return nil, fmt.Errorf("x25519: not an X25519 public key: %v", k.Curve())
	}
	return k.Bytes(), nil
}

// MarshalPKCS8PrivateKey returns the PKCS #8 (RFC 5958) DER encoding of the
// private key scalar with the algorithm identifier id-X25519 (1.3.101.110)
// of RFC 8410 §3 and the key as a CurvePrivateKey octet string (§7), as
// crypto/x509 writes it.
func MarshalPKCS8PrivateKey(scalar []byte) ([]byte, error) {
	k, err := ECDHPrivateKey(scalar)
	if err != nil {
		return nil, err
	}
	return x509.MarshalPKCS8PrivateKey(k)
}

// ParsePKCS8PrivateKey parses an X25519 private key in PKCS #8 DER form
// (RFC 8410 §7), with crypto/x509, and returns its 32 bytes. It returns an
// error for malformed input and for keys of other algorithms.
func ParsePKCS8PrivateKey(der []byte) ([]byte, error) {
	k, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("x25519: %w", err)
	}
	ek, ok := k.(*ecdh.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("x25519: PKCS #8 key is a %T, not an X25519 key", k)
	}
	return PrivateKeyFromECDH(ek)
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo (RFC 5280) DER
// encoding of the public key point, with id-X25519 and no parameters
// (RFC 8410 §4).
func MarshalPKIXPublicKey(point []byte) ([]byte, error) {
	k, err := ECDHPublicKey(point)
	if err != nil {
		return nil, err
	}
	return x509.MarshalPKIXPublicKey(k)
}

// ParsePKIXPublicKey parses an X25519 public key in SubjectPublicKeyInfo
// DER form (RFC 8410 §4), with crypto/x509, and returns its 32 bytes.
func ParsePKIXPublicKey(der []byte) ([]byte, error) {
	k, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		return nil, fmt.Errorf("x25519: %w", err)
	}
	ek, ok := k.(*ecdh.PublicKey)
	if !ok {
		return nil, fmt.Errorf("x25519: SubjectPublicKeyInfo key is a %T, not an X25519 key", k)
	}
	return PublicKeyFromECDH(ek)
}
