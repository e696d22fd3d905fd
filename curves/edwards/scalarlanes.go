package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// ScalarMult runs on one lane accumulator. (One accumulator beats two
// side by side here: measured, the paired doubling is not twice as fast as
// the single one on IFMA, and runs the two halves one after the other on
// AVX2.)

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
func (w *workspace[E, S]) scalarMultLanes(lk laneKernels[E]) {
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	tab := (*[varNAFSize]lanes25519.Point)(unsafe.Pointer(&w.table))
	lt := &w.msm.lanes

	// tab[j] = (j+1)·P, cached.
	lk.FromExtended(&lt.a, ext4(&w.p))
	lk.ToCached(&tab[0], &lt.a, &w.laneScale)
	for j := 1; j < varNAFSize; j++ {
		lk.Add(&lt.a, &lt.a, &tab[0])
		lk.ToCached(&tab[j], &lt.a, &w.laneScale)
	}
	lk.FromAffine(&lt.id, aff3(&w.c.affineID))

	// Doubling O at the top digit costs less than a special case.
	lk.FromExtended(&lt.a, ext4(&w.c.id))
	for i := len(w.digits) - 1; i >= 0; i-- {
		lk.Double(&lt.a, &lt.a) // 2
		lk.Double(&lt.a, &lt.a) // 4
		lk.Double(&lt.a, &lt.a) // 8
		lk.Double(&lt.a, &lt.a) // 16
		neg := w.laneCachedDigit(&lt.b, tab, w.digits[i])
		lk.Add(&lt.a, &lt.a, &lt.b)
		laneSwap(&lt.a, 2, 3, neg)
	}
	w.laneToExtended(&w.acc, &lt.a, &lt.c)
	clear(lt.b[:]) // the last entry looked up
}

// laneCachedDigit sets r (cached lanes) to the entry |d| of tab (1·P …
// 8·P), or to the identity w.msm.lanes.id for d = 0, reading every entry
// whatever d is, with its Y−X and Y+X lanes exchanged when d < 0. It
// returns 1 when d < 0 (the caller then exchanges the G and F lanes of the
// sum) and 0 otherwise, without branches.
func (w *workspace[E, S]) laneCachedDigit(r *lanes25519.Point, tab *[varNAFSize]lanes25519.Point, d int8) int {
	abs, neg := absSign(d)
	lookupWords(unsafe.Pointer(r), unsafe.Pointer(tab), unsafe.Pointer(&w.msm.lanes.id), len(r), abs)
	laneSwap(r, 0, 1, neg)
	return neg
}

// laneSwap exchanges the coordinates i and j of the lane point p (limb k
// of coordinate j at index 4k + j) when cond is 1 and leaves them when
// cond is 0, with the same memory accesses either way.
func laneSwap(p *lanes25519.Point, i, j, cond int) {
	mask := -uint64(cond)
	for k := 0; k < len(p); k += 4 {
		t := mask & (p[k+i] ^ p[k+j])
		p[k+i] ^= t
		p[k+j] ^= t
	}
}
