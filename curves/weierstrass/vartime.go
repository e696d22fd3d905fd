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
	w.s, w.s2, w.p = *a, *b, A.p
	if c.endo != nil {
		w.doubleMulGLVVarTime()
	} else {
		w.doubleMulVarTime()
	}
	v.c, v.p = c, w.acc
	c.put(w)
	return v
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

// doubleMulVarTime sets w.acc = w.s·w.p + w.s2·G.
func (w *workspace[E, S]) doubleMulVarTime() {
	base := w.c.baseNAFOnce()
	w.scalarToLE(w.sle, &w.s)
	w.scalarToLE(w.sle2, &w.s2)
	curves.NonAdjacentFormVarTime(w.naf[0], w.sle, varNAFWidth)
	curves.NonAdjacentFormVarTime(w.naf[1], w.sle2, baseNAFWidth)
	w.jOddMultiples(&w.jt[0], &w.p)
	terms := [4]nafTerm[E]{
		{naf: w.naf[0], jac: &w.jt[0]},
		{naf: w.naf[1], aff: base[0][:]},
	}
	w.interleave(terms[:2])
}

// doubleMulGLVVarTime sets w.acc = w.s·w.p + w.s2·G using the endomorphism.
func (w *workspace[E, S]) doubleMulGLVVarTime() {
	base := w.c.baseNAFOnce()
	n1, n2 := w.splitScalar(&w.k1, &w.k2, &w.s)
	w.halfToLE(w.hle[0], &w.k1)
	w.halfToLE(w.hle[1], &w.k2)
	m1, m2 := w.splitScalar(&w.k1, &w.k2, &w.s2)
	w.halfToLE(w.hle[2], &w.k1)
	w.halfToLE(w.hle[3], &w.k2)
	l := 8*w.c.halfLen + 1
	curves.NonAdjacentFormVarTime(w.naf[0][:l], w.hle[0], varNAFWidth)
	curves.NonAdjacentFormVarTime(w.naf[1][:l], w.hle[1], varNAFWidth)
	curves.NonAdjacentFormVarTime(w.naf[2][:l], w.hle[2], baseNAFWidth)
	curves.NonAdjacentFormVarTime(w.naf[3][:l], w.hle[3], baseNAFWidth)
	w.jOddMultiples(&w.jt[0], &w.p)
	for j := range varNAFSize {
		w.jEndoMap(&w.jt[1][j], &w.jt[0][j])
	}
	terms := [4]nafTerm[E]{
		{naf: w.naf[0][:l], jac: &w.jt[0], flip: n1 == 1},
		{naf: w.naf[1][:l], jac: &w.jt[1], flip: n2 == 1},
		{naf: w.naf[2][:l], aff: base[0][:], flip: m1 == 1},
		{naf: w.naf[3][:l], aff: base[1][:], flip: m2 == 1},
	}
	w.interleave(terms[:])
}

// interleave sets w.acc = Σ terms with one shared doubling chain (Straus's
// method), in Jacobian coordinates. All NAFs must have the same length.
func (w *workspace[E, S]) interleave(terms []nafTerm[E]) {
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
	acc := &w.jacc
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
	w.jToProjective(&w.acc, acc)
}
