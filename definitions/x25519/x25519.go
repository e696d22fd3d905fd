package x25519

import (
	"errors"
	"io"

	"github.com/curvekit/curvekit/definitions/internal/xdh"
	"github.com/curvekit/curvekit/field/fp25519"
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

// x25519 is the function X25519 on curve25519, with the API the package
// shares with x448 (definitions/internal/xdh).
var x25519 = xdh.New[fp25519.Element]("x25519", ScalarSize, PointSize, Curve, ErrLowOrderPoint)

// X25519 returns the X25519 function of RFC 7748 §5 of scalar and point,
// both 32 bytes: the shared secret of a private key and a peer's public key,
// or, with point the base point 9, the public key of scalar. The scalar is
// clamped (decodeScalar25519), bit 255 of point is ignored, and a
// non-canonical point (an integer in [p, 2^255)) is reduced modulo
// p = 2^255 − 19, as the RFC requires. It returns ErrLowOrderPoint instead
// of the all-zero output, and an error for wrong lengths. Its running time
// does not depend on scalar or point. Neither argument is modified.
func X25519(scalar, point []byte) ([]byte, error) { return x25519.DH(scalar, point) }

// PublicKey returns the public key of the private key scalar (32 bytes):
// X25519(scalar, 9), computed with edwards25519's fixed-base tables.
func PublicKey(scalar []byte) ([]byte, error) { return x25519.PublicKey(scalar) }

// GenerateKey returns a new key pair, reading the 32-byte private key from
// random (crypto/rand.Reader if random is nil). The private key is kept as
// read, unclamped, like crypto/ecdh's; every function clamps it on use.
func GenerateKey(random io.Reader) (publicKey, privateKey []byte, err error) {
	return x25519.GenerateKey(random)
}

// ScalarMult sets dst = X25519(scalar, point), like X25519 but with fixed
// sizes and without allocating. It returns ErrLowOrderPoint, with dst set
// to zeros, when the shared secret is all zeros.
func ScalarMult(dst, scalar, point *[32]byte) error {
	return x25519.ScalarMult(dst[:], scalar[:], point[:])
}

// ScalarBaseMult sets dst to the public key of scalar, X25519(scalar, 9),
// without allocating.
func ScalarBaseMult(dst, scalar *[32]byte) {
	if err := x25519.ScalarBaseMult(dst[:], scalar[:]); err != nil {
		// Clamped scalars are multiples of 8 in [2^254, 2^255), never a
		// multiple of the base point's order.
		panic("x25519: internal error: " + err.Error())
	}
}
