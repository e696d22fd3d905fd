//go:build !amd64 || purego

package edwards

import "unsafe"

// jointPairLookup is true: without lookup assembly, baseMultPairScalar
// looks up the two digits of a row in one scan (addAffineDigitPair).
const jointPairLookup = true

// lookupWordsPair sets the n words at dst1 to entry idx1 − 1 and those at
// dst2 to entry idx2 − 1 of the eight n-word entries at table (id's for an
// index of 0) in one scan (lookupWordsPairBlend), then exchanges the words
// [0, k) and [k, 2k) of dst1 when swap1 is 1 and of dst2 when swap2 is 1:
// lookupWords for two indexes into the same table.
func lookupWordsPair(dst1, dst2, table, id unsafe.Pointer, n, k int, idx1, idx2 uint8, swap1, swap2 int) {
	lookupWordsPairBlend(dst1, dst2, table, id, n, idx1, idx2)
	swapWords(dst1, unsafe.Add(dst1, 8*k), k, swap1)
	swapWords(dst2, unsafe.Add(dst2, 8*k), k, swap2)
}
