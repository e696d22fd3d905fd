package edwards

// lanePoint is a point in the lane layout of a field's LaneKernelsMinusOne:
// for field/fp25519, limb k of coordinate j at index 4k + j.
type lanePoint = [20]uint64

// lanePair is two points in the lane layout, side by side (for
// field/fp25519, in the two halves of 512-bit vectors).
type lanePair = [40]uint64

// LaneKernelsMinusOne is an optional interface of a base field whose
// elements are five 64-bit limbs: the point formulas of a = −1 curves with
// the four coordinates of a point side by side in the lanes of a vector
// register, so that the four independent multiplications of each stage of
// a formula run as one vector multiplication, and two points at once in
// twice as wide registers. When Params.Field implements it, a = −1
// and EdwardsLanesFast reports true, Straus's
// multi-scalar multiplication (batch verification included) runs on it.
// field/fp25519 implements it with AVX-512 IFMA, or AVX2 where IFMA is
// missing.
//
// Points are lanePoint values, completed (E, H, G, F) or cached
// (Y−X, Y+X, 2d·T, 2·Z), or lanePair values holding two completed points;
// every output may alias every input.
type LaneKernelsMinusOne[E any] interface {
	// EdwardsLanesFast reports whether the kernels are faster than
	// the scalar formulas on this processor.
	EdwardsLanesFast() bool
	// EdwardsLanesFromExtended sets r (completed) = p (extended).
	EdwardsLanesFromExtended(r *lanePoint, p *[4]E)
	// EdwardsLanesFromAffine sets r (cached) = q (an affine table entry).
	EdwardsLanesFromAffine(r *lanePoint, q *[3]E)
	// EdwardsLanesToExtended sets r (extended) = p (completed).
	EdwardsLanesToExtended(r *[4]E, p *lanePoint)
	// EdwardsLanesOddMultiples sets t0[j] and t1[j] (cached) to
	// (2j+1)·p0 and (2j+1)·p1, j = 0..7, for p0 and p1 extended, on the
	// curve whose 2d is k.
	EdwardsLanesOddMultiples(t0, t1 *[varNAFSize]lanePoint, p0, p1 *[4]E, k *E)
	// EdwardsLanesJoin sets r to the two points a and b.
	EdwardsLanesJoin(r *lanePair, a, b *lanePoint)
	// EdwardsLanesSplit sets a and b to the two points of p.
	EdwardsLanesSplit(a, b *lanePoint, p *lanePair)
	// EdwardsLanesDouble2 doubles both points of p into r.
	EdwardsLanesDouble2(r, p *lanePair)
	// EdwardsLanesAdd2 adds qa to the first point of acc and qb to the
	// second (cached operands), subtracting where subA or subB is set.
	EdwardsLanesAdd2(acc *lanePair, qa, qb *lanePoint, subA, subB bool)
}

// laneTemps are the temporaries of strausLanes, kept in the workspace:
// passed to interface methods, local ones would escape to the heap.
type laneTemps[E any] struct {
	acc    lanePair    // the two accumulators
	a, b   lanePoint   // the accumulators apart
	base   lanePoint   // the generator's table entry of the position
	id     lanePoint   // the identity, cached
	ea, eb extended[E] // the accumulators in extended coordinates
}

// laneKernels returns the field's lane kernels when straus should use
// them, nil otherwise.
func (w *workspace[E, S]) laneKernels() LaneKernelsMinusOne[E] {
	if w.kind != aMinusOne {
		return nil
	}
	lk, ok := w.f.(LaneKernelsMinusOne[E])
	if !ok || !lk.EdwardsLanesFast() {
		return nil
	}
	return lk
}

// strausLanes is straus on the lane kernels lk: the same digits, tables of
// the odd multiples 1·P..15·P of every point in cached lane layout, and two
// accumulators side by side, doubled together, whose sum is the result.
// Every digit may go to either accumulator, so the digits of a position
// (the generator's included) are dealt to them in turn and each addition
// step adds two of them at once: ⌈c/2⌉ steps for c digits, the identity
// padding an odd count. r may be any point of w but w.cp and w.cq.
func (w *workspace[E, S]) strausLanes(lk LaneKernelsMinusOne[E], r *extended[E], base *S, scalars []S, points []extended[E]) {
	n := len(points)
	ms := &w.msm
	if cap(ms.laneTables) < n {
		ms.laneTables = make([][varNAFSize]lanePoint, n)
	}
	tables := ms.laneTables[:n]
	lt := &ms.lanes
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

	// Both accumulators start at O = (0, 1, 1, 1) in completed form.
	lk.EdwardsLanesFromExtended(&lt.a, ext4(&w.c.id))
	lk.EdwardsLanesJoin(&lt.acc, &lt.a, &lt.a)
	lk.EdwardsLanesFromAffine(&lt.id, aff3(&w.c.affineID))
	for j := top; j >= 0; j-- {
		lk.EdwardsLanesDouble2(&lt.acc, &lt.acc)
		ds := byPos[starts[j]:starts[j+1]]
		c := len(ds) // the digits of the position, the generator's last
		baseSub := false
		if ib >= 0 && b[ib].pos() == j {
			d := b[ib].digit()
			lk.EdwardsLanesFromAffine(&lt.base, aff3(&baseNAF[abs8(d)/2]))
			baseSub = d < 0
			c++
			ib--
		}
		for s := 0; s < c; s += 2 {
			qa, subA := laneOperand(tables, ds, s, c, &lt.base, baseSub, &lt.id)
			qb, subB := laneOperand(tables, ds, s+1, c, &lt.base, baseSub, &lt.id)
			lk.EdwardsLanesAdd2(&lt.acc, qa, qb, subA, subB)
		}
	}
	lk.EdwardsLanesSplit(&lt.a, &lt.b, &lt.acc)
	lk.EdwardsLanesToExtended(ext4(&lt.ea), &lt.a)
	lk.EdwardsLanesToExtended(ext4(&lt.eb), &lt.b)
	w.toCached(&w.cq, &lt.eb)
	w.addCached(&w.cp, &lt.ea, &w.cq, false)
	w.toExtended(r, &w.cp)
}

// laneOperand returns the operand of digit i of the c digits of a position
// in strausLanes and whether it is subtracted: the table entry of ds[i],
// the generator's entry base for i = len(ds) < c (the position has a
// generator digit), or the identity id for i ≥ c.
func laneOperand(tables [][varNAFSize]lanePoint, ds []nafDigit, i, c int, base *lanePoint, baseSub bool, id *lanePoint) (*lanePoint, bool) {
	switch {
	case i >= c:
		return id, false
	case i == len(ds):
		return base, baseSub
	}
	e := ds[i]
	d := e.digit()
	return &tables[e>>8][abs8(d)/2], d < 0
}
