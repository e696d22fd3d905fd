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
	cs := &w.codec
	w.encode(cs, cs.ebuf, &w.p)
	dst = append(dst, cs.ebuf...)
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
	f, cs := w.f, &w.codec
	f.Mul(&cs.zInv, &w.p.Z, &w.q.Z)
	f.Inverse(&cs.zInv, &cs.zInv)  // 1/(Z_v·Z_q)
	f.Mul(&cs.u, &cs.zInv, &w.q.Z) // 1/Z_v
	f.Mul(&cs.v, &cs.zInv, &w.p.Z) // 1/Z_q
	w.encodeInverted(cs, cs.ebuf, &w.p, &cs.u)
	dst = append(dst, cs.ebuf...)
	w.encodeInverted(cs, cs.ebuf, &w.q, &cs.v)
	dst = append(dst, cs.ebuf...)
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
	if err := w.decode(&w.codec, &w.p, b, lenient); err != nil {
		return nil, err
	}
	v.p = w.p
	return v, nil
}

// codecScratch is the memory of the point encodings (encode, decode,
// decodePair, parseY, finishDecode, recoverX): the affine coordinates x, y
// of a point, the ratio u/v whose square root is x (RFC 8032 §5.1.3 step
// 2), the same x2, y2, u2, v2 of decodePair's second point, 1/Z and −x, and
// the byte buffers: fbuf a field element in the field's byte order
// (Field.ByteLen), ebuf a point encoding (EncodingLen), wbuf a wide value in
// the field's byte order (EncodingLen).
type codecScratch[E any] struct {
	x, y, u, v       E
	x2, y2, u2, v2   E
	zInv, neg        E
	fbuf, ebuf, wbuf []byte
}

// encode writes the encoding of p into out (EncodingLen bytes), with cs's
// memory; out may be cs.ebuf.
func (w *workspace[E, S]) encode(cs *codecScratch[E], out []byte, p *extended[E]) {
	w.affine(&cs.x, &cs.y, &cs.zInv, p)
	w.putAffine(out, &cs.x, &cs.y, cs.fbuf)
}

// encodeInverted is encode with zInv = 1/Z given.
func (w *workspace[E, S]) encodeInverted(cs *codecScratch[E], out []byte, p *extended[E], zInv *E) {
	w.f.Mul(&cs.x, &p.X, zInv)
	w.f.Mul(&cs.y, &p.Y, zInv)
	w.putAffine(out, &cs.x, &cs.y, cs.fbuf)
}

// putAffine writes the encoding of the affine point (x, y) into out, through
// fbuf (Field.ByteLen bytes).
func (w *workspace[E, S]) putAffine(out []byte, x, y *E, fbuf []byte) {
	f := w.f
	f.PutBytes(fbuf, y)
	clear(out)
	copyOrder(out[:len(fbuf)], fbuf, f.ByteOrder())
	out[len(out)-1] |= byte(f.Sgn0(x)) << 7
}

// decode sets r to the point encoded by b, canonically or leniently, with
// cs's memory. The arithmetic runs in constant time; the returned error
// (whether b is valid) is public.
func (w *workspace[E, S]) decode(cs *codecScratch[E], r *extended[E], b []byte, lenient bool) error {
	sign, err := w.parseY(cs, &cs.y, b, lenient)
	if err != nil {
		return err
	}
	w.ratio(&cs.u, &cs.v, &cs.y)
	ok := w.f.SqrtRatio(&cs.x, &cs.u, &cs.v)
	return w.finishDecode(cs, r, &cs.x, &cs.y, ok, sign, b, lenient)
}

// decodePair decodes a into ra and b into rb as decode does, a leniently
// when lenientA is set and b when lenientB is, and returns decode's error
// for each. When the field implements SqrtRatioPairer the two square roots
// are computed together.
func (w *workspace[E, S]) decodePair(cs *codecScratch[E], ra, rb *extended[E], a, b []byte, lenientA, lenientB bool) (errA, errB error) {
	if w.pair == nil {
		return w.decode(cs, ra, a, lenientA), w.decode(cs, rb, b, lenientB)
	}
	signA, errA := w.parseY(cs, &cs.y, a, lenientA)
	signB, errB := w.parseY(cs, &cs.y2, b, lenientB)
	switch {
	case errA != nil && errB != nil:
		return errA, errB
	case errA != nil:
		return errA, w.decode(cs, rb, b, lenientB)
	case errB != nil:
		return w.decode(cs, ra, a, lenientA), errB
	}
	w.ratio(&cs.u, &cs.v, &cs.y)
	w.ratio(&cs.u2, &cs.v2, &cs.y2)
	okA, okB := w.pair.SqrtRatioPair(&cs.x, &cs.u, &cs.v, &cs.x2, &cs.u2, &cs.v2)
	errA = w.finishDecode(cs, ra, &cs.x, &cs.y, okA, signA, a, lenientA)
	errB = w.finishDecode(cs, rb, &cs.x2, &cs.y2, okB, signB, b, lenientB)
	return errA, errB
}

// parseY sets y to the y-coordinate encoded in b and returns the sign bit
// of x (RFC 8032 §5.1.3 step 1), or an error for a wrong length or, unless
// lenient, for y ≥ p. It copies b through cs's byte buffers.
func (w *workspace[E, S]) parseY(cs *codecScratch[E], y *E, b []byte, lenient bool) (int, error) {
	f := w.f
	n, bl := w.c.encLen, len(cs.fbuf)
	if len(b) != n {
		return 0, fmt.Errorf("%w: %d bytes, want %d", ErrEncodingLength, len(b), n)
	}
	copy(cs.ebuf, b)
	sign := int(cs.ebuf[n-1] >> 7)
	cs.ebuf[n-1] &= 0x7f
	if lenient {
		// RFC 8032 §5.1.3 step 1 without the y < p check (ZIP-215): y is
		// the whole 8·n − 1 bit integer, reduced mod p. n ≤ 2·ByteLen,
		// which New checks, so SetWideBytes cannot fail.
		copyOrder(cs.wbuf, cs.ebuf, f.ByteOrder())
		if err := f.SetWideBytes(y, cs.wbuf); err != nil {
			panic("edwards: internal error: " + err.Error())
		}
		return sign, nil
	}
	// Bits between y and the sign bit make the integer ≥ 2^(8·ByteLen) > p.
	extra := byte(0)
	for _, x := range cs.ebuf[bl:] {
		extra |= x
	}
	copyOrder(cs.fbuf, cs.ebuf[:bl], f.ByteOrder())
	if extra != 0 || f.SetBytes(y, cs.fbuf) != nil {
		return 0, fmt.Errorf("%w: y ≥ p in %x", ErrNonCanonical, b)
	}
	return sign, nil
}

// finishDecode completes decode from the square root x of (y² − 1)/(d·y² − a)
// and whether it exists (ok, from SqrtRatio): RFC 8032 §5.1.3 steps 3 and 4.
// b is the encoding, for errors; x must not be cs.neg.
func (w *workspace[E, S]) finishDecode(cs *codecScratch[E], r *extended[E], x, y *E, ok, sign int, b []byte, lenient bool) error {
	if ok == 0 {
		return fmt.Errorf("%w: %x", ErrNotOnCurve, b)
	}
	f := w.f
	if !lenient && f.IsZero(x)&sign == 1 {
		return fmt.Errorf("%w: x = 0 with the sign bit set in %x", ErrNonCanonical, b)
	}
	f.Neg(&cs.neg, x)
	f.Select(x, &cs.neg, x, sign)
	w.fromAffine(r, x, y)
	return nil
}
