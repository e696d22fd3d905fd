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

// gatherPrime4x2 is gatherLimbs for entries of 2 elements of 9 words with 4
// limbs used (an affine point over a 4-limb field.Prime), in SSE2
// assembly: it sets limbs 0–3 of both elements of dst and leaves the
// others. entries must be at least 1.
//
//go:noescape
func gatherPrime4x2(dst *[18]uint64, table *uint64, entries int, idx uint32)

// gatherPrime4x3 is gatherPrime4x2 for entries of 3 elements (a
// projective point).
//
//go:noescape
func gatherPrime4x3(dst *[27]uint64, table *uint64, entries int, idx uint32)

// gatherPrime4 is gatherLimbs for elements of 9 words with 4 limbs used,
// through the assembly for points of 2 and 3 coordinates.
func gatherPrime4(dst, table unsafe.Pointer, entries, coords int, idx uint8) {
	switch { // public: the shape of the table
	case coords == 2 && entries > 0:
		d := (*[18]uint64)(dst)
		clear(d[:])
		gatherPrime4x2(d, (*uint64)(table), entries, uint32(idx))
	case coords == 3 && entries > 0:
		d := (*[27]uint64)(dst)
		clear(d[:])
		gatherPrime4x3(d, (*uint64)(table), entries, uint32(idx))
	default:
		gatherLimbs(dst, table, entries, coords*9, 9, 4, idx)
	}
}
