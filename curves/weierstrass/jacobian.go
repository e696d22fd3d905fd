package weierstrass

// This file holds the variable-time arithmetic of the VarTime paths, in
// Jacobian coordinates (X : Y : Z) with x = X/Z² and y = Y/Z³, from
//
//	[EFD] the Explicit-Formulas Database, short Weierstrass curves in
//	      Jacobian coordinates, https://hyperelliptic.org/EFD/g1p/auto-shortw-jacobian.html
//
// with the EFD's names as trailing comments. These formulas are not
// complete: adding P to itself, to −P or to the identity needs another
// formula, which they select by branching on the (public) operands. They
// are cheaper than the complete projective ones — a doubling costs 3M + 5S
// for a = −3 against 8M + 3S + 2m_b — which is what matters in signature
// verification. Secret data never reaches them.

// jacobian is a point in Jacobian coordinates; Z = 0 is the identity.
type jacobian[E any] struct{ X, Y, Z E }

// jscratch is the working memory of the Jacobian formulas.
type jscratch[E any] struct {
	a, b, c, d, e, f, g, h E
	tmp                    jacobian[E]
}

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
	if w.kj != nil {
		w.kj.WeierstrassProjectiveToJacobian(jac3(r), prj3(p))
		return
	}
	f, j := w.f, &w.js
	f.Square(&j.a, &p.Z)
	f.Mul(&r.Y, &p.Y, &j.a)
	f.Mul(&r.X, &p.X, &p.Z)
	r.Z = p.Z
}

// jToProjectiveCT sets r to the Jacobian point p, (X·Z : Y : Z³), or to
// (0 : 1 : 0) when Z = 0, in constant time.
func (w *workspace[E, S]) jToProjectiveCT(r *projective[E], p *jacobian[E]) {
	if w.kj != nil {
		w.kj.WeierstrassJacobianToProjective(prj3(r), jac3(p))
		return
	}
	f, j := w.f, &w.js
	f.Square(&j.a, &p.Z)
	f.Mul(&r.Z, &j.a, &p.Z)
	f.Mul(&r.X, &p.X, &p.Z)
	r.Y = p.Y
	w.setIdentity(&w.tmp)
	w.selectProjective(r, &w.tmp, f.IsZero(&p.Z))
}

// jToProjective sets r to the Jacobian point p: (X·Z : Y : Z³).
func (w *workspace[E, S]) jToProjective(r *projective[E], p *jacobian[E]) {
	f, j := w.f, &w.js
	if w.jIsIdentity(p) {
		w.setIdentity(r)
		return
	}
	f.Square(&j.a, &p.Z)
	f.Mul(&r.Z, &j.a, &p.Z)
	f.Mul(&r.X, &p.X, &p.Z)
	r.Y = p.Y
}

// jDouble sets r = 2·p. r may alias p.
func (w *workspace[E, S]) jDouble(r, p *jacobian[E]) {
	if w.jIsIdentity(p) {
		*r = *p
		return
	}
	w.jDoubleFormula(r, p)
}

