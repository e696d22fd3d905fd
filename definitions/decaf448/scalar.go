package decaf448

import (
	"fmt"

	"github.com/curvekit/curvekit/field/fn448"
)

// Scalar is an integer modulo
// q = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
// the order of decaf448.
//
// The zero value is the scalar 0. Every method sets its receiver and returns
// it, any argument may alias the receiver, and every method runs in time
// independent of the scalars. Scalars are not comparable with ==: use Equal.
type Scalar struct {
	_ [0]func()
	s fn448.Element
}

// scalarField is q's field. Its encodings are 57 bytes, RFC 8032's length
// for Ed448; decaf448 scalars are 56 bytes little-endian, and since
// q < 2^446 the 57th byte is always 0.
var scalarField fn448.Field

// NewScalar returns a new Scalar set to 0.
func NewScalar() *Scalar { return new(Scalar) }

// Zero sets s = 0, and returns s.
func (s *Scalar) Zero() *Scalar { scalarField.Zero(&s.s); return s }

// One sets s = 1, and returns s.
func (s *Scalar) One() *Scalar { scalarField.One(&s.s); return s }

// Set sets s = x, and returns s.
func (s *Scalar) Set(x *Scalar) *Scalar { s.s = x.s; return s }

// Add sets s = x + y mod q, and returns s.
func (s *Scalar) Add(x, y *Scalar) *Scalar { scalarField.Add(&s.s, &x.s, &y.s); return s }

// Subtract sets s = x − y mod q, and returns s.
func (s *Scalar) Subtract(x, y *Scalar) *Scalar { scalarField.Sub(&s.s, &x.s, &y.s); return s }

// Multiply sets s = x·y mod q, and returns s.
func (s *Scalar) Multiply(x, y *Scalar) *Scalar { scalarField.Mul(&s.s, &x.s, &y.s); return s }

// Negate sets s = −x mod q, and returns s.
func (s *Scalar) Negate(x *Scalar) *Scalar { scalarField.Neg(&s.s, &x.s); return s }

// Invert sets s = 1/x mod q, and returns s. The inverse of 0 is 0.
func (s *Scalar) Invert(x *Scalar) *Scalar { scalarField.Inverse(&s.s, &x.s); return s }

// Equal returns 1 if s and u are equal, and 0 otherwise.
func (s *Scalar) Equal(u *Scalar) int { return scalarField.Equal(&s.s, &u.s) }

// SetCanonicalBytes sets s to the 56-byte little-endian integer b and
// returns s, or returns nil and an error, leaving s unchanged, if b is not
// 56 bytes or encodes an integer ≥ q.
func (s *Scalar) SetCanonicalBytes(b []byte) (*Scalar, error) {
	if len(b) != ScalarSize {
		return nil, fmt.Errorf("decaf448: scalar encoding is %d bytes, want %d", len(b), ScalarSize)
	}
	var b57 [ScalarSize + 1]byte
	copy(b57[:], b)
	if err := scalarField.SetBytes(&s.s, b57[:]); err != nil {
		return nil, fmt.Errorf("decaf448: scalar encoding %x is not below the group order", b)
	}
	return s, nil
}

// SetUniformBytes sets s to the 64-byte little-endian integer b reduced
// modulo q, and returns s, the reduction of RFC 9497's HashToScalar for
// decaf448. The result is within 2^−66 of uniform when b is uniform. It
// returns nil and an error, leaving s unchanged, if b is not 64 bytes.
func (s *Scalar) SetUniformBytes(b []byte) (*Scalar, error) {
	if len(b) != UniformScalarSize {
		return nil, fmt.Errorf("decaf448: uniform scalar input is %d bytes, want %d", len(b), UniformScalarSize)
	}
	if err := scalarField.SetWideBytes(&s.s, b); err != nil {
		return nil, fmt.Errorf("decaf448: internal error: %w", err)
	}
	return s, nil
}

// Bytes returns the 56-byte little-endian canonical encoding of s.
func (s *Scalar) Bytes() []byte {
	var b [ScalarSize + 1]byte
	scalarField.PutBytes(b[:], &s.s)
	return b[:ScalarSize]
}
