//go:build !amd64 || purego

package edwards

import "unsafe"

// lookupWords is lookupWordsBlend and swapWords where there is no
// assembly: it sets the n words at dst to entry idx − 1 of the eight n-word
// entries at table, or to id's for idx = 0, and then exchanges the words
// [0, k) and [k, 2k) when swap is 1 (see lookup_amd64.go).
func lookupWords(dst, table, id unsafe.Pointer, n, k int, idx uint8, swap int) {
	lookupWordsBlend(dst, table, id, n, idx)
	swapWords(dst, unsafe.Add(dst, 8*k), k, swap)
}

// blendWords is blendWordsGeneric where there is no assembly.
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int) {
	blendWordsGeneric(dst, table, id, masks, n)
}
