package ristretto255

import (
	"fmt"

	"github.com/curvekit/curvekit/field/fn25519"
)

// Scalar is an integer modulo ℓ = 2^252 + 27742317777372353535851937790883648493,
// the order of ristretto255.
//
// The zero value is the scalar 0. Every method sets its receiver and returns
// it, any argument may alias the receiver, and every method runs in time
// independent of the scalars. Scalars are not comparable with ==: use Equal.
type Scalar struct {
	_ [0]func()
	s fn25519.Element
}

// scalarField is ℓ's field, whose encodings are 32 bytes little-endian as
// RFC 9496 §4.4 requires.
var scalarField fn25519.Field

// NewScalar returns a new Scalar set to 0.
func NewScalar() *Scalar { return new(Scalar) }

// Zero sets s = 0, and returns s.
func (s *Scalar) Zero() *Scalar { scalarField.Zero(&s.s); return s }

// One sets s = 1, and returns s.
func (s *Scalar) One() *Scalar { scalarField.One(&s.s); return s }

// Set sets s = x, and returns s.
func (s *Scalar) Set(x *Scalar) *Scalar { s.s = x.s; return s }

// Add sets s = x + y mod ℓ, and returns s.
func (s *Scalar) Add(x, y *Scalar) *Scalar { scalarField.Add(&s.s, &x.s, &y.s); return s }

// Subtract sets s = x − y mod ℓ, and returns s.
func (s *Scalar) Subtract(x, y *Scalar) *Scalar { scalarField.Sub(&s.s, &x.s, &y.s); return s }

// Multiply sets s = x·y mod ℓ, and returns s.
func (s *Scalar) Multiply(x, y *Scalar) *Scalar { scalarField.Mul(&s.s, &x.s, &y.s); return s }

// Negate sets s = −x mod ℓ, and returns s.
func (s *Scalar) Negate(x *Scalar) *Scalar { scalarField.Neg(&s.s, &x.s); return s }

// Invert sets s = 1/x mod ℓ, and returns s. The inverse of 0 is 0.
func (s *Scalar) Invert(x *Scalar) *Scalar { scalarField.Inverse(&s.s, &x.s); return s }

// Equal returns 1 if s and u are equal, and 0 otherwise.
func (s *Scalar) Equal(u *Scalar) int { return scalarField.Equal(&s.s, &u.s) }

// SetCanonicalBytes sets s to the 32-byte little-endian integer b and
// returns s, or returns nil and an error, leaving s unchanged, if b is not
// 32 bytes or encodes an integer ≥ ℓ.
func (s *Scalar) SetCanonicalBytes(b []byte) (*Scalar, error) {
	if len(b) != ScalarSize {
		return nil, fmt.Errorf("ristretto255: scalar encoding is %d bytes, want %d", len(b), ScalarSize)
	}
	if err := scalarField.SetBytes(&s.s, b); err != nil {
		return nil, fmt.Errorf("ristretto255: scalar encoding %x is not below the group order", b)
	}
	return s, nil
}

// SetUniformBytes sets s to the 64-byte little-endian integer b reduced
// modulo ℓ (RFC 9496 §4.4), and returns s. The result is within 2^−259 of
// uniform when b is uniform. It returns nil and an error, leaving s
// unchanged, if b is not 64 bytes.
func (s *Scalar) SetUniformBytes(b []byte) (*Scalar, error) {
	if len(b) != UniformSize {
		return nil, fmt.Errorf("ristretto255: uniform scalar input is %d bytes, want %d", len(b), UniformSize)
	}
	if err := scalarField.SetWideBytes(&s.s, b); err != nil {
		return nil, fmt.Errorf("ristretto255: internal error: %w", err)
	}
	return s, nil
}

// Bytes returns the 32-byte little-endian canonical encoding of s.
func (s *Scalar) Bytes() []byte {
	var b [ScalarSize]byte
	scalarField.PutBytes(b[:], &s.s)
	return b[:]
}
