package x448

import (
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/curvekit/curvekit/definitions/internal/xdh"
	"github.com/curvekit/curvekit/field/fp448"
)

const (
	// ScalarSize is the size of a private key: a 56-byte scalar, clamped by
	// every function that uses it (RFC 7748 §5).
	ScalarSize = 56
	// PointSize is the size of a public key and of a shared secret: a
	// little-endian u-coordinate (RFC 7748 §5).
	PointSize = 56
)

// ErrLowOrderPoint is returned when the result would be all zeros: the
// peer's point has small order, so the result does not depend on the
// private key — or, for one private key in 2^446, the clamped scalar is
// 4n (n the order of the base point), a multiple of the order of every
// point. RFC 7748 §6.1 allows this check; every function of this package
// makes it.
var ErrLowOrderPoint = errors.New("x448: low-order point: the shared secret would be all zeros")

// ErrInvalidLength is matched (with errors.Is) by every error of this
// package about the length of a scalar, point or key.
var ErrInvalidLength = errors.New("x448: invalid length")

// errNilArray is ScalarMult's and ScalarBaseMult's error for a nil array
// pointer: no bytes at all, so an invalid length.
var errNilArray = fmt.Errorf("%w: nil array", ErrInvalidLength)

// lowOrder are the u-coordinates of the points of small order that the x-only
// ladder can meet. curve448 has 4·n points, its quadratic twist 4·n′ (n, n′
// odd primes), and A² − 4 is not a square, so (0, 0) is the only point of
// order 2 on either: the x-coordinates of the 4-torsion of both are u = 0
// (order 2) and u = 1 and u = −1 (order 4, one on the curve and one on the
// twist), the u with u² = 1 that doubling sends to (0, 0). Their
// non-canonical encodings, p and p + 1, are left to DecodeU, which reduces
// them as X448 does.
var lowOrder = []*big.Int{
	big.NewInt(0),
	big.NewInt(1),
	new(big.Int).Sub(paramP(), big.NewInt(1)), // p − 1 = 2^448 − 2^224 − 2
}

// paramP returns p = 2^448 − 2^224 − 1.
func paramP() *big.Int {
	p := new(big.Int).Lsh(big.NewInt(1), 448)
	p.Sub(p, new(big.Int).Lsh(big.NewInt(1), 224))
	return p.Sub(p, big.NewInt(1))
}

// x448 is the function X448 on curve448, with the API the package shares
// with x25519 (definitions/internal/xdh).
var x448 = xdh.New(xdh.Params[fp448.Element]{
	Name:        "x448",
	ScalarSize:  ScalarSize,
	PointSize:   PointSize,
	Curve:       Curve,
	Clamp:       decodeScalar,
	ErrLowOrder: ErrLowOrderPoint,
	ErrLength:   ErrInvalidLength,
	LowOrder:    lowOrder,
})

// X448 returns the X448 function of RFC 7748 §5 of scalar and point, both
// 56 bytes: the shared secret of a private key and a peer's public key, or,
// with point the base point 5, the public key of scalar. The scalar is
// clamped (decodeScalar448) and a non-canonical point (an integer in
// [p, 2^448)) is reduced modulo p = 2^448 − 2^224 − 1, as the RFC requires.
// It returns ErrLowOrderPoint instead of the all-zero output, and an error
// for wrong lengths. Its running time does not depend on scalar or point.
// Neither argument is modified.
func X448(scalar, point []byte) ([]byte, error) { return x448.DH(scalar, point) }

// PublicKey returns the public key of the private key scalar (56 bytes):
// X448(scalar, 5), computed with edwards448's fixed-base tables and the
// 4-isogeny u = y²/x² onto curve448 (RFC 7748 §4.2). It returns
// ErrLowOrderPoint for the one private key (see ScalarBaseMult) whose
// public key would be all zeros.
func PublicKey(scalar []byte) ([]byte, error) { return x448.PublicKey(scalar) }

// GenerateKey returns a new key pair, reading the 56-byte private key from
// random (crypto/rand.Reader if random is nil). The private key is kept as
// read, unclamped; every function clamps it on use.
func GenerateKey(random io.Reader) (publicKey, privateKey []byte, err error) {
	return x448.GenerateKey(random)
}

// ScalarMult sets dst = X448(scalar, point), like X448 but with fixed sizes
// and without allocating. It returns ErrLowOrderPoint, with dst set
// to zeros, when the shared secret is all zeros.
func ScalarMult(dst, scalar, point *[56]byte) error {
	if dst == nil || scalar == nil || point == nil {
		return errNilArray
	}
	return x448.ScalarMult(dst[:], scalar[:], point[:])
}

// ScalarBaseMult sets dst to the public key of scalar, X448(scalar, 5),
// without allocating. It returns ErrLowOrderPoint, with dst set to zeros,
// for the one clamped scalar whose public key is the point at infinity: 4n,
// n the order of the base point (a multiple of 4 in [2^447, 2^448)).
func ScalarBaseMult(dst, scalar *[56]byte) error {
	if dst == nil || scalar == nil {
		return errNilArray
	}
	return x448.ScalarBaseMult(dst[:], scalar[:])
}

// Clamp returns decodeScalar448 of RFC 7748 §5 of the 56-byte scalar, as
// bytes, in a new slice: bits 0 and 1 cleared, bit 447 set. It is the scalar
// that X448 multiplies by. scalar is not modified. It returns an error
// matching ErrInvalidLength for a wrong length, and runs in time independent
// of scalar.
func Clamp(scalar []byte) ([]byte, error) { return x448.ClampScalar(scalar) }

// ValidatePublicKey returns nil if point is a 56-byte public key whose
// shared secrets depend on the private key, and otherwise an error matching
// ErrInvalidLength (a wrong length) or ErrLowOrderPoint. It rejects exactly
// the encodings that X448 maps to the all-zero output for every scalar:
// after reducing modulo p (RFC 7748 §5), u is 0, 1 or p − 1, which covers
// the non-canonical p and p + 1. Other non-canonical encodings (u in
// [p + 2, 2^448)) are accepted, as X448 reduces them. A protocol that needs
// contributory behaviour (RFC 7748 §7) checks peers' keys with it before
// DH. It runs in time independent of point.
func ValidatePublicKey(point []byte) error { return x448.ValidatePublicKey(point) }
