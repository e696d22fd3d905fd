package weierstrass

import "github.com/curvekit/curvekit/curves"

// DoubleScalarMultVarTime sets v = a·A + b·G, where G is the generator, and
// returns v. It is meant for signature verification, where all inputs are
// public: it walks width-5 and width-8 non-adjacent forms of a and b with a
// table of odd multiples of A and a precomputed one of G (built on first
// use), branching on every digit and indexing the tables by digit. With an
// endomorphism both scalars are first split into halves (k = k1 + k2·λ),
// so that the doubling chain is half as long and four NAFs share it.
// Execution time depends on the inputs: it leaks a and b (their NAFs) through
// timing and memory access, and nothing about A beyond that.
func (v *Point[E, S]) DoubleScalarMultVarTime(a *S, A *Point[E, S], b *S) *Point[E, S] {
	c := v.bind(A)
	w := c.get()
	w.doubleMul(&w.vt, a, &A.p, b)
	v.c, v.p = c, w.vt.acc
	c.put(w)
	return v
}

// doubleMulScratch is the memory of the variable-time double
// multiplication a·A + b·G (DoubleScalarMultVarTime, ECDSA verification and
// public-key recovery): the scalars' encodings and NAFs, the GLV halves,
// the tables of odd multiples of A and of its image, and the accumulators.
// All of it is public.
type doubleMulScratch[E, S any] struct {
	acc  projective[E]              // the result
	jacc jacobian[E]                // the Jacobian accumulator
	two  jacobian[E]                // 2·A while the table is built
	jt   [2][varNAFSize]jacobian[E] // odd multiples of A, and their images
	k    [2]S                       // GLV halves of one scalar
	le   [2][]byte                  // a and b little-endian (ScalarLen)
	hle  [4][]byte                  // the GLV halves little-endian (halfLen)
	naf  [4][]int8                  // NAFs of up to four scalars (c.nafLen)
}

// newDoubleMulScratch allocates the buffers of a doubleMulScratch sized
// for c.
func (c *Curve[E, S]) newDoubleMulScratch(ds *doubleMulScratch[E, S]) {
	for i := range ds.le {
		ds.le[i] = make([]byte, c.scLen)
	}
	for i := range ds.naf {
		ds.naf[i] = make([]int8, c.nafLen)
	}
	if c.endo != nil {
		for i := range ds.hle {
			ds.hle[i] = make([]byte, c.halfLen)
		}
	}
}

// doubleMul sets ds.acc = a·A + b·G in variable time.
func (w *workspace[E, S]) doubleMul(ds *doubleMulScratch[E, S], a *S, A *projective[E], b *S) {
	if w.c.endo != nil {
		w.doubleMulGLVVarTime(ds, a, A, b)
	} else {
		w.doubleMulVarTime(ds, a, A, b)
	}
}

// nafTerm is one scalar of an interleaved NAF multiplication: its digits,
// and either a table of odd multiples of a variable point (jac) or an
// affine one (aff: the generator's precomputed table, or a variable
// point's made affine by straus), negated when flip is set.
type nafTerm[E any] struct {
	naf  []int8
	jac  *[varNAFSize]jacobian[E]
	aff  []affine[E]
	flip bool
}

// doubleMulVarTime sets ds.acc = a·A + b·G.
func (w *workspace[E, S]) doubleMulVarTime(ds *doubleMulScratch[E, S], a *S, A *projective[E], b *S) {
	base := w.c.baseNAFOnce()
	w.scalarToLE(ds.le[0], a)
	w.scalarToLE(ds.le[1], b)
	curves.NonAdjacentFormVarTime(ds.naf[0], ds.le[0], varNAFWidth)
	curves.NonAdjacentFormVarTime(ds.naf[1], ds.le[1], baseNAFWidth)
	w.jOddMultiples(&ds.jt[0], &ds.two, A)
	terms := [4]nafTerm[E]{
		{naf: ds.naf[0], jac: &ds.jt[0]},
		{naf: ds.naf[1], aff: base[0][:]},
	}
	w.interleave(&ds.acc, &ds.jacc, terms[:2])
}

// doubleMulGLVVarTime sets ds.acc = a·A + b·G using the endomorphism.
func (w *workspace[E, S]) doubleMulGLVVarTime(ds *doubleMulScratch[E, S], a *S, A *projective[E], b *S) {
	base := w.c.baseNAFOnce()
	n1, n2 := w.splitScalar(&ds.k[0], &ds.k[1], a)
	w.halfToLE(ds.hle[0], &ds.k[0])
	w.halfToLE(ds.hle[1], &ds.k[1])
	m1, m2 := w.splitScalar(&ds.k[0], &ds.k[1], b)
	w.halfToLE(ds.hle[2], &ds.k[0])
	w.halfToLE(ds.hle[3], &ds.k[1])
	l := 8*w.c.halfLen + 1
	curves.NonAdjacentFormVarTime(ds.naf[0][:l], ds.hle[0], varNAFWidth)
	curves.NonAdjacentFormVarTime(ds.naf[1][:l], ds.hle[1], varNAFWidth)
	curves.NonAdjacentFormVarTime(ds.naf[2][:l], ds.hle[2], baseNAFWidth)
	curves.NonAdjacentFormVarTime(ds.naf[3][:l], ds.hle[3], baseNAFWidth)
	w.jOddMultiples(&ds.jt[0], &ds.two, A)
	for j := range varNAFSize {
		w.jEndoMap(&ds.jt[1][j], &ds.jt[0][j])
	}
	terms := [4]nafTerm[E]{
		{naf: ds.naf[0][:l], jac: &ds.jt[0], flip: n1 == 1},
		{naf: ds.naf[1][:l], jac: &ds.jt[1], flip: n2 == 1},
		{naf: ds.naf[2][:l], aff: base[0][:], flip: m1 == 1},
		{naf: ds.naf[3][:l], aff: base[1][:], flip: m2 == 1},
	}
	w.interleave(&ds.acc, &ds.jacc, terms[:])
}

// interleave sets r = Σ terms with one shared doubling chain (Straus's
// method), accumulating in Jacobian coordinates in acc. All NAFs must have
// the same length.
func (w *workspace[E, S]) interleave(r *projective[E], acc *jacobian[E], terms []nafTerm[E]) {
	top := len(terms[0].naf) - 1
	for ; top >= 0; top-- {
		nonZero := false
		for i := range terms {
			nonZero = nonZero || terms[i].naf[top] != 0
		}
		if nonZero {
			break
		}
	}
	w.jSetIdentity(acc)
	for i := top; i >= 0; i-- {
		w.jDouble(acc, acc)
		for t := range terms {
			d := terms[t].naf[i]
			if d == 0 {
				continue
			}
			neg := (d < 0) != terms[t].flip
			if d < 0 {
				d = -d
			}
			if terms[t].jac != nil {
				w.jAdd(acc, acc, &terms[t].jac[d/2], neg)
			} else {
				w.jAddAffine(acc, acc, &terms[t].aff[d/2], neg)
			}
		}
	}
	w.jToProjective(r, acc)
}
