package edwards

import "unsafe"

// lookupWordsBlend sets the n 64-bit words at dst to entry idx − 1 of the eight
// consecutive n-word entries at table, or to the n words at id when idx is
// 0, for idx ≤ 8. It reads every word of every entry whatever idx is: each
// output word is the OR of all nine candidates, each ANDed with a mask that
// is all ones for the chosen one and zero for the others. It is used when the
// element type is an array of uint64 (see selectWords); on amd64 the
// blending runs in SSE2 registers, two words at a time (lookup_amd64.s).
// lookupWords (lookup_amd64.go, lookup_other.go) calls it for the entry
// sizes that have no kernel of their own, and then swapWords for the sign.
func lookupWordsBlend(dst, table, id unsafe.Pointer, n int, idx uint8) {
	var masks [9]uint64
	for j := range masks {
		masks[j] = -uint64(ctEq(idx, uint8(j)))
	}
	blendWords((*uint64)(dst), (*uint64)(table), (*uint64)(id), &masks, n)
}

// blendWordsGeneric is blendWords in Go: dst[i] = masks[0]&id[i] |
// masks[1]&entry0[i] | … | masks[8]&entry7[i] for i < n, where entry j
// starts at table + 8·n·j bytes.
func blendWordsGeneric(dst, table, id *uint64, masks *[9]uint64, n int) {
	d := unsafe.Slice(dst, n)
	t := unsafe.Slice(table, 8*n)
	e := unsafe.Slice(id, n)[:len(d)]
	m0, m1, m2, m3, m4 := masks[0], masks[1], masks[2], masks[3], masks[4]
	m5, m6, m7, m8 := masks[5], masks[6], masks[7], masks[8]
	t1, t2 := t[0*n:][:len(d)], t[1*n:][:len(d)]
	t3, t4 := t[2*n:][:len(d)], t[3*n:][:len(d)]
	t5, t6 := t[4*n:][:len(d)], t[5*n:][:len(d)]
	t7, t8 := t[6*n:][:len(d)], t[7*n:][:len(d)]
	for i := range d {
		d[i] = m0&e[i] | m1&t1[i] | m2&t2[i] | m3&t3[i] | m4&t4[i] |
			m5&t5[i] | m6&t6[i] | m7&t7[i] | m8&t8[i]
	}
}
