package edwards

import "math/bits"

// wideDigit is a non-zero digit of a width-w non-adjacent form for w up to
// 15: its position in the upper 16 bits and the digit, an odd integer in
// (−2^(w−1), 2^(w−1)), in the low 16 bits. nafDigit holds digits of width
// at most 8; the half-size verification's tables of multiples of B are
// wider.
type wideDigit uint32

// pos returns the position of e.
func (e wideDigit) pos() int { return int(e >> 16) }

// digit returns the value of e.
func (e wideDigit) digit() int16 { return int16(e) }

// appendWideNAF is appendNAF for widths 2 ≤ w ≤ 15 and len(k) ≤ 120: it
// appends the non-zero digits of the width-w non-adjacent form of the
// little-endian integer k in increasing position (see appendNAF for the
// recoding). Execution time depends on k.
func appendWideNAF(dst []wideDigit, k []byte, w uint) []wideDigit {
	var words [16]uint64 // k and at least one zero word above it
	if len(k) > 8*(len(words)-1) || w < 2 || w > 15 {
		panic("edwards: internal error: appendWideNAF: bad length or width")
	}
	for i, b := range k {
		words[i/8] |= uint64(b) << (8 * (i % 8))
	}
	nbits := uint(8*len(k) + 1)
	width := uint64(1) << w
	carry := uint64(0)
	for pos := uint(0); pos < nbits; {
		wi, bi := pos/64, pos%64
		v := words[wi] >> bi
		if bi != 0 {
			v |= words[wi+1] << (64 - bi)
		}
		v += carry
		if v == 0 {
			pos += 64
			continue
		}
		pos += uint(bits.TrailingZeros64(v))
		if pos >= nbits {
			break
		}
		wi, bi = pos/64, pos%64
		window := words[wi] >> bi
		if bi != 0 {
			window |= words[wi+1] << (64 - bi)
		}
		window = window&(width-1) + carry // odd, at most 2^w − 1
		d := int64(window)
		carry = 0
		if window >= width/2 {
			d -= int64(width)
			carry = 1
		}
		dst = append(dst, wideDigit(pos)<<16|wideDigit(uint16(int16(d))))
		pos += w
	}
	return dst
}
