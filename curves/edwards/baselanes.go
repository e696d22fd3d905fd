package edwards

import (
	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// laneBaseTable is the fixed-base table of ScalarBaseMult in cached lane
// layout, for the lane kernels: rows[i][j] is baseTable[2i][j],
// (j+1)·256^i·G, converted once by FromAffine, and id the identity the
// same way, so that a lookup yields the operand of an addition with no
// conversion (40 KiB for edwards25519). The lane path takes every other
// row because it adds the odd digits in a second lane, multiplied by 16
// at the end.
type laneBaseTable struct {
	rows [][8]lanes25519.Point
	id   lanes25519.Point
}

// laneBaseOnce returns the lane form of baseTableOnce for lk, building it on
// first use.
func (c *Curve[E, S]) laneBaseOnce(lk laneKernels[E]) *laneBaseTable {
	c.laneOnce.Do(func() {
		table := c.baseTableOnce()
		t := &laneBaseTable{rows: make([][8]lanes25519.Point, (len(table)+1)/2)}
		for i := range t.rows {
			for j := range table[2*i] {
				lk.FromAffine(&t.rows[i][j], aff3(&table[2*i][j]))
			}
		}
		lk.FromAffine(&t.id, aff3(&c.affineID))
		c.laneBase = t
	})
	return c.laneBase
}

// laneNAFOnce returns baseNAFOnce's odd multiples (2j+1)·G in cached lane
// layout for lk, converted once by FromAffine, for the VarTime lane paths.
func (c *Curve[E, S]) laneNAFOnce(lk laneKernels[E]) *[baseNAFSize]lanes25519.Point {
	c.laneNAFDo.Do(func() {
		table := c.baseNAFOnce()
		t := new([baseNAFSize]lanes25519.Point)
		for j := range table {
			lk.FromAffine(&t[j], aff3(&table[j]))
		}
		c.laneNAF = t
	})
	return c.laneNAF
}

// baseMultLanes is baseMultScalar on the lane kernels lk: w.acc = w.s·G.
// Two accumulators side by side, added to together by Add2, take the odd
// digits (the first) and the even digits (the second) of the same table
// row; the first is then multiplied by 16 (Double4) and the second,
// converted to cached lanes (ToCached), added to it (Add), all in lanes.
// (One accumulator — odd digits, Double4, even digits, as
// curve25519-dalek's vector backend does — runs 3 % fewer instructions on
// AVX2 but measured slower on IFMA, 7.6 against 5.5 µs, whose Add2 adds
// to both halves at once.) Each digit's operand comes from
// lk.LookupCached on the lane form of the table row, which reads every
// entry and applies the digit's sign by masks, so the sequence of
// operations and memory accesses does not depend on the scalar. Its
// memory is w.msm's.
func (w *workspace[E, S]) baseMultLanes(lk laneKernels[E]) {
	table := w.c.laneBaseOnce(lk)
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
		row := &table.rows[i/2]
		abs, neg := absSign(odd)
		lk.LookupCached(&lt.qa, row, &table.id, uint64(abs), uint64(neg))
		abs, neg = absSign(w.digits[i])
		lk.LookupCached(&lt.qb, row, &table.id, uint64(abs), uint64(neg))
		lk.Add2(&lt.acc, &lt.qa, &lt.qb, false, false)
	}
	lanes25519.Split(&lt.a, &lt.b, &lt.acc)
	lk.Double4(&lt.a, &lt.a)
	lk.ToCached(&lt.qb, &lt.b, &w.laneScale)
	lk.Add(&lt.a, &lt.a, &lt.qb)
	w.laneToExtended(&w.acc, &lt.a, &lt.c)
	clear(lt.qa[:]) // the last entries looked up
	clear(lt.qb[:])
}
