package weierstrass

// The a = −3 and a = 0 specialisations of RCB16 (see formulas.go).

// addMinus3 is RCB16 Algorithm 4: complete addition for a = −3,
// 12M + 2m_b + 29a.
func (k *arith[E]) addMinus3(r, p, q *projective[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2, Z2 := &q.X, &q.Y, &q.Z
	t0, t1, t2, t3, t4 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Mul(t2, Z1, Z2) // 3. t2 ← Z1·Z2
	f.Add(t3, X1, Y1) // 4. t3 ← X1 + Y1
	f.Add(t4, X2, Y2) // 5. t4 ← X2 + Y2
	f.Mul(t3, t3, t4) // 6. t3 ← t3·t4
	f.Add(t4, t0, t1) // 7. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 8. t3 ← t3 − t4
	f.Add(t4, Y1, Z1) // 9. t4 ← Y1 + Z1
	f.Add(X3, Y2, Z2) // 10. X3 ← Y2 + Z2
	f.Mul(t4, t4, X3) // 11. t4 ← t4·X3
	f.Add(X3, t1, t2) // 12. X3 ← t1 + t2
	f.Sub(t4, t4, X3) // 13. t4 ← t4 − X3
	f.Add(X3, X1, Z1) // 14. X3 ← X1 + Z1
	f.Add(Y3, X2, Z2) // 15. Y3 ← X2 + Z2
	f.Mul(X3, X3, Y3) // 16. X3 ← X3·Y3
	f.Add(Y3, t0, t2) // 17. Y3 ← t0 + t2
	f.Sub(Y3, X3, Y3) // 18. Y3 ← X3 − Y3
	k.mulB(Z3, t2)    // 19. Z3 ← b·t2
	f.Sub(X3, Y3, Z3) // 20. X3 ← Y3 − Z3
	f.Add(Z3, X3, X3) // 21. Z3 ← X3 + X3
	f.Add(X3, X3, Z3) // 22. X3 ← X3 + Z3
	f.Sub(Z3, t1, X3) // 23. Z3 ← t1 − X3
	f.Add(X3, t1, X3) // 24. X3 ← t1 + X3
	k.mulB(Y3, Y3)    // 25. Y3 ← b·Y3
	f.Add(t1, t2, t2) // 26. t1 ← t2 + t2
	f.Add(t2, t1, t2) // 27. t2 ← t1 + t2
	f.Sub(Y3, Y3, t2) // 28. Y3 ← Y3 − t2
	f.Sub(Y3, Y3, t0) // 29. Y3 ← Y3 − t0
	f.Add(t1, Y3, Y3) // 30. t1 ← Y3 + Y3
	f.Add(Y3, t1, Y3) // 31. Y3 ← t1 + Y3
	f.Add(t1, t0, t0) // 32. t1 ← t0 + t0
	f.Add(t0, t1, t0) // 33. t0 ← t1 + t0
	f.Sub(t0, t0, t2) // 34. t0 ← t0 − t2
	f.Mul(t1, t4, Y3) // 35. t1 ← t4·Y3
	f.Mul(t2, t0, Y3) // 36. t2 ← t0·Y3
	f.Mul(Y3, X3, Z3) // 37. Y3 ← X3·Z3
	f.Add(Y3, Y3, t2) // 38. Y3 ← Y3 + t2
	f.Mul(X3, t3, X3) // 39. X3 ← t3·X3
	f.Sub(X3, X3, t1) // 40. X3 ← X3 − t1
	f.Mul(Z3, t4, Z3) // 41. Z3 ← t4·Z3
	f.Mul(t1, t3, t0) // 42. t1 ← t3·t0
	f.Add(Z3, Z3, t1) // 43. Z3 ← Z3 + t1
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// addAffineMinus3 is RCB16 Algorithm 5: complete mixed addition for a = −3,
// Z2 = 1, 11M + 2m_b + 23a.
func (k *arith[E]) addAffineMinus3(r, p *projective[E], q *affine[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2 := &q.X, &q.Y
	t0, t1, t2, t3, t4 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Add(t3, X2, Y2) // 3. t3 ← X2 + Y2
	f.Add(t4, X1, Y1) // 4. t4 ← X1 + Y1
	f.Mul(t3, t3, t4) // 5. t3 ← t3·t4
	f.Add(t4, t0, t1) // 6. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 7. t3 ← t3 − t4
	f.Mul(t4, Y2, Z1) // 8. t4 ← Y2·Z1
	f.Add(t4, t4, Y1) // 9. t4 ← t4 + Y1
	f.Mul(Y3, X2, Z1) // 10. Y3 ← X2·Z1
	f.Add(Y3, Y3, X1) // 11. Y3 ← Y3 + X1
	k.mulB(Z3, Z1)    // 12. Z3 ← b·Z1
	f.Sub(X3, Y3, Z3) // 13. X3 ← Y3 − Z3
	f.Add(Z3, X3, X3) // 14. Z3 ← X3 + X3
	f.Add(X3, X3, Z3) // 15. X3 ← X3 + Z3
	f.Sub(Z3, t1, X3) // 16. Z3 ← t1 − X3
	f.Add(X3, t1, X3) // 17. X3 ← t1 + X3
	k.mulB(Y3, Y3)    // 18. Y3 ← b·Y3
	f.Add(t1, Z1, Z1) // 19. t1 ← Z1 + Z1
	f.Add(t2, t1, Z1) // 20. t2 ← t1 + Z1
	f.Sub(Y3, Y3, t2) // 21. Y3 ← Y3 − t2
	f.Sub(Y3, Y3, t0) // 22. Y3 ← Y3 − t0
	f.Add(t1, Y3, Y3) // 23. t1 ← Y3 + Y3
	f.Add(Y3, t1, Y3) // 24. Y3 ← t1 + Y3
	f.Add(t1, t0, t0) // 25. t1 ← t0 + t0
	f.Add(t0, t1, t0) // 26. t0 ← t1 + t0
	f.Sub(t0, t0, t2) // 27. t0 ← t0 − t2
	f.Mul(t1, t4, Y3) // 28. t1 ← t4·Y3
	f.Mul(t2, t0, Y3) // 29. t2 ← t0·Y3
	f.Mul(Y3, X3, Z3) // 30. Y3 ← X3·Z3
	f.Add(Y3, Y3, t2) // 31. Y3 ← Y3 + t2
	f.Mul(X3, t3, X3) // 32. X3 ← t3·X3
	f.Sub(X3, X3, t1) // 33. X3 ← X3 − t1
	f.Mul(Z3, t4, Z3) // 34. Z3 ← t4·Z3
	f.Mul(t1, t3, t0) // 35. t1 ← t3·t0
	f.Add(Z3, Z3, t1) // 36. Z3 ← Z3 + t1
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// doubleMinus3 is RCB16 Algorithm 6: exception-free doubling for a = −3,
// 8M + 3S + 2m_b + 21a.
func (k *arith[E]) doubleMinus3(r, p *projective[E], s *pscratch[E]) {
	f := k.f
	X, Y, Z := &p.X, &p.Y, &p.Z
	t0, t1, t2, t3 := &s.t0, &s.t1, &s.t2, &s.t3
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Square(t0, X)   // 1. t0 ← X·X
	f.Square(t1, Y)   // 2. t1 ← Y·Y
	f.Square(t2, Z)   // 3. t2 ← Z·Z
	f.Mul(t3, X, Y)   // 4. t3 ← X·Y
	f.Add(t3, t3, t3) // 5. t3 ← t3 + t3
	f.Mul(Z3, X, Z)   // 6. Z3 ← X·Z
	f.Add(Z3, Z3, Z3) // 7. Z3 ← Z3 + Z3
	k.mulB(Y3, t2)    // 8. Y3 ← b·t2
	f.Sub(Y3, Y3, Z3) // 9. Y3 ← Y3 − Z3
	f.Add(X3, Y3, Y3) // 10. X3 ← Y3 + Y3
	f.Add(Y3, X3, Y3) // 11. Y3 ← X3 + Y3
	f.Sub(X3, t1, Y3) // 12. X3 ← t1 − Y3
	f.Add(Y3, t1, Y3) // 13. Y3 ← t1 + Y3
	f.Mul(Y3, X3, Y3) // 14. Y3 ← X3·Y3
	f.Mul(X3, X3, t3) // 15. X3 ← X3·t3
	f.Add(t3, t2, t2) // 16. t3 ← t2 + t2
	f.Add(t2, t2, t3) // 17. t2 ← t2 + t3
	k.mulB(Z3, Z3)    // 18. Z3 ← b·Z3
	f.Sub(Z3, Z3, t2) // 19. Z3 ← Z3 − t2
	f.Sub(Z3, Z3, t0) // 20. Z3 ← Z3 − t0
	f.Add(t3, Z3, Z3) // 21. t3 ← Z3 + Z3
	f.Add(Z3, Z3, t3) // 22. Z3 ← Z3 + t3
	f.Add(t3, t0, t0) // 23. t3 ← t0 + t0
	f.Add(t0, t3, t0) // 24. t0 ← t3 + t0
	f.Sub(t0, t0, t2) // 25. t0 ← t0 − t2
	f.Mul(t0, t0, Z3) // 26. t0 ← t0·Z3
	f.Add(Y3, Y3, t0) // 27. Y3 ← Y3 + t0
	f.Mul(t0, Y, Z)   // 28. t0 ← Y·Z
	f.Add(t0, t0, t0) // 29. t0 ← t0 + t0
	f.Mul(Z3, t0, Z3) // 30. Z3 ← t0·Z3
	f.Sub(X3, X3, Z3) // 31. X3 ← X3 − Z3
	f.Mul(Z3, t0, t1) // 32. Z3 ← t0·t1
	f.Add(Z3, Z3, Z3) // 33. Z3 ← Z3 + Z3
	f.Add(Z3, Z3, Z3) // 34. Z3 ← Z3 + Z3
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// addZero is RCB16 Algorithm 7: complete addition for a = 0,
// 12M + 2m_3b + 19a.
func (k *arith[E]) addZero(r, p, q *projective[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2, Z2 := &q.X, &q.Y, &q.Z
	t0, t1, t2, t3, t4 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Mul(t2, Z1, Z2) // 3. t2 ← Z1·Z2
	f.Add(t3, X1, Y1) // 4. t3 ← X1 + Y1
	f.Add(t4, X2, Y2) // 5. t4 ← X2 + Y2
	f.Mul(t3, t3, t4) // 6. t3 ← t3·t4
	f.Add(t4, t0, t1) // 7. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 8. t3 ← t3 − t4
	f.Add(t4, Y1, Z1) // 9. t4 ← Y1 + Z1
	f.Add(X3, Y2, Z2) // 10. X3 ← Y2 + Z2
	f.Mul(t4, t4, X3) // 11. t4 ← t4·X3
	f.Add(X3, t1, t2) // 12. X3 ← t1 + t2
	f.Sub(t4, t4, X3) // 13. t4 ← t4 − X3
	f.Add(X3, X1, Z1) // 14. X3 ← X1 + Z1
	f.Add(Y3, X2, Z2) // 15. Y3 ← X2 + Z2
	f.Mul(X3, X3, Y3) // 16. X3 ← X3·Y3
	f.Add(Y3, t0, t2) // 17. Y3 ← t0 + t2
	f.Sub(Y3, X3, Y3) // 18. Y3 ← X3 − Y3
	f.Add(X3, t0, t0) // 19. X3 ← t0 + t0
	f.Add(t0, X3, t0) // 20. t0 ← X3 + t0
	k.mulB3(t2, t2)   // 21. t2 ← b3·t2
	f.Add(Z3, t1, t2) // 22. Z3 ← t1 + t2
	f.Sub(t1, t1, t2) // 23. t1 ← t1 − t2
	k.mulB3(Y3, Y3)   // 24. Y3 ← b3·Y3
	f.Mul(X3, t4, Y3) // 25. X3 ← t4·Y3
	f.Mul(t2, t3, t1) // 26. t2 ← t3·t1
	f.Sub(X3, t2, X3) // 27. X3 ← t2 − X3
	f.Mul(Y3, Y3, t0) // 28. Y3 ← Y3·t0
	f.Mul(t1, t1, Z3) // 29. t1 ← t1·Z3
	f.Add(Y3, t1, Y3) // 30. Y3 ← t1 + Y3
	f.Mul(t0, t0, t3) // 31. t0 ← t0·t3
	f.Mul(Z3, Z3, t4) // 32. Z3 ← Z3·t4
	f.Add(Z3, Z3, t0) // 33. Z3 ← Z3 + t0
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// addAffineZero is RCB16 Algorithm 8: complete mixed addition for a = 0,
// Z2 = 1, 11M + 2m_3b + 13a.
func (k *arith[E]) addAffineZero(r, p *projective[E], q *affine[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2 := &q.X, &q.Y
	t0, t1, t2, t3, t4 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Add(t3, X2, Y2) // 3. t3 ← X2 + Y2
	f.Add(t4, X1, Y1) // 4. t4 ← X1 + Y1
	f.Mul(t3, t3, t4) // 5. t3 ← t3·t4
	f.Add(t4, t0, t1) // 6. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 7. t3 ← t3 − t4
	f.Mul(t4, Y2, Z1) // 8. t4 ← Y2·Z1
	f.Add(t4, t4, Y1) // 9. t4 ← t4 + Y1
	f.Mul(Y3, X2, Z1) // 10. Y3 ← X2·Z1
	f.Add(Y3, Y3, X1) // 11. Y3 ← Y3 + X1
	f.Add(X3, t0, t0) // 12. X3 ← t0 + t0
	f.Add(t0, X3, t0) // 13. t0 ← X3 + t0
	k.mulB3(t2, Z1)   // 14. t2 ← b3·Z1
	f.Add(Z3, t1, t2) // 15. Z3 ← t1 + t2
	f.Sub(t1, t1, t2) // 16. t1 ← t1 − t2
	k.mulB3(Y3, Y3)   // 17. Y3 ← b3·Y3
	f.Mul(X3, t4, Y3) // 18. X3 ← t4·Y3
	f.Mul(t2, t3, t1) // 19. t2 ← t3·t1
	f.Sub(X3, t2, X3) // 20. X3 ← t2 − X3
	f.Mul(Y3, Y3, t0) // 21. Y3 ← Y3·t0
	f.Mul(t1, t1, Z3) // 22. t1 ← t1·Z3
	f.Add(Y3, t1, Y3) // 23. Y3 ← t1 + Y3
	f.Mul(t0, t0, t3) // 24. t0 ← t0·t3
	f.Mul(Z3, Z3, t4) // 25. Z3 ← Z3·t4
	f.Add(Z3, Z3, t0) // 26. Z3 ← Z3 + t0
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// doubleZero is RCB16 Algorithm 9: exception-free doubling for a = 0,
// 6M + 2S + 1m_3b + 9a.
func (k *arith[E]) doubleZero(r, p *projective[E], s *pscratch[E]) {
	f := k.f
	X, Y, Z := &p.X, &p.Y, &p.Z
	t0, t1, t2 := &s.t0, &s.t1, &s.t2
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Square(t0, Y)   // 1. t0 ← Y·Y
	f.Add(Z3, t0, t0) // 2. Z3 ← t0 + t0
	f.Add(Z3, Z3, Z3) // 3. Z3 ← Z3 + Z3
	f.Add(Z3, Z3, Z3) // 4. Z3 ← Z3 + Z3
	f.Mul(t1, Y, Z)   // 5. t1 ← Y·Z
	f.Square(t2, Z)   // 6. t2 ← Z·Z
	k.mulB3(t2, t2)   // 7. t2 ← b3·t2
	f.Mul(X3, t2, Z3) // 8. X3 ← t2·Z3
	f.Add(Y3, t0, t2) // 9. Y3 ← t0 + t2
	f.Mul(Z3, t1, Z3) // 10. Z3 ← t1·Z3
	f.Add(t1, t2, t2) // 11. t1 ← t2 + t2
	f.Add(t2, t1, t2) // 12. t2 ← t1 + t2
	f.Sub(t0, t0, t2) // 13. t0 ← t0 − t2
	f.Mul(Y3, t0, Y3) // 14. Y3 ← t0·Y3
	f.Add(Y3, X3, Y3) // 15. Y3 ← X3 + Y3
	f.Mul(t1, X, Y)   // 16. t1 ← X·Y
	f.Mul(X3, t0, t1) // 17. X3 ← t0·t1
	f.Add(X3, X3, X3) // 18. X3 ← X3 + X3
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// negate sets r = −p = (X : −Y : Z).
func (w *scratch[E]) negate(r, p *projective[E]) {
	r.X = p.X
	w.f.Neg(&r.Y, &p.Y)
	r.Z = p.Z
}

// setIdentity sets r = (0 : 1 : 0).
func (w *scratch[E]) setIdentity(r *projective[E]) {
	w.f.Zero(&r.X)
	w.f.One(&r.Y)
	w.f.Zero(&r.Z)
}

// isIdentity returns 1 if p is the identity (Z = 0) and 0 otherwise.
func (w *scratch[E]) isIdentity(p *projective[E]) int { return w.f.IsZero(&p.Z) }

// equal returns 1 if p and q are the same point and 0 otherwise:
// X1·Z2 = X2·Z1 and Y1·Z2 = Y2·Z1, which also holds exactly when both are
// the identity (every point other than the identity has Y ≠ 0, as there is
// no point of order 2, and Z ≠ 0).
func (w *scratch[E]) equal(p, q *projective[E]) int {
	f := w.f
	f.Mul(&w.t0, &p.X, &q.Z)
	f.Mul(&w.t1, &q.X, &p.Z)
	f.Mul(&w.t2, &p.Y, &q.Z)
	f.Mul(&w.t3, &q.Y, &p.Z)
	return f.Equal(&w.t0, &w.t1) & f.Equal(&w.t2, &w.t3)
}

// fromAffine sets r = (x : y : 1).
func (w *scratch[E]) fromAffine(r *projective[E], x, y *E) {
	r.X, r.Y = *x, *y
	w.f.One(&r.Z)
}
