package group

import (
	"crypto/rand"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/field"
)

// scalarField is the scalar field of one group: the field arithmetic of the
// engine, and the length of the encoding the protocols use, which may be
// shorter than the field's own (decaf448's scalars take 56 bytes, where
// fn448 encodes in RFC 8032's 57).
type scalarField[S any] struct {
	f      field.Field[S]
	name   string // the group's name, for errors
	encLen int
}

// scalar is the one implementation of Scalar, for every group.
type scalar[S any] struct {
	_  [0]func()
	sf *scalarField[S]
	v  S
}

func (sf *scalarField[S]) newScalar() *scalar[S] { return &scalar[S]{sf: sf} }

// of returns x as a scalar of sf, panicking for a scalar of another group.
func (sf *scalarField[S]) of(x Scalar) *scalar[S] {
	s, ok := x.(*scalar[S])
	if !ok || s.sf != sf {
		panic(errMixedGroups)
	}
	return s
}

func (s *scalar[S]) Set(x Scalar) Scalar { s.v = s.sf.of(x).v; return s }

func (s *scalar[S]) SetUint64(x uint64) Scalar { s.sf.f.SetUint64(&s.v, x); return s }

func (s *scalar[S]) Add(x, y Scalar) Scalar {
	s.sf.f.Add(&s.v, &s.sf.of(x).v, &s.sf.of(y).v)
	return s
}

func (s *scalar[S]) Subtract(x, y Scalar) Scalar {
	s.sf.f.Sub(&s.v, &s.sf.of(x).v, &s.sf.of(y).v)
	return s
}

func (s *scalar[S]) Multiply(x, y Scalar) Scalar {
	s.sf.f.Mul(&s.v, &s.sf.of(x).v, &s.sf.of(y).v)
	return s
}

func (s *scalar[S]) Negate(x Scalar) Scalar { s.sf.f.Neg(&s.v, &s.sf.of(x).v); return s }

func (s *scalar[S]) Invert(x Scalar) Scalar { s.sf.f.Inverse(&s.v, &s.sf.of(x).v); return s }

func (s *scalar[S]) Equal(u Scalar) int { return s.sf.f.Equal(&s.v, &s.sf.of(u).v) }

func (s *scalar[S]) IsZero() int { return s.sf.f.IsZero(&s.v) }

func (s *scalar[S]) Zeroize() Scalar {
	var zero S
	s.v = zero
	s.sf.f.Zero(&s.v)
	return s
}

// Bytes encodes s in the field's byte order, trimmed or padded to encLen.
// Trimming drops only bytes that are zero for every integer below the order.
func (s *scalar[S]) Bytes() []byte {
	f, n := s.sf.f, s.sf.encLen
	buf := make([]byte, max(f.ByteLen(), n))
	little := f.ByteOrder() == field.LittleEndian
	if little {
		f.PutBytes(buf[:f.ByteLen()], &s.v)
		return buf[:n]
	}
	f.PutBytes(buf[len(buf)-f.ByteLen():], &s.v)
	return buf[len(buf)-n:]
}

// parse decodes b, of encLen bytes, as a canonical scalar.
func (sf *scalarField[S]) parse(b []byte) (Scalar, error) {
	if len(b) != sf.encLen {
		return nil, fmt.Errorf("%w: %s scalar is %d bytes, want %d", ErrInvalidScalar, sf.name, len(b), sf.encLen)
	}
	fl := sf.f.ByteLen()
	buf := make([]byte, fl)
	switch little := sf.f.ByteOrder() == field.LittleEndian; {
	case fl >= len(b) && little:
		copy(buf, b)
	case fl >= len(b):
		copy(buf[fl-len(b):], b)
	case little: // a longer encoding: its extra bytes must be zero
		copy(buf, b[:fl])
		if !allZero(b[fl:]) {
			return nil, fmt.Errorf("%w: %s scalar %x is not below the order", ErrInvalidScalar, sf.name, b)
		}
	default:
		copy(buf, b[len(b)-fl:])
		if !allZero(b[:len(b)-fl]) {
			return nil, fmt.Errorf("%w: %s scalar %x is not below the order", ErrInvalidScalar, sf.name, b)
		}
	}
	s := sf.newScalar()
	if err := sf.f.SetBytes(&s.v, buf); err != nil {
		return nil, fmt.Errorf("%w: %s scalar %x is not below the order", ErrInvalidScalar, sf.name, b)
	}
	return s, nil
}

// random returns a uniformly random non-zero scalar: ByteLen + 16 random
// bytes reduced modulo the order (bias below 2^−128), redrawn while zero.
func (sf *scalarField[S]) random(r io.Reader) (Scalar, error) {
	if r == nil {
		r = rand.Reader
	}
	buf := make([]byte, sf.f.ByteLen()+16)
	defer clear(buf)
	s := sf.newScalar()
	for {
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil, fmt.Errorf("group: reading a random %s scalar: %w", sf.name, err)
		}
		if err := sf.f.SetWideBytes(&s.v, buf); err != nil {
			panic("group: internal error: " + err.Error())
		}
		if s.IsZero() == 0 {
			return s, nil
		}
	}
}

// reduceLE sets a new scalar to the little-endian integer b mod the order,
// as ristretto255 and decaf448 reduce their 64 uniform bytes.
func (sf *scalarField[S]) reduceLE(b []byte) (Scalar, error) {
	buf := make([]byte, len(b))
	defer clear(buf) // b may be secret, as a FROST nonce digest is
	copy(buf, b)
	if sf.f.ByteOrder() == field.BigEndian {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	s := sf.newScalar()
	if err := sf.f.SetWideBytes(&s.v, buf); err != nil {
		return nil, fmt.Errorf("group: %s: %w", sf.name, err)
	}
	return s, nil
}

func allZero(b []byte) bool {
	var acc byte
	for _, x := range b {
		acc |= x
	}
	return acc == 0
}
