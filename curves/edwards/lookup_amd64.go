//go:build amd64 && !purego

package edwards

import "unsafe"

// lookupWords is lookupWordsBlend, with kernels of their own (lookup15 and
// lookup20 in lookup_amd64.s) for the entry sizes of fp25519's tables: 15
// words (affine, ScalarBaseMult without the lane backend) and 20 (cached,
// ScalarMult's table). Those keep the whole entry in registers and take
// the candidates' masks from idx, about half the instructions of the blend.
// The switch is on n, the public entry size.
func lookupWords(dst, table, id unsafe.Pointer, n int, idx uint8) {
	switch n {
	case 15:
		lookup15((*uint64)(dst), (*uint64)(table), (*uint64)(id), uint64(idx))
	case 20:
		lookup20((*uint64)(dst), (*uint64)(table), (*uint64)(id), uint64(idx))
	default:
		lookupWordsBlend(dst, table, id, n, idx)
	}
}

// lookup15 sets the 15 words at dst to entry idx − 1 of the eight 15-word
// entries at table, or to id's for idx = 0, reading all nine
// (lookup_amd64.s).
//
//go:noescape
func lookup15(dst, table, id *uint64, idx uint64)

// lookup20 is lookup15 for 20-word entries (lookup_amd64.s).
//
//go:noescape
func lookup20(dst, table, id *uint64, idx uint64)

// blendWords is blendWordsGeneric in SSE2 assembly (lookup_amd64.s), which
// every amd64 processor has: the nine masks stay in XMM registers and each
// pair of output words costs nine loads, nine ANDs and eight ORs. Only n, which
// is public, steers its loop.
//
//go:noescape
func blendWords(dst, table, id *uint64, masks *[9]uint64, n int)
