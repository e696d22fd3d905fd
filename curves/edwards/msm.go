package edwards

import (
	"math/bits"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/internal/parallel"
)

// strausMax is the largest number of terms MultiScalarMultVarTime and batch
// verification compute with Straus's method; above it the bucket method
// (Pippenger) is faster. The crossover was measured on edwards25519 (thread
// CPU time): about 385 terms for full-size scalars and about 550 for the
// half 128-bit scalars of a batch, where Straus skips the zero digits.
const strausMax = 384

// MultiScalarMultVarTime sets v = Σ scalars[i]·points[i], and returns v. It
// uses Straus's interleaved width-5 NAF method, on the field's lane kernels
// when it has fast ones (fp25519 with AVX-512 IFMA or AVX2), otherwise for up to
// 384 terms, and Pippenger's bucket method beyond. With GOMAXPROCS > 1 and
// at least 512 terms it splits them among up to GOMAXPROCS goroutines in
// contiguous shares of at least 256, and adds their sums. It panics if the slices
// differ in length, and, when they are empty, if v is not bound to a curve
// (both programming errors). It allocates memory proportional to the number
// of terms. Execution time depends on the inputs: it leaks the scalars
// (their digits) through timing and memory access.
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

// multiScalarMult sets r = Σ scalars[i]·points[i] (msmVarTime with no
// generator term).
func (w *workspace[E, S]) multiScalarMult(r *extended[E], scalars []S, points []extended[E]) {
	w.msmVarTime(r, nil, scalars, points)
}

// strausLanesChunk is the largest number of terms strausLanes takes at
// once: msmVarTime cuts larger sums into chunks of this size and adds their
// results, which bounds the tables (1280 bytes a term for fp25519) at
// 2.5 MiB for one doubling chain more per chunk. Measured on edwards25519
// with AVX-512 IFMA, lane Straus costs about the same per term from 129 to
// 2049 terms and stays 2–5 times cheaper than Pippenger's method on the
// scalar kernels throughout.
const strausLanesChunk = 2048

// msmVarTime sets r = base·G + Σ scalars[i]·points[i], where G is the generator and
// base may be nil (no generator term), choosing the method: Straus on the
// field's lane kernels when they are fast, in chunks of strausLanesChunk
// terms; otherwise Straus up to strausMax terms and Pippenger beyond, with
// the memory w.msm. r must not be in w.msm.
func (w *workspace[E, S]) msmVarTime(r *extended[E], base *S, scalars []S, points []extended[E]) {
	if k := msmWorkers(len(points)); k > 1 {
		w.msmParallel(r, base, scalars, points, k)
		return
	}
	w.msmSerial(r, base, scalars, points)
}

// msmShare is the fewest terms msmVarTime gives one goroutine. A term costs
// a few microseconds, so 64 would already hide the cost of a goroutine; but
// on edwards25519's vector lanes two goroutines on one machine measured
// slower than one up to about 128 terms and only 1.15× faster at 2,049 (a
// 2-vCPU virtual machine whose vCPUs share execution units: a
// throughput-bound integer loop gains 1.6×), so only sums of 512 terms and
// more are split.
const msmShare = 256

// msmWorkers is the number of goroutines msmVarTime uses for n terms.
func msmWorkers(n int) int { return parallel.Workers(n, msmShare) }

// msmParallel is msmVarTime on k goroutines: each computes the sum of a
// contiguous share of the terms on a workspace of its own (the first share
// with the generator term), and w adds the k partial sums. r must not be
// in w.msm; base is only read.
func (w *workspace[E, S]) msmParallel(r *extended[E], base *S, scalars []S, points []extended[E], k int) {
	c := w.c
	parts := make([]extended[E], k)
	parallel.Run(k, len(points), func(i, lo, hi int) {
		pw := c.get()
		b := base
		if i > 0 {
			b = nil
		}
		pw.msmSerial(&pw.acc, b, scalars[lo:hi], points[lo:hi])
		parts[i] = pw.acc
		c.put(pw)
	})
	ms := &w.msm
	ms.acc = parts[0]
	for i := 1; i < k; i++ {
		w.toCached(&ms.cq, &parts[i])
		w.addCached(&ms.cp, &ms.acc, &ms.cq, false)
		w.toExtended(&ms.acc, &ms.cp)
	}
	*r = ms.acc
}

