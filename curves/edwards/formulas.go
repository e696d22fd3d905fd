package edwards

import "github.com/curvekit/curvekit/field"

// This file holds the point formulas, transcribed from
//
//	[HWCD08] H. Hisil, K. K.-H. Wong, G. Carter, E. Dawson, "Twisted Edwards
//	         Curves Revisited", ASIACRYPT 2008, https://eprint.iacr.org/2008/522
//	[EFD]    the Explicit-Formulas Database, twisted Edwards curves in
//	         extended coordinates, https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html
//
// with the source line as a trailing comment. Every formula is complete when a
// is a square and d is not (HWCD08 §3.1, after Bernstein–Lange), which New
// checks, so no input needs a special case.
//
// The results of additions and doublings are left in "completed" form (the
// paper's intermediate E, F, G, H), from which the caller converts to the form
// its next step needs: extended (4M) before an addition, projective (3M)
// before a doubling. This saves one multiplication per doubling in chains.

// aKind selects the specialisation of the formulas for the curve's a.
type aKind int

const (
	aGeneral  aKind = iota // any square a: one extra multiplication by a
	aMinusOne              // a = −1: the 8M addition of HWCD08 §4.2
	aOne                   // a = 1 (untwisted Edwards): the multiplication by a vanishes
)

// extended is a point in extended coordinates (X : Y : Z : T) with
// x = X/Z, y = Y/Z and T = XY/Z (HWCD08 §3).
type extended[E any] struct{ X, Y, Z, T E }

// projective is a point in projective coordinates (X : Y : Z),
// x = X/Z, y = Y/Z.
type projective[E any] struct{ X, Y, Z E }

// completed is the result of an addition or doubling before its last four
// multiplications: x = X/Z and y = Y/T. In the paper's names X = E, Y = H,
// Z = G and T = F, and the extended result is (E·F : G·H : F·G : E·H).
type completed[E any] struct{ X, Y, Z, T E }

// cached is an addition operand prepared once and used many times: for
// a = −1 it holds (Y+X, Y−X, 2Z, 2d·T), otherwise (X, Y, Z, d·T).
type cached[E any] struct{ A, B, Z, T E }

// affine is a cached operand with Z = 1, for precomputed tables: for a = −1
// it holds (y+x, y−x, 2d·x·y), otherwise (x, y, d·x·y).
type affine[E any] struct{ A, B, T E }

// arith holds a curve's field and the constants the formulas need. It is
// immutable after New and shared by every scratch of the curve.
type arith[E any] struct {
	f    field.Field[E]
	kind aKind
	a    E // the curve coefficient a
	d    E // the curve coefficient d
	k    E // the factor in cached T: 2d when a = −1, d otherwise
	one  E
	// kern runs the formulas in the field's own code when the field
	// implements KernelsMinusOne and a = −1; nil otherwise.
	kern KernelsMinusOne[E]
	// pair is the field's SqrtRatioPair when it has one, nil otherwise.
	pair SqrtRatioPairer[E]
	// words is the number of 64-bit words of E when E is an array of uint64
	// (every field of curvekit), which lets table lookups select whole
	// entries at once; 0 means the lookups go through Field.Select.
	words int
}

// scratch is the working memory of the formulas. Field methods are called
// through an interface, so the compiler cannot prove that their pointer
// arguments stay on the stack; keeping every temporary in a scratch that
// lives on the heap (recycled through a sync.Pool) is what keeps the point
// operations free of allocations.
type scratch[E any] struct {
	*arith[E]
	t0, t1, t2, t3, t4, t5 E
	te                     extended[E]   // the operand of addCachedC, addAffineC
	tp                     projective[E] // the operand of doubleC
}

// mulA sets z = a·x, using the specialisation for a.
func (w *scratch[E]) mulA(z, x *E) {
	switch w.kind {
	case aOne:
		w.f.Set(z, x)
	case aMinusOne:
		w.f.Neg(z, x)
	default:
		w.f.Mul(z, x, &w.a)
	}
}

