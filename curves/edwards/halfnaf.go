package edwards

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
	if w > 15 {
		panic("edwards: internal error: appendWideNAF: bad width")
	}
	return appendSparseNAF(dst, k, w, 16)
}
