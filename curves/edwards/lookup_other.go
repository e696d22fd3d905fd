//go:build !amd64 || purego

package edwards

import "unsafe"

// lookupWords is lookupWordsBlend where there is no assembly.
func lookupWords(dst, table, id unsafe.Pointer, n int, idx uint8) {
	lookupWordsBlend(dst, table, id, n, idx)
}

// blendWords is blendWordsGeneric where there is no assembly.
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int) {
	blendWordsGeneric(dst, table, id, masks, n)
}
