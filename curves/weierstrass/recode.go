package weierstrass

import "encoding/binary"

// bitsAt returns the w bits of the little-endian integer k starting at bit
// position pos (bits beyond the end of k read as zero), for w ≤ 32. It reads
// bytes at indexes that depend only on pos and len(k), never on k's value:
// away from the end one little-endian 64-bit load (a single MOVQ on amd64,
// where the byte loop costs five bounds-checked loads per window), and
// byte by byte in the last eight bytes.
func bitsAt(k []byte, pos, w uint) uint32 {
	var window uint64
	first := pos / 8
	if first+8 <= uint(len(k)) { // public: the position, not the value
		window = binary.LittleEndian.Uint64(k[first:])
	} else {
		// Five bytes cover any 32-bit window starting inside the first byte.
		for i := uint(0); i < 5; i++ {
			if j := first + i; j < uint(len(k)) {
				window |= uint64(k[j]) << (8 * i)
			}
		}
	}
	return uint32(window>>(pos%8)) & (1<<w - 1)
}

// signedWindows sets digits to the signed base-2^w expansion of the
// little-endian integer k, for 2 ≤ w ≤ 7: k = Σ digits[i]·2^(w·i), with
// digits[i] in [−2^(w−1), 2^(w−1)) below the top and the top digit in
// [0, 2^(w−1)].
//
// It requires k < 2^(w·len(digits) − 1), so that the top digit absorbs the
// last carry; an integer of b bits needs ⌈(b+1)/w⌉ digits. It runs in time
// independent of the value of k: a window d ≥ 2^(w−1) becomes d − 2^w and
// carries 1 into the next, computed as (d + 2^(w−1)) >> w without a branch.
// (curves.SignedRadix16 is the w = 4 case; this file generalises it for the
// wider windows of the fixed-base and GLV tables.)
func signedWindows(digits []int8, k []byte, w uint) {
	half := int32(1) << (w - 1)
	carry := int32(0)
	last := len(digits) - 1
	for i := range digits {
		d := int32(bitsAt(k, w*uint(i), w)) + carry
		if i == last { // public: the position, not the value
			digits[i] = int8(d)
			return
		}
		carry = (d + half) >> w
		digits[i] = int8(d - carry<<w)
	}
}

// absSign returns |d| and 1 if d < 0 (0 otherwise), without branches.
func absSign(d int8) (abs uint8, neg int) {
	m := d >> 7 // all ones if negative
	return uint8((d ^ m) - m), int(uint8(m) & 1)
}

// ctEq returns 1 if a = b and 0 otherwise, without branches.
func ctEq(a, b uint8) int {
	x := uint32(a ^ b)
	return int((x - 1) >> 31)
}
