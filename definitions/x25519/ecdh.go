package x25519

import (
	"crypto/ecdh"
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
