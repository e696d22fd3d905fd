//go:build amd64 && !purego

package weierstrass

import "unsafe"

// gather12 is gatherWords for entries of 12 words (a projective point of
// 4-word elements), in SSE2 assembly (lookup_amd64.s). entries must be at
// least 1.
//
//go:noescape
func gather12(dst *[12]uint64, table *uint64, entries int, idx uint32)

// gather8 is gatherWords for entries of 8 words (an affine point of 4-word
// elements), in SSE2 assembly. entries must be at least 1.
//
//go:noescape
func gather8(dst *[8]uint64, table *uint64, entries int, idx uint32)

// gather sets the n words at dst to entry idx−1 of the table of entries
// entries of n words each, or to zero when idx = 0, reading the whole
// table: gatherWords, through the assembly for 8 and 12 words.
func gather(dst, table unsafe.Pointer, entries, n int, idx uint8) {
	switch n { // public: the size of an entry
	case 12:
		gather12((*[12]uint64)(dst), (*uint64)(table), entries, uint32(idx))
	case 8:
		gather8((*[8]uint64)(dst), (*uint64)(table), entries, uint32(idx))
	default:
		gatherWords(dst, table, entries, n, idx)
	}
}

// gather9x4 is gatherLimbs for entries of elems elements of 9 words with
// 4 limbs used (points over a 4-limb field.Prime or a tower.Fp2 over one),
// in SSE2 assembly: it sets limbs 0–3 of every element of dst and leaves
// the others. entries and elems must be at least 1.
//
//go:noescape
func gather9x4(dst *uint64, table *uint64, entries, elems int, idx uint32)

// gather9x6 is gather9x4 for elements with 6 limbs used (a 6-limb
// field.Prime such as BLS12-381's base field).
//
//go:noescape
func gather9x6(dst *uint64, table *uint64, entries, elems int, idx uint32)

// gatherStrided is gatherLimbs, through the assembly for elements of 9
// words with 4 or 6 limbs used.
func gatherStrided(dst, table unsafe.Pointer, entries, elems, stride, limbs int, idx uint8) {
	if stride != 9 || entries < 1 || elems < 1 || (limbs != 4 && limbs != 6) { // public: the shape of the table
		gatherLimbs(dst, table, entries, elems, stride, limbs, idx)
		return
	}
	clear(unsafe.Slice((*uint64)(dst), elems*stride))
	if limbs == 4 {
		gather9x4((*uint64)(dst), (*uint64)(table), entries, elems, uint32(idx))
	} else {
		gather9x6((*uint64)(dst), (*uint64)(table), entries, elems, uint32(idx))
	}
}
