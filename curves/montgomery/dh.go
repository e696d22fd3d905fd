package montgomery

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/field"
)

// ErrZeroOutput is returned by ScalarMult and ScalarBaseMult when
// the result is the all-zero string: the input point had small order (or
// the scalar was a multiple of its order). RFC 7748 §6 lets protocols check
// for it, and crypto/ecdh rejects it; the output is still written so that a
// caller that must reproduce a permissive implementation can ignore it.
var ErrZeroOutput = errors.New("montgomery: all-zero output: the point has small order")

// ScalarMult is the function X25519 / X448 of RFC 7748 §5 on this curve: it
// writes into dst (PointSize bytes) the encoded u-coordinate of k·P, where k
// is decodeScalar(scalar) — the curve's Clamp applied to a copy of scalar
// (ScalarSize bytes, little-endian) — and u(P) = decodeUCoordinate(u).
//
// Encodings are little-endian as in RFC 7748, whatever the field's own byte
// order. The bits of u at positions Field.BitLen() and above are ignored
// (RFC 7748 §5: implementations of X25519 mask bit 255), and the remaining
// integer is reduced modulo p, so non-canonical values are accepted as the
// RFC requires. P may lie on the curve or on its quadratic twist. The output
// is always canonical.
//
// It returns an error for wrong lengths, leaving dst alone, and ErrZeroOutput
// itself (so that the error path allocates nothing) when the output is all zeros, with dst written.
// Its running time depends on neither scalar nor u; the check for the zero
// output is constant time and only its outcome is branched on.
func (c *Curve[E]) ScalarMult(dst, scalar, u []byte) error {
	if len(dst) != c.byteLen || len(scalar) != c.scalarLen || len(u) != c.byteLen {
		return c.lengthError(len(dst), len(scalar), len(u))
	}
	w := c.get()
	w.k = append(w.k[:0], scalar...)
	if c.clamp != nil {
		c.clamp(w.k)
	}
	c.decodeU(w, &w.x1, u)
	c.ladder(w, w.k, c.bits)
	zero := c.affineU(w)
	c.encodeU(w, dst, &w.x2)
	c.put(w)
	if zero == 1 {
		return ErrZeroOutput
	}
	return nil
}

// ScalarBaseMult writes into dst (PointSize bytes) the encoded
// u-coordinate of k·G, where G is the base point and k = decodeScalar(scalar)
// as in ScalarMult: the public key of the private key scalar. It uses the
// curve's BaseMult hook (fixed-base tables of an Edwards curve) when there is
// one, and the ladder otherwise. It returns an error for wrong lengths, and
// ErrZeroOutput if k·G is the point at infinity (only possible
// without clamping). Its running time does not depend on scalar.
func (c *Curve[E]) ScalarBaseMult(dst, scalar []byte) error {
	if len(dst) != c.byteLen || len(scalar) != c.scalarLen {
		return c.lengthError(len(dst), len(scalar), c.byteLen)
	}
	w := c.get()
	w.k = append(w.k[:0], scalar...)
	if c.clamp != nil {
		c.clamp(w.k)
	}
	c.baseLadder(w)
	zero := c.affineU(w)
	c.encodeU(w, dst, &w.x2)
	c.put(w)
	if zero == 1 {
		return ErrZeroOutput
	}
	return nil
}

// lengthError describes wrong lengths of ScalarMult's arguments.
func (c *Curve[E]) lengthError(dst, scalar, u int) error {
	return fmt.Errorf("montgomery: %s: output %d, scalar %d and point %d bytes, want %d, %d and %d",
		c.name, dst, scalar, u, c.byteLen, c.scalarLen, c.byteLen)
}

// DecodeU sets z to the u-coordinate encoded in b as RFC 7748 §5
// decodeUCoordinate does: b is PointSize bytes little-endian, the bits at
// positions Field.BitLen() and above are ignored, and the rest is reduced
// modulo p. It returns an error, leaving z alone, only for a wrong length.
func (c *Curve[E]) DecodeU(z *E, b []byte) error {
	if len(b) != c.byteLen {
		return fmt.Errorf("montgomery: %s: u-coordinate is %d bytes, want %d", c.name, len(b), c.byteLen)
	}
	w := c.get()
	c.decodeU(w, &w.u, b)
	*z = w.u
	c.put(w)
	return nil
}

// EncodeU writes the canonical little-endian encoding of the u-coordinate
// x into b, which must be PointSize bytes long (it panics otherwise, as
// Field.PutBytes does).
func (c *Curve[E]) EncodeU(b []byte, x *E) {
	if len(b) != c.byteLen {
		panic("montgomery: EncodeU buffer has the wrong length")
	}
	w := c.get()
	w.u = *x
	c.encodeU(w, b, &w.u)
	c.put(w)
}

// decodeU sets z from the PointSize-byte little-endian u (length checked by
// the caller), masking the bits above BitLen and reducing modulo p.
func (c *Curve[E]) decodeU(w *workspace[E], z *E, u []byte) {
	copy(w.buf, u)
	w.buf[c.byteLen-1] &= c.topMask
	c.toFieldOrder(w.buf)
	// SetWideBytes reduces any string of up to 2·ByteLen bytes.
	if err := c.f.SetWideBytes(z, w.buf); err != nil {
		panic("montgomery: internal error: " + err.Error())
	}
}

// encodeU writes the little-endian encoding of x into dst (PointSize bytes).
func (c *Curve[E]) encodeU(w *workspace[E], dst []byte, x *E) {
	c.f.PutBytes(w.buf, x)
	c.toFieldOrder(w.buf)
	copy(dst, w.buf)
}

// toFieldOrder converts b between little-endian and the field's byte order
// (an involution).
func (c *Curve[E]) toFieldOrder(b []byte) {
	if c.f.ByteOrder() == field.LittleEndian {
		return
	}
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
