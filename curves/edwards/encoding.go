package edwards

import (
	"errors"
	"fmt"
)

// Errors of point decoding. The errors returned by SetBytes and
// SetBytesLenient wrap one of them and add the offending encoding; test with
// errors.Is.
var (
	// ErrEncodingLength is returned for an encoding that is not
	// Curve.EncodingLen() bytes long.
	ErrEncodingLength = errors.New("edwards: wrong point encoding length")
	// ErrNonCanonical is returned by SetBytes for an encoding of y ≥ p (or
	// with bits set between y and the sign bit), or of x = 0 with the sign
	// bit set: RFC 8032 §5.1.3 steps 1 and 4.
	ErrNonCanonical = errors.New("edwards: non-canonical point encoding")
	// ErrNotOnCurve is returned for an encoding of a y-coordinate that no
	// point of the curve has.
	ErrNotOnCurve = errors.New("edwards: encoding is not a point on the curve")
)

// errNotOnCurveAffine is returned by SetAffine.
var errNotOnCurveAffine = fmt.Errorf("%w: affine coordinates do not satisfy the curve equation", ErrNotOnCurve)

// errNotOnCurveExtended is returned by SetExtendedCoordinates.
var errNotOnCurveExtended = fmt.Errorf("%w: extended coordinates are not those of a point of the curve", ErrNotOnCurve)

// Bytes returns the encoding of v: the RFC 8032 §5.1.2 (edwards25519) and
// §5.2.2 (edwards448) format, EncodingLen bytes holding the little-endian
// integer y with the least significant bit of x in the most significant bit
// of the last byte.
func (v *Point[E, S]) Bytes() []byte {
	return v.AppendBytes(make([]byte, 0, curveOf(v).encLen))
}

// AppendBytes appends the encoding of v, as returned by Bytes, to dst and
// returns the extended slice.
func (v *Point[E, S]) AppendBytes(dst []byte) []byte {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	w.encode(w.ebuf, &w.p)
	dst = append(dst, w.ebuf...)
	c.put(w)
	return dst
}

// AppendBytesPair appends the encodings of v and then q, as Bytes returns
// them, to dst and returns the extended slice. Both come out of one field
// inversion (1/Z_v and 1/Z_q from 1/(Z_v·Z_q), Montgomery's trick), so the
// pair costs one AppendBytes and three multiplications more; a signer that
// encodes its public key and its R together saves an inversion.
func (v *Point[E, S]) AppendBytesPair(dst []byte, q *Point[E, S]) []byte {
	c := v.bind2(v, q)
	w := c.get()
	w.p, w.q = v.p, q.p
	f := w.f
	f.Mul(&w.t1, &w.p.Z, &w.q.Z)
	f.Inverse(&w.t1, &w.t1)    // 1/(Z_v·Z_q)
	f.Mul(&w.u, &w.t1, &w.q.Z) // 1/Z_v
	f.Mul(&w.v, &w.t1, &w.p.Z) // 1/Z_q
	w.encodeInverted(w.ebuf, &w.p, &w.u)
	dst = append(dst, w.ebuf...)
	w.encodeInverted(w.ebuf, &w.q, &w.v)
	dst = append(dst, w.ebuf...)
	c.put(w)
	return dst
}

// SetBytes sets v to the point encoded by b and returns v. It follows
// RFC 8032 §5.1.3 (and §5.2.3) strictly: y must be below p and x = 0 must
// come with a zero sign bit. If b is not the canonical encoding of a point
// of the curve, SetBytes returns nil and an error and leaves v unchanged.
// The point may be of any order, small orders included.
func (v *Point[E, S]) SetBytes(b []byte) (*Point[E, S], error) {
	return v.setBytes(b, false)
}

// SetBytesLenient is SetBytes with the decoding rules of ZIP-215
// (https://zips.z.cash/zip-0215), which are also those of Go's
// crypto/ed25519 and filippo.io/edwards25519 for public keys: the
// y-coordinate may be any integer that fits below the sign bit and is reduced
// modulo p (RFC 8032 §5.1.3 step 1 would reject y ≥ p), and a sign bit of 1
// with x = 0 is accepted as x = 0 (step 4 would reject it). It exists for
// verification rules that must accept every encoding those implementations
// accept; new encodings should always be produced by Bytes, which is
// canonical.
func (v *Point[E, S]) SetBytesLenient(b []byte) (*Point[E, S], error) {
	return v.setBytes(b, true)
}

// setBytes decodes b into v.
func (v *Point[E, S]) setBytes(b []byte, lenient bool) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	if err := w.decode(&w.p, b, lenient); err != nil {
		return nil, err
	}
	v.p = w.p
	return v, nil
}

// encode writes the encoding of p into out (EncodingLen bytes). It uses w.x,
// w.y, w.fbuf and w.t0.
func (w *workspace[E, S]) encode(out []byte, p *extended[E]) {
	w.affine(&w.x, &w.y, p)
	w.putAffine(out)
}

