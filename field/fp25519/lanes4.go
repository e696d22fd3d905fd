package fp25519

// This file gives the a = −1 point formulas of curves/edwards in a layout for
// processors with AVX-512 IFMA: the four coordinates of one point in the
// four lanes of a vector (lanes4_amd64.s), so that the four independent
// multiplications of each stage of an addition or a doubling run as one
// vector multiplication; and two points at once in the two halves of
// 512-bit vectors (point8), for the tables of Straus's method and its two
// accumulators. curves/edwards uses them, through its LaneKernelsMinusOne
// interface, for its variable-time multi-scalar multiplication (batch
// verification) when EdwardsLanesFast reports true. Without IFMA, on AVX2
// the point kernels run lanes_avx2_amd64.s (radix 2^25.5, one point per
// vector, the two points of a point8 one after the other); without either,
// the same functions run the scalar reference of lanes_scalar.go lane by
// lane (correct, not fast).
//
// A point in this layout is a [20]uint64: limb k (radix 2^51, below 2^52)
// of coordinate j at index 4k + j. Completed points hold (E, H, G, F),
// cached ones (Y−X, Y+X, 2d·T, 2·Z) — the lanes of cached points are in a
// different order from the engine's cached points. Like the engine's, the
// formulas are for −x² + y² = 1 + d·x²·y², run in time independent of the
// points, and let every output alias every input.

// point4 is one point in lane layout: limb k of coordinate j at 4k + j.
type point4 = [20]uint64

// setPoint4 sets r to the four elements c.
func setPoint4(r *point4, c *[4]Element) {
	for k := range 5 {
		for j := range 4 {
			r[4*k+j] = c[j][k]
		}
	}
}

// point4Elements sets c to the four elements of p.
func point4Elements(c *[4]Element, p *point4) {
	for k := range 5 {
		for j := range 4 {
			c[j][k] = p[4*k+j]
		}
	}
}

// EdwardsLanesFast reports whether the lane kernels run on AVX-512 IFMA
// or AVX2 (lanes_avx2_amd64.s), where they are faster than the scalar formulas;
// otherwise they compute the same points through the scalar kernels. It
// is not part of field.Field.
func (Field) EdwardsLanesFast() bool { return haveIFMA || haveAVX2Lanes }

// EdwardsLanesFromExtended sets r (completed lanes) = p (extended (X, Y, Z,
// T)): (E, H, G, F) = (X, Y, Z, Z). It is not part of field.Field.
func (Field) EdwardsLanesFromExtended(r *point4, p *[4]Element) {
	c := [4]Element{p[0], p[1], p[2], p[2]}
	setPoint4(r, &c)
}

// EdwardsLanesFromAffine sets r (cached lanes) = q (affine (y+x, y−x,
// 2d·x·y), as the engine's tables hold it): (y−x, y+x, 2d·x·y, 2). It is not
// part of field.Field.
func (Field) EdwardsLanesFromAffine(r *point4, q *[3]Element) {
	c := [4]Element{q[1], q[0], q[2], {2}}
	setPoint4(r, &c)
}

// EdwardsLanesCachedScale sets r to the lanes (1, 1, k, 2), the factor
// EdwardsLanesToCached takes, for the curve whose 2d is k. It is not part
// of field.Field.
func (Field) EdwardsLanesCachedScale(r *point4, k *Element) {
	c := [4]Element{{1}, {1}, *k, {2}}
	setPoint4(r, &c)
}

// EdwardsLanesToExtended sets r (extended) = p (completed lanes). It is not
// part of field.Field.
func (Field) EdwardsLanesToExtended(r *[4]Element, p *point4) {
	var c [4]Element
	point4Elements(&c, p)
	completedToExtended(r, &c)
}

// EdwardsLanesAdd sets r = p + q for p completed and q cached, leaving r
// completed (lanes). It is not part of field.Field.
func (Field) EdwardsLanesAdd(r, p, q *point4) {
	if haveIFMA {
		point4AddIFMA(r, p, q)
		return
	}
	if haveAVX2Lanes {
		point4AddAVX2(r, p, q)
		return
	}
	point4AddGeneric(r, p, q, false)
}

// EdwardsLanesSub sets r = p − q for p completed and q cached, leaving r
// completed (lanes). It is not part of field.Field.
func (Field) EdwardsLanesSub(r, p, q *point4) {
	if haveIFMA {
		point4SubIFMA(r, p, q)
		return
	}
	if haveAVX2Lanes {
		point4SubAVX2(r, p, q)
		return
	}
	point4AddGeneric(r, p, q, true)
}

// EdwardsLanesDouble sets r = 2·p for p completed, leaving r completed
// (lanes). It is not part of field.Field.
func (Field) EdwardsLanesDouble(r, p *point4) {
	if haveIFMA {
		point4DoubleIFMA(r, p)
		return
	}
	if haveAVX2Lanes {
		point4DoubleAVX2(r, p)
		return
	}
	point4DoubleGeneric(r, p)
}

// EdwardsLanesToCached sets r (cached lanes) = p (completed lanes), where c
// is EdwardsLanesCachedScale's (1, 1, 2d, 2). It is not part of
// field.Field.
func (Field) EdwardsLanesToCached(r, p, c *point4) {
	if haveIFMA {
		point4ToCachedIFMA(r, p, c)
		return
	}
	if haveAVX2Lanes {
		point4ToCachedAVX2(r, p, c)
		return
	}
	point4ToCachedGeneric(r, p, c)
}

