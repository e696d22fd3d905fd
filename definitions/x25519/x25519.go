package x25519

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/curves/montgomery"
)

const (
	// ScalarSize is the size of a private key: a 32-byte scalar, clamped by
	// every function that uses it (RFC 7748 §5).
	ScalarSize = 32
	// PointSize is the size of a public key and of a shared secret: a
	// little-endian u-coordinate (RFC 7748 §5).
	PointSize = 32
)

// ErrLowOrderPoint is returned when the shared secret would be all zeros:
// the peer's point has small order, so the result does not depend on the
// private key. RFC 7748 §6.1 allows this check and crypto/ecdh makes it;
// every function of this package does.
var ErrLowOrderPoint = errors.New("x25519: low-order point: the shared secret would be all zeros")

// X25519 returns the X25519 function of RFC 7748 §5 of scalar and point,
// both 32 bytes: the shared secret of a private key and a peer's public key,
// or, with point the base point 9, the public key of scalar. The scalar is
// clamped (decodeScalar25519), bit 255 of point is ignored, and a
// non-canonical point (an integer in [p, 2^255)) is reduced modulo
// p = 2^255 − 19, as the RFC requires. It returns ErrLowOrderPoint instead
// of the all-zero output, and an error for wrong lengths. Its running time
// does not depend on scalar or point. Neither argument is modified.
func X25519(scalar, point []byte) ([]byte, error) {
	if err := checkLengths(scalar, point); err != nil {
		return nil, err
	}
	out := make([]byte, PointSize)
	if err := Curve().ScalarMult(out, scalar, point); err != nil {
		return nil, mapError(err)
	}
	return out, nil
}

// PublicKey returns the public key of the private key scalar (32 bytes):
// X25519(scalar, 9), computed with edwards25519's fixed-base tables.
func PublicKey(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, fmt.Errorf("x25519: private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	out := make([]byte, PointSize)
	if err := Curve().ScalarBaseMult(out, scalar); err != nil {
		return nil, mapError(err)
	}
	return out, nil
}

// GenerateKey returns a new key pair, reading the 32-byte private key from
// random (crypto/rand.Reader if random is nil). The private key is kept as
// read, unclamped, like crypto/ecdh's; every function clamps it on use.
func GenerateKey(random io.Reader) (publicKey, privateKey []byte, err error) {
	if random == nil {
		random = rand.Reader
	}
	privateKey = make([]byte, ScalarSize)
	if _, err := io.ReadFull(random, privateKey); err != nil {
		return nil, nil, fmt.Errorf("x25519: reading a private key: %w", err)
	}
	publicKey, err = PublicKey(privateKey)
	if err != nil {
		return nil, nil, err
	}
	return publicKey, privateKey, nil
}

// ScalarMult sets dst = X25519(scalar, point), like X25519 but with fixed
// sizes and without allocating. It returns ErrLowOrderPoint, with dst set
// to zeros, when the shared secret is all zeros.
func ScalarMult(dst, scalar, point *[32]byte) error {
	return mapError(Curve().ScalarMult(dst[:], scalar[:], point[:]))
}

// ScalarBaseMult sets dst to the public key of scalar, X25519(scalar, 9),
// without allocating.
func ScalarBaseMult(dst, scalar *[32]byte) {
	if err := Curve().ScalarBaseMult(dst[:], scalar[:]); err != nil {
		// Clamped scalars are multiples of 8 in [2^254, 2^255), never a
		// multiple of the base point's order.
		panic("x25519: internal error: " + err.Error())
	}
}

// checkLengths checks the lengths of X25519's arguments.
func checkLengths(scalar, point []byte) error {
	if len(scalar) != ScalarSize || len(point) != PointSize {
		return fmt.Errorf("x25519: scalar %d and point %d bytes, want %d and %d", len(scalar), len(point), ScalarSize, PointSize)
	}
	return nil
}

// mapError turns the engine's all-zero error into ErrLowOrderPoint.
func mapError(err error) error {
	if errors.Is(err, montgomery.ErrZeroOutput) {
		return ErrLowOrderPoint
	}
	return err
}
