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
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
)

// Function is one of the functions of RFC 7748 §5 on its curve. It is
// immutable and safe for concurrent use.
type Function[E any] struct {
	name        string // the package name, prefix of errors: "x25519"
	scalarSize  int
	pointSize   int
	curve       func() *montgomery.Curve[E]
	clamp       func(k []byte)
	errLowOrder error
	errLength   error
	lowOrder    func() []E // the canonical low-order u, as field elements
	elements    sync.Pool  // *E scratch of ValidatePublicKey, which would escape
}

// Params are what a definition gives New.
type Params[E any] struct {
	// Name is the package name, the prefix of every error ("x25519").
	Name string
	// ScalarSize and PointSize are the lengths of scalars and of
	// u-coordinates, in bytes.
	ScalarSize, PointSize int
	// Curve returns the curve, built on first use.
	Curve func() *montgomery.Curve[E]
	// Clamp is decodeScalar of RFC 7748 §5 (see the function Clamp).
	Clamp func(k []byte)
	// ErrLowOrder is returned instead of the all-zero output (RFC 7748
	// §6) and by ValidatePublicKey for a low-order point.
	ErrLowOrder error
	// ErrLength is matched (errors.Is) by every error about a length.
	ErrLength error
	// LowOrder are the u-coordinates, in [0, p), of the points of small
	// order on the curve and on its quadratic twist (the x-only ladder
	// computes on both): the x-coordinates of the h-torsion, h the larger
	// of the two cofactors. The point at infinity has no u and is absent.
	LowOrder []*big.Int
}

// New returns the function described by p.
func New[E any](p Params[E]) *Function[E] {
	x := &Function[E]{name: p.Name, scalarSize: p.ScalarSize, pointSize: p.PointSize, curve: p.Curve,
		clamp: p.Clamp, errLowOrder: p.ErrLowOrder, errLength: p.ErrLength}
	x.elements.New = func() any { return new(E) }
	x.lowOrder = sync.OnceValue(func() []E {
		f := p.Curve().Field()
		us := make([]E, len(p.LowOrder))
		for i, u := range p.LowOrder {
			if err := field.SetBig(f, &us[i], u); err != nil {
				panic(p.Name + ": internal error: low-order u: " + err.Error())
			}
		}
		return us
	})
	return x
}

// LengthError returns an error with the message name: format(args…) that
// matches sentinel with errors.Is: a length error that keeps its detailed
// message and is still testable.
func LengthError(sentinel error, name, format string, args ...any) error {
	return &lengthError{msg: name + ": " + fmt.Sprintf(format, args...), sentinel: sentinel}
}

// lengthError is an error about a length; see LengthError.
type lengthError struct {
	msg      string
	sentinel error
}

// Error returns the message.
func (e *lengthError) Error() string { return e.msg }

// Is makes errors.Is(err, sentinel) hold.
func (e *lengthError) Is(target error) bool { return target == e.sentinel }

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
		return nil, LengthError(x.errLength, x.name, "scalar %d and point %d bytes, want %d and %d", len(scalar), len(point), x.scalarSize, x.pointSize)
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
		return nil, LengthError(x.errLength, x.name, "private key is %d bytes, want %d", len(scalar), x.scalarSize)
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

// ClampScalar returns a clamped copy of scalar: decodeScalar of RFC 7748 §5
// as bytes, the scalar that DH multiplies by. It returns an error for a
// wrong length. It runs in time independent of scalar.
func (x *Function[E]) ClampScalar(scalar []byte) ([]byte, error) {
	if len(scalar) != x.scalarSize {
		return nil, LengthError(x.errLength, x.name, "scalar is %d bytes, want %d", len(scalar), x.scalarSize)
	}
	k := append(make([]byte, 0, x.scalarSize), scalar...)
	x.clamp(k)
	return k, nil
}

// ValidatePublicKey returns nil if point is PointSize bytes long and its
// u-coordinate, decoded as DH decodes it (high bits ignored, reduced mod p),
// is none of the Params.LowOrder values; otherwise a length error or the
// low-order error. A point it accepts gives DH outputs that depend on the
// whole clamped scalar; one it rejects gives the all-zero output, whatever
// the scalar. It runs in time independent of point.
func (x *Function[E]) ValidatePublicKey(point []byte) error {
	if len(point) != x.pointSize {
		return LengthError(x.errLength, x.name, "public key is %d bytes, want %d", len(point), x.pointSize)
	}
	c := x.curve()
	u := x.elements.Get().(*E)
	defer x.elements.Put(u)
	if err := c.DecodeU(u, point); err != nil {
		return fmt.Errorf("%s: internal error: %w", x.name, err)
	}
	f := c.Field()
	low, los := 0, x.lowOrder()
	for i := range los {
		low |= f.Equal(u, &los[i])
	}
	if low == 1 {
		return fmt.Errorf("%w (public key %x)", x.errLowOrder, point)
	}
	return nil
}

// mapError turns the engine's all-zero error into the low-order error.
func (x *Function[E]) mapError(err error) error {
	if errors.Is(err, montgomery.ErrZeroOutput) {
		return x.errLowOrder
	}
	return err
}
