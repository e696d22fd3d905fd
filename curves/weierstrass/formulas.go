package weierstrass

import "github.com/curvekit/curvekit/field"

// This file holds the complete point formulas of
//
//	[RCB16] J. Renes, C. Costello, L. Batina, "Complete addition formulas for
//	        prime order elliptic curves", EUROCRYPT 2016,
//	        https://eprint.iacr.org/2015/1060
//
// transcribed line by line, with the paper's line number as a trailing
// comment, so that review is a side-by-side read. The paper's temporaries
// t0…t5 and outputs X3, Y3, Z3 live in a pscratch; the result is copied out
// at the end, so every output may alias every input.
//
// Theorem 1 of [RCB16] shows the formulas compute P + Q for every pair of
// points, the identity included, on any curve y² = x³ + a·x + b over a field
// of characteristic other than 2 and 3 that has no point of order 2. New
// guarantees that by requiring an odd number of points (an odd cofactor
// times the odd prime n).

// aKind selects the specialisation of the formulas for the curve's a.
type aKind int

const (
	aGeneral aKind = iota // Algorithms 1, 2, 3: any a, three multiplications by a
	aMinus3               // Algorithms 4, 5, 6: a = −3, multiplications by a become additions
	aZero                 // Algorithms 7, 8, 9: a = 0, the terms in a vanish
)

// String returns the names of the algorithms used for the kind.
func (k aKind) String() string {
	switch k {
	case aMinus3:
		return "a = -3 (RCB16 Algorithms 4, 5, 6)"
	case aZero:
		return "a = 0 (RCB16 Algorithms 7, 8, 9)"
	}
	return "general a (RCB16 Algorithms 1, 2, 3)"
}

// projective is a point in homogeneous projective coordinates (X : Y : Z):
// x = X/Z and y = Y/Z when Z ≠ 0, and the identity when Z = 0, canonically
// (0 : 1 : 0). The formulas below may return any (0 : Y : 0) with Y ≠ 0 for
// the identity.
type projective[E any] struct{ X, Y, Z E }

// affine is a point (x, y) with Z = 1, for precomputed tables. It cannot hold
// the identity.
type affine[E any] struct{ X, Y E }

// smallMultiplier is implemented by fields that can multiply by a small
// integer faster than by a general element, such as field/fpk256. It is
// optional: New uses it for the constants b and 3·b when they fit in 32
// bits and the field provides it.
type smallMultiplier[E any] interface {
	// MulSmall sets z = x · v.
	MulSmall(z, x *E, v uint32)
}

// arith holds a curve's field and the constants the formulas need, and is
// the receiver of every point formula (this file, formulas_special.go,
// jacobian.go). It is immutable after New and shared by every workspace of
// the curve. The formulas call the field through f, one interface call per
// operation; the generated files zz_formulas_*.go copy them for concrete
// fields (see backend.go).
type arith[E any] struct {
	f     field.Field[E]
	small smallMultiplier[E] // nil unless the field has MulSmall and 3·b is small
	be    backend[E]         // the formulas New picked for the field (backend.go)
	kind  aKind
	a     E      // the curve coefficient a
	b     E      // the curve coefficient b
	b3    E      // 3·b
	bSm   uint32 // b as a small integer when small != nil
	b3Sm  uint32 // 3·b as a small integer when small != nil
	one   E
	// words is the number of 64-bit words of E when E is an array of uint64
	// (every field of curvekit), which lets table lookups select whole
	// entries at once; 0 means the lookups go through Field.Select.
	words int
	// limbs is the number of the words of each base-field element of an
	// element that can be nonzero: stride, except for a field.Prime of
	// fewer limbs than PrimeElement holds (Prime.Limbs), alone or as the
	// base of a tower.Fp2, whose table lookups read only those.
	limbs int
	// stride is the number of words of one base-field element: words, or
	// half of it for a tower.Fp2 over a field.Prime (two PrimeElements).
	stride int
}

// pscratch holds the temporaries of the projective formulas: the paper's
// t0…t5 and the outputs X3, Y3, Z3, copied into the result at the end so
// that every output may alias every input.
type pscratch[E any] struct {
	t0, t1, t2, t3, t4, t5 E
	X3, Y3, Z3             E
}

// scratch is the part of a workspace the point operations use: the curve's
// arith and the formula temporaries. Field methods are called through an
// interface, so the compiler cannot prove that their pointer arguments stay
// on the stack; keeping every temporary in a scratch that lives on the heap
// (recycled through a sync.Pool) is what keeps the point operations free of
// allocations.
type scratch[E any] struct {
	*arith[E]
	pscratch[E]
}

// mulA sets z = a·x (general a only).
func (k *arith[E]) mulA(z, x *E) { k.f.Mul(z, &k.a, x) }

// mulB sets z = b·x.
func (k *arith[E]) mulB(z, x *E) {
	if k.small != nil {
		k.small.MulSmall(z, x, k.bSm)
		return
	}
	k.f.Mul(z, &k.b, x)
}

// mulB3 sets z = 3·b·x.
func (k *arith[E]) mulB3(z, x *E) {
	if k.small != nil {
		k.small.MulSmall(z, x, k.b3Sm)
		return
	}
	k.f.Mul(z, &k.b3, x)
}

