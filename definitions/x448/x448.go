package x448

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/curves/montgomery"
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

// X448 returns the X448 function of RFC 7748 §5 of scalar and point, both
// 56 bytes: the shared secret of a private key and a peer's public key, or,
// with point the base point 5, the public key of scalar. The scalar is
// clamped (decodeScalar448) and a non-canonical point (an integer in
// [p, 2^448)) is reduced modulo p = 2^448 − 2^224 − 1, as the RFC requires.
// It returns ErrLowOrderPoint instead of the all-zero output, and an error
// for wrong lengths. Its running time does not depend on scalar or point.
// Neither argument is modified.
func X448(scalar, point []byte) ([]byte, error) {
	if err := checkLengths(scalar, point); err != nil {
		return nil, err
	}
	out := make([]byte, PointSize)
	if err := Curve().ScalarMult(out, scalar, point); err != nil {
		return nil, mapError(err)
	}
	return out, nil
}

// PublicKey returns the public key of the private key scalar (56 bytes):
// X448(scalar, 5), computed with edwards448's fixed-base tables and the
// 4-isogeny u = y²/x² onto curve448 (RFC 7748 §4.2). It returns
// ErrLowOrderPoint for the one private key (see ScalarBaseMult) whose
// public key would be all zeros.
func PublicKey(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, fmt.Errorf("x448: private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	out := make([]byte, PointSize)
	if err := Curve().ScalarBaseMult(out, scalar); err != nil {
		return nil, mapError(err)
	}
	return out, nil
}

// GenerateKey returns a new key pair, reading the 56-byte private key from
// random (crypto/rand.Reader if random is nil). The private key is kept as
// read, unclamped; every function clamps it on use.
func GenerateKey(random io.Reader) (publicKey, privateKey []byte, err error) {
	if random == nil {
		random = rand.Reader
	}
	privateKey = make([]byte, ScalarSize)
	if _, err := io.ReadFull(random, privateKey); err != nil {
		return nil, nil, fmt.Errorf("x448: reading a private key: %w", err)
	}
	publicKey, err = PublicKey(privateKey)
	if err != nil {
		return nil, nil, err
	}
	return publicKey, privateKey, nil
}

// ScalarMult sets dst = X448(scalar, point), like X448 but with fixed sizes
// and without allocating. It returns ErrLowOrderPoint, with dst set
// to zeros, when the shared secret is all zeros.
func ScalarMult(dst, scalar, point *[56]byte) error {
	return mapError(Curve().ScalarMult(dst[:], scalar[:], point[:]))
}

// ScalarBaseMult sets dst to the public key of scalar, X448(scalar, 5),
// without allocating. It returns ErrLowOrderPoint, with dst set to zeros,
// for the one clamped scalar whose public key is the point at infinity: 4n,
// n the order of the base point (a multiple of 4 in [2^447, 2^448)).
func ScalarBaseMult(dst, scalar *[56]byte) error {
	return mapError(Curve().ScalarBaseMult(dst[:], scalar[:]))
}

// checkLengths checks the lengths of X448's arguments.
func checkLengths(scalar, point []byte) error {
	if len(scalar) != ScalarSize || len(point) != PointSize {
		return fmt.Errorf("x448: scalar %d and point %d bytes, want %d and %d", len(scalar), len(point), ScalarSize, PointSize)
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