// addCached sets r = p + q, or r = p − q when sub is set (sub is public).
func (w *scratch[E]) addCached(r *completed[E], p *extended[E], q *cached[E], sub bool) {
	if w.kern != nil {
		if sub {
			w.kern.EdwardsMinusOneSub(cmp4(r), ext4(p), cac4(q))
		} else {
			w.kern.EdwardsMinusOneAdd(cmp4(r), ext4(p), cac4(q))
		}
		return
	}
	f := w.f
	if w.kind == aMinusOne {
		// add-2008-hwcd-3 [EFD], HWCD08 §4.2; q = (Y2+X2, Y2−X2, 2·Z2, 2d·T2).
		// Subtracting uses −q = (Y2−X2, Y2+X2, Z2, −2d·T2).
		qPlus, qMinus := &q.A, &q.B
		if sub {
			qPlus, qMinus = qMinus, qPlus
		}
		f.Sub(&w.t0, &p.Y, &p.X)
		f.Mul(&w.t0, &w.t0, qMinus) // A = (Y1−X1)·(Y2−X2)
		f.Add(&w.t1, &p.Y, &p.X)
		f.Mul(&w.t1, &w.t1, qPlus) // B = (Y1+X1)·(Y2+X2)
		f.Mul(&w.t2, &p.T, &q.T)   // C = T1·2d·T2
		f.Mul(&w.t3, &p.Z, &q.Z)   // D = Z1·2·Z2, with 2·Z2 stored in q
		w.finishAdd(r, sub)
		return
	}
	// add-2008-hwcd [EFD], HWCD08 §3.1; q = (X2, Y2, Z2, d·T2).
	// Subtracting uses −q = (−X2, Y2, Z2, −d·T2).
	f.Mul(&w.t0, &p.X, &q.A) // A = X1·X2 (negated below when subtracting)
	f.Mul(&w.t1, &p.Y, &q.B) // B = Y1·Y2
	f.Mul(&w.t2, &p.T, &q.T) // C = T1·d·T2 (negated below when subtracting)
	f.Mul(&w.t3, &p.Z, &q.Z) // D = Z1·Z2
	f.Add(&w.t4, &p.X, &p.Y)
	if sub {
		f.Sub(&w.t5, &q.B, &q.A)
	} else {
		f.Add(&w.t5, &q.A, &q.B)
	}
	w.finishAddGeneral(r, sub)
}

// addAffine sets r = p + q, or r = p − q when sub is set, for a table entry
// q with Z2 = 1 (the "madd" variants: D needs no multiplication).
func (w *scratch[E]) addAffine(r *completed[E], p *extended[E], q *affine[E], sub bool) {
	if w.kern != nil {
		if sub {
			w.kern.EdwardsMinusOneSubAffine(cmp4(r), ext4(p), aff3(q))
		} else {
			w.kern.EdwardsMinusOneAddAffine(cmp4(r), ext4(p), aff3(q))
		}
		return
	}
	f := w.f
	if w.kind == aMinusOne {
		// madd-2008-hwcd-3 [EFD]: add-2008-hwcd-3 with Z2 = 1.
		qPlus, qMinus := &q.A, &q.B
		if sub {
			qPlus, qMinus = qMinus, qPlus
		}
		f.Sub(&w.t0, &p.Y, &p.X)
		f.Mul(&w.t0, &w.t0, qMinus) // A = (Y1−X1)·(Y2−X2)
		f.Add(&w.t1, &p.Y, &p.X)
		f.Mul(&w.t1, &w.t1, qPlus) // B = (Y1+X1)·(Y2+X2)
		f.Mul(&w.t2, &p.T, &q.T)   // C = T1·2d·T2
		f.Add(&w.t3, &p.Z, &p.Z)   // D = 2·Z1
		w.finishAdd(r, sub)
		return
	}
	// madd-2008-hwcd [EFD]: add-2008-hwcd with Z2 = 1.
	f.Mul(&w.t0, &p.X, &q.A) // A = X1·X2
	f.Mul(&w.t1, &p.Y, &q.B) // B = Y1·Y2
	f.Mul(&w.t2, &p.T, &q.T) // C = T1·d·T2
	f.Set(&w.t3, &p.Z)       // D = Z1
	f.Add(&w.t4, &p.X, &p.Y)
	if sub {
		f.Sub(&w.t5, &q.B, &q.A)
	} else {
		f.Add(&w.t5, &q.A, &q.B)
	}
	w.finishAddGeneral(r, sub)
}