// msmSerial is msmVarTime on the calling goroutine.
func (w *workspace[E, S]) msmSerial(r *extended[E], base *S, scalars []S, points []extended[E]) {
	if lk := w.lanes; lk != nil {
		ms := &w.msm
		for start := 0; ; start += strausLanesChunk {
			end := min(start+strausLanesChunk, len(points))
			b := base
			if start > 0 {
				b = nil
			}
			w.strausLanes(lk, &ms.part, b, scalars[start:end], points[start:end])
			if start == 0 {
				*r = ms.part
			} else {
				w.toCached(&ms.cq, &ms.part)
				w.addCached(&ms.cp, r, &ms.cq, false)
				w.toExtended(r, &ms.cp)
			}
			if end == len(points) {
				return
			}
		}
	}
	switch {
	case len(points) <= strausMax:
		w.straus(r, base, scalars, points)
	case base == nil:
		w.pippenger(r, scalars, points)
	default:
		w.pippenger(r, append(scalars[:len(scalars):len(scalars)], *base), append(points[:len(points):len(points)], w.c.g))
	}
}

// strausScratch is the reusable memory of straus, kept in a workspace so
// that a multi-scalar multiplication allocates only when it is larger than
// every earlier one on that workspace.
type strausScratch[E any] struct {
	tables     [][varNAFSize]cached[E]        // the odd multiples of each term
	laneTables [][varNAFSize]lanes25519.Point // the same in lane layout (strausLanes)
	lanes      laneTemps[E]                   // the temporaries of strausLanes
	terms      []nafDigit                     // the NAF digits of every term, term after term
	ends       []int                          // ends[i]: the end of term i's digits in terms
	starts     []int32                        // starts[j]: the first digit at position j in byPos
	byPos      []nafDigit                     // the digits by position, the term index in place of the position
	// roots and ok are the memory of batch decoding (decodePending): the
	// u, v and x of every square root x = sqrt(u/v), and their results.
	roots []E
	ok    []int
	// baseNAF holds the non-zero NAF digits of the generator's scalar.
	baseNAF []nafDigit
	// The memory of the point arithmetic: the odd multiples' (odd), a
	// chunk's sum (part), Pippenger's accumulator (acc), and the operands
	// of the formulas.
	odd       multiplesScratch[E]
	part, acc extended[E]
	cp        completed[E]
	pr        projective[E]
	cq        cached[E]
}

// strausDigits prepares the digits of straus: the width-5 NAF of every
// scalar, sorted by position (a counting sort) so that the additions at a
// position run without visiting the zero digits, with the term index in
// place of the position; starts[j] is where position j begins in byPos.
// It also returns the width-8 NAF digits of base (nil for no generator
// term) and the highest position of any digit, −1 when every scalar is
// zero. It handles at most 2^24 terms.
func (w *workspace[E, S]) strausDigits(base *S, scalars []S) (byPos []nafDigit, starts []int32, b []nafDigit, top int) {
	n, nl := len(scalars), w.c.nafLen
	ms := &w.msm
	if cap(ms.ends) < n {
		ms.ends = make([]int, n)
	}
	if cap(ms.starts) < nl+1 {
		ms.starts = make([]int32, nl+1)
	}
	ends := ms.ends[:n]
	starts = ms.starts[:nl+1]
	clear(starts)

	// The NAFs, and the number of digits at each position j in starts[j+1].
	terms := ms.terms[:0]
	for i := range scalars {
		w.scalarToLE(w.sle, &scalars[i])
		terms = appendNAF(terms, w.sle, varNAFWidth)
		ends[i] = len(terms)
	}
	ms.terms = terms
	for _, e := range terms {
		starts[e.pos()+1]++
	}
	for j := 1; j <= nl; j++ {
		starts[j] += starts[j-1]
	}
	if cap(ms.byPos) < len(terms) {
		ms.byPos = make([]nafDigit, len(terms))
	}
	byPos = ms.byPos[:len(terms)]
	fill := starts[:nl] // fill[j]: where the next digit at position j goes
	begin := 0
	for i, end := range ends {
		for _, e := range terms[begin:end] {
			byPos[fill[e.pos()]] = nafDigit(i)<<8 | e&0xff
			fill[e.pos()]++
		}
		begin = end
	}
	// fill[j] has moved to the end of position j, the start of j+1.
	copy(starts[1:], starts[:nl])
	starts[0] = 0

	top = -1
	for i, end := range ends {
		if end > 0 && (i == 0 || end > ends[i-1]) {
			top = max(top, terms[end-1].pos())
		}
	}
	if base != nil {
		w.scalarToLE(w.sle2, base)
		b = appendNAF(ms.baseNAF[:0], w.sle2, baseNAFWidth)
		ms.baseNAF = b
		if len(b) > 0 {
			top = max(top, b[len(b)-1].pos())
		}
	}
	return byPos, starts, b, top
}

