package weierstrass

// The workspace's Jacobian operations: thin layers over the formulas of
// jacobian.go, as picked by New (w.be, see backend.go), that add what is not
// a formula — the identity cases of the VarTime paths, which branch on
// public operands, and the tables built from them.

// jSetIdentity sets r = (1 : 1 : 0).
func (w *workspace[E, S]) jSetIdentity(r *jacobian[E]) {
	w.f.One(&r.X)
	w.f.One(&r.Y)
	w.f.Zero(&r.Z)
}

// jIsIdentity reports whether Z = 0.
func (w *workspace[E, S]) jIsIdentity(p *jacobian[E]) bool { return w.f.IsZero(&p.Z) == 1 }

// jFromProjective sets r to the projective point p: (X·Z : Y·Z² : Z).
func (w *workspace[E, S]) jFromProjective(r *jacobian[E], p *projective[E]) {
	w.be.jFromProjective(r, p, &w.js)
}

// jToProjectiveCT sets r to the Jacobian point p, (X·Z : Y : Z³), or to
// (0 : 1 : 0) when Z = 0, in constant time.
func (w *workspace[E, S]) jToProjectiveCT(r *projective[E], p *jacobian[E]) {
	w.be.jToProjectiveCT(r, p, &w.js)
}

// jToProjective sets r to the Jacobian point p: (X·Z : Y : Z³).
func (w *workspace[E, S]) jToProjective(r *projective[E], p *jacobian[E]) {
	if w.jIsIdentity(p) {
		w.setIdentity(r)
		return
	}
	w.be.jToProjectiveCT(r, p, &w.js)
}

// jDouble sets r = 2·p. r may alias p.
func (w *workspace[E, S]) jDouble(r, p *jacobian[E]) {
	if w.jIsIdentity(p) {
		*r = *p
		return
	}
	w.be.jDouble(r, p, &w.js)
}

// jDoubleFormula sets r = 2·p without looking at p: the doublings have no
// exceptional input (see jacobian.go), which makes them usable in
// constant-time code, which scalarMult does. r may alias p.
func (w *workspace[E, S]) jDoubleFormula(r, p *jacobian[E]) { w.be.jDouble(r, p, &w.js) }

// jDoubleN sets r = 2^n·r in constant time (arith.jDoubleN).
func (w *workspace[E, S]) jDoubleN(r *jacobian[E], n int) { w.be.jDoubleN(r, n, &w.js) }

// doubleN sets r = 2^n·r in constant time for the projective r, doubling
// in Jacobian coordinates in j (arith.doubleN).
func (w *workspace[E, S]) doubleN(r *projective[E], n int, j *jacobian[E]) {
	w.be.doubleN(r, n, j, &w.js)
}

// jAddCT sets r = p + q in constant time; see arith.jAddCT for the operands
// it accepts. r may alias p and q.
func (w *workspace[E, S]) jAddCT(r, p, q *jacobian[E]) { w.be.jAddCT(r, p, q, &w.js) }

// jAddAffineCT sets r = p + q in constant time; see arith.jAddAffineCT for
// the operands it accepts. r may alias p.
func (w *workspace[E, S]) jAddAffineCT(r, p *jacobian[E], q *affine[E]) {
	w.be.jAddAffineCT(r, p, q, &w.js)
}

// jAddAffine sets r = p + (x2, y2), negating the affine point first when neg
// is set. r may alias p. Execution time depends on the operands.
func (w *workspace[E, S]) jAddAffine(r, p *jacobian[E], q *affine[E], neg bool) {
	if w.jIsIdentity(p) {
		r.X, r.Y = q.X, q.Y
		if neg {
			w.f.Neg(&r.Y, &r.Y)
		}
		w.f.One(&r.Z)
		return
	}
	w.sumResult(r, p, w.be.jAddAffineVarTime(r, p, q, boolInt(neg), &w.js))
}

// jAdd sets r = p + q, negating q first when neg is set. r may alias p but
// not q. Execution time depends on the operands.
func (w *workspace[E, S]) jAdd(r, p, q *jacobian[E], neg bool) {
	switch {
	case w.jIsIdentity(q):
		*r = *p
		return
	case w.jIsIdentity(p):
		*r = *q
		if neg {
			w.f.Neg(&r.Y, &r.Y)
		}
		return
	}
	w.sumResult(r, p, w.be.jAddVarTime(r, p, q, boolInt(neg), &w.js))
}

// sumResult completes a VarTime addition r = p ± q that returned res: when
// the operands were equal it doubles p, when they were opposite it sets the
// identity.
func (w *workspace[E, S]) sumResult(r, p *jacobian[E], res int) {
	switch res {
	case sumEqual:
		w.jDouble(r, p)
	case sumOpposite:
		w.jSetIdentity(r)
	}
}

// jSelect sets r = q if cond is 1 and leaves r unchanged if cond is 0.
func (w *workspace[E, S]) jSelect(r, q *jacobian[E], cond int) {
	w.selectProjective((*projective[E])(r), (*projective[E])(q), cond)
}

// jOddMultiples sets t[j] = (2j+1)·p for j < varNAFSize, in Jacobian form,
// for the projective point p, with two holding 2·p.
func (w *workspace[E, S]) jOddMultiples(t *[varNAFSize]jacobian[E], two *jacobian[E], p *projective[E]) {
	w.jFromProjective(&t[0], p)
	w.jDouble(two, &t[0]) // 2p
	for k := 1; k < varNAFSize; k++ {
		w.jAdd(&t[k], &t[k-1], two, false)
	}
}

// jEndoMap sets r = φ(p) = (β·X : Y : Z), which is the same map in Jacobian
// coordinates since x = X/Z² scales by β too.
func (w *workspace[E, S]) jEndoMap(r, p *jacobian[E]) {
	w.f.Mul(&r.X, &p.X, &w.c.beta)
	r.Y, r.Z = p.Y, p.Z
}

// boolInt returns 1 for true and 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
