package edwards

// halfLaneKernels is the part of a field's lane kernels (see
// LaneKernelsMinusOne: the four coordinates of a point in the lanes of a
// vector register) that half-size verification uses, one point at a time.
// field/fp25519 has these methods, fast with AVX-512 IFMA or AVX2. The interface is
// asserted at run time, so a field without them (or whose kernels are slow
// on the processor, EdwardsLanesFast) verifies on the formulas of
// formulas.go and coordinates.go instead, with the same results.
//
// Lane points are [20]uint64 values, completed (E, H, G, F) or cached
// (Y−X, Y+X, 2d·T, 2·Z); every output may alias every input.
type halfLaneKernels[E any] interface {
	// EdwardsLanesFast reports whether the kernels are faster than
	// the scalar formulas on this processor.
	EdwardsLanesFast() bool
	// EdwardsLanesFromExtended sets r (completed) = p (extended).
	EdwardsLanesFromExtended(r *[20]uint64, p *[4]E)
	// EdwardsLanesFromAffine sets r (cached) = q (an affine table entry).
	EdwardsLanesFromAffine(r *[20]uint64, q *[3]E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *[20]uint64)
	// EdwardsLanesOddMultiples sets t0[j] and t1[j] (cached) to
	// (2j+1)·p0 and (2j+1)·p1, j = 0..7, for p0 and p1 extended, on the
	// curve whose 2d is k.
	EdwardsLanesOddMultiples(t0, t1 *[varNAFSize][20]uint64, p0, p1 *[4]E, k *E)
	// EdwardsLanesDouble sets r = 2·p (completed).
	EdwardsLanesDouble(r, p *[20]uint64)
	// EdwardsLanesAdd sets r = p + q for p completed and q cached.
	EdwardsLanesAdd(r, p, q *[20]uint64)
	// EdwardsLanesSub sets r = p − q for p completed and q cached.
	EdwardsLanesSub(r, p, q *[20]uint64)
}

// halfLaneScratch is the lane-layout memory of halfMulLanes, in the pooled
// halfScratch: passed to interface methods, local values would escape.
type halfLaneScratch struct {
	tableA, tableR [varNAFSize][20]uint64 // odd multiples of A' and −R, cached
	acc, q         [20]uint64             // the accumulator; a table entry of G
}

// halfLanesOf returns the field's lane kernels when the half-size path
// should use them: a = −1 (the lane formulas are the a = −1 ones) and
// EdwardsLanesFast. Otherwise it returns nil.
func halfLanesOf[E, S any](c *Curve[E, S]) halfLaneKernels[E] {
	if c.kind != aMinusOne {
		return nil
	}
	lk, ok := c.f.(halfLaneKernels[E])
	if !ok || !lk.EdwardsLanesFast() {
		return nil
	}
	return lk
}

// halfMulLanes is halfMulVarTime on the lane kernels lk: it sets w.acc
// (extended) to 2^dbl times the sum of the four terms whose NAF digits are
// in w.sparse (odd multiples of w.p), hs.sparseR (of w.q), hs.nafLo (base1)
// and hs.nafHi (base2), the last two tables in cached lane form, building
// the tables of w.p and w.q itself. Execution time depends on the digits.
func (w *workspace[E, S]) halfMulLanes(lk halfLaneKernels[E], hs *halfScratch[E, S], base1, base2 *[halfBaseSize][20]uint64, dbl int) {
	ls := &hs.lanes
	lk.EdwardsLanesOddMultiples(&ls.tableA, &ls.tableR, ext4(&w.p), ext4(&w.q), &w.k)
	a, r, lo, hi := w.sparse, hs.sparseR, hs.nafLo, hs.nafHi
	ia, ir, il, ih := len(a)-1, len(r)-1, len(lo)-1, len(hi)-1
	top := max(topPos(a), topPos(r), topPos(lo), topPos(hi))
	// The accumulator starts at O; doubling it at the top position is
	// cheaper than special-casing the first digit.
	lk.EdwardsLanesFromExtended(&ls.acc, ext4(&w.c.id))
	for i := top; i >= 0; i-- {
		lk.EdwardsLanesDouble(&ls.acc, &ls.acc)
		if ia >= 0 && a[ia].pos() == i {
			laneAddCached(lk, &ls.acc, ls.tableA[:], int(a[ia].digit()))
			ia--
		}
		if ir >= 0 && r[ir].pos() == i {
			laneAddCached(lk, &ls.acc, ls.tableR[:], int(r[ir].digit()))
			ir--
		}
		if il >= 0 && lo[il].pos() == i {
			laneAddCached(lk, &ls.acc, base1[:], int(lo[il].digit()))
			il--
		}
		if ih >= 0 && hi[ih].pos() == i {
			laneAddCached(lk, &ls.acc, base2[:], int(hi[ih].digit()))
			ih--
		}
	}
	for range dbl {
		lk.EdwardsLanesDouble(&ls.acc, &ls.acc)
	}
	lk.EdwardsLanesToExtended(ext4(&w.acc), &ls.acc)
}

// laneAddCached adds d·P to acc, where table holds the odd multiples of P.
func laneAddCached[E any](lk halfLaneKernels[E], acc *[20]uint64, table [][20]uint64, d int) {
	if d > 0 {
		lk.EdwardsLanesAdd(acc, acc, &table[d/2])
	} else {
		lk.EdwardsLanesSub(acc, acc, &table[-d/2])
	}
}

// laneAddAffine adds d·P to acc, where table holds the odd multiples of P
// in affine form, converted into q.
func laneAddAffine[E any](lk halfLaneKernels[E], acc, q *[20]uint64, table []affine[E], d int) {
	lk.EdwardsLanesFromAffine(q, aff3(&table[max(d, -d)/2]))
	if d > 0 {
		lk.EdwardsLanesAdd(acc, acc, q)
	} else {
		lk.EdwardsLanesSub(acc, acc, q)
	}
}

// doubleMulLanes is doubleMulVarTime on the lane kernels lk, with hs's lane
// memory: w.acc = w.s·w.p + w.s2·G, also left in w.cp in completed form
// (E, H, G, F) = (X, Y, Z, Z). It uses w.sparse, w.sparse2, w.sle and
// w.sle2, and no other point of w.
func (w *workspace[E, S]) doubleMulLanes(lk halfLaneKernels[E], hs *halfScratch[E, S]) {
	baseNAF := w.c.baseNAFOnce()
	a, b := w.doubleMulDigits()
	ls := &hs.lanes
	// One table is wanted; the kernel builds two, for the same point.
	lk.EdwardsLanesOddMultiples(&ls.tableA, &ls.tableR, ext4(&w.p), ext4(&w.p), &w.k)
	ia, ib := len(a)-1, len(b)-1
	top := max(topPos(a), topPos(b))
	lk.EdwardsLanesFromExtended(&ls.acc, ext4(&w.c.id))
	for i := top; i >= 0; i-- {
		lk.EdwardsLanesDouble(&ls.acc, &ls.acc)
		if ia >= 0 && a[ia].pos() == i {
			laneAddCached(lk, &ls.acc, ls.tableA[:], int(a[ia].digit()))
			ia--
		}
		if ib >= 0 && b[ib].pos() == i {
			laneAddAffine(lk, &ls.acc, &ls.q, baseNAF[:], int(b[ib].digit()))
			ib--
		}
	}
	lk.EdwardsLanesToExtended(ext4(&w.acc), &ls.acc)
	w.cp = completed[E]{X: w.acc.X, Y: w.acc.Y, Z: w.acc.Z, T: w.acc.Z}
}