// point4AddGeneric is EdwardsLanesAdd (EdwardsLanesSub when sub is set)
// with the scalar kernels.
func point4AddGeneric(r, p, q *point4, sub bool) {
	var pc, qc, out [4]Element
	point4Elements(&pc, p)
	point4Elements(&qc, q)
	// lanes_scalar.go's cached order is (Y+X, Y−X, 2·Z, 2d·T).
	qe := [4]Element{qc[1], qc[0], qc[3], qc[2]}
	laneScalarAdd(&out, &pc, &qe, sub)
	setPoint4(r, &out)
}

// point4DoubleGeneric is EdwardsLanesDouble with the scalar kernels.
func point4DoubleGeneric(r, p *point4) {
	var pc [4]Element
	point4Elements(&pc, p)
	laneScalarDouble(&pc, &pc)
	setPoint4(r, &pc)
}

// point4ToCachedGeneric is EdwardsLanesToCached with the scalar kernels.
func point4ToCachedGeneric(r, p, c *point4) {
	var pc, cc, e [4]Element
	point4Elements(&pc, p)
	point4Elements(&cc, c)
	completedToExtended(&e, &pc)
	var out [4]Element
	addSub(&out[1], &out[0], &e[1], &e[0]) // Y+X, Y−X
	mul(&out[2], &e[3], &cc[2])            // 2d·T
	mul(&out[3], &e[2], &cc[3])            // 2·Z
	mul(&out[0], &out[0], &cc[0])
	mul(&out[1], &out[1], &cc[1])
	setPoint4(r, &out)
}

// point8 is two points in lane layout: limb k of coordinate j of the first
// point at 8k + j, of the second at 8k + 4 + j (lanes4_amd64.s).
type point8 = [40]uint64

// point8Halves sets a and b to the two points of p.
func point8Halves(a, b *point4, p *point8) {
	for k := range 5 {
		copy(a[4*k:4*k+4], p[8*k:8*k+4])
		copy(b[4*k:4*k+4], p[8*k+4:8*k+8])
	}
}

// setPoint8 sets r to the two points a and b.
func setPoint8(r *point8, a, b *point4) {
	for k := range 5 {
		copy(r[8*k:8*k+4], a[4*k:4*k+4])
		copy(r[8*k+4:8*k+8], b[4*k:4*k+4])
	}
}

// oddMultiples4 sets t[j] to the cached lanes of (2j+1)·p, j = 0..7, for p
// completed and c from EdwardsLanesCachedScale, one point operation at a
// time.
func oddMultiples4(t *[8]point4, p, c *point4) {
	var acc, d point4
	f := Field{}
	f.EdwardsLanesToCached(&t[0], p, c)
	f.EdwardsLanesDouble(&d, p)
	f.EdwardsLanesToCached(&d, &d, c) // 2p
	acc = *p
	for j := 1; j < 8; j++ {
		f.EdwardsLanesAdd(&acc, &acc, &d)
		f.EdwardsLanesToCached(&t[j], &acc, c)
	}
}

// EdwardsLanesOddMultiples sets t0[j] and t1[j] to the cached lanes of
// (2j+1)·p0 and (2j+1)·p1, j = 0..7, for p0 and p1 extended on the curve
// whose 2d is k: the tables of Straus's method, two at a time (with IFMA,
// side by side in 512-bit vectors). It is not part of field.Field.
func (f Field) EdwardsLanesOddMultiples(t0, t1 *[8]point4, p0, p1 *[4]Element, k *Element) {
	var a, b, c point4
	f.EdwardsLanesFromExtended(&a, p0)
	f.EdwardsLanesFromExtended(&b, p1)
	f.EdwardsLanesCachedScale(&c, k)
	oddMultiplesPair(t0, t1, &a, &b, &c)
}

// double2Generic is double2 one point at a time: on AVX2 when selected,
// else on the scalar kernels.
func double2Generic(r, p *point8) {
	if haveAVX2Lanes {
		double2AVX2(r, p)
		return
	}
	var a, b point4
	point8Halves(&a, &b, p)
	point4DoubleGeneric(&a, &a)
	point4DoubleGeneric(&b, &b)
	setPoint8(r, &a, &b)
}

// addPairGeneric is addPair one point at a time: on AVX2 when selected,
// else on the scalar kernels.
func addPairGeneric(acc *point8, qa, qb *point4, subA, subB bool) {
	if haveAVX2Lanes {
		addPairAVX2(acc, qa, qb, subA, subB)
		return
	}
	var a, b point4
	point8Halves(&a, &b, acc)
	point4AddGeneric(&a, &a, qa, subA)
	point4AddGeneric(&b, &b, qb, subB)
	setPoint8(acc, &a, &b)
}

// EdwardsLanesJoin sets r to the two points a and b (completed lanes), for
// EdwardsLanesDouble2 and EdwardsLanesAdd2. It is not part of field.Field.
func (Field) EdwardsLanesJoin(r *point8, a, b *point4) { setPoint8(r, a, b) }

// EdwardsLanesSplit sets a and b to the two points of p. It is not part of
// field.Field.
func (Field) EdwardsLanesSplit(a, b *point4, p *point8) { point8Halves(a, b, p) }

// EdwardsLanesDouble2 sets r = 2·p for both completed points of p: with
// IFMA one doubling's time for two. It is not part of field.Field.
func (Field) EdwardsLanesDouble2(r, p *point8) { double2(r, p) }

// EdwardsLanesAdd2 adds qa to the first completed point of acc and qb to
// the second (cached operands), subtracting instead where subA or subB is
// set: with IFMA one addition's time for two. It is not part of
// field.Field.
func (Field) EdwardsLanesAdd2(acc *point8, qa, qb *point4, subA, subB bool) {
	addPair(acc, qa, qb, subA, subB)
}
