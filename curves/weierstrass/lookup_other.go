//go:build !amd64 || purego

package weierstrass

import "unsafe"

// gather is gatherWords where there is no assembly.
func gather(dst, table unsafe.Pointer, entries, n int, idx uint8) {
	gatherWords(dst, table, entries, n, idx)
}

// gatherStrided is gatherLimbs where there is no assembly.
func gatherStrided(dst, table unsafe.Pointer, entries, elems, stride, limbs int, idx uint8) {
	gatherLimbs(dst, table, entries, elems, stride, limbs, idx)
}
