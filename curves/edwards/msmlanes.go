package edwards

// lanePoint is a point in the lane layout of a field's LaneKernelsMinusOne:
// for field/fp25519, limb k of coordinate j at index 4k + j.
type lanePoint = [20]uint64

// LaneKernelsMinusOne is an optional interface of a base field whose
// elements are five 64-bit limbs: the point formulas of a = −1 curves with
// the four coordinates of a point side by side in the lanes of a vector
// register, so that the four independent multiplications of each stage of
// a formula run as one vector multiplication. When Params.Field implements
// it (with KernelsMinusOne), a = −1 and EdwardsLanesFast reports true,
// Straus's multi-scalar multiplication (batch verification included) runs
// on it. field/fp25519 implements it with AVX-512 IFMA.
//
// Points are lanePoint values, completed (E, H, G, F) or cached
// (Y−X, Y+X, 2d·T, 2·Z); every output may alias every input.
type LaneKernelsMinusOne[E any] interface {
	// EdwardsLanesFast reports whether the kernels are faster than
	// KernelsMinusOne's on this processor.
	EdwardsLanesFast() bool
	// EdwardsLanesFromExtended sets r (completed) = p (extended).
	EdwardsLanesFromExtended(r *lanePoint, p *[4]E)
	// EdwardsLanesFromAffine sets r (cached) = q (an affine table entry).
	EdwardsLanesFromAffine(r *lanePoint, q *[3]E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *lanePoint)
	// EdwardsLanesAdd sets r (completed) = p (completed) + q (cached).
	EdwardsLanesAdd(r, p, q *lanePoint)
	// EdwardsLanesSub sets r (completed) = p (completed) − q (cached).
	EdwardsLanesSub(r, p, q *lanePoint)
	// EdwardsLanesDouble sets r (completed) = 2·p (completed).
	EdwardsLanesDouble(r, p *lanePoint)
	// EdwardsLanesOddMultiples sets t0[j] and t1[j] (cached) to
	// (2j+1)·p0 and (2j+1)·p1, j = 0..7, for p0 and p1 extended, on the
	// curve whose 2d is k.
	EdwardsLanesOddMultiples(t0, t1 *[varNAFSize]lanePoint, p0, p1 *[4]E, k *E)
}

// laneTemps are the temporary points of strausLanes, kept in the workspace:
// passed to interface methods, local ones would escape to the heap.
type laneTemps struct {
	acc, q lanePoint
}

// laneKernels returns the field's lane kernels when straus should use
// them, nil otherwise.
func (w *workspace[E, S]) laneKernels() LaneKernelsMinusOne[E] {
	if w.kern == nil {
		return nil
	}
	lk, ok := w.f.(LaneKernelsMinusOne[E])
	if !ok || !lk.EdwardsLanesFast() {
		return nil
	}
	return lk
}

// strausLanes is straus on the lane kernels lk: the same digits, tables of
// the odd multiples 1·P..15·P of every point in cached lane layout, and the
// accumulator in completed lane layout.
func (w *workspace[E, S]) strausLanes(lk LaneKernelsMinusOne[E], r *extended[E], base *S, scalars []S, points []extended[E]) {
	n := len(points)
	ms := &w.msm
	if cap(ms.laneTables) < n {
		ms.laneTables = make([][varNAFSize]lanePoint, n)
	}
	tables := ms.laneTables[:n]
	lt := &ms.lanes
	acc, q := &lt.acc, &lt.q
	// The tables two at a time; an odd last one is built twice over.
	for i := 0; i < n; i += 2 {
		k := min(i+1, n-1)
		lk.EdwardsLanesOddMultiples(&tables[i], &tables[k], ext4(&points[i]), ext4(&points[k]), &w.k)
	}
	byPos, starts, b, top := w.strausDigits(base, scalars)
	var baseNAF *[baseNAFSize]affine[E]
	if base != nil {
		baseNAF = w.c.baseNAFOnce()
	}
	ib := len(b) - 1

	// The accumulator starts at O = (0, 1, 1, 1) in completed form.
	lk.EdwardsLanesFromExtended(acc, ext4(&w.c.id))
	for j := top; j >= 0; j-- {
		lk.EdwardsLanesDouble(acc, acc)
		for _, e := range byPos[starts[j]:starts[j+1]] {
			t := &tables[e>>8]
			if d := e.digit(); d > 0 {
				lk.EdwardsLanesAdd(acc, acc, &t[d/2])
			} else {
				lk.EdwardsLanesSub(acc, acc, &t[-d/2])
			}
		}
		if ib >= 0 && b[ib].pos() == j {
			d := b[ib].digit()
			lk.EdwardsLanesFromAffine(q, aff3(&baseNAF[abs8(d)/2]))
			if d > 0 {
				lk.EdwardsLanesAdd(acc, acc, q)
			} else {
				lk.EdwardsLanesSub(acc, acc, q)
			}
			ib--
		}
	}
	lk.EdwardsLanesToExtended(ext4(r), acc)
}