// add sets r = p + q for any two points, with the algorithm for the
// curve's a.
func (k *arith[E]) add(r, p, q *projective[E], s *pscratch[E]) {
	switch k.kind {
	case aMinus3:
		k.addMinus3(r, p, q, s)
	case aZero:
		k.addZero(r, p, q, s)
	default:
		k.addGeneral(r, p, q, s)
	}
}

// addAffine sets r = p + q for any point p and a point q = (x, y) with
// Z = 1, which therefore is not the identity.
func (k *arith[E]) addAffine(r, p *projective[E], q *affine[E], s *pscratch[E]) {
	switch k.kind {
	case aMinus3:
		k.addAffineMinus3(r, p, q, s)
	case aZero:
		k.addAffineZero(r, p, q, s)
	default:
		k.addAffineGeneral(r, p, q, s)
	}
}

// double sets r = 2·p for any point.
func (k *arith[E]) double(r, p *projective[E], s *pscratch[E]) {
	switch k.kind {
	case aMinus3:
		k.doubleMinus3(r, p, s)
	case aZero:
		k.doubleZero(r, p, s)
	default:
		k.doubleGeneral(r, p, s)
	}
}

// addGeneral is RCB16 Algorithm 1: complete addition for any a,
// 12M + 3m_a + 2m_3b + 23a.
func (k *arith[E]) addGeneral(r, p, q *projective[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2, Z2 := &q.X, &q.Y, &q.Z
	t0, t1, t2, t3, t4, t5 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4, &s.t5
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Mul(t2, Z1, Z2) // 3. t2 ← Z1·Z2
	f.Add(t3, X1, Y1) // 4. t3 ← X1 + Y1
	f.Add(t4, X2, Y2) // 5. t4 ← X2 + Y2
	f.Mul(t3, t3, t4) // 6. t3 ← t3·t4
	f.Add(t4, t0, t1) // 7. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 8. t3 ← t3 − t4
	f.Add(t4, X1, Z1) // 9. t4 ← X1 + Z1
	f.Add(t5, X2, Z2) // 10. t5 ← X2 + Z2
	f.Mul(t4, t4, t5) // 11. t4 ← t4·t5
	f.Add(t5, t0, t2) // 12. t5 ← t0 + t2
	f.Sub(t4, t4, t5) // 13. t4 ← t4 − t5
	f.Add(t5, Y1, Z1) // 14. t5 ← Y1 + Z1
	f.Add(X3, Y2, Z2) // 15. X3 ← Y2 + Z2
	f.Mul(t5, t5, X3) // 16. t5 ← t5·X3
	f.Add(X3, t1, t2) // 17. X3 ← t1 + t2
	f.Sub(t5, t5, X3) // 18. t5 ← t5 − X3
	k.mulA(Z3, t4)    // 19. Z3 ← a·t4
	k.mulB3(X3, t2)   // 20. X3 ← b3·t2
	f.Add(Z3, X3, Z3) // 21. Z3 ← X3 + Z3
	f.Sub(X3, t1, Z3) // 22. X3 ← t1 − Z3
	f.Add(Z3, t1, Z3) // 23. Z3 ← t1 + Z3
	f.Mul(Y3, X3, Z3) // 24. Y3 ← X3·Z3
	f.Add(t1, t0, t0) // 25. t1 ← t0 + t0
	f.Add(t1, t1, t0) // 26. t1 ← t1 + t0
	k.mulA(t2, t2)    // 27. t2 ← a·t2
	k.mulB3(t4, t4)   // 28. t4 ← b3·t4
	f.Add(t1, t1, t2) // 29. t1 ← t1 + t2
	f.Sub(t2, t0, t2) // 30. t2 ← t0 − t2
	k.mulA(t2, t2)    // 31. t2 ← a·t2
	f.Add(t4, t4, t2) // 32. t4 ← t4 + t2
	f.Mul(t0, t1, t4) // 33. t0 ← t1·t4
	f.Add(Y3, Y3, t0) // 34. Y3 ← Y3 + t0
	f.Mul(t0, t5, t4) // 35. t0 ← t5·t4
	f.Mul(X3, t3, X3) // 36. X3 ← t3·X3
	f.Sub(X3, X3, t0) // 37. X3 ← X3 − t0
	f.Mul(t0, t3, t1) // 38. t0 ← t3·t1
	f.Mul(Z3, t5, Z3) // 39. Z3 ← t5·Z3
	f.Add(Z3, Z3, t0) // 40. Z3 ← Z3 + t0
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// addAffineGeneral is RCB16 Algorithm 2: complete mixed addition for any a,
// Z2 = 1, 11M + 3m_a + 2m_3b + 17a.
func (k *arith[E]) addAffineGeneral(r, p *projective[E], q *affine[E], s *pscratch[E]) {
	f := k.f
	X1, Y1, Z1 := &p.X, &p.Y, &p.Z
	X2, Y2 := &q.X, &q.Y
	t0, t1, t2, t3, t4, t5 := &s.t0, &s.t1, &s.t2, &s.t3, &s.t4, &s.t5
	X3, Y3, Z3 := &s.X3, &s.Y3, &s.Z3
	f.Mul(t0, X1, X2) // 1. t0 ← X1·X2
	f.Mul(t1, Y1, Y2) // 2. t1 ← Y1·Y2
	f.Add(t3, X2, Y2) // 3. t3 ← X2 + Y2
	f.Add(t4, X1, Y1) // 4. t4 ← X1 + Y1
	f.Mul(t3, t3, t4) // 5. t3 ← t3·t4
	f.Add(t4, t0, t1) // 6. t4 ← t0 + t1
	f.Sub(t3, t3, t4) // 7. t3 ← t3 − t4
	f.Mul(t4, X2, Z1) // 8. t4 ← X2·Z1
	f.Add(t4, t4, X1) // 9. t4 ← t4 + X1
	f.Mul(t5, Y2, Z1) // 10. t5 ← Y2·Z1
	f.Add(t5, t5, Y1) // 11. t5 ← t5 + Y1
	k.mulA(Z3, t4)    // 12. Z3 ← a·t4
	k.mulB3(X3, Z1)   // 13. X3 ← b3·Z1
	f.Add(Z3, X3, Z3) // 14. Z3 ← X3 + Z3
	f.Sub(X3, t1, Z3) // 15. X3 ← t1 − Z3
	f.Add(Z3, t1, Z3) // 16. Z3 ← t1 + Z3
	f.Mul(Y3, X3, Z3) // 17. Y3 ← X3·Z3
	f.Add(t1, t0, t0) // 18. t1 ← t0 + t0
	f.Add(t1, t1, t0) // 19. t1 ← t1 + t0
	k.mulA(t2, Z1)    // 20. t2 ← a·Z1
	k.mulB3(t4, t4)   // 21. t4 ← b3·t4
	f.Add(t1, t1, t2) // 22. t1 ← t1 + t2
	f.Sub(t2, t0, t2) // 23. t2 ← t0 − t2
	k.mulA(t2, t2)    // 24. t2 ← a·t2
	f.Add(t4, t4, t2) // 25. t4 ← t4 + t2
	f.Mul(t0, t1, t4) // 26. t0 ← t1·t4
	f.Add(Y3, Y3, t0) // 27. Y3 ← Y3 + t0
	f.Mul(t0, t5, t4) // 28. t0 ← t5·t4
	f.Mul(X3, t3, X3) // 29. X3 ← t3·X3
	f.Sub(X3, X3, t0) // 30. X3 ← X3 − t0
	f.Mul(t0, t3, t1) // 31. t0 ← t3·t1
	f.Mul(Z3, t5, Z3) // 32. Z3 ← t5·Z3
	f.Add(Z3, Z3, t0) // 33. Z3 ← Z3 + t0
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}

// doubleGeneral is RCB16 Algorithm 3: exception-free doubling for any a,
// 8M + 3S + 3m_a + 2m_3b + 15a.
func (k *arith[E]) doubleGeneral(r, p *projective[E], s *pscratch[E]) {
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
	k.mulA(X3, Z3)    // 8. X3 ← a·Z3
	k.mulB3(Y3, t2)   // 9. Y3 ← b3·t2
	f.Add(Y3, X3, Y3) // 10. Y3 ← X3 + Y3
	f.Sub(X3, t1, Y3) // 11. X3 ← t1 − Y3
	f.Add(Y3, t1, Y3) // 12. Y3 ← t1 + Y3
	f.Mul(Y3, X3, Y3) // 13. Y3 ← X3·Y3
	f.Mul(X3, t3, X3) // 14. X3 ← t3·X3
	k.mulB3(Z3, Z3)   // 15. Z3 ← b3·Z3
	k.mulA(t2, t2)    // 16. t2 ← a·t2
	f.Sub(t3, t0, t2) // 17. t3 ← t0 − t2
	k.mulA(t3, t3)    // 18. t3 ← a·t3
	f.Add(t3, t3, Z3) // 19. t3 ← t3 + Z3
	f.Add(Z3, t0, t0) // 20. Z3 ← t0 + t0
	f.Add(t0, Z3, t0) // 21. t0 ← Z3 + t0
	f.Add(t0, t0, t2) // 22. t0 ← t0 + t2
	f.Mul(t0, t0, t3) // 23. t0 ← t0·t3
	f.Add(Y3, Y3, t0) // 24. Y3 ← Y3 + t0
	f.Mul(t2, Y, Z)   // 25. t2 ← Y·Z
	f.Add(t2, t2, t2) // 26. t2 ← t2 + t2
	f.Mul(t0, t2, t3) // 27. t0 ← t2·t3
	f.Sub(X3, X3, t0) // 28. X3 ← X3 − t0
	f.Mul(Z3, t2, t1) // 29. Z3 ← t2·t1
	f.Add(Z3, Z3, Z3) // 30. Z3 ← Z3 + Z3
	f.Add(Z3, Z3, Z3) // 31. Z3 ← Z3 + Z3
	r.X, r.Y, r.Z = s.X3, s.Y3, s.Z3
}
