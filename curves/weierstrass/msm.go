package weierstrass

import (
	"math/bits"

	"github.com/curvekit/curvekit/curves"
)

// strausMax is the largest number of terms MultiScalarMultVarTime computes
// with Straus's method; above it the bucket method (Pippenger) is faster.
// The crossover was measured with BenchmarkMultiScalarMult on P-256.
const strausMax = 128

// MultiScalarMultVarTime sets v = Σ scalars[i]·points[i], and returns v. It
// uses Straus's interleaved width-5 NAF method for up to 128 terms and
// Pippenger's bucket method beyond. With GOMAXPROCS > 1 and at least 64
// terms it splits them among up to GOMAXPROCS goroutines in contiguous
// shares of at least 32, and adds their sums (msmparallel.go). It panics if the slices differ in length,
// and, when they are empty, if v is not bound to a curve (both programming
// errors). It allocates memory proportional to the number of terms.
// Execution time depends on the inputs: it leaks the scalars (their digits)
// through timing and memory access.
func (v *Point[E, S]) MultiScalarMultVarTime(scalars []*S, points []*Point[E, S]) *Point[E, S] {
	if len(scalars) != len(points) {
		panic("weierstrass: MultiScalarMultVarTime: scalars and points differ in length")
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
	w := c.get()
	w.msm(&w.ms, scalars, points)
	v.c, v.p = c, w.ms.acc
	c.put(w)
	return v
}

// msmScratch is the memory of one multi-scalar multiplication besides what
// it allocates per term: the result, the accumulators, the current term's
// scalar and point, and a table entry. All of it is public.
type msmScratch[E, S any] struct {
	acc      projective[E] // the result, and Pippenger's accumulator
	jacc     jacobian[E]   // Straus's accumulator
	two      jacobian[E]   // 2·P while a table of odd multiples is built
	s        S             // the current term's scalar
	p        projective[E] // the current term's point, ±P in a bucket step
	running  projective[E] // Pippenger: the running suffix sum of the buckets
	windowed projective[E] // Pippenger: Σ (k+1)·bucket[k] of one window
	le       []byte        // the scalar little-endian (ScalarLen)
}

// straus sets ms.acc = Σ scalars[i]·points[i] with one shared doubling chain
// and a width-5 NAF and table of odd multiples per term. The tables are
// built in Jacobian coordinates and then made affine all at once, with one
// field inversion for all of them (batchToAffineVarTime), so that each of
// the roughly 256/6 additions per term is a mixed one, 7M + 4S instead of
// 11M + 5S: for 128 terms on BLS12-381 G2 the 1024 entries cost one
// inversion and about 6M + 1S each, and the additions save 5500·(4M + 1S).
// Terms whose point is the identity add nothing and are dropped.
func (w *workspace[E, S]) straus(ms *msmScratch[E, S], scalars []*S, points []*Point[E, S]) {
	n, l := len(points), w.c.nafLen
	nafs := make([]int8, n*l)
	tables := make([]jacobian[E], 0, n*varNAFSize)
	terms := make([]nafTerm[E], 0, n)
	for i := range points {
		if w.isIdentity(&points[i].p) == 1 { // public: VarTime
			continue
		}
		ms.s, ms.p = *scalars[i], points[i].p
		w.scalarToLE(ms.le, &ms.s)
		naf := nafs[i*l : (i+1)*l]
		curves.NonAdjacentFormVarTime(naf, ms.le, varNAFWidth)
		tables = tables[:len(tables)+varNAFSize]
		jac := (*[varNAFSize]jacobian[E])(tables[len(tables)-varNAFSize:])
		w.jOddMultiples(jac, &ms.two, &ms.p)
		terms = append(terms, nafTerm[E]{naf: naf, jac: jac})
	}
	if len(terms) == 0 {
		w.setIdentity(&ms.acc)
		return
	}
	aff := make([]affine[E], len(tables))
	if w.batchToAffineVarTime(aff, tables) {
		for i := range terms {
			terms[i].aff, terms[i].jac = aff[i*varNAFSize:(i+1)*varNAFSize], nil
		}
	}
	w.interleave(&ms.acc, &ms.jacc, terms)
}

// pippengerWindow returns the bucket-method window width for n terms, about
// log2(n) − 2, which balances the n additions per window against the
// 2^(c−1) bucket additions.
func pippengerWindow(n int) uint {
	c := uint(bits.Len(uint(n))) - 2
	return min(max(c, 4), 16)
}

// pippenger sets ms.acc = Σ scalars[i]·points[i] with the bucket method over
// signed windows of width c.
func (w *workspace[E, S]) pippenger(ms *msmScratch[E, S], scalars []*S, points []*Point[E, S]) {
	n := len(points)
	c := pippengerWindow(n)
	nd := (len(ms.le)*8 + 1 + int(c) - 1) / int(c)
	digits := make([]int32, n*nd)
	for i := range points {
		ms.s = *scalars[i]
		w.scalarToLE(ms.le, &ms.s)
		curves.SignedWindowsVarTime(digits[i*nd:(i+1)*nd], ms.le, c)
	}
	buckets := make([]projective[E], 1<<(c-1))
	used := make([]bool, len(buckets))
	running, sum := &ms.running, &ms.windowed
	w.setIdentity(&ms.acc)
	for j := nd - 1; j >= 0; j-- {
		if j != nd-1 {
			for range c {
				w.double(&ms.acc, &ms.acc)
			}
		}
		clear(used)
		for i := range n {
			d := digits[i*nd+j]
			if d == 0 {
				continue
			}
			k := d - 1
			ms.p = points[i].p
			if d < 0 {
				k = -d - 1
				w.negate(&ms.p, &ms.p)
			}
			if !used[k] {
				buckets[k] = ms.p
				used[k] = true
				continue
			}
			w.add(&buckets[k], &buckets[k], &ms.p)
		}
		// Σ_k (k+1)·bucket[k] as a sum of running suffix sums.
		w.setIdentity(running)
		w.setIdentity(sum)
		for k := len(buckets) - 1; k >= 0; k-- {
			if used[k] {
				w.add(running, running, &buckets[k])
			}
			w.add(sum, sum, running)
		}
		w.add(&ms.acc, &ms.acc, sum)
	}
}
