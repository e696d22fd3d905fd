package edwards

import "github.com/curvekit/curvekit/curves"

// ScalarMult runs on one lane accumulator. (One accumulator beats two
// side by side here: measured, the paired doubling is not twice as fast as
// the single one on IFMA, and runs the two halves one after the other on
// AVX2.)

// scalarMultLanes is scalarMultScalar on the lane kernels lk: w.acc =
// w.s·w.p, with the same signed radix-16 digits, table of 1·P … 8·P (built
// in cached lane layout in lt.tab) and accumulator in completed
// form, four doublings and one addition per digit. Each digit's operand
// comes from lk.LookupCached, which scans all entries with masks and
// applies the digit's sign by masks, so the sequence of operations and
// memory accesses does not depend on the scalar. It uses lt.tab, lt.a,
// lt.b and lt.id of the lane memory of w.msm.
func (w *workspace[E, S]) scalarMultLanes(lk laneKernels[E]) {
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	lt := &w.msm.lanes
	tab := &lt.tab

	// tab[j] = (j+1)·P, cached.
	lk.FromExtended(&lt.a, ext4(&w.p))
	lk.ToCached(&tab[0], &lt.a, &w.laneScale)
	for j := 1; j < varNAFSize; j++ {
		lk.Add(&lt.a, &lt.a, &tab[0])
		lk.ToCached(&tab[j], &lt.a, &w.laneScale)
	}
	lk.FromAffine(&lt.id, aff3(&w.c.affineID))

	// The accumulator starts at O plus the top digit's entry; every lower
	// digit takes four doublings (one Double4 kernel) and an addition.
	lk.FromExtended(&lt.a, ext4(&w.c.id))
	for i := len(w.digits) - 1; i >= 0; i-- {
		if i < len(w.digits)-1 {
			lk.Double4(&lt.a, &lt.a)
		}
		abs, neg := absSign(w.digits[i])
		lk.LookupCached(&lt.b, tab, &lt.id, uint64(abs), uint64(neg))
		lk.Add(&lt.a, &lt.a, &lt.b)
	}
	w.laneToExtended(&w.acc, &lt.a, &lt.c)
	clear(lt.b[:]) // the last entry looked up
}
