package edwards

// This file holds the changes of coordinates between the forms of
// formulas.go, the identity in each form, and the additions and doublings
// of a completed point (the steps of a chain, whose accumulator stays
// completed). Like the formulas they are methods of arith, copied for
// concrete fields by internal/enginegen.

// toExtended sets r = p: (E·F : G·H : F·G : E·H) [HWCD08 §3].
func (k *arith[E]) toExtended(r *extended[E], p *completed[E]) {
	f := k.f
	f.Mul(&r.X, &p.X, &p.T) // X3 = E·F
	f.Mul(&r.Y, &p.Z, &p.Y) // Y3 = G·H
	f.Mul(&r.Z, &p.T, &p.Z) // Z3 = F·G
	f.Mul(&r.T, &p.X, &p.Y) // T3 = E·H
}

// toProjective sets r = p, skipping T3: (E·F : G·H : F·G).
func (k *arith[E]) toProjective(r *projective[E], p *completed[E]) {
	f := k.f
	f.Mul(&r.X, &p.X, &p.T) // X3 = E·F
	f.Mul(&r.Y, &p.Z, &p.Y) // Y3 = G·H
	f.Mul(&r.Z, &p.T, &p.Z) // Z3 = F·G
}

// extToProjective sets r = p by dropping T.
func (k *arith[E]) extToProjective(r *projective[E], p *extended[E]) {
	r.X, r.Y, r.Z = p.X, p.Y, p.Z
}

// toCached sets r = p in cached form.
func (k *arith[E]) toCached(r *cached[E], p *extended[E]) {
	if k.kind == aMinusOne {
		k.toCachedMinusOne(r, p)
		return
	}
	r.A, r.B = p.X, p.Y
	r.Z = p.Z
	k.f.Mul(&r.T, &p.T, &k.k) // d·T
}

// toCachedMinusOne sets r = p in the cached form of a = −1,
// (Y+X, Y−X, 2·Z, 2d·T) [HWCD08 §4.2].
func (k *arith[E]) toCachedMinusOne(r *cached[E], p *extended[E]) {
	f := k.f
	f.Add(&r.A, &p.Y, &p.X) // Y + X
	f.Sub(&r.B, &p.Y, &p.X) // Y − X
	f.Add(&r.Z, &p.Z, &p.Z) // 2·Z
	f.Mul(&r.T, &p.T, &k.k) // 2d·T
}

// toAffine sets r to the table entry for the affine point (x, y):
// (y+x, y−x, 2d·x·y) for a = −1, (x, y, d·x·y) otherwise.
func (k *arith[E]) toAffine(r *affine[E], x, y *E, s *fscratch[E]) {
	f := k.f
	f.Mul(&s.a, x, y)
	f.Mul(&r.T, &s.a, &k.k)
	if k.kind == aMinusOne {
		f.Add(&s.a, y, x)
		f.Sub(&r.B, y, x)
		r.A = s.a
	} else {
		r.A, r.B = *x, *y
	}
}

// cachedToCompleted sets r to the point q holds, or to its negation when neg
// is set (neg is public), in completed form, without multiplications: for
// a = −1, q = (Y+X, Y−X, 2Z, 2dT) gives E = 2X, H = 2Y and G = F = 2Z, so
// x = E/G and y = H/F; otherwise q = (X, Y, Z, dT) gives E = X, H = Y and
// G = F = Z. −P has −X.
func (k *arith[E]) cachedToCompleted(r *completed[E], q *cached[E], neg bool, s *fscratch[E]) {
	k.toCompleted(r, &q.A, &q.B, &q.Z, neg, s)
}

// affineToCompleted is cachedToCompleted for a table entry with Z = 1:
// (y+x, y−x, 2d·x·y) for a = −1, (x, y, d·x·y) otherwise.
func (k *arith[E]) affineToCompleted(r *completed[E], q *affine[E], neg bool, s *fscratch[E]) {
	if k.kind == aMinusOne {
		k.f.Add(&s.c, &k.one, &k.one) // 2Z = 2
	} else {
		s.c = k.one
	}
	k.toCompleted(r, &q.A, &q.B, &s.c, neg, s)
}

