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
	// EdwardsLanesCachedScale sets r to the factor EdwardsLanesToCached
	// takes, for the curve whose 2d is k.
	EdwardsLanesCachedScale(r *lanePoint, k *E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *lanePoint)
	// EdwardsLanesAdd sets r (completed) = p (completed) + q (cached).
	EdwardsLanesAdd(r, p, q *lanePoint)
	// EdwardsLanesSub sets r (completed) = p (completed) − q (cached).
	EdwardsLanesSub(r, p, q *lanePoint)
	// EdwardsLanesDouble sets r (completed) = 2·p (completed).
	EdwardsLanesDouble(r, p *lanePoint)
	// EdwardsLanesToCached sets r (cached) = p (completed), with c from
	// EdwardsLanesCachedScale.
	EdwardsLanesToCached(r, p, c *lanePoint)
}

// laneTemps are the temporary points of strausLanes, kept in the workspace:
// passed to interface methods, local ones would escape to the heap.
type laneTemps struct {
	scale, p, d, dc, acc, q lanePoint
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
	scale, p, d, dc, acc, q := &lt.scale, &lt.p, &lt.d, &lt.dc, &lt.acc, &lt.q
	lk.EdwardsLanesCachedScale(scale, &w.k)
	for i := range points {
		t := &tables[i]
		lk.EdwardsLanesFromExtended(p, ext4(&points[i]))
		lk.EdwardsLanesToCached(&t[0], p, scale)
		lk.EdwardsLanesDouble(d, p)
		lk.EdwardsLanesToCached(dc, d, scale) // 2P
		for j := 1; j < varNAFSize; j++ {
			lk.EdwardsLanesAdd(p, p, dc)
			lk.EdwardsLanesToCached(&t[j], p, scale)
		}
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
