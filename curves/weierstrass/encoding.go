package weierstrass

import (
	"errors"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// SEC 1 v2 §2.3.3 point encodings, with L = FieldLen:
//
//	identity      0x00                       (1 byte)
//	compressed    0x02 | parity(y), x        (1 + L bytes)
//	uncompressed  0x04, x, y                 (1 + 2L bytes)
//
// with x and y big-endian. The hybrid form (0x06, 0x07) of ANSI X9.62 is not
// produced and is refused, as SEC 1 v2 deprecates it and Go's crypto/ecdh
// refuses it too.

// Bytes returns the uncompressed SEC 1 encoding of v, or the single byte
// 0x00 for the identity. Execution time depends only on whether v is the
// identity.
func (v *Point[E, S]) Bytes() []byte {
	c := curveOf(v)
	return v.AppendBytes(make([]byte, 0, 1+2*c.fieldLen))
}

// AppendBytes appends the uncompressed SEC 1 encoding of v (0x00 for the
// identity) to dst and returns the extended slice.
func (v *Point[E, S]) AppendBytes(dst []byte) []byte {
	return v.appendSEC1(dst, false)
}

// BytesCompressed returns the compressed SEC 1 encoding of v, or the single
// byte 0x00 for the identity.
func (v *Point[E, S]) BytesCompressed() []byte {
	c := curveOf(v)
	return v.AppendBytesCompressed(make([]byte, 0, 1+c.fieldLen))
}

// AppendBytesCompressed appends the compressed SEC 1 encoding of v (0x00 for
// the identity) to dst and returns the extended slice.
func (v *Point[E, S]) AppendBytesCompressed(dst []byte) []byte {
	return v.appendSEC1(dst, true)
}

// BytesX returns the big-endian x-coordinate of v in FieldLen bytes, the
// ECDH shared secret of SEC 1 §3.3.1, or an error for the identity, which
// has none.
func (v *Point[E, S]) BytesX() ([]byte, error) {
	c := curveOf(v)
	return v.AppendBytesX(make([]byte, 0, c.fieldLen))
}

// AppendBytesX appends the big-endian x-coordinate of v to dst and returns
// the extended slice, or returns dst and an error for the identity.
func (v *Point[E, S]) AppendBytesX(dst []byte) ([]byte, error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.p = v.p
	if w.isIdentity(&w.p) == 1 {
		return dst, errIdentityX
	}
	w.toAffine(&w.x, &w.y, &w.p)
	w.putBE(w.ebuf[:c.fieldLen], &w.x)
	return append(dst, w.ebuf[:c.fieldLen]...), nil
}

// appendSEC1 appends the SEC 1 encoding of v to dst.
func (v *Point[E, S]) appendSEC1(dst []byte, compressed bool) []byte {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.p = v.p
	if w.isIdentity(&w.p) == 1 {
		return append(dst, 0x00)
	}
	w.toAffine(&w.x, &w.y, &w.p)
	l := c.fieldLen
	w.putBE(w.ebuf[1:1+l], &w.x)
	if compressed {
		w.ebuf[0] = 0x02 | byte(c.f.Sgn0(&w.y))
		return append(dst, w.ebuf[:1+l]...)
	}
	w.ebuf[0] = 0x04
	w.putBE(w.ebuf[1+l:1+2*l], &w.y)
	return append(dst, w.ebuf[:1+2*l]...)
}

// putBE writes x into b (FieldLen bytes) big-endian.
func (w *workspace[E, S]) putBE(b []byte, x *E) {
	w.f.PutBytes(w.fbuf, x)
	reorder(b, w.fbuf, w.f.ByteOrder() == field.LittleEndian)
}

// setBE sets z to the big-endian integer b (FieldLen bytes), which must be
// below p (SEC 1 §2.3.6 step 1: the conversion fails otherwise).
func (w *workspace[E, S]) setBE(z *E, b []byte) error {
	reorder(w.fbuf, b, w.f.ByteOrder() == field.LittleEndian)
	return w.f.SetBytes(z, w.fbuf)
}

// SetBytes sets v to the point encoded by b in the compressed or uncompressed
// SEC 1 form and returns v, or returns nil and an error, leaving v unchanged.
// It follows SEC 1 v2 §2.3.4: coordinates must be below p and the point on
// the curve (and, when the cofactor is not 1, in the subgroup of order n).
// The identity's encoding 0x00 is refused, as no protocol here needs it as
// an input; see SetBytesWithIdentity. Execution time depends only on the
// validity and length of b.
func (v *Point[E, S]) SetBytes(b []byte) (*Point[E, S], error) {
	if len(b) == 1 && b[0] == 0x00 {
		curveOf(v)
		return nil, errIdentityEncoding
	}
	return v.SetBytesWithIdentity(b)
}

// SetBytesWithIdentity is SetBytes that also accepts the one-byte encoding
// 0x00 of the identity (SEC 1 §2.3.4 step 1).
func (v *Point[E, S]) SetBytesWithIdentity(b []byte) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	if err := w.decode(&w.acc, b); err != nil {
		return nil, err
	}
	if !w.inSubgroup(&w.acc) {
		return nil, errNotInSubgroup
	}
	v.p = w.acc
	return v, nil
}

// decode sets r to the point encoded by b, checking it is on the curve but
// not the subgroup.
func (w *workspace[E, S]) decode(r *projective[E], b []byte) error {
	c := w.c
	l := c.fieldLen
	switch {
	case len(b) == 1 && b[0] == 0x00:
		w.setIdentity(r)
		return nil
	case len(b) == 1+l && (b[0] == 0x02 || b[0] == 0x03):
		if err := w.setBE(&w.x, b[1:]); err != nil {
			return errCoordinateRange
		}
		w.rhs(&w.u, &w.x)
		if w.f.Sqrt(&w.y, &w.u) == 0 {
			return errNotOnCurve
		}
		// Sqrt returns the root with Sgn0 = 0; take the other when the
		// parity asked for is 1.
		w.f.Neg(&w.v, &w.y)
		w.f.Select(&w.y, &w.v, &w.y, int(b[0]&1))
	case len(b) == 1+2*l && b[0] == 0x04:
		if w.setBE(&w.x, b[1:1+l]) != nil || w.setBE(&w.y, b[1+l:]) != nil {
			return errCoordinateRange
		}
		if !w.onCurve(&w.eq, &w.x, &w.y) {
			return errNotOnCurve
		}
	case len(b) == 1+2*l && (b[0] == 0x06 || b[0] == 0x07):
		return errors.New("weierstrass: hybrid point encodings are not supported")
	case len(b) == 0:
		return errors.New("weierstrass: empty point encoding")
	default:
		return errors.New("weierstrass: invalid point encoding: " + strconv.Itoa(len(b)) +
			" bytes with prefix 0x" + strconv.FormatUint(uint64(b[0]), 16) +
			", want 1+" + strconv.Itoa(l) + " (0x02, 0x03) or 1+" + strconv.Itoa(2*l) + " (0x04)")
	}
	w.fromAffine(r, &w.x, &w.y)
	return nil
}

var (
	errIdentityX        = errors.New("weierstrass: the identity has no x-coordinate")
	errIdentityEncoding = errors.New("weierstrass: the identity (0x00) is not accepted here")
	errCoordinateRange  = errors.New("weierstrass: point coordinate is not below the field modulus")
)