// toCompleted is cachedToCompleted given the first two coordinates a, b of
// the entry and its Z-term z (2Z for a = −1, Z otherwise).
func (k *arith[E]) toCompleted(r *completed[E], a, b, z *E, neg bool, s *fscratch[E]) {
	f := k.f
	r.Z, r.T = *z, *z // G = F
	if k.kind == aMinusOne {
		if neg {
			a, b = b, a // −P swaps Y+X and Y−X
		}
		f.Sub(&s.a, a, b) // E = (Y+X) − (Y−X) = 2X
		f.Add(&r.Y, a, b) // H = 2Y
		r.X = s.a
		return
	}
	r.Y = *b
	if neg {
		f.Neg(&r.X, a)
	} else {
		r.X = *a
	}
}

// addCachedC sets r = p ± q for p completed, which r may alias: the step of
// a chain of additions, where the accumulator stays completed.
func (k *arith[E]) addCachedC(r, p *completed[E], q *cached[E], sub bool, s *fscratch[E]) {
	k.toExtended(&s.ext, p)
	k.addCached(r, &s.ext, q, sub, s)
}

// addAffineC sets r = p ± q for p completed, which r may alias.
func (k *arith[E]) addAffineC(r, p *completed[E], q *affine[E], sub bool, s *fscratch[E]) {
	k.toExtended(&s.ext, p)
	k.addAffine(r, &s.ext, q, sub, s)
}

// doubleC sets r = 2·p for p completed, which r may alias.
func (k *arith[E]) doubleC(r, p *completed[E], s *fscratch[E]) {
	k.toProjective(&s.prj, p)
	k.double(r, &s.prj, s)
}

// setIdentity sets r to the neutral element (0 : 1 : 1 : 0).
func (k *arith[E]) setIdentity(r *extended[E]) {
	f := k.f
	f.Zero(&r.X)
	f.One(&r.Y)
	f.One(&r.Z)
	f.Zero(&r.T)
}

// cachedIdentity sets r to the cached form of the neutral element.
func (k *arith[E]) cachedIdentity(r *cached[E]) {
	f := k.f
	f.One(&r.B)
	f.One(&r.Z)
	if k.kind == aMinusOne {
		f.One(&r.A)             // Y + X = 1
		f.Add(&r.Z, &r.Z, &r.Z) // 2Z = 2
	} else {
		f.Zero(&r.A) // X = 0
	}
	f.Zero(&r.T)
}

// completedIdentity sets r to the neutral element in completed form:
// E = 0 and H = G = F = 1, so x = E/G = 0 and y = H/F = 1.
func (k *arith[E]) completedIdentity(r *completed[E]) {
	f := k.f
	f.Zero(&r.X)
	f.One(&r.Y)
	f.One(&r.Z)
	f.One(&r.T)
}

// affineIdentity sets r to the table entry of the neutral element.
func (k *arith[E]) affineIdentity(r *affine[E]) {
	f := k.f
	if k.kind == aMinusOne {
		f.One(&r.A)
	} else {
		f.Zero(&r.A)
	}
	f.One(&r.B)
	f.Zero(&r.T)
}

// negate sets r = −p = (−X : Y : Z : −T). r may alias p.
func (k *arith[E]) negate(r, p *extended[E]) {
	k.f.Neg(&r.X, &p.X)
	r.Y, r.Z = p.Y, p.Z
	k.f.Neg(&r.T, &p.T)
}

// equal returns 1 if p and q are the same point: X1·Z2 = X2·Z1 and
// Y1·Z2 = Y2·Z1.
func (k *arith[E]) equal(p, q *extended[E], s *fscratch[E]) int {
	f := k.f
	f.Mul(&s.a, &p.X, &q.Z)
	f.Mul(&s.b, &q.X, &p.Z)
	f.Mul(&s.c, &p.Y, &q.Z)
	f.Mul(&s.d, &q.Y, &p.Z)
	return f.Equal(&s.a, &s.b) & f.Equal(&s.c, &s.d)
}

// isIdentity returns 1 if p is the neutral element: X = 0 and Y = Z.
func (k *arith[E]) isIdentity(p *extended[E]) int {
	return k.f.IsZero(&p.X) & k.f.Equal(&p.Y, &p.Z)
}