// finishAdd completes the a = −1 addition from t0 = A, t1 = B, t2 = C, t3 = D.
func (w *scratch[E]) finishAdd(r *completed[E], sub bool) {
	f := w.f
	f.Sub(&r.X, &w.t1, &w.t0) // E = B − A
	f.Add(&r.Y, &w.t1, &w.t0) // H = B + A
	if sub {
		// C changed sign: F and G trade places.
		f.Add(&r.T, &w.t3, &w.t2) // F = D − (−C)
		f.Sub(&r.Z, &w.t3, &w.t2) // G = D + (−C)
		return
	}
	f.Sub(&r.T, &w.t3, &w.t2) // F = D − C
	f.Add(&r.Z, &w.t3, &w.t2) // G = D + C
}

// finishAddGeneral completes the general addition from t0 = X1·X2,
// t1 = B, t2 = T1·d·T2, t3 = D, t4 = X1+Y1 and t5 = Y2 ± X2.
func (w *scratch[E]) finishAddGeneral(r *completed[E], sub bool) {
	f := w.f
	f.Mul(&r.X, &w.t4, &w.t5) // (X1+Y1)·(X2+Y2)
	if sub {
		// With −X2: A = −X1·X2 and C = −T1·d·T2.
		f.Add(&r.X, &r.X, &w.t0)
		f.Sub(&r.X, &r.X, &w.t1)  // E = (X1+Y1)·(Y2−X2) − A − B
		f.Add(&r.T, &w.t3, &w.t2) // F = D − C
		f.Sub(&r.Z, &w.t3, &w.t2) // G = D + C
		if w.kind != aOne {
			f.Mul(&w.t0, &w.t0, &w.a)
		}
		f.Add(&r.Y, &w.t1, &w.t0) // H = B − a·A
		return
	}
	f.Sub(&r.X, &r.X, &w.t0)
	f.Sub(&r.X, &r.X, &w.t1)  // E = (X1+Y1)·(X2+Y2) − A − B
	f.Sub(&r.T, &w.t3, &w.t2) // F = D − C
	f.Add(&r.Z, &w.t3, &w.t2) // G = D + C
	if w.kind != aOne {
		f.Mul(&w.t0, &w.t0, &w.a)
	}
	f.Sub(&r.Y, &w.t1, &w.t0) // H = B − a·A
}

// double sets r = 2p.
func (w *scratch[E]) double(r *completed[E], p *projective[E]) {
	if w.kern != nil {
		w.kern.EdwardsMinusOneDouble(cmp4(r), prj3(p))
		return
	}
	// dbl-2008-hwcd [EFD], HWCD08 §3.3:
	//   A = X1², B = Y1², C = 2·Z1², D = a·A, E = (X1+Y1)² − A − B,
	//   G = D + B, F = G − C, H = D − B.
	f := w.f
	f.Square(&w.t0, &p.X) // A = X1²
	f.Square(&w.t1, &p.Y) // B = Y1²
	f.Square(&w.t2, &p.Z)
	f.Add(&w.t2, &w.t2, &w.t2) // C = 2·Z1²
	f.Add(&w.t3, &p.X, &p.Y)
	f.Square(&w.t3, &w.t3) // (X1+Y1)²
	switch w.kind {
	case aMinusOne:
		// D = −A. The result is scaled by −1, which leaves the point
		// unchanged and saves the negation: −E, −F, −G, −H.
		f.Add(&r.Y, &w.t0, &w.t1) // −H = A + B
		f.Sub(&r.X, &r.Y, &w.t3)  // −E = A + B − (X1+Y1)²
		f.Sub(&r.Z, &w.t0, &w.t1) // −G = A − B
		f.Add(&r.T, &w.t2, &r.Z)  // −F = C − G
	case aOne:
		// D = A.
		f.Add(&r.Z, &w.t0, &w.t1) // G = A + B
		f.Sub(&r.X, &w.t3, &r.Z)  // E = (X1+Y1)² − A − B
		f.Sub(&r.T, &r.Z, &w.t2)  // F = G − C
		f.Sub(&r.Y, &w.t0, &w.t1) // H = A − B
	default:
		f.Sub(&r.X, &w.t3, &w.t0)
		f.Sub(&r.X, &r.X, &w.t1)  // E = (X1+Y1)² − A − B
		f.Mul(&w.t0, &w.t0, &w.a) // D = a·A
		f.Add(&r.Z, &w.t0, &w.t1) // G = D + B
		f.Sub(&r.T, &r.Z, &w.t2)  // F = G − C
		f.Sub(&r.Y, &w.t0, &w.t1) // H = D − B
	}
}

