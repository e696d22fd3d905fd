package edwards

import "unsafe"

// This file holds the table lookups of baseMultPairScalar: both scalars'
// digits i come from row i of the fixed-base table, so one scan of the row
// can serve both, each word of the row read once and blended into two
// entries. Where lookupWords has assembly kernels (amd64 without purego,
// basepairlookup_amd64.go) the pair stays two of those, which keep a whole
// entry in registers and have no room for a second (jointPairLookup is
// false); elsewhere (basepairlookup_other.go) it is lookupWordsPairBlend,
// which loads each word of the row once for both entries: with -tags
// purego, 30k fewer instructions for ScalarBaseMultPair (callgrind,
// 472k → 442k). TestLookupWordsPair checks it against lookupWords.

// addAffineDigitPair sets r1 = r1 + d1·P and r2 = r2 + d2·P for
// −8 ≤ d1, d2 ≤ 8, where row holds 1·P … 8·P, and r1, r2 are completed:
// addAffineDigit for two digits of the same row, with one lookup
// (lookupWordsPair) for both entries, ms.aq for d1's and w.bp.aq for d2's.
// The element type must be an array of words (w.words ≠ 0).
func (w *workspace[E, S]) addAffineDigitPair(ms *ctMulScratch[E], r1, r2 *completed[E], row *[8]affine[E], d1, d2 int8) {
	abs1, neg1 := absSign(d1)
	abs2, neg2 := absSign(d2)
	q1, q2 := &ms.aq, &w.bp.aq
	// The lookup also exchanges A and B of an entry whose swap is 1.
	lookupWordsPair(unsafe.Pointer(q1), unsafe.Pointer(q2), unsafe.Pointer(row), unsafe.Pointer(&w.c.affineID),
		3*w.words, w.words, abs1, abs2, w.signSwap(neg1), w.signSwap(neg2))
	w.addAffineEntry(ms, r1, q1, neg1)
	w.addAffineEntry(ms, r2, q2, neg2)
}

// lookupWordsPairBlend is lookupWordsBlend for two indexes into the same
// table: it sets the n words at dst1 to entry idx1 − 1 and those at dst2 to
// entry idx2 − 1 of the eight n-word entries at table (the n words at id
// for an index of 0), for indexes ≤ 8, reading every word of every entry
// once whatever the indexes are.
func lookupWordsPairBlend(dst1, dst2, table, id unsafe.Pointer, n int, idx1, idx2 uint8) {
	var m1, m2 [9]uint64
	for j := range m1 {
		m1[j] = -uint64(ctEq(idx1, uint8(j)))
		m2[j] = -uint64(ctEq(idx2, uint8(j)))
	}
	blendWordsPairGeneric((*uint64)(dst1), (*uint64)(dst2), (*uint64)(table), (*uint64)(id), &m1, &m2, n)
}

// blendWordsPairGeneric is blendWordsGeneric with two sets of masks and two
// outputs: for i < n, dst1[i] = m1[0]&id[i] | m1[1]&entry0[i] | … |
// m1[8]&entry7[i], and dst2[i] the same with m2, where entry j starts at
// table + 8·n·j bytes; each table word is loaded once for both.
func blendWordsPairGeneric(dst1, dst2, table, id *uint64, m1, m2 *[9]uint64, n int) {
	d1 := unsafe.Slice(dst1, n)
	d2 := unsafe.Slice(dst2, n)[:len(d1)]
	t := unsafe.Slice(table, 8*n)
	e := unsafe.Slice(id, n)[:len(d1)]
	t1, t2 := t[0*n:][:len(d1)], t[1*n:][:len(d1)]
	t3, t4 := t[2*n:][:len(d1)], t[3*n:][:len(d1)]
	t5, t6 := t[4*n:][:len(d1)], t[5*n:][:len(d1)]
	t7, t8 := t[6*n:][:len(d1)], t[7*n:][:len(d1)]
	for i := range d1 {
		x := e[i]
		u, v := m1[0]&x, m2[0]&x
		x = t1[i]
		u, v = u|m1[1]&x, v|m2[1]&x
		x = t2[i]
		u, v = u|m1[2]&x, v|m2[2]&x
		x = t3[i]
		u, v = u|m1[3]&x, v|m2[3]&x
		x = t4[i]
		u, v = u|m1[4]&x, v|m2[4]&x
		x = t5[i]
		u, v = u|m1[5]&x, v|m2[5]&x
		x = t6[i]
		u, v = u|m1[6]&x, v|m2[6]&x
		x = t7[i]
		u, v = u|m1[7]&x, v|m2[7]&x
		x = t8[i]
		d1[i], d2[i] = u|m1[8]&x, v|m2[8]&x
	}
}
