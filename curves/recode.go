package curves

// bitsAt returns the w bits of the little-endian integer k starting at bit
// position pos (bits beyond the end of k read as zero), for w ≤ 32. It reads
// bytes at indexes that depend only on pos and len(k), never on k's value.
func bitsAt(k []byte, pos, w uint) uint32 {
	var window uint64
	first := pos / 8
	// Five bytes cover any 32-bit window starting inside the first byte.
	for i := uint(0); i < 5; i++ {
		if j := first + i; j < uint(len(k)) {
			window |= uint64(k[j]) << (8 * i)
		}
	}
	return uint32(window>>(pos%8)) & (1<<w - 1)
}

// SignedRadix16 sets digits to the signed base-16 expansion of the
// little-endian integer k: k = Σ digits[i]·16^i with every digit in [−8, 8].
//
// It requires k < 2^(4·len(digits) − 1), so that the top digit absorbs the
// last carry; a scalar below an n-bit group order needs ⌈(n+1)/4⌉ digits.
// Bits of k at or above 4·len(digits) are ignored. It runs in time
// independent of the value of k.
func SignedRadix16(digits []int8, k []byte) {
	// Digit 2j is the low nibble of byte j, digit 2j+1 its high nibble;
	// digits past the end of k are 0. Only the lengths steer the loops.
	clear(digits)
	for j, b := range k[:min(len(k), (len(digits)+1)/2)] {
		digits[2*j] = int8(b & 0x0f)
		if 2*j+1 < len(digits) {
			digits[2*j+1] = int8(b >> 4)
		}
	}
	// Move every digit from [0, 16) into [−8, 8): a digit d ≥ 8 becomes
	// d − 16 and carries 1 into the next position. carry = (d + 8) >> 4
	// computes that without a branch.
	for i := 0; i < len(digits)-1; i++ {
		carry := (digits[i] + 8) >> 4
		digits[i] -= carry << 4
		digits[i+1] += carry
	}
}

// SignedWindowsVarTime sets digits to the signed base-2^w expansion of the
// little-endian integer k: k = Σ digits[i]·2^(w·i) with every digit in
// [−2^(w−1), 2^(w−1)], for 1 ≤ w ≤ 24. It needs len(digits) ≥
// ⌈(8·len(k) + 1)/w⌉ and panics otherwise (a programming error). It is the
// recoding of the bucket method (Pippenger) and branches on the digits of k.
// Execution time depends on k.
func SignedWindowsVarTime(digits []int32, k []byte, w uint) {
	if w < 1 || w > 24 || len(digits)*int(w) < 8*len(k)+1 {
		panic("curves: SignedWindowsVarTime: bad window or digit count")
	}
	half := int32(1) << (w - 1)
	carry := int32(0)
	for i := range digits {
		d := int32(bitsAt(k, w*uint(i), w)) + carry
		carry = 0
		if d > half {
			d -= 2 * half
			carry = 1
		}
		digits[i] = d
	}
	if carry != 0 {
		panic("curves: SignedWindowsVarTime: internal error: carry out of the last digit")
	}
}

// NonAdjacentFormVarTime sets naf to the width-w non-adjacent form of the
// little-endian integer k, for 2 ≤ w ≤ 8: k = Σ naf[i]·2^i where every
// non-zero digit is odd, lies in (−2^(w−1), 2^(w−1)), and is followed by at
// least w−1 zero digits. It needs len(naf) ≥ 8·len(k) + 1 and panics
// otherwise (a programming error). Entries above the top digit are zero.
// Execution time depends on k.
func NonAdjacentFormVarTime(naf []int8, k []byte, w uint) {
	if w < 2 || w > 8 || len(naf) < 8*len(k)+1 {
		panic("curves: NonAdjacentFormVarTime: bad width or length")
	}
	clear(naf)
	// Pack k into 64-bit words (plus a zero word) so that a window is two
	// shifts; scalars of up to 120 bytes fit on the stack.
	var words [16]uint64
	if len(k) > 8*(len(words)-1) {
		nafBytes(naf, k, w)
		return
	}
	for i, b := range k {
		words[i/8] |= uint64(b) << (8 * (i % 8))
	}
	width := int32(1) << w
	mask := uint64(width - 1)
	carry := int32(0)
	for pos := uint(0); pos < uint(len(naf)); {
		wi, bi := pos/64, pos%64
		if wi >= uint(len(words)) {
			break // past k and its last carry: the rest is zero
		}
		bits := words[wi] >> bi
		if bi != 0 && wi+1 < uint(len(words)) {
			bits |= words[wi+1] << (64 - bi)
		}
		if bits == 0 && carry == 0 {
			// Nothing left below the next word boundary (or at all): skip.
			pos = (wi + 1) * 64
			continue
		}
		// The window value includes the carry owed by the previous digit.
		window := int32(bits&mask) + carry
		if window&1 == 0 {
			// An even window means the current bit equals the carry: the
			// digit here is zero and the carry, whatever it is, moves on.
			pos++
			continue
		}
		if window < width/2 {
			naf[pos] = int8(window)
			carry = 0
		} else {
			naf[pos] = int8(window - width)
			carry = 1
		}
		pos += w
	}
}

// nafBytes is NonAdjacentFormVarTime for integers too long for its word
// buffer, reading windows byte by byte.
func nafBytes(naf []int8, k []byte, w uint) {
	width := int32(1) << w
	carry := int32(0)
	for pos := uint(0); pos < uint(len(naf)); {
		window := int32(bitsAt(k, pos, w)) + carry
		if window&1 == 0 {
			pos++
			continue
		}
		if window < width/2 {
			naf[pos] = int8(window)
			carry = 0
		} else {
			naf[pos] = int8(window - width)
			carry = 1
		}
		pos += w
	}
}
