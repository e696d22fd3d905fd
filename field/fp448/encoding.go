package fp448

import (
	"encoding/binary"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Encodings are little-endian, as in RFC 7748 §5 and RFC 8032 §5.2.2:
// 56 bytes, byte 7·i … 7·i+6 holding limb i of the canonical form.

// loadLimbs reads eight 56-bit limbs from b[0:56]; b must have 8 readable
// bytes past the last limb start (len(b) ≥ 57) because each limb is read as
// one 64-bit word and masked.
func loadLimbs(l *[limbs]uint64, b []byte) {
	_ = b[7*7+7]
	for i := range limbs {
		l[i] = binary.LittleEndian.Uint64(b[7*i:]) & mask56
	}
}

// SetBytes sets z to the element encoded by b, which must be 56 bytes
// little-endian holding an integer below p. Non-canonical encodings (≥ p)
// are rejected, as RFC 8032 §5.2.3 requires for Ed448 point decoding. On
// error z is unchanged. The check is constant time; the time taken depends
// on len(b) and on whether b is accepted, not otherwise on its contents.
func (Field) SetBytes(z *Element, b []byte) error {
	if len(b) != byteLen {
		return field.LengthError(len(b), byteLen)
	}
	var buf [byteLen + 8]byte
	copy(buf[:], b)
	var l [limbs]uint64
	loadLimbs(&l, buf[:])
	// The sign of l − p, computed with a signed carry: the final carry is
	// −1 exactly when l < p.
	var c int64
	for i := range limbs {
		c += int64(l[i]) - int64(pLimbs[i])
		c >>= 56
	}
	if c == 0 {
		return field.NotReducedError()
	}
	*z = Element(l)
	return nil
}

// PutBytes writes the canonical 56-byte little-endian encoding of x into b.
// It panics if len(b) != 56: that is a programming error.
func (Field) PutBytes(b []byte, x *Element) {
	if len(b) != byteLen {
		panic("fp448: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want 56")
	}
	var r Element
	reduce(&r, x)
	var buf [byteLen + 8]byte
	// Each limb is below 2^56, so its eighth byte is zero and is
	// overwritten by the next limb.
	for i := range limbs {
		binary.LittleEndian.PutUint64(buf[7*i:], r[i])
	}
	copy(b, buf[:byteLen])
}

// SetWideBytes sets z to the little-endian integer b reduced modulo p. b may
// be 0 to 112 bytes long (an RFC 9380 hash_to_field output for Ed448 is 84
// bytes); a longer b is an error and leaves z unchanged. The time taken
// depends on len(b) only.
func (Field) SetWideBytes(z *Element, b []byte) error {
	if len(b) > wideLen {
		return field.WideLengthError(len(b), wideLen)
	}
	var buf [wideLen + 8]byte
	copy(buf[:], b)
	// b = L + H·2^448 with L, H < 2^448. Writing H = H0 + H1·φ, φ = 2^224,
	// 2^448 = φ² ≡ φ + 1 gives H·φ² ≡ (H0 + H1) + (H0 + 2·H1)·φ.
	var lo, hi [limbs]uint64
	loadLimbs(&lo, buf[:])
	loadLimbs(&hi, buf[byteLen:])
	var v [limbs]uint64
	for i := range 4 {
		v[i] = lo[i] + hi[i] + hi[i+4]
		v[i+4] = lo[i+4] + hi[i] + 2*hi[i+4]
	}
	// Limbs are below 4·2^56, well within setCarried's input bound.
	setCarried(z, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
	return nil
}