// straus sets r = base·G + Σ scalars[i]·points[i], where G is the generator
// and base may be nil (no generator term), with one shared doubling chain: a
// width-5 NAF and a table of odd multiples per term, and the width-8 NAF of
// base with the precomputed table of G (strausDigits). When the field has
// fast lane kernels it runs strausLanes instead. r must not be in w.msm.
// It handles at most 2^24 terms.
func (w *workspace[E, S]) straus(r *extended[E], base *S, scalars []S, points []extended[E]) {
	if lk := w.lanes; lk != nil {
		w.strausLanes(lk, r, base, scalars, points)
		return
	}
	n := len(points)
	ms := &w.msm
	if cap(ms.tables) < n {
		ms.tables = make([][varNAFSize]cached[E], n)
	}
	tables := ms.tables[:n]
	for i := range points {
		w.oddMultiplesInto(&ms.odd, &tables[i], &points[i])
	}
	byPos, starts, b, top := w.strausDigits(base, scalars)
	var baseNAF *[baseNAFSize]affine[E]
	if base != nil {
		baseNAF = w.c.baseNAFOnce()
	}
	ib := len(b) - 1 // the digits of base are visited from the top

	// The accumulator stays in completed form throughout; it starts at O,
	// which is also the result when every scalar is zero.
	ms.cp = w.c.completedID
	for j := top; j >= 0; j-- {
		w.doubleC(&ms.cp, &ms.cp)
		for _, e := range byPos[starts[j]:starts[j+1]] {
			t := &tables[e>>8]
			if d := e.digit(); d > 0 {
				w.addCachedC(&ms.cp, &ms.cp, &t[d/2], false)
			} else {
				w.addCachedC(&ms.cp, &ms.cp, &t[-d/2], true)
			}
		}
		if ib >= 0 && b[ib].pos() == j {
			if d := b[ib].digit(); d > 0 {
				w.addAffineC(&ms.cp, &ms.cp, &baseNAF[d/2], false)
			} else {
				w.addAffineC(&ms.cp, &ms.cp, &baseNAF[-d/2], true)
			}
			ib--
		}
	}
	w.toExtended(r, &ms.cp)
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
		w.scalarToLE(w.sle, &scalars[i])
		curves.SignedWindowsVarTime(digits[i*nd:(i+1)*nd], w.sle, c)
		w.toCached(&cachedPts[i], &points[i])
	}
	buckets := make([]extended[E], 1<<(c-1))
	used := make([]bool, len(buckets))
	var running, sum extended[E] // heap: this path allocates anyway
	ms := &w.msm
	w.setIdentity(&ms.acc)
	for j := nd - 1; j >= 0; j-- {
		if j != nd-1 {
			w.extToProjective(&ms.pr, &ms.acc)
			for range c {
				w.double(&ms.cp, &ms.pr)
				w.toProjective(&ms.pr, &ms.cp)
			}
			w.toExtended(&ms.acc, &ms.cp)
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
			w.addCached(&ms.cp, &buckets[k], &cachedPts[i], d < 0)
			w.toExtended(&buckets[k], &ms.cp)
		}
		// Σ_k (k+1)·bucket[k] as a sum of running suffix sums.
		w.setIdentity(&running)
		w.setIdentity(&sum)
		for k := len(buckets) - 1; k >= 0; k-- {
			if used[k] {
				w.toCached(&ms.cq, &buckets[k])
				w.addCached(&ms.cp, &running, &ms.cq, false)
				w.toExtended(&running, &ms.cp)
			}
			w.toCached(&ms.cq, &running)
			w.addCached(&ms.cp, &sum, &ms.cq, false)
			w.toExtended(&sum, &ms.cp)
		}
		w.toCached(&ms.cq, &sum)
		w.addCached(&ms.cp, &ms.acc, &ms.cq, false)
		w.toExtended(&ms.acc, &ms.cp)
	}
	*r = ms.acc
}
