package bn254

import "github.com/curvekit/curvekit/curves/weierstrass"

// Two encodings of points, both big-endian with Fp2 elements as c1 ‖ c0
// (imaginary part first):
//
// The uncompressed form is EIP-196's and EIP-197's: x ‖ y, 64 bytes for G1
// and 128 for G2, the point at infinity being all zeros (it has no affine
// coordinates, and (0, 0) is on neither curve). It is also gnark-crypto's
// RawBytes. As p < 2^254, the two top bits of a canonical coordinate are 0.
//
// The compressed form is gnark-crypto's (ecc/bn254/marshal.go): x alone, 32
// or 64 bytes, with the two top bits of its first byte as a flag:
//
//	0b10  y is the lexicographically smallest of ±y
//	0b11  y is the lexicographically largest: y > (p−1)/2 for Fp; for Fp2,
//	      c1 > (p−1)/2, or c1 = 0 and c0 > (p−1)/2
//	0b01  the point at infinity; every other bit of the encoding is 0
//	0b00  not a compressed encoding
//
// Decoding refuses every other encoding: a wrong length, a compressed flag
// of 0b00 or an infinity with any other bit set, a coordinate ≥ p, an x
// with no point, a point off the curve, and for G2 a point outside the
// subgroup of order r (E(Fp) has prime order: every point of E is in G1).
const (
	flagMask     = 0b11 << 6
	flagSmallest = 0b10 << 6
	flagLargest  = 0b11 << 6
	flagInfinity = 0b01 << 6
)

// putAffine writes the encoding of the affine point a, compressed or not,
// to out, which is zero and as long as that encoding (encodeAffine).
func (c *codec[E]) putAffine(out []byte, a *weierstrass.AffinePoint[E], compressed bool) {
	if a.Infinity { // public: the identity is no secret
		if compressed {
			out[0] = flagInfinity
		}
		return
	}
	c.f.PutBytes(out[:c.n], &a.X)
	if compressed {
		out[0] |= flagSmallest | byte(c.largest(&a.Y))<<6
		return
	}
	c.f.PutBytes(out[c.n:], &a.Y)
}

// decodeAffine returns the point encoded by b, compressed or uncompressed
// as its length says, or an error for an invalid encoding or a point off
// the curve; it does not check the subgroup.
func (c *codec[E]) decodeAffine(b []byte) (weierstrass.AffinePoint[E], error) {
	var a weierstrass.AffinePoint[E]
	var err error
	switch len(b) {
	case 2 * c.n:
		a.X, a.Y, a.Infinity, err = c.decodeUncompressed(b)
	case c.n:
		a.X, a.Y, a.Infinity, err = c.decodeCompressed(b)
	default:
		return a, ErrEncodingLength
	}
	return a, err
}

// decodeUncompressed parses the 2n bytes x ‖ y: all zeros is the point at
// infinity, otherwise (x, y) must be canonical and on the curve.
func (c *codec[E]) decodeUncompressed(b []byte) (x, y E, inf bool, err error) {
	if allZero(b) {
		return x, y, true, nil
	}
	// The field is called through an interface, which makes every element
	// whose address it is given escape to the heap: one allocation for
	// all four instead of one each.
	s := new(struct{ x, y, lhs, rhs E })
	if c.f.SetBytes(&s.x, b[:c.n]) != nil || c.f.SetBytes(&s.y, b[c.n:]) != nil {
		return x, y, false, ErrNotCanonical
	}
	c.rhs(&s.rhs, &s.x)
	c.f.Square(&s.lhs, &s.y)
	if c.f.Equal(&s.lhs, &s.rhs) != 1 {
		return x, y, false, ErrNotOnCurve
	}
	return s.x, s.y, false, nil
}

// decodeCompressed parses the n bytes of a flagged x and recovers y.
func (c *codec[E]) decodeCompressed(b []byte) (x, y E, inf bool, err error) {
	flags := b[0] & flagMask
	switch flags {
	case flagInfinity:
		if b[0]&^flagMask != 0 || !allZero(b[1:]) {
			return x, y, false, ErrEncodingFlags
		}
		return x, y, true, nil
	case flagSmallest, flagLargest:
	default:
		return x, y, false, ErrEncodingFlags
	}
	s := new(struct { // one allocation, as in decodeUncompressed
		x, y, rhs, neg E
		buf            [fp2Bytes]byte
	})
	xb := s.buf[:c.n]
	copy(xb, b)
	xb[0] &^= flagMask
	if c.f.SetBytes(&s.x, xb) != nil {
		return x, y, false, ErrNotCanonical
	}
	c.rhs(&s.rhs, &s.x)
	if c.f.Sqrt(&s.y, &s.rhs) != 1 {
		return x, y, false, ErrNotOnCurve
	}
	c.f.Neg(&s.neg, &s.y)
	want := int(flags>>6) & 1 // 1 for flagLargest
	c.f.Select(&s.y, &s.neg, &s.y, c.largest(&s.y)^want)
	return s.x, s.y, false, nil
}
