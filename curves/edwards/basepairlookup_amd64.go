//go:build amd64 && !purego

package edwards

import "unsafe"

// jointPairLookup is false: on amd64 baseMultPairScalar looks up the two
// digits of a row with two addAffineDigit calls, whose lookupWords kernels
// (lookup15, lookup20) cost fewer instructions each than the joint blend
// of lookupWordsPairBlend.
const jointPairLookup = false

// lookupWordsPair is lookupWords for dst1 (idx1, swap1) and for dst2 (idx2,
// swap2) from the same table: two calls. It is here for addAffineDigitPair,
// which this build does not run (jointPairLookup), and for its test.
func lookupWordsPair(dst1, dst2, table, id unsafe.Pointer, n, k int, idx1, idx2 uint8, swap1, swap2 int) {
	lookupWords(dst1, table, id, n, k, idx1, swap1)
	lookupWords(dst2, table, id, n, k, idx2, swap2)
}
