package edwards

import "math/bits"

// nafDigit is a non-zero digit of a width-w non-adjacent form: its position
// (the power of two it multiplies) in the upper 24 bits and the digit, an
// odd integer in (−2^(w−1), 2^(w−1)), in the low 8 bits.
type nafDigit uint32

// pos returns the position of e.
func (e nafDigit) pos() int { return int(e >> 8) }

// digit returns the value of e.
func (e nafDigit) digit() int8 { return int8(e) }

// appendNAF appends to dst the non-zero digits of the width-w non-adjacent
// form of the little-endian integer k (2 ≤ w ≤ 8, len(k) ≤ 120), in
// increasing position, and returns the extended slice. The digits are those
// of curves.NonAdjacentFormVarTime; this sparse form is for loops that visit
// only the non-zero digits. Runs of zero digits are skipped a word at a time
// with a trailing-zero count, so the cost is one step per non-zero digit and
// per 64 bits. Execution time depends on k.
//
// The recoding reads k from the lowest bit up, with a carry c ∈ {0, 1} owed
// by the digits already emitted: the integer still to recode is
// K' = (k >> pos) + c. Adding c to the next 64 bits and counting the
// trailing zeros of the sum finds the next odd K', and the carry is still c
// there: the skipped bits of k were all zero (c = 0) or all one (c = 1). The
// window of w bits plus c is then odd; a value of 2^(w−1) or more becomes a
// negative digit and leaves a carry of 1.
func appendNAF(dst []nafDigit, k []byte, w uint) []nafDigit {
	if w > 8 {
		panic("edwards: internal error: appendNAF: bad width")
	}
	return appendSparseNAF(dst, k, w, 8)
}

// appendSparseNAF is appendNAF and appendWideNAF: it appends the digits in
// the layout of D, the digit in two's complement in the low digitBits bits
// and the position above them. w ≤ digitBits must hold.
func appendSparseNAF[D nafDigit | wideDigit](dst []D, k []byte, w, digitBits uint) []D {
	var words [16]uint64 // k and at least one zero word above it
	if len(k) > 8*(len(words)-1) || w < 2 {
		panic("edwards: internal error: appendNAF: bad length or width")
	}
	for i, b := range k {
		words[i/8] |= uint64(b) << (8 * (i % 8))
	}
	nbits := uint(8*len(k) + 1)
	width := uint64(1) << w
	mask := width - 1
	digitMask := uint64(1)<<digitBits - 1
	carry := uint64(0)
	for pos := uint(0); pos < nbits; {
		wi, bi := pos/64, pos%64
		v := words[wi] >> bi
		if bi != 0 {
			v |= words[wi+1] << (64 - bi)
		}
		v += carry
		if v == 0 {
			// 64 zero bits of K' (k's bits were zeros, or ones absorbing the
			// carry, which moves on).
			pos += 64
			continue
		}
		tz := uint(bits.TrailingZeros64(v))
		pos += tz
		if pos >= nbits {
			break
		}
		wi, bi = pos/64, pos%64
		window := words[wi] >> bi
		if bi != 0 {
			window |= words[wi+1] << (64 - bi)
		}
		window = window&mask + carry // odd, at most 2^w − 1
		d := window
		carry = 0
		if window >= width/2 {
			d -= width // the negative digit window − 2^w, modulo 2^64
			carry = 1
		}
		dst = append(dst, D(uint64(pos)<<digitBits|d&digitMask))
		pos += w
	}
	return dst
}