// jDoubleFormula sets r = 2·p without looking at p. The doubling formulas
// have no exceptional input on a curve without points of order 2 (where
// Y = 0 never happens outside the identity): an identity (Z = 0) doubles to
// Z3 = 0, an identity again. That makes them usable in constant-time code,
// which scalarMult does. r may alias p.
func (w *workspace[E, S]) jDoubleFormula(r, p *jacobian[E]) {
	if w.k3 != nil {
		w.k3.WeierstrassAMinus3DoubleJacobian(jac3(r), jac3(p))
		return
	}
	if w.k0 != nil {
		w.k0.WeierstrassAZeroDoubleJacobian(jac3(r), jac3(p))
		return
	}
	f, j := w.f, &w.js
	switch w.kind {
	case aMinus3:
		// dbl-2001-b, 3M + 5S.
		f.Square(&j.a, &p.Z)    // delta = Z1²
		f.Square(&j.b, &p.Y)    // gamma = Y1²
		f.Mul(&j.c, &p.X, &j.b) // beta = X1·gamma
		f.Sub(&j.d, &p.X, &j.a) // X1 − delta
		f.Add(&j.e, &p.X, &j.a) // X1 + delta
		f.Mul(&j.d, &j.d, &j.e) //
		f.Add(&j.e, &j.d, &j.d) //
		f.Add(&j.d, &j.e, &j.d) // alpha = 3·(X1 − delta)·(X1 + delta)
		f.Add(&j.e, &p.Y, &p.Z) //
		f.Square(&j.e, &j.e)    //
		f.Sub(&j.e, &j.e, &j.b) //
		f.Sub(&r.Z, &j.e, &j.a) // Z3 = (Y1 + Z1)² − gamma − delta
		f.Add(&j.c, &j.c, &j.c) //
		f.Add(&j.c, &j.c, &j.c) // 4·beta
		f.Square(&j.e, &j.d)    // alpha²
		f.Sub(&j.e, &j.e, &j.c) //
		f.Sub(&r.X, &j.e, &j.c) // X3 = alpha² − 8·beta
		f.Sub(&j.c, &j.c, &r.X) // 4·beta − X3
		f.Mul(&j.c, &j.d, &j.c) // alpha·(4·beta − X3)
		f.Square(&j.b, &j.b)    // gamma²
		f.Add(&j.b, &j.b, &j.b) //
		f.Add(&j.b, &j.b, &j.b) //
		f.Add(&j.b, &j.b, &j.b) // 8·gamma²
		f.Sub(&r.Y, &j.c, &j.b) // Y3 = alpha·(4·beta − X3) − 8·gamma²
	case aZero:
		// dbl-2009-l, 2M + 5S.
		f.Square(&j.a, &p.X)    // A = X1²
		f.Square(&j.b, &p.Y)    // B = Y1²
		f.Square(&j.c, &j.b)    // C = B²
		f.Add(&j.d, &p.X, &j.b) //
		f.Square(&j.d, &j.d)    //
		f.Sub(&j.d, &j.d, &j.a) //
		f.Sub(&j.d, &j.d, &j.c) //
		f.Add(&j.d, &j.d, &j.d) // D = 2·((X1 + B)² − A − C)
		f.Add(&j.e, &j.a, &j.a) //
		f.Add(&j.e, &j.e, &j.a) // E = 3·A
		f.Square(&j.f, &j.e)    // F = E²
		f.Mul(&r.Z, &p.Y, &p.Z) //
		f.Add(&r.Z, &r.Z, &r.Z) // Z3 = 2·Y1·Z1
		f.Sub(&j.f, &j.f, &j.d) //
		f.Sub(&r.X, &j.f, &j.d) // X3 = F − 2·D
		f.Sub(&j.d, &j.d, &r.X) // D − X3
		f.Mul(&j.d, &j.e, &j.d) // E·(D − X3)
		f.Add(&j.c, &j.c, &j.c) //
		f.Add(&j.c, &j.c, &j.c) //
		f.Add(&j.c, &j.c, &j.c) // 8·C
		f.Sub(&r.Y, &j.d, &j.c) // Y3 = E·(D − X3) − 8·C
	default:
		// dbl-2007-bl, 1M + 8S + 1·a.
		f.Square(&j.a, &p.X)    // XX = X1²
		f.Square(&j.b, &p.Y)    // YY = Y1²
		f.Square(&j.c, &j.b)    // YYYY = YY²
		f.Square(&j.d, &p.Z)    // ZZ = Z1²
		f.Add(&j.e, &p.X, &j.b) //
		f.Square(&j.e, &j.e)    //
		f.Sub(&j.e, &j.e, &j.a) //
		f.Sub(&j.e, &j.e, &j.c) //
		f.Add(&j.e, &j.e, &j.e) // S = 2·((X1 + YY)² − XX − YYYY)
		f.Square(&j.f, &j.d)    //
		f.Mul(&j.f, &j.f, &w.a) // a·ZZ²
		f.Add(&j.g, &j.a, &j.a) //
		f.Add(&j.g, &j.g, &j.a) //
		f.Add(&j.g, &j.g, &j.f) // M = 3·XX + a·ZZ²
		f.Add(&j.h, &p.Y, &p.Z) //
		f.Square(&j.h, &j.h)    //
		f.Sub(&j.h, &j.h, &j.b) //
		f.Sub(&r.Z, &j.h, &j.d) // Z3 = (Y1 + Z1)² − YY − ZZ
		f.Square(&j.f, &j.g)    //
		f.Sub(&j.f, &j.f, &j.e) //
		f.Sub(&r.X, &j.f, &j.e) // X3 = T = M² − 2·S
		f.Sub(&j.e, &j.e, &r.X) // S − T
		f.Mul(&j.e, &j.g, &j.e) // M·(S − T)
		f.Add(&j.c, &j.c, &j.c) //
		f.Add(&j.c, &j.c, &j.c) //
		f.Add(&j.c, &j.c, &j.c) // 8·YYYY
		f.Sub(&r.Y, &j.e, &j.c) // Y3 = M·(S − T) − 8·YYYY
	}
}

