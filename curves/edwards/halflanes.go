package edwards

import "github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"

// halfLaneScratch is the lane-layout memory of halfMulLanes, in the pooled
// halfScratch: passed to interface methods, local values would escape.
type halfLaneScratch[E any] struct {
	*halfLanePoints              // allocated on first use (points)
	c               completed[E] // the result on its way to extended
}

// halfLanePoints are the lane points of halfLaneScratch, each at a 32-byte
// boundary (see lanePoints).
type halfLanePoints struct {
	tableA, tableR [varNAFSize]lanes25519.Point // odd multiples of A' and −R, cached
	acc            lanes25519.Point             // the accumulator
	a, b           lanes25519.Point             // the points of the tables, completed
}

// points returns s with its lane points allocated, once per scratch (the
// scratch is pooled).
func (s *halfLaneScratch[E]) points() *halfLaneScratch[E] {
	if s.halfLanePoints == nil {
		s.halfLanePoints = newAlignedLanes[halfLanePoints]()
	}
	return s
}

// halfMulLanes is halfMulVarTime on the lane kernels lk: it sets w.acc
// (extended) to 2^dbl times the sum of the four terms whose NAF digits are
// in hs.sparseA (odd multiples of w.p), hs.sparseR (of w.q), hs.nafLo (base1)
// and hs.nafHi (base2), the last two tables in cached lane form, building
// the tables of w.p and w.q itself. Execution time depends on the digits.
func (w *workspace[E, S]) halfMulLanes(lk laneKernels[E], hs *halfScratch[E, S], base1, base2 *[halfBaseSize]lanes25519.Point, dbl int) {
	ls := hs.lanes.points()
	lk.FromExtended(&ls.a, ext4(&w.p))
	lk.FromExtended(&ls.b, ext4(&w.q))
	lk.OddMultiples(&ls.tableA, &ls.tableR, &ls.a, &ls.b, &w.laneScale)
	a, r, lo, hi := hs.sparseA, hs.sparseR, hs.nafLo, hs.nafHi
	ia, ir, il, ih := len(a)-1, len(r)-1, len(lo)-1, len(hi)-1
	// The accumulator starts at O at the top position, which takes no
	// doubling; between the positions that carry digits it takes their
	// distance in doublings (laneDoublings), then the digits.
	pos := max(topPos(a), topPos(r), topPos(lo), topPos(hi))
	lk.FromExtended(&ls.acc, ext4(&w.c.id))
	for ia >= 0 || ir >= 0 || il >= 0 || ih >= 0 {
		next := -1
		if ia >= 0 {
			next = a[ia].pos()
		}
		if ir >= 0 {
			next = max(next, r[ir].pos())
		}
		if il >= 0 {
			next = max(next, lo[il].pos())
		}
		if ih >= 0 {
			next = max(next, hi[ih].pos())
		}
		laneDoublings(lk, &ls.acc, pos-next)
		pos = next
		if ia >= 0 && a[ia].pos() == pos {
			laneAddCached(lk, &ls.acc, ls.tableA[:], int(a[ia].digit()))
			ia--
		}
		if ir >= 0 && r[ir].pos() == pos {
			laneAddCached(lk, &ls.acc, ls.tableR[:], int(r[ir].digit()))
			ir--
		}
		if il >= 0 && lo[il].pos() == pos {
			laneAddCached(lk, &ls.acc, base1[:], int(lo[il].digit()))
			il--
		}
		if ih >= 0 && hi[ih].pos() == pos {
			laneAddCached(lk, &ls.acc, base2[:], int(hi[ih].digit()))
			ih--
		}
	}
	laneDoublings(lk, &ls.acc, max(pos, 0)+dbl)
	w.laneToExtended(&w.acc, &ls.acc, &ls.c)
}

// laneDoublings sets acc = 2^n·acc (n ≥ 0): Double4 for each four
// doublings, Double for the rest.
func laneDoublings[E any](lk laneKernels[E], acc *lanes25519.Point, n int) {
	for ; n >= 4; n -= 4 {
		lk.Double4(acc, acc)
	}
	for ; n > 0; n-- {
		lk.Double(acc, acc)
	}
}

// laneAddCached adds d·P to acc, where table holds the odd multiples of P.
func laneAddCached[E any](lk laneKernels[E], acc *lanes25519.Point, table []lanes25519.Point, d int) {
	if d > 0 {
		lk.Add(acc, acc, &table[d/2])
	} else {
		lk.Sub(acc, acc, &table[-d/2])
	}
}

// doubleMulLanes is doubleMulVarTime on the lane kernels lk, with hs's lane
// memory and ds's digits: r = a·p + b·G, also left in rc in completed form
// (E, H, G, F) = (X, Y, Z, Z). b takes the width-halfBaseWidth NAF and hc's
// cached lane table of its odd multiples of G (laneBase1), as doubleMulWide
// does on the formulas: about five additions fewer than the
// width-baseNAFWidth NAF for a 253-bit b. The loop visits the positions
// that carry digits, not every position, and the doublings between them
// run four at a time as Double4 (laneDoublings). Execution time depends on
// the scalars.
func (w *workspace[E, S]) doubleMulLanes(lk laneKernels[E], hc *halfCurve[E, S], hs *halfScratch[E, S], ds *doubleMulScratch[E], r *extended[E], rc *completed[E], a *S, p *extended[E], b *S) {
	w.scalarToLE(ds.le1, a)
	w.scalarToLE(ds.le2, b)
	da := appendNAF(ds.naf1[:0], ds.le1, varNAFWidth)
	db := appendWideNAF(hs.nafLo[:0], ds.le2, halfBaseWidth)
	ds.naf1, hs.nafLo = da, db
	base := hc.laneBase1
	ls := hs.lanes.points()
	lk.FromExtended(&ls.a, ext4(p))
	lk.OddMultiple(&ls.tableA, &ls.a, &w.laneScale)
	ia, ib := len(da)-1, len(db)-1
	// As in halfMulLanes: O at the top position, then the distance to the
	// next position with a digit in doublings, then its digits.
	pos := max(topPos(da), topPos(db))
	lk.FromExtended(&ls.acc, ext4(&w.c.id))
	for ia >= 0 || ib >= 0 {
		next := -1
		if ia >= 0 {
			next = da[ia].pos()
		}
		if ib >= 0 {
			next = max(next, db[ib].pos())
		}
		laneDoublings(lk, &ls.acc, pos-next)
		pos = next
		if ia >= 0 && da[ia].pos() == pos {
			laneAddCached(lk, &ls.acc, ls.tableA[:], int(da[ia].digit()))
			ia--
		}
		if ib >= 0 && db[ib].pos() == pos {
			laneAddCached(lk, &ls.acc, base[:], int(db[ib].digit()))
			ib--
		}
	}
	laneDoublings(lk, &ls.acc, max(pos, 0))
	w.laneToExtended(r, &ls.acc, &ls.c)
	*rc = completed[E]{X: r.X, Y: r.Y, Z: r.Z, T: r.Z}
}
