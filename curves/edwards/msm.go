package edwards

import (
	"math/bits"

	"github.com/curvekit/curvekit/curves"
)

// strausMax is the largest number of terms MultiScalarMultVarTime computes
// with Straus's method; above it the bucket method (Pippenger) is faster.
// The crossover was measured with BenchmarkMultiScalarMult on edwards25519.
const strausMax = 190

// MultiScalarMultVarTime sets v = Σ scalars[i]·points[i], and returns v. It
// uses Straus's interleaved width-5 NAF method for up to 190 terms and
// Pippenger's bucket method beyond. It panics if the slices differ in length,
// and, when they are empty, if v is not bound to a curve (both programming
// errors). It allocates memory proportional to the number of terms.
// Execution time depends on the inputs: it leaks the scalars (their digits)
// through timing and memory access.
func (v *Point[E, S]) MultiScalarMultVarTime(scalars []*S, points []*Point[E, S]) *Point[E, S] {
	if len(scalars) != len(points) {
		panic("edwards: MultiScalarMultVarTime: scalars and points differ in length")
	}
	if len(points) == 0 {
		return v.Identity()
	}
	c := v.bind(points[0])
	for _, p := range points[1:] {
		if curveOf(p) != c {
			panic(errDifferentCurves)
		}
	}
	ss := make([]S, len(scalars))
	ps := make([]extended[E], len(points))
	for i := range points {
		ss[i], ps[i] = *scalars[i], points[i].p
	}
	w := c.get()
	w.multiScalarMult(&w.acc, ss, ps)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// multiScalarMult sets r = Σ scalars[i]·points[i], choosing the method by
// size. r must not be a point of w other than w.acc.
func (w *workspace[E, S]) multiScalarMult(r *extended[E], scalars []S, points []extended[E]) {
	if len(points) <= strausMax {
		w.straus(r, scalars, points)
	} else {
		w.pippenger(r, scalars, points)
	}
}

// straus sets r = Σ scalars[i]·points[i] with one shared doubling chain and
// a width-5 NAF and table of odd multiples per term.
func (w *workspace[E, S]) straus(r *extended[E], scalars []S, points []extended[E]) {
	n := len(points)
	// digits[j·n + i] is digit j of the NAF of scalars[i]: the additions at
	// one bit position read consecutive bytes.
	digits := make([]int8, n*w.c.nafLen)
	tables := make([][varNAFSize]cached[E], n)
	top := -1
	for i := range points {
		w.s, w.p = scalars[i], points[i]
		w.scalarToLE(w.sle, &w.s)
		curves.NonAdjacentFormVarTime(w.naf, w.sle, varNAFWidth)
		for j, d := range w.naf {
			if d != 0 {
				digits[j*n+i] = d
				top = max(top, j)
			}
		}
		w.oddMultiples(&w.p)
		tables[i] = w.table
	}
	// The accumulator stays in completed form throughout; it starts at O,
	// which is also the result when every scalar is zero.
	w.cp = w.c.completedID
	for j := top; j >= 0; j-- {
		w.doubleC(&w.cp, &w.cp)
		for i, d := range digits[j*n : (j+1)*n] {
			if d > 0 {
				w.addCachedC(&w.cp, &w.cp, &tables[i][d/2], false)
			} else if d < 0 {
				w.addCachedC(&w.cp, &w.cp, &tables[i][-d/2], true)
			}
		}
	}
	w.toExtended(r, &w.cp)
}

// pippengerWindow returns the bucket-method window width for n terms, about
// log2(n) − 2, which balances the n additions per window against the
// 2^(c−1) bucket additions.
func pippengerWindow(n int) uint {
	c := uint(bits.Len(uint(n))) - 2
	return min(max(c, 4), 16)
}

// pippenger sets r = Σ scalars[i]·points[i] with the bucket method over
// signed windows of width c.
func (w *workspace[E, S]) pippenger(r *extended[E], scalars []S, points []extended[E]) {
	n := len(points)
	c := pippengerWindow(n)
	nd := (len(w.sle)*8 + 1 + int(c) - 1) / int(c)
	digits := make([]int32, n*nd)
	cachedPts := make([]cached[E], n)
	for i := range points {
		w.s, w.p = scalars[i], points[i]
		w.scalarToLE(w.sle, &w.s)
		curves.SignedWindowsVarTime(digits[i*nd:(i+1)*nd], w.sle, c)
		w.toCached(&cachedPts[i], &w.p)
	}
	buckets := make([]extended[E], 1<<(c-1))
	used := make([]bool, len(buckets))
	var running, sum extended[E] // heap: this path allocates anyway
	w.setIdentity(&w.acc)
	for j := nd - 1; j >= 0; j-- {
		if j != nd-1 {
			w.extToProjective(&w.pr, &w.acc)
			for range c {
				w.double(&w.cp, &w.pr)
				w.toProjective(&w.pr, &w.cp)
			}
			w.toExtended(&w.acc, &w.cp)
		}
		clear(used)
		for i := range n {
			d := digits[i*nd+j]
			if d == 0 {
				continue
			}
			k := d - 1
			if d < 0 {
				k = -d - 1
			}
			if !used[k] {
				w.setIdentity(&buckets[k])
				used[k] = true
			}
			w.addCached(&w.cp, &buckets[k], &cachedPts[i], d < 0)
			w.toExtended(&buckets[k], &w.cp)
		}
		// Σ_k (k+1)·bucket[k] as a sum of running suffix sums.
		w.setIdentity(&running)
		w.setIdentity(&sum)
		for k := len(buckets) - 1; k >= 0; k-- {
			if used[k] {
				w.toCached(&w.cq, &buckets[k])
				w.addCached(&w.cp, &running, &w.cq, false)
				w.toExtended(&running, &w.cp)
			}
			w.toCached(&w.cq, &running)
			w.addCached(&w.cp, &sum, &w.cq, false)
			w.toExtended(&sum, &w.cp)
		}
		w.toCached(&w.cq, &sum)
		w.addCached(&w.cp, &w.acc, &w.cq, false)
		w.toExtended(&w.acc, &w.cp)
	}
	*r = w.acc
}