// jAddAffine sets r = p + (x2, y2), negating the affine point first when neg
// is set. r may alias p.
func (w *workspace[E, S]) jAddAffine(r, p *jacobian[E], q *affine[E], neg bool) {
	f, j := w.f, &w.js
	if w.jIsIdentity(p) {
		r.X, r.Y = q.X, q.Y
		if neg {
			f.Neg(&r.Y, &r.Y)
		}
		f.One(&r.Z)
		return
	}
	if w.kj != nil {
		w.jKernelResult(r, p, w.kj.WeierstrassJacobianAddAffineVarTime(jac3(r), jac3(p), aff2(q), boolInt(neg)))
		return
	}
	// madd-2007-bl, 7M + 4S.
	f.Square(&j.a, &p.Z)    // Z1Z1 = Z1²
	f.Mul(&j.b, &q.X, &j.a) // U2 = X2·Z1Z1
	f.Mul(&j.c, &p.Z, &j.a) //
	f.Mul(&j.c, &q.Y, &j.c) // S2 = Y2·Z1·Z1Z1
	if neg {
		f.Neg(&j.c, &j.c)
	}
	f.Sub(&j.d, &j.b, &p.X) // H = U2 − X1
	f.Sub(&j.e, &j.c, &p.Y) // S2 − Y1
	if f.IsZero(&j.d) == 1 {
		if f.IsZero(&j.e) == 1 { // the same point: double it
			w.jDouble(r, p)
			return
		}
		w.jSetIdentity(r) // opposite points
		return
	}
	f.Add(&j.e, &j.e, &j.e) // r = 2·(S2 − Y1)
	f.Square(&j.f, &j.d)    // HH = H²
	f.Add(&j.g, &j.f, &j.f) //
	f.Add(&j.g, &j.g, &j.g) // I = 4·HH
	f.Mul(&j.h, &j.d, &j.g) // J = H·I
	f.Mul(&j.g, &p.X, &j.g) // V = X1·I
	f.Add(&j.b, &p.Z, &j.d) //
	f.Square(&j.b, &j.b)    //
	f.Sub(&j.b, &j.b, &j.a) //
	f.Sub(&r.Z, &j.b, &j.f) // Z3 = (Z1 + H)² − Z1Z1 − HH
	f.Mul(&j.c, &p.Y, &j.h) // Y1·J
	f.Square(&j.b, &j.e)    //
	f.Sub(&j.b, &j.b, &j.h) //
	f.Sub(&j.b, &j.b, &j.g) //
	f.Sub(&r.X, &j.b, &j.g) // X3 = r² − J − 2·V
	f.Sub(&j.g, &j.g, &r.X) //
	f.Mul(&j.g, &j.e, &j.g) //
	f.Sub(&j.g, &j.g, &j.c) //
	f.Sub(&r.Y, &j.g, &j.c) // Y3 = r·(V − X3) − 2·Y1·J
}

// jAdd sets r = p + q, negating q first when neg is set. r may alias p but
// not q.
func (w *workspace[E, S]) jAdd(r, p, q *jacobian[E], neg bool) {
	f, j := w.f, &w.js
	switch {
	case w.jIsIdentity(q):
		*r = *p
		return
	case w.jIsIdentity(p):
		*r = *q
		if neg {
			f.Neg(&r.Y, &r.Y)
		}
		return
	}
	if w.kj != nil {
		w.jKernelResult(r, p, w.kj.WeierstrassJacobianAddVarTime(jac3(r), jac3(p), jac3(q), boolInt(neg)))
		return
	}
	// add-2007-bl, 11M + 5S.
	f.Square(&j.a, &p.Z)    // Z1Z1 = Z1²
	f.Square(&j.b, &q.Z)    // Z2Z2 = Z2²
	f.Mul(&j.c, &p.X, &j.b) // U1 = X1·Z2Z2
	f.Mul(&j.d, &q.X, &j.a) // U2 = X2·Z1Z1
	f.Mul(&j.e, &q.Z, &j.b) //
	f.Mul(&j.e, &p.Y, &j.e) // S1 = Y1·Z2·Z2Z2
	f.Mul(&j.f, &p.Z, &j.a) //
	f.Mul(&j.f, &q.Y, &j.f) // S2 = Y2·Z1·Z1Z1
	if neg {
		f.Neg(&j.f, &j.f)
	}
	f.Sub(&j.d, &j.d, &j.c) // H = U2 − U1
	f.Sub(&j.f, &j.f, &j.e) // S2 − S1
	if f.IsZero(&j.d) == 1 {
		if f.IsZero(&j.f) == 1 {
			w.jDouble(r, p)
			return
		}
		w.jSetIdentity(r)
		return
	}
	f.Add(&j.f, &j.f, &j.f) // r = 2·(S2 − S1)
	f.Add(&j.g, &p.Z, &q.Z) //
	f.Square(&j.g, &j.g)    //
	f.Sub(&j.g, &j.g, &j.a) //
	f.Sub(&j.g, &j.g, &j.b) //
	f.Mul(&r.Z, &j.g, &j.d) // Z3 = ((Z1 + Z2)² − Z1Z1 − Z2Z2)·H
	f.Add(&j.a, &j.d, &j.d) //
	f.Square(&j.a, &j.a)    // I = (2·H)²
	f.Mul(&j.b, &j.d, &j.a) // J = H·I
	f.Mul(&j.c, &j.c, &j.a) // V = U1·I
	f.Square(&j.g, &j.f)    //
	f.Sub(&j.g, &j.g, &j.b) //
	f.Sub(&j.g, &j.g, &j.c) //
	f.Sub(&r.X, &j.g, &j.c) // X3 = r² − J − 2·V
	f.Sub(&j.c, &j.c, &r.X) //
	f.Mul(&j.c, &j.f, &j.c) // r·(V − X3)
	f.Mul(&j.e, &j.e, &j.b) //
	f.Add(&j.e, &j.e, &j.e) // 2·S1·J
	f.Sub(&r.Y, &j.c, &j.e) // Y3 = r·(V − X3) − 2·S1·J
}

