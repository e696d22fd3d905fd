//go:build !amd64 || purego

package edwards

// blendWords is blendWordsGeneric where there is no assembly.
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int) {
	blendWordsGeneric(dst, table, id, masks, n)
}
