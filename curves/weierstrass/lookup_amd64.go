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
