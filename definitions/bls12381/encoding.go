package bls12381

import "github.com/curvekit/curvekit/curves/weierstrass"

// The ZCash serialization of BLS12-381 points (zkcrypto/pairing,
// src/bls12_381/README.md "Serialization"), which the IETF BLS signature
// draft (Appendix A of draft-irtf-cfrg-pairing-friendly-curves-11) and
// Ethereum's consensus layer adopt. A coordinate is one element of Fp in 48
// big-endian bytes, or of Fp2 as c1 ‖ c0 in 96. An encoding is x (compressed)
// or x ‖ y (uncompressed), and the three most significant bits of its first
// byte, which p < 2^381 leaves free, are flags:
//
//	0x80  C  set in the compressed form, clear in the uncompressed one
//	0x40  I  the point at infinity; every other bit of the encoding is 0
//	0x20  S  compressed form only: y is the lexicographically largest of ±y
//	         (c1 > (p−1)/2, or c1 = 0 and c0 > (p−1)/2, for Fp2; y > (p−1)/2 for Fp)
//
// Decoding refuses every other encoding: a wrong length, C not matching the
// length, S set in the uncompressed form or with I, I with any other bit
// set, a coordinate ≥ p, an x with no point, a point off the curve or
// outside the subgroup of order r.
const (
	flagCompressed = 0x80
	flagInfinity   = 0x40
	flagSign       = 0x20
	flagMask       = flagCompressed | flagInfinity | flagSign
)

// putAffine writes the encoding of the affine point a, compressed or not,
// to out, which is zero and as long as that encoding (encodeAffine).
func (c *codec[E]) putAffine(out []byte, a *weierstrass.AffinePoint[E], compressed bool) {
	if a.Infinity { // public: the identity is no secret
		out[0] = flagInfinity
		if compressed {
			out[0] |= flagCompressed
		}
		return
	}
	c.f.PutBytes(out[:c.n], &a.X)
	if compressed {
		out[0] |= flagCompressed | byte(c.largest(&a.Y))*flagSign
		return
	}
	c.f.PutBytes(out[c.n:], &a.Y)
}

// decodeAffine returns the point of the whole curve encoded by b, in the
// subgroup of order r or not, or an error for an invalid encoding or a
// point off the curve.
func (c *codec[E]) decodeAffine(b []byte) (weierstrass.AffinePoint[E], error) {
	var a weierstrass.AffinePoint[E]
	var compressed bool
	switch len(b) {
	case c.n:
		compressed = true
	case 2 * c.n:
	default:
		return a, ErrEncodingLength
	}
	flags := b[0] & flagMask
	if (flags&flagCompressed != 0) != compressed {
		return a, ErrEncodingFlags
	}
	if flags&flagInfinity != 0 {
		if flags&flagSign != 0 || b[0]&^flagMask != 0 || !allZero(b[1:]) {
			return a, ErrEncodingFlags
		}
		a.Infinity = true
		return a, nil
	}
	if !compressed && flags&flagSign != 0 {
		return a, ErrEncodingFlags
	}
	var buf [fp2Bytes]byte
	xb := buf[:c.n]
	copy(xb, b[:c.n])
	xb[0] &^= flagMask
	x, y := &a.X, &a.Y
	if c.f.SetBytes(x, xb) != nil {
		return a, ErrNotCanonical
	}
	var rhs E
	c.rhs(&rhs, x)
	if compressed {
		// y = ±√(x³ + b), the sign chosen by S.
		var neg E
		if c.f.Sqrt(y, &rhs) != 1 {
			return a, ErrNotOnCurve
		}
		c.f.Neg(&neg, y)
		wantLargest := int(flags>>5) & 1
		c.f.Select(y, &neg, y, c.largest(y)^wantLargest)
	} else {
		if c.f.SetBytes(y, b[c.n:]) != nil {
			return a, ErrNotCanonical
		}
		var lhs E
		c.f.Square(&lhs, y)
		if c.f.Equal(&lhs, &rhs) != 1 {
			return a, ErrNotOnCurve
		}
	}
	return a, nil
}
