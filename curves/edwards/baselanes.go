package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
)

// baseLaneKernels is the part of a field's lane kernels (see
// LaneKernelsMinusOne) that the constant-time fixed-base multiplication
// uses. field/fp25519 has these methods, branch-free vector arithmetic on
// AVX-512 IFMA or AVX2; with the operands' sign flags of EdwardsLanesAdd2
// always false (public), their running time does not depend on the points.
// The interface is asserted at run time, so a field without them (or whose
// kernels are slow on the processor, EdwardsLanesFast) multiplies on the
// formulas of formulas.go and coordinates.go instead, with the same results.
type baseLaneKernels[E any] interface {
	// EdwardsLanesFast reports whether the kernels are faster than
	// the scalar formulas on this processor.
	EdwardsLanesFast() bool
	// EdwardsLanesFromExtended sets r (completed) = p (extended).
	EdwardsLanesFromExtended(r *lanePoint, p *[4]E)
	// EdwardsLanesFromAffine sets r (cached) = q (an affine table entry).
	EdwardsLanesFromAffine(r *lanePoint, q *[3]E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *lanePoint)
	// EdwardsLanesJoin sets r to the two points a and b.
	EdwardsLanesJoin(r *lanePair, a, b *lanePoint)
	// EdwardsLanesSplit sets a and b to the two points of p.
	EdwardsLanesSplit(a, b *lanePoint, p *lanePair)
	// EdwardsLanesDouble sets r = 2·p (completed).
	EdwardsLanesDouble(r, p *lanePoint)
	// EdwardsLanesAdd2 adds qa to the first point of acc and qb to the
	// second (cached operands), subtracting where subA or subB is set.
	EdwardsLanesAdd2(acc *lanePair, qa, qb *lanePoint, subA, subB bool)
}

// baseLanes returns the field's lane kernels when baseMult should use them:
// a = −1 (the lane formulas are the a = −1 ones),
// elements that are arrays of words (for lookupWords), and
// EdwardsLanesFast. Otherwise it returns nil.
func (w *workspace[E, S]) baseLanes() baseLaneKernels[E] {
	if w.kind != aMinusOne || w.words == 0 {
		return nil
	}
	lk, ok := w.f.(baseLaneKernels[E])
	if !ok || !lk.EdwardsLanesFast() {
		return nil
	}
	return lk
}

// baseMultLanes is baseMultScalar on the lane kernels lk: w.acc = w.s·G.
// Two accumulators side by side, added to together by EdwardsLanesAdd2,
// take the odd digits (the first) and the even digits (the second) of the
// same table row; the first is then multiplied by 16 and the two are
// summed. Every table access scans all entries of a row with masks and the
// sign of a digit is applied by masked word operations, so the sequence of
// operations and memory accesses does not depend on the scalar. It uses
// w.aq, w.t0, w.cq, w.cp and the lane memory of w.msm.
func (w *workspace[E, S]) baseMultLanes(lk baseLaneKernels[E]) {
	table := w.c.baseTableOnce()
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)

	lt := &w.msm.lanes
	lk.EdwardsLanesFromExtended(&lt.a, ext4(&w.c.id))
	lk.EdwardsLanesJoin(&lt.acc, &lt.a, &lt.a)
	n := len(w.digits)
	for i := 0; i < n; i += 2 {
		var odd int8 // digit i+1; 0 (the identity) past the last digit
		if i+1 < n {
			odd = w.digits[i+1]
		}
		w.laneAffineDigit(lk, &lt.base, &table[i/2], odd)
		w.laneAffineDigit(lk, &lt.id, &table[i/2], w.digits[i])
		lk.EdwardsLanesAdd2(&lt.acc, &lt.base, &lt.id, false, false)
	}
	lk.EdwardsLanesSplit(&lt.a, &lt.b, &lt.acc)
	for range 4 {
		lk.EdwardsLanesDouble(&lt.a, &lt.a)
	}
	lk.EdwardsLanesToExtended(ext4(&lt.ea), &lt.a)
	lk.EdwardsLanesToExtended(ext4(&lt.eb), &lt.b)
	w.toCached(&w.cq, &lt.eb)
	w.addCached(&w.cp, &lt.ea, &w.cq, false)
	w.toExtended(&w.acc, &w.cp)
}

// laneAffineDigit sets r (cached lanes) = d·P for −8 ≤ d ≤ 8, where row
// holds 1·P … 8·P in affine form (y+x, y−x, 2d·x·y). It reads every entry
// of row whatever d is; for d < 0 it exchanges the first two coordinates
// and negates the third (−P = (−x, y)) by masked word operations. It uses
// w.aq and w.t0.
func (w *workspace[E, S]) laneAffineDigit(lk baseLaneKernels[E], r *lanePoint, row *[8]affine[E], d int8) {
	abs, neg := absSign(d)
	q := &w.aq
	lookupWords(unsafe.Pointer(q), unsafe.Pointer(row), unsafe.Pointer(&w.c.affineID), 3*w.words, abs)
	swapWords(unsafe.Pointer(&q.A), unsafe.Pointer(&q.B), w.words, neg)
	w.f.Neg(&w.t0, &q.T)
	selectWords(unsafe.Pointer(&q.T), unsafe.Pointer(&w.t0), w.words, neg)
	lk.EdwardsLanesFromAffine(r, aff3(q))
}
