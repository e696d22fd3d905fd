package bn254

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// ScalarSize is the length of an encoded scalar: 32 bytes, big-endian.
const ScalarSize = 32

// Scalar is an integer modulo r, the order of G1, G2 and GT. The zero value
// is 0 and ready to use. Scalars are compared with Equal, not ==. Every
// method is constant time.
type Scalar struct {
	v Fr
}

var errScalar = errors.New("bn254: scalar encoding is not 32 big-endian bytes below r")

// SetBytes sets s to the 32-byte big-endian integer b, which must be below
// r, and returns s; otherwise it returns nil and an error and leaves s
// unchanged.
func (s *Scalar) SetBytes(b []byte) (*Scalar, error) {
	if len(b) != ScalarSize {
		return nil, errScalar
	}
	if err := get().fr.SetBytes(&s.v, b); err != nil {
		return nil, errScalar
	}
	return s, nil
}

// SetUniformBytes sets s to the big-endian integer b reduced modulo r, and
// returns s. b must be 32 to 64 bytes long (EIP-196's ecMul takes any
// 32-byte integer, reduced this way); otherwise SetUniformBytes returns nil
// and an error.
func (s *Scalar) SetUniformBytes(b []byte) (*Scalar, error) {
	if len(b) < ScalarSize || len(b) > 2*ScalarSize {
		return nil, errors.New("bn254: uniform scalar input must be 32 to 64 bytes")
	}
	if err := get().fr.SetWideBytes(&s.v, b); err != nil {
		return nil, err
	}
	return s, nil
}

// SetUint64 sets s = v mod r and returns s.
func (s *Scalar) SetUint64(v uint64) *Scalar {
	get().fr.SetUint64(&s.v, v)
	return s
}

// SetBig sets s = k mod r and returns s. It is for tests and setup, and is
// not constant time.
func (s *Scalar) SetBig(k *big.Int) *Scalar {
	_ = field.SetBig(get().fr, &s.v, new(big.Int).Mod(k, orderR)) // reduced: cannot fail
	return s
}

// Bytes returns the 32-byte big-endian encoding of s.
func (s *Scalar) Bytes() []byte {
	b := make([]byte, ScalarSize)
	get().fr.PutBytes(b, &s.v)
	return b
}

// Add sets s = x + y and returns s.
func (s *Scalar) Add(x, y *Scalar) *Scalar { get().fr.Add(&s.v, &x.v, &y.v); return s }

// Multiply sets s = x·y and returns s.
func (s *Scalar) Multiply(x, y *Scalar) *Scalar { get().fr.Mul(&s.v, &x.v, &y.v); return s }

// IsZero returns 1 if s = 0 and 0 otherwise.
func (s *Scalar) IsZero() int { return get().fr.IsZero(&s.v) }

// Equal returns 1 if s = t and 0 otherwise.
func (s *Scalar) Equal(t *Scalar) int { return get().fr.Equal(&s.v, &t.v) }
