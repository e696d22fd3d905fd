//go:build amd64 && !purego

package edwards

import "unsafe"

// lookupWords sets the n words at dst to entry idx − 1 of the eight n-word
// entries at table, or to id's for idx = 0, reading all nine, and then,
// when swap is 1, exchanges the entry's first two coordinates of k words
// each (the words [0, k) and [k, 2k)); swap is 0 or 1. It is
// lookupWordsBlend and swapWords, with kernels of their own (lookup15 and
// lookup20 in lookup_amd64.s) for the entry sizes of fp25519's tables: 15
// words (affine, ScalarBaseMult without the lane backend) and 20 (cached,
// ScalarMult's table), both of 5-word coordinates. Those keep the whole
// entry in registers, take the candidates' masks from idx and exchange the
// coordinates in registers before the store, about half the instructions
// of the blend and a separate swap. The switch is on n and k, the public
// entry and coordinate sizes.
func lookupWords(dst, table, id unsafe.Pointer, n, k int, idx uint8, swap int) {
	switch {
	case n == 15 && k == 5:
		lookup15((*uint64)(dst), (*uint64)(table), (*uint64)(id), uint64(idx), uint64(swap))
	case n == 20 && k == 5:
		lookup20((*uint64)(dst), (*uint64)(table), (*uint64)(id), uint64(idx), uint64(swap))
	default:
		lookupWordsBlend(dst, table, id, n, idx)
		swapWords(dst, unsafe.Add(dst, 8*k), k, swap)
	}
}

// lookup15 sets the 15 words at dst to entry idx − 1 of the eight 15-word
// entries at table, or to id's for idx = 0, reading all nine, and exchanges
// words 0..4 and 5..9 when swap is 1 (lookup_amd64.s).
//
//go:noescape
func lookup15(dst, table, id *uint64, idx, swap uint64)

// lookup20 is lookup15 for 20-word entries (lookup_amd64.s).
//
//go:noescape
func lookup20(dst, table, id *uint64, idx, swap uint64)

// blendWords is blendWordsGeneric in SSE2 assembly (lookup_amd64.s), which
// every amd64 processor has: the nine masks stay in XMM registers and each
// pair of output words costs nine loads, nine ANDs and eight ORs. Only n, which
// is public, steers its loop.
//
//go:noescape
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int)