// toExtended sets r = p. r and p must not overlap.
func (w *scratch[E]) toExtended(r *extended[E], p *completed[E]) {
	if w.kern != nil {
		w.kern.EdwardsToExtended(ext4(r), cmp4(p))
		return
	}
	f := w.f
	f.Mul(&r.X, &p.X, &p.T) // X3 = E·F
	f.Mul(&r.Y, &p.Z, &p.Y) // Y3 = G·H
	f.Mul(&r.Z, &p.T, &p.Z) // Z3 = F·G
	f.Mul(&r.T, &p.X, &p.Y) // T3 = E·H
}

// toProjective sets r = p, skipping T3. r and p must not overlap.
func (w *scratch[E]) toProjective(r *projective[E], p *completed[E]) {
	if w.kern != nil {
		w.kern.EdwardsToProjective(prj3(r), cmp4(p))
		return
	}
	f := w.f
	f.Mul(&r.X, &p.X, &p.T) // X3 = E·F
	f.Mul(&r.Y, &p.Z, &p.Y) // Y3 = G·H
	f.Mul(&r.Z, &p.T, &p.Z) // Z3 = F·G
}

// extToProjective sets r = p by dropping T.
func (w *scratch[E]) extToProjective(r *projective[E], p *extended[E]) {
	r.X, r.Y, r.Z = p.X, p.Y, p.Z
}

// toCached sets r = p in cached form.
func (w *scratch[E]) toCached(r *cached[E], p *extended[E]) {
	if w.kern != nil {
		w.kern.EdwardsMinusOneToCached(cac4(r), ext4(p), &w.k)
		return
	}
	f := w.f
	if w.kind == aMinusOne {
		f.Add(&r.A, &p.Y, &p.X)
		f.Sub(&r.B, &p.Y, &p.X)
		f.Add(&r.Z, &p.Z, &p.Z)
	} else {
		r.A, r.B = p.X, p.Y
		r.Z = p.Z
	}
	f.Mul(&r.T, &p.T, &w.k)
}

// toAffine sets r to the table entry for the affine point (x, y).
func (w *scratch[E]) toAffine(r *affine[E], x, y *E) {
	f := w.f
	f.Mul(&w.t0, x, y)
	f.Mul(&r.T, &w.t0, &w.k)
	if w.kind == aMinusOne {
		f.Add(&w.t0, y, x)
		f.Sub(&r.B, y, x)
		r.A = w.t0
	} else {
		r.A, r.B = *x, *y
	}
}

// cachedToCompleted sets r to the point q holds, or to its negation when neg
// is set (neg is public), in completed form, without multiplications: for
// a = −1, q = (Y+X, Y−X, 2Z, 2dT) gives E = 2X, H = 2Y and G = F = 2Z, so
// x = E/G and y = H/F; otherwise q = (X, Y, Z, dT) gives E = X, H = Y and
// G = F = Z. −P has −X.
func (w *scratch[E]) cachedToCompleted(r *completed[E], q *cached[E], neg bool) {
	w.toCompleted(r, &q.A, &q.B, &q.Z, neg)
}

