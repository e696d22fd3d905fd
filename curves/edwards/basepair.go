package edwards

import (
	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// This file holds the fixed-base multiplication of two scalars at once,
// s·G and t·G, for a signer that needs two independent multiples of the
// generator (axlsign's one-shot Sign: its public key a·B and its nonce
// point r·B). The two multiplications walk the same table rows in the same
// order, so each row is brought in once for both digits. On the lane
// kernels the two scalars fill the two halves of each vector addition, so
// the pair needs no doubling, where a single ScalarBaseMult splits one
// scalar's digits between the halves and multiplies one sum by 16 at the
// end. TestScalarBaseMultPair checks both results against two
// ScalarBaseMult calls on every path.

// basePairScratch is the memory of baseMultPair beside w.ct (scalar path)
// or w.msm.lanes (lane path): the second scalar's digits, its accumulator
// in completed form, and its result.
type basePairScratch[E any] struct {
	digits []int8
	cp     completed[E]
	aq     affine[E] // the second scalar's entry (addAffineDigitPair)
	acc    extended[E]
}

// ScalarBaseMultPair sets v = s·G and q = t·G, where G is the generator,
// and returns v. The result is that of v.ScalarBaseMult(s) and
// q.ScalarBaseMult(t), computed together for less than the two cost apart
// (one pass through the fixed-base table; on the lane kernels shared vector
// operations). Both scalars may be secret: it runs in time independent of
// s and t. v and q are points of the same curve (it panics otherwise, as
// Add does); if they are the same point it ends up holding t·G.
func (v *Point[E, S]) ScalarBaseMultPair(q *Point[E, S], s, t *S) *Point[E, S] {
	c := v.bind2(v, q)
	w := c.get()
	w.s, w.s2 = *s, *t
	w.baseMultPair()
	v.p = w.acc
	q.p = w.bp.acc
	w.wipeScalar()
	c.put(w)
	return v
}

// baseMultPair sets w.acc = w.s·G and w.bp.acc = w.s2·G, on the field's
// lane kernels when they are fast (baseMultPairLanes), else on the
// formulas (baseMultPairScalar).
func (w *workspace[E, S]) baseMultPair() {
	w.recodePair()
	if lk := w.lanes; lk != nil {
		w.baseMultPairLanes(lk)
		return
	}
	w.baseMultPairScalar()
}

// recodePair writes the signed radix-16 digits of w.s into w.digits and
// those of w.s2 into w.bp.digits.
func (w *workspace[E, S]) recodePair() {
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	w.scalarToLE(w.sle2, &w.s2)
	curves.SignedRadix16(w.bp.digits, w.sle2)
}

// baseMultPairScalar is baseMultScalar for the digits of both scalars
// (w.digits and w.bp.digits, already recoded): row i of the table serves
// digit i of each, added to its own completed accumulator, ms.cp and
// w.bp.cp.
func (w *workspace[E, S]) baseMultPairScalar() {
	table := w.c.baseTableOnce()
	ms, bp := &w.ct, &w.bp
	ms.cp = w.c.completedID
	bp.cp = w.c.completedID
	for i := range w.digits {
		if jointPairLookup && w.words != 0 { // the build and the element type, both public
			w.addAffineDigitPair(ms, &ms.cp, &bp.cp, &table[i], w.digits[i], bp.digits[i])
			continue
		}
		w.addAffineDigit(ms, &ms.cp, &table[i], w.digits[i])
		w.addAffineDigit(ms, &bp.cp, &table[i], bp.digits[i])
	}
	w.toExtended(&w.acc, &ms.cp)
	w.toExtended(&bp.acc, &bp.cp)
}

// laneOddOnce returns the rows of baseTableOnce that laneBaseOnce leaves
// out, the odd ones, (j+1)·16·256^i·G in row i, in the same cached lane
// layout, building them on first use (another 40 KiB for edwards25519, only
// for curves that run baseMultPairLanes).
func (c *Curve[E, S]) laneOddOnce(lk laneKernels[E]) [][8]lanes25519.Point {
	c.laneOddDo.Do(func() {
		table := c.baseTableOnce()
		rows := make([][8]lanes25519.Point, len(table)/2)
		for i := range rows {
			for j := range table[2*i+1] {
				lk.FromAffine(&rows[i][j], aff3(&table[2*i+1][j]))
			}
		}
		c.laneOdd = rows
	})
	return c.laneOdd
}

// baseMultPairLanes is baseMultLanes for two scalars on the lane kernels
// lk, with one accumulator for each in the two halves of a Pair: digit i
// of both scalars comes from row i of the table (the lane table's rows for
// even i, laneOddOnce's for odd i), each row feeding one Add2 for both
// scalars, so that no doubling is needed, where baseMultLanes takes one
// scalar's odd and even digits from the even rows alone and multiplies the
// odd sum by 16 at the end. Every lookup reads the whole row and the
// sequence of operations does not depend on the scalars. Its memory is
// w.msm's lane points.
func (w *workspace[E, S]) baseMultPairLanes(lk laneKernels[E]) {
	table := w.c.laneBaseOnce(lk)
	odd := w.c.laneOddOnce(lk)
	lt := &w.msm.lanes
	ds, dt := w.digits, w.bp.digits
	lk.FromExtended(&lt.a, ext4(&w.c.id))
	lanes25519.Join(&lt.acc, &lt.a, &lt.a)
	for i := range ds {
		row := &table.rows[i/2]
		if i%2 == 1 { // the parity of the position, which is public
			row = &odd[i/2]
		}
		abs, neg := absSign(ds[i])
		lk.LookupCached(&lt.qa, row, &table.id, uint64(abs), uint64(neg))
		abs, neg = absSign(dt[i])
		lk.LookupCached(&lt.qb, row, &table.id, uint64(abs), uint64(neg))
		lk.Add2(&lt.acc, &lt.qa, &lt.qb, false, false)
	}
	lanes25519.Split(&lt.a, &lt.b, &lt.acc)
	w.laneToExtended(&w.acc, &lt.a, &lt.c)
	w.laneToExtended(&w.bp.acc, &lt.b, &lt.c)
	clear(lt.qa[:]) // the last entries looked up
	clear(lt.qb[:])
}
