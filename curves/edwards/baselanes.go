package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// baseMultLanes is baseMultScalar on the lane kernels lk: w.acc = w.s·G.
// Two accumulators side by side, added to together by Add2,
// take the odd digits (the first) and the even digits (the second) of the
// same table row; the first is then multiplied by 16 and the two are
// summed. Every table access scans all entries of a row with masks and the
// sign of a digit is applied by masked word operations, so the sequence of
// operations and memory accesses does not depend on the scalar. It uses
// w.aq, w.t0, w.cq, w.cp and the lane memory of w.msm.
func (w *workspace[E, S]) baseMultLanes(lk laneKernels[E]) {
	table := w.c.baseTableOnce()
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)

	lt := &w.msm.lanes
	lk.FromExtended(&lt.a, ext4(&w.c.id))
	lanes25519.Join(&lt.acc, &lt.a, &lt.a)
	n := len(w.digits)
	for i := 0; i < n; i += 2 {
		var odd int8 // digit i+1; 0 (the identity) past the last digit
		if i+1 < n {
			odd = w.digits[i+1]
		}
		w.laneAffineDigit(lk, &lt.base, &table[i/2], odd)
		w.laneAffineDigit(lk, &lt.id, &table[i/2], w.digits[i])
		lk.Add2(&lt.acc, &lt.base, &lt.id, false, false)
	}
	lanes25519.Split(&lt.a, &lt.b, &lt.acc)
	for range 4 {
		lk.Double(&lt.a, &lt.a)
	}
	w.laneToExtended(&lt.ea, &lt.a, &lt.c)
	w.laneToExtended(&lt.eb, &lt.b, &lt.c)
	w.toCached(&w.cq, &lt.eb)
	w.addCached(&w.cp, &lt.ea, &w.cq, false)
	w.toExtended(&w.acc, &w.cp)
}

// laneAffineDigit sets r (cached lanes) = d·P for −8 ≤ d ≤ 8, where row
// holds 1·P … 8·P in affine form (y+x, y−x, 2d·x·y). It reads every entry
// of row whatever d is; for d < 0 it exchanges the first two coordinates
// and negates the third (−P = (−x, y)) by masked word operations. It uses
// w.aq and w.t0.
func (w *workspace[E, S]) laneAffineDigit(lk laneKernels[E], r *lanes25519.Point, row *[8]affine[E], d int8) {
	abs, neg := absSign(d)
	q := &w.aq
	lookupWords(unsafe.Pointer(q), unsafe.Pointer(row), unsafe.Pointer(&w.c.affineID), 3*w.words, abs)
	swapWords(unsafe.Pointer(&q.A), unsafe.Pointer(&q.B), w.words, neg)
	w.f.Neg(&w.t0, &q.T)
	selectWords(unsafe.Pointer(&q.T), unsafe.Pointer(&w.t0), w.words, neg)
	lk.FromAffine(r, aff3(q))
}