// affineToCompleted is cachedToCompleted for a table entry with Z = 1:
// (y+x, y−x, 2d·x·y) for a = −1, (x, y, d·x·y) otherwise.
func (w *scratch[E]) affineToCompleted(r *completed[E], q *affine[E], neg bool) {
	f := w.f
	if w.kind == aMinusOne {
		f.Add(&w.t2, &w.one, &w.one) // 2Z = 2
	} else {
		w.t2 = w.one
	}
	w.toCompleted(r, &q.A, &q.B, &w.t2, neg)
}

// toCompleted is cachedToCompleted given the first two coordinates a, b of
// the entry and its Z-term z (2Z for a = −1, Z otherwise).
func (w *scratch[E]) toCompleted(r *completed[E], a, b, z *E, neg bool) {
	f := w.f
	r.Z, r.T = *z, *z // G = F
	if w.kind == aMinusOne {
		if neg {
			a, b = b, a // −P swaps Y+X and Y−X
		}
		f.Sub(&w.t0, a, b) // E = (Y+X) − (Y−X) = 2X
		f.Add(&r.Y, a, b)  // H = 2Y
		r.X = w.t0
		return
	}
	r.Y = *b
	if neg {
		f.Neg(&r.X, a)
	} else {
		r.X = *a
	}
}

// setIdentity sets r to the neutral element (0 : 1 : 1 : 0).
func (w *scratch[E]) setIdentity(r *extended[E]) {
	f := w.f
	f.Zero(&r.X)
	f.One(&r.Y)
	f.One(&r.Z)
	f.Zero(&r.T)
}

// cachedIdentity sets r to the cached form of the neutral element.
func (w *scratch[E]) cachedIdentity(r *cached[E]) {
	f := w.f
	f.One(&r.B)
	f.One(&r.Z)
	if w.kind == aMinusOne {
		f.One(&r.A)             // Y + X = 1
		f.Add(&r.Z, &r.Z, &r.Z) // 2Z = 2
	} else {
		f.Zero(&r.A) // X = 0
	}
	f.Zero(&r.T)
}

// completedIdentity sets r to the neutral element in completed form:
// E = 0 and H = G = F = 1, so x = E/G = 0 and y = H/F = 1.
func (w *scratch[E]) completedIdentity(r *completed[E]) {
	f := w.f
	f.Zero(&r.X)
	f.One(&r.Y)
	f.One(&r.Z)
	f.One(&r.T)
}

// affineIdentity sets r to the table entry of the neutral element.
func (w *scratch[E]) affineIdentity(r *affine[E]) {
	f := w.f
	if w.kind == aMinusOne {
		f.One(&r.A)
	} else {
		f.Zero(&r.A)
	}
	f.One(&r.B)
	f.Zero(&r.T)
}

// negate sets r = −p = (−X : Y : Z : −T). r may alias p.
func (w *scratch[E]) negate(r, p *extended[E]) {
	w.f.Neg(&r.X, &p.X)
	r.Y, r.Z = p.Y, p.Z
	w.f.Neg(&r.T, &p.T)
}

// equal returns 1 if p and q are the same point: X1·Z2 = X2·Z1 and
// Y1·Z2 = Y2·Z1.
func (w *scratch[E]) equal(p, q *extended[E]) int {
	f := w.f
	f.Mul(&w.t0, &p.X, &q.Z)
	f.Mul(&w.t1, &q.X, &p.Z)
	f.Mul(&w.t2, &p.Y, &q.Z)
	f.Mul(&w.t3, &q.Y, &p.Z)
	return f.Equal(&w.t0, &w.t1) & f.Equal(&w.t2, &w.t3)
}

// isIdentity returns 1 if p is the neutral element: X = 0 and Y = Z.
func (w *scratch[E]) isIdentity(p *extended[E]) int {
	return w.f.IsZero(&p.X) & w.f.Equal(&p.Y, &p.Z)
}
