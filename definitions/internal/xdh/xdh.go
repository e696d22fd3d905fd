// Package xdh is the X-only Diffie–Hellman layer that definitions/x25519
// and definitions/x448 share: the functions X25519 and X448 of RFC 7748 §5
// with their byte-level API (lengths, clamping, the all-zero output check,
// public keys, key generation), over a curve of curves/montgomery. A
// definition is a page of parameters — its curve, its sizes, its
// low-order error — and the extras of its own (x25519's crypto/ecdh
// conversions, PKCS #8 and SPKI encodings).
package xdh

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/curves/montgomery"
)

// Function is one of the functions of RFC 7748 §5 on its curve. It is
// immutable and safe for concurrent use.
type Function[E any] struct {
	name        string // the package name, prefix of errors: "x25519"
	scalarSize  int
	pointSize   int
	curve       func() *montgomery.Curve[E]
	errLowOrder error
}

// New returns the function named name (the prefix of its errors) on the
// curve that curve returns (built on first use), with scalars of
// scalarSize bytes and points of pointSize bytes. errLowOrder is the error
// returned instead of the all-zero output (RFC 7748 §6).
func New[E any](name string, scalarSize, pointSize int, curve func() *montgomery.Curve[E], errLowOrder error) *Function[E] {
	return &Function[E]{name: name, scalarSize: scalarSize, pointSize: pointSize, curve: curve, errLowOrder: errLowOrder}
}

// Clamp returns decodeScalar of RFC 7748 §5 for a curve whose cofactor is
// 2^cofactorBits and whose ladder walks bits bits: it clears the low
// cofactorBits bits (a multiple of the cofactor), clears the bits at
// positions bits and above of the last byte and sets bit bits−1 (a
// constant ladder length). decodeScalar25519 is Clamp(3, 255),
// decodeScalar448 Clamp(2, 448). The returned function changes k in place
// at fixed positions, in time independent of k.
func Clamp(cofactorBits, bits int) func(k []byte) {
	top, bit := (bits-1)/8, uint((bits-1)%8)
	low := byte(0xff) << cofactorBits
	high := byte(1)<<(bit+1) - 1 // bits 0..bit of the last byte
	set := byte(1) << bit
	return func(k []byte) {
		k[0] &= low
		k[top] &= high
		k[top] |= set
	}
}

// DH returns the function of scalar and point (X25519, X448): the shared
// secret of a private key and a peer's public key, or, with point the base
// point, the public key of scalar. The scalar is clamped, the bits of point
// above p's bit length are ignored and a non-canonical point is reduced, as
// RFC 7748 requires. It returns the low-order error instead of the all-zero
// output, and an error for wrong lengths. Its running time does not depend
// on scalar or point. Neither argument is modified.
func (x *Function[E]) DH(scalar, point []byte) ([]byte, error) {
	if len(scalar) != x.scalarSize || len(point) != x.pointSize {
		return nil, fmt.Errorf("%s: scalar %d and point %d bytes, want %d and %d", x.name, len(scalar), len(point), x.scalarSize, x.pointSize)
	}
	out := make([]byte, x.pointSize)
	if err := x.curve().ScalarMult(out, scalar, point); err != nil {
		return nil, x.mapError(err)
	}
	return out, nil
}

// PublicKey returns the public key of the private key scalar: DH(scalar,
// base point), computed with the curve's fixed-base multiplication.
func (x *Function[E]) PublicKey(scalar []byte) ([]byte, error) {
	if len(scalar) != x.scalarSize {
		return nil, fmt.Errorf("%s: private key is %d bytes, want %d", x.name, len(scalar), x.scalarSize)
	}
	out := make([]byte, x.pointSize)
	if err := x.curve().ScalarBaseMult(out, scalar); err != nil {
		return nil, x.mapError(err)
	}
	return out, nil
}

// GenerateKey returns a new key pair, reading the private key from random
// (crypto/rand.Reader if random is nil). The private key is kept as read,
// unclamped, like crypto/ecdh's; every function clamps it on use.
func (x *Function[E]) GenerateKey(random io.Reader) (publicKey, privateKey []byte, err error) {
	if random == nil {
		random = rand.Reader
	}
	privateKey = make([]byte, x.scalarSize)
	if _, err := io.ReadFull(random, privateKey); err != nil {
		return nil, nil, fmt.Errorf("%s: reading a private key: %w", x.name, err)
	}
	publicKey, err = x.PublicKey(privateKey)
	if err != nil {
		return nil, nil, err
	}
	return publicKey, privateKey, nil
}

// ScalarMult sets dst = DH(scalar, point) without allocating; the lengths
// are the caller's fixed-size arrays. It returns the low-order error, with
// dst set to zeros, when the result is all zeros.
func (x *Function[E]) ScalarMult(dst, scalar, point []byte) error {
	return x.mapError(x.curve().ScalarMult(dst, scalar, point))
}

// ScalarBaseMult sets dst to the public key of scalar without allocating.
// It returns the low-order error, with dst set to zeros, when the public
// key is the point at infinity (for a clamped scalar, only a multiple of
// the base point's order can give it).
func (x *Function[E]) ScalarBaseMult(dst, scalar []byte) error {
	return x.mapError(x.curve().ScalarBaseMult(dst, scalar))
}

// mapError turns the engine's all-zero error into the low-order error.
func (x *Function[E]) mapError(err error) error {
	if errors.Is(err, montgomery.ErrZeroOutput) {
		return x.errLowOrder
	}
	return err
}
