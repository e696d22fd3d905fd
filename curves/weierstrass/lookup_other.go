//go:build !amd64 || purego

package weierstrass

import "unsafe"

// gather is gatherWords where there is no assembly.
func gather(dst, table unsafe.Pointer, entries, n int, idx uint8) {
	gatherWords(dst, table, entries, n, idx)
}

// gatherPrime4 is gatherLimbs for elements of 9 words with 4 limbs used.
func gatherPrime4(dst, table unsafe.Pointer, entries, coords int, idx uint8) {
	gatherLimbs(dst, table, entries, coords*9, 9, 4, idx)
}
