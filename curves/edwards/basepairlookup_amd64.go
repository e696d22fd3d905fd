//go:build amd64 && !purego

package edwards

import "unsafe"

// lookupWordsPair is lookupWords for dst1 (idx1, swap1) and for dst2 (idx2,
// swap2) from the same table: two calls, since lookupWords's kernels for
// fp25519's entries (lookup15, lookup20) cost fewer instructions each than
// the joint blend of lookupWordsPairBlend.
func lookupWordsPair(dst1, dst2, table, id unsafe.Pointer, n, k int, idx1, idx2 uint8, swap1, swap2 int) {
	lookupWords(dst1, table, id, n, k, idx1, swap1)
	lookupWords(dst2, table, id, n, k, idx2, swap2)
}
