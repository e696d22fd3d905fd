//go:build amd64 && !purego

package edwards

// blendWords is blendWordsGeneric in SSE2 assembly (lookup_amd64.s), which
// every amd64 processor has: the nine masks stay in XMM registers and each
// pair of output words costs nine loads, nine ANDs and eight ORs. Only n, which
// is public, steers its loop.
//
//go:noescape
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int)
