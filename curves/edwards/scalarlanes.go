package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
)

// scalarLaneKernels is the part of a field's lane kernels (see
// LaneKernelsMinusOne) that the constant-time variable-base multiplication
// uses, one point at a time. field/fp25519 has these methods, branch-free
// vector arithmetic on AVX-512 IFMA or AVX2 whose running time does not
// depend on the points. Where the field lacks them or they are slow
// (EdwardsLanesFast), ScalarMult runs on the formulas instead, with the
// same results. (One accumulator beats two side by side here: measured,
// the paired doubling is not twice as fast as the single one on IFMA, and
// runs the two halves one after the other on AVX2.)
type scalarLaneKernels[E any] interface {
	// EdwardsLanesFast reports whether the kernels are faster than
	// the scalar formulas on this processor.
	EdwardsLanesFast() bool
	// EdwardsLanesFromExtended sets r (completed) = p (extended).
	EdwardsLanesFromExtended(r *lanePoint, p *[4]E)
	// EdwardsLanesFromAffine sets r (cached) = q (an affine table entry).
	EdwardsLanesFromAffine(r *lanePoint, q *[3]E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *lanePoint)
	// EdwardsLanesCachedScale sets r to the factor EdwardsLanesToCached
	// takes, for the curve whose 2d is k.
	EdwardsLanesCachedScale(r *lanePoint, k *E)
	// EdwardsLanesToCached sets r (cached) = p (completed), with c from
	// EdwardsLanesCachedScale.
	EdwardsLanesToCached(r, p, c *lanePoint)
	// EdwardsLanesAdd sets r = p + q for p completed and q cached.
	EdwardsLanesAdd(r, p, q *lanePoint)
	// EdwardsLanesDouble sets r = 2·p (completed).
	EdwardsLanesDouble(r, p *lanePoint)
}

// scalarLanes returns the field's lane kernels when ScalarMult should use
// them: a = −1 (the lane formulas are the a = −1 ones), elements that are
// arrays of words (for lookupWords), a cached
// point of w.table exactly one lanePoint in size (so that the lane table
// lives in w.table's memory), and EdwardsLanesFast. Otherwise it returns
// nil.
func (w *workspace[E, S]) scalarLanes() scalarLaneKernels[E] {
	if w.kind != aMinusOne || w.words == 0 || unsafe.Sizeof(w.table) != unsafe.Sizeof([varNAFSize]lanePoint{}) {
		return nil
	}
	lk, ok := w.f.(scalarLaneKernels[E])
	if !ok || !lk.EdwardsLanesFast() {
		return nil
	}
	return lk
}

// scalarMultLanes is scalarMultScalar on the lane kernels lk: w.acc =
// w.s·w.p, with the same signed radix-16 digits, table of 1·P … 8·P (built
// in cached lane layout in w.table's memory) and accumulator in completed
// form, four doublings and one addition per digit. Every table access scans
// all entries with masks, and a negative digit is applied as the kernels'
// own subtraction does it: the entry's Y−X and Y+X lanes are exchanged
// before the addition and the G and F lanes of the sum after it (see
// condNegate), by masked word exchanges. So the sequence of operations and
// memory accesses does not depend on the scalar. It uses w.table and lt.a,
// lt.b and lt.id of the lane memory of w.msm.
func (w *workspace[E, S]) scalarMultLanes(lk scalarLaneKernels[E]) {
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	tab := (*[varNAFSize]lanePoint)(unsafe.Pointer(&w.table))
	lt := &w.msm.lanes

	// tab[j] = (j+1)·P, cached; lt.b holds the scale of EdwardsLanesToCached.
	lk.EdwardsLanesCachedScale(&lt.b, &w.k)
	lk.EdwardsLanesFromExtended(&lt.a, ext4(&w.p))
	lk.EdwardsLanesToCached(&tab[0], &lt.a, &lt.b)
	for j := 1; j < varNAFSize; j++ {
		lk.EdwardsLanesAdd(&lt.a, &lt.a, &tab[0])
		lk.EdwardsLanesToCached(&tab[j], &lt.a, &lt.b)
	}
	lk.EdwardsLanesFromAffine(&lt.id, aff3(&w.c.affineID))

	// Doubling O at the top digit costs less than a special case.
	lk.EdwardsLanesFromExtended(&lt.a, ext4(&w.c.id))
	for i := len(w.digits) - 1; i >= 0; i-- {
		lk.EdwardsLanesDouble(&lt.a, &lt.a) // 2
		lk.EdwardsLanesDouble(&lt.a, &lt.a) // 4
		lk.EdwardsLanesDouble(&lt.a, &lt.a) // 8
		lk.EdwardsLanesDouble(&lt.a, &lt.a) // 16
		neg := w.laneCachedDigit(&lt.b, tab, w.digits[i])
		lk.EdwardsLanesAdd(&lt.a, &lt.a, &lt.b)
		laneSwap(&lt.a, 2, 3, neg)
	}
	lk.EdwardsLanesToExtended(ext4(&w.acc), &lt.a)
	clear(lt.b[:]) // the last entry looked up
}

// laneCachedDigit sets r (cached lanes) to the entry |d| of tab (1·P …
// 8·P), or to the identity w.msm.lanes.id for d = 0, reading every entry
// whatever d is, with its Y−X and Y+X lanes exchanged when d < 0. It
// returns 1 when d < 0 (the caller then exchanges the G and F lanes of the
// sum) and 0 otherwise, without branches.
func (w *workspace[E, S]) laneCachedDigit(r *lanePoint, tab *[varNAFSize]lanePoint, d int8) int {
	abs, neg := absSign(d)
	lookupWords(unsafe.Pointer(r), unsafe.Pointer(tab), unsafe.Pointer(&w.msm.lanes.id), len(r), abs)
	laneSwap(r, 0, 1, neg)
	return neg
}

// laneSwap exchanges the coordinates i and j of the lane point p (limb k
// of coordinate j at index 4k + j) when cond is 1 and leaves them when
// cond is 0, with the same memory accesses either way.
func laneSwap(p *lanePoint, i, j, cond int) {
	mask := -uint64(cond)
	for k := 0; k < len(p); k += 4 {
		t := mask & (p[k+i] ^ p[k+j])
		p[k+i] ^= t
		p[k+j] ^= t
	}
}