// jAddCT sets r = p + q in constant time, r = q when p is the identity
// and r = p when q is, selected with masks. p and q must not be equal or
// opposite points other than the identity (add-2007-bl would give the
// identity for them): scalarMult only adds a table entry d·P to an
// accumulator m·P with |d| ≤ 16 and m a multiple of 32 below n − 16 in
// absolute value, whose sum is never such a case. r may alias p and q.
func (w *workspace[E, S]) jAddCT(r, p, q *jacobian[E]) {
	if w.kj != nil {
		w.kj.WeierstrassJacobianAdd(jac3(r), jac3(p), jac3(q))
		return
	}
	f, j := w.f, &w.js
	// add-2007-bl, 11M + 5S, as in jAdd.
	f.Square(&j.a, &p.Z)        // Z1Z1 = Z1²
	f.Square(&j.b, &q.Z)        // Z2Z2 = Z2²
	f.Mul(&j.c, &p.X, &j.b)     // U1 = X1·Z2Z2
	f.Mul(&j.d, &q.X, &j.a)     // U2 = X2·Z1Z1
	f.Mul(&j.e, &q.Z, &j.b)     //
	f.Mul(&j.e, &p.Y, &j.e)     // S1 = Y1·Z2·Z2Z2
	f.Mul(&j.f, &p.Z, &j.a)     //
	f.Mul(&j.f, &q.Y, &j.f)     // S2 = Y2·Z1·Z1Z1
	f.Sub(&j.d, &j.d, &j.c)     // H = U2 − U1
	f.Sub(&j.f, &j.f, &j.e)     //
	f.Add(&j.f, &j.f, &j.f)     // r = 2·(S2 − S1)
	f.Add(&j.g, &p.Z, &q.Z)     //
	f.Square(&j.g, &j.g)        //
	f.Sub(&j.g, &j.g, &j.a)     //
	f.Sub(&j.g, &j.g, &j.b)     //
	f.Mul(&j.tmp.Z, &j.g, &j.d) // Z3 = ((Z1 + Z2)² − Z1Z1 − Z2Z2)·H
	f.Add(&j.a, &j.d, &j.d)     //
	f.Square(&j.a, &j.a)        // I = (2·H)²
	f.Mul(&j.b, &j.d, &j.a)     // J = H·I
	f.Mul(&j.c, &j.c, &j.a)     // V = U1·I
	f.Square(&j.g, &j.f)        //
	f.Sub(&j.g, &j.g, &j.b)     //
	f.Sub(&j.g, &j.g, &j.c)     //
	f.Sub(&j.tmp.X, &j.g, &j.c) // X3 = r² − J − 2·V
	f.Sub(&j.c, &j.c, &j.tmp.X) //
	f.Mul(&j.c, &j.f, &j.c)     // r·(V − X3)
	f.Mul(&j.e, &j.e, &j.b)     //
	f.Add(&j.e, &j.e, &j.e)     // 2·S1·J
	f.Sub(&j.tmp.Y, &j.c, &j.e) // Y3 = r·(V − X3) − 2·S1·J
	zp, zq := f.IsZero(&p.Z), f.IsZero(&q.Z)
	w.jSelect(&j.tmp, q, zp)
	w.jSelect(&j.tmp, p, zq)
	*r = j.tmp
}

