package x25519

import (
	"errors"
	"fmt"
	"io"
	"math/big"

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

// ErrInvalidLength is matched (with errors.Is) by every error of this
// package about the length of a scalar, point or key.
var ErrInvalidLength = errors.New("x25519: invalid length")

// errNilArray is ScalarMult's and ScalarBaseMult's error for a nil array
// pointer: no bytes at all, so an invalid length.
var errNilArray = fmt.Errorf("%w: nil array", ErrInvalidLength)

// lowOrder are the u-coordinates of the points of small order that the x-only
// ladder can meet. curve25519 has 8·n points, its quadratic twist 4·n′ (n,
// n′ odd primes), and A² − 4 is not a square, so (0, 0) is the only point of
// order 2 on either: the x-coordinates of the 8-torsion of the curve and the
// 4-torsion of the twist are u = 0 (order 2), u = 1 and u = −1 (order 4, one
// on the curve and one on the twist) and the two u of the points of order 8.
// These five are libsodium's blocklist with its non-canonical members
// (p, p + 1 and the copies with bit 255 set) left to DecodeU, which reduces
// them to 0 and 1 as X25519 does.
//
// The order is libsodium's: 0, 1, the two u of order 8, p − 1.
var lowOrder = []*big.Int{
	big.NewInt(0),
	big.NewInt(1),
	mustDecimal("325606250916557431795983626356110631294008115727848805560023387167927233504"),
	mustDecimal("39382357235489614581723060781553021112529911719440698176882885853963445705823"),
	new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(20)), // p − 1 = 2^255 − 20
}

// mustDecimal parses a decimal constant of this package.
func mustDecimal(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("x25519: internal error: bad constant " + s)
	}
	return x
}

// x25519 is the function X25519 on curve25519, with the API the package
// shares with x448 (definitions/internal/xdh).
var x25519 = xdh.New(xdh.Params[fp25519.Element]{
	Name:        "x25519",
	ScalarSize:  ScalarSize,
	PointSize:   PointSize,
	Curve:       Curve,
	Clamp:       decodeScalar,
	ErrLowOrder: ErrLowOrderPoint,
	ErrLength:   ErrInvalidLength,
	LowOrder:    lowOrder,
})

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
	if dst == nil || scalar == nil || point == nil {
		return errNilArray
	}
	return x25519.ScalarMult(dst[:], scalar[:], point[:])
}

// ScalarBaseMult sets dst to the public key of scalar, X25519(scalar, 9),
// without allocating. It returns an error, as x448.ScalarBaseMult does, so
// that the two packages have one shape; for X25519 the error is always nil:
// a clamped scalar is a multiple of 8 in [2^254, 2^255), never a multiple
// of the base point's order n ≈ 2^252 (8n > 2^255).
func ScalarBaseMult(dst, scalar *[32]byte) error {
	if dst == nil || scalar == nil {
		return errNilArray
	}
	return x25519.ScalarBaseMult(dst[:], scalar[:])
}

// Clamp returns decodeScalar25519 of RFC 7748 §5 of the 32-byte scalar, as
// bytes, in a new slice: bits 0, 1, 2 and 255 cleared, bit 254 set. It is
// the scalar that X25519 multiplies by, and the form of the secret scalar
// of an Ed25519 key pair (ed25519.PrivateKey.ToX25519). scalar is not
// modified. It returns an error matching ErrInvalidLength for a wrong
// length, and runs in time independent of scalar.
func Clamp(scalar []byte) ([]byte, error) { return x25519.ClampScalar(scalar) }

// ValidatePublicKey returns nil if point is a 32-byte public key whose
// shared secrets depend on the private key, and otherwise an error matching
// ErrInvalidLength (a wrong length) or ErrLowOrderPoint. It rejects exactly
// the encodings that X25519 would map to the all-zero output for every
// scalar: after ignoring bit 255 and reducing modulo p (RFC 7748 §5), u is
// 0, 1, p − 1 or one of the two u-coordinates of points of order 8
// (e0eb7a7c…b800 and 5f9c95bc…1157 little-endian), which covers the
// non-canonical p and p + 1 and every copy with bit 255 set: libsodium's
// blocklist. Other non-canonical encodings (u in [p + 2, 2^255)) are
// accepted, as X25519 reduces them. A protocol that needs contributory
// behaviour (RFC 7748 §7) checks peers' keys with it before DH, rather
// than after, where ErrLowOrderPoint says the same. It runs in time
// independent of point.
func ValidatePublicKey(point []byte) error { return x25519.ValidatePublicKey(point) }