// encodeInverted is encode with zInv = 1/Z given. It uses w.x, w.y and
// w.fbuf.
func (w *workspace[E, S]) encodeInverted(out []byte, p *extended[E], zInv *E) {
	w.f.Mul(&w.x, &p.X, zInv)
	w.f.Mul(&w.y, &p.Y, zInv)
	w.putAffine(out)
}

// putAffine writes the encoding of the affine point (w.x, w.y) into out.
func (w *workspace[E, S]) putAffine(out []byte) {
	f := w.f
	f.PutBytes(w.fbuf, &w.y)
	clear(out)
	copyOrder(out[:len(w.fbuf)], w.fbuf, f.ByteOrder())
	out[len(out)-1] |= byte(f.Sgn0(&w.x)) << 7
}

// decode sets r to the point encoded by b, canonically or leniently. The
// arithmetic runs in constant time; the returned error (whether b is valid)
// is public.
func (w *workspace[E, S]) decode(r *extended[E], b []byte, lenient bool) error {
	sign, err := w.parseY(&w.y, b, lenient)
	if err != nil {
		return err
	}
	w.ratio(&w.u, &w.v, &w.y)
	ok := w.f.SqrtRatio(&w.x, &w.u, &w.v)
	return w.finishDecode(r, &w.x, &w.y, ok, sign, b, lenient)
}

// decodePair decodes a into ra and b into rb as decode does, a leniently
// when lenientA is set and b when lenientB is, and returns decode's error
// for each. When the field implements SqrtRatioPairer the two square roots
// are computed together.
func (w *workspace[E, S]) decodePair(ra, rb *extended[E], a, b []byte, lenientA, lenientB bool) (errA, errB error) {
	if w.pair == nil {
		return w.decode(ra, a, lenientA), w.decode(rb, b, lenientB)
	}
	signA, errA := w.parseY(&w.y, a, lenientA)
	signB, errB := w.parseY(&w.y2, b, lenientB)
	switch {
	case errA != nil && errB != nil:
		return errA, errB
	case errA != nil:
		return errA, w.decode(rb, b, lenientB)
	case errB != nil:
		return w.decode(ra, a, lenientA), errB
	}
	w.ratio(&w.u, &w.v, &w.y)
	w.ratio(&w.u2, &w.v2, &w.y2)
	okA, okB := w.pair.SqrtRatioPair(&w.x, &w.u, &w.v, &w.x2, &w.u2, &w.v2)
	errA = w.finishDecode(ra, &w.x, &w.y, okA, signA, a, lenientA)
	errB = w.finishDecode(rb, &w.x2, &w.y2, okB, signB, b, lenientB)
	return errA, errB
}

// parseY sets y to the y-coordinate encoded in b and returns the sign bit
// of x (RFC 8032 §5.1.3 step 1), or an error for a wrong length or, unless
// lenient, for y ≥ p. It uses w.ebuf and w.fbuf or w.wbuf.
func (w *workspace[E, S]) parseY(y *E, b []byte, lenient bool) (int, error) {
	f := w.f
	n, bl := w.c.encLen, len(w.fbuf)
	if len(b) != n {
		return 0, fmt.Errorf("%w: %d bytes, want %d", ErrEncodingLength, len(b), n)
	}
	copy(w.ebuf, b)
	sign := int(w.ebuf[n-1] >> 7)
	w.ebuf[n-1] &= 0x7f
	if lenient {
		// RFC 8032 §5.1.3 step 1 without the y < p check (ZIP-215): y is
		// the whole 8·n − 1 bit integer, reduced mod p. n ≤ 2·ByteLen,
		// which New checks, so SetWideBytes cannot fail.
		copyOrder(w.wbuf, w.ebuf, f.ByteOrder())
		if err := f.SetWideBytes(y, w.wbuf); err != nil {
			panic("edwards: internal error: " + err.Error())
		}
		return sign, nil
	}
	// Bits between y and the sign bit make the integer ≥ 2^(8·ByteLen) > p.
	extra := byte(0)
	for _, x := range w.ebuf[bl:] {
		extra |= x
	}
	copyOrder(w.fbuf, w.ebuf[:bl], f.ByteOrder())
	if extra != 0 || f.SetBytes(y, w.fbuf) != nil {
		return 0, fmt.Errorf("%w: y ≥ p in %x", ErrNonCanonical, b)
	}
	return sign, nil
}

// finishDecode completes decode from the square root x of (y² − 1)/(d·y² − a)
// and whether it exists (ok, from SqrtRatio): RFC 8032 §5.1.3 steps 3 and 4.
// b is the encoding, for errors.
func (w *workspace[E, S]) finishDecode(r *extended[E], x, y *E, ok, sign int, b []byte, lenient bool) error {
	if ok == 0 {
		return fmt.Errorf("%w: %x", ErrNotOnCurve, b)
	}
	f := w.f
	if !lenient && f.IsZero(x)&sign == 1 {
		return fmt.Errorf("%w: x = 0 with the sign bit set in %x", ErrNonCanonical, b)
	}
	f.Neg(&w.t0, x)
	f.Select(x, &w.t0, x, sign)
	w.fromAffine(r, x, y)
	return nil
}