// jAddAffineCT sets r = p + q for the Jacobian p and the affine q in
// constant time, and r = (x_q, y_q, 1) when p is the identity, selected
// with masks. p must not be q or −q (madd-2007-bl would give the identity):
// baseMult only adds an entry d·2^(6i)·G to a partial sum L·G with
// |L| < 2^(6i) in rows where 33·2^(6i) ≤ n, which rules that out. r may
// alias p.
func (w *workspace[E, S]) jAddAffineCT(r, p *jacobian[E], q *affine[E]) {
	if w.kj != nil {
		w.kj.WeierstrassJacobianAddAffine(jac3(r), jac3(p), aff2(q))
		return
	}
	f, j := w.f, &w.js
	// madd-2007-bl, 7M + 4S, as in jAddAffine.
	f.Square(&j.a, &p.Z)        // Z1Z1 = Z1²
	f.Mul(&j.b, &q.X, &j.a)     // U2 = X2·Z1Z1
	f.Mul(&j.c, &p.Z, &j.a)     //
	f.Mul(&j.c, &q.Y, &j.c)     // S2 = Y2·Z1·Z1Z1
	f.Sub(&j.d, &j.b, &p.X)     // H = U2 − X1
	f.Sub(&j.e, &j.c, &p.Y)     //
	f.Add(&j.e, &j.e, &j.e)     // r = 2·(S2 − Y1)
	f.Square(&j.f, &j.d)        // HH = H²
	f.Add(&j.g, &j.f, &j.f)     //
	f.Add(&j.g, &j.g, &j.g)     // I = 4·HH
	f.Mul(&j.h, &j.d, &j.g)     // J = H·I
	f.Mul(&j.g, &p.X, &j.g)     // V = X1·I
	f.Add(&j.b, &p.Z, &j.d)     //
	f.Square(&j.b, &j.b)        //
	f.Sub(&j.b, &j.b, &j.a)     //
	f.Sub(&j.tmp.Z, &j.b, &j.f) // Z3 = (Z1 + H)² − Z1Z1 − HH
	f.Mul(&j.c, &p.Y, &j.h)     // Y1·J
	f.Square(&j.b, &j.e)        //
	f.Sub(&j.b, &j.b, &j.h)     //
	f.Sub(&j.b, &j.b, &j.g)     //
	f.Sub(&j.tmp.X, &j.b, &j.g) // X3 = r² − J − 2·V
	f.Sub(&j.g, &j.g, &j.tmp.X) //
	f.Mul(&j.g, &j.e, &j.g)     //
	f.Sub(&j.g, &j.g, &j.c)     //
	f.Sub(&j.tmp.Y, &j.g, &j.c) // Y3 = r·(V − X3) − 2·Y1·J
	inf := f.IsZero(&p.Z)
	f.Select(&j.tmp.X, &q.X, &j.tmp.X, inf)
	f.Select(&j.tmp.Y, &q.Y, &j.tmp.Y, inf)
	f.Select(&j.tmp.Z, &w.one, &j.tmp.Z, inf)
	*r = j.tmp
}

// jSelect sets r = q if cond is 1 and leaves r unchanged if cond is 0.
func (w *workspace[E, S]) jSelect(r, q *jacobian[E], cond int) {
	w.selectProjective((*projective[E])(r), (*projective[E])(q), cond)
}

// jOddMultiples sets t[j] = (2j+1)·p for j < varNAFSize, in Jacobian form,
// for the projective point p.
func (w *workspace[E, S]) jOddMultiples(t *[varNAFSize]jacobian[E], p *projective[E]) {
	w.jFromProjective(&t[0], p)
	w.jDouble(&w.js.tmp, &t[0]) // 2p
	for k := 1; k < varNAFSize; k++ {
		w.jAdd(&t[k], &t[k-1], &w.js.tmp, false)
	}
}

// jEndoMap sets r = φ(p) = (β·X : Y : Z), which is the same map in Jacobian
// coordinates since x = X/Z² scales by β too.
func (w *workspace[E, S]) jEndoMap(r, p *jacobian[E]) {
	w.f.Mul(&r.X, &p.X, &w.c.beta)
	r.Y, r.Z = p.Y, p.Z
}

// jKernelResult completes a VarTime kernel addition r = p ± q that returned
// res: when the operands were equal it doubles p, when they were opposite
// it sets the identity.
func (w *workspace[E, S]) jKernelResult(r, p *jacobian[E], res int) {
	switch res {
	case kernEqual:
		w.jDouble(r, p)
	case kernOpposite:
		w.jSetIdentity(r)
	}
}

// boolInt returns 1 for true and 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
