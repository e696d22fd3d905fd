package edwards

import "unsafe"

// KernelsMinusOne is an optional interface of a base field: the point
// formulas of a curve with a = −1 written by the field package against its
// own element type. When Params.Field implements it and a = −1, New runs
// every addition, doubling and change of coordinates through it, so that the
// field operations inside a formula are direct calls the compiler can inline,
// not one call through field.Field each. field/fp25519 implements it. Without
// it, or for any other a, the engine's generic formulas run; both compute the
// same points.
//
// Points are arrays of coordinates (the formulas are HWCD08's, see
// formulas.go):
//
//	extended   [4]E  (X, Y, Z, T) with x = X/Z, y = Y/Z, T = X·Y/Z
//	projective [3]E  (X, Y, Z)
//	completed  [4]E  (E, H, G, F): x = E/G, y = H/F, any common scale
//	cached     [4]E  (Y+X, Y−X, 2·Z, 2d·T)
//	affine     [3]E  (y+x, y−x, 2d·x·y)
//
// An implementation must give results that represent the same points as
// the formulas of formulas.go (projective coordinates may differ by a
// common non-zero factor), accept outputs aliasing inputs, and run in time
// independent of the coordinates.
type KernelsMinusOne[E any] interface {
	// EdwardsMinusOneAdd sets r (completed) = p (extended) + q (cached).
	EdwardsMinusOneAdd(r, p, q *[4]E)
	// EdwardsMinusOneSub sets r (completed) = p (extended) − q (cached).
	EdwardsMinusOneSub(r, p, q *[4]E)
	// EdwardsMinusOneAddAffine sets r (completed) = p (extended) + q (affine).
	EdwardsMinusOneAddAffine(r, p *[4]E, q *[3]E)
	// EdwardsMinusOneSubAffine sets r (completed) = p (extended) − q (affine).
	EdwardsMinusOneSubAffine(r, p *[4]E, q *[3]E)
	// EdwardsMinusOneDouble sets r (completed) = 2·p (projective).
	EdwardsMinusOneDouble(r *[4]E, p *[3]E)
	// EdwardsMinusOneToCached sets r (cached) = p (extended), where k = 2d.
	EdwardsMinusOneToCached(r, p *[4]E, k *E)
	// EdwardsMinusOneAddCompleted sets r (completed) = p (completed) + q
	// (cached).
	EdwardsMinusOneAddCompleted(r, p, q *[4]E)
	// EdwardsMinusOneSubCompleted sets r (completed) = p (completed) − q
	// (cached).
	EdwardsMinusOneSubCompleted(r, p, q *[4]E)
	// EdwardsMinusOneAddAffineCompleted sets r (completed) = p (completed) +
	// q (affine).
	EdwardsMinusOneAddAffineCompleted(r, p *[4]E, q *[3]E)
	// EdwardsMinusOneSubAffineCompleted sets r (completed) = p (completed) −
	// q (affine).
	EdwardsMinusOneSubAffineCompleted(r, p *[4]E, q *[3]E)
	// EdwardsMinusOneDoubleCompleted sets r (completed) = 2·p (completed).
	EdwardsMinusOneDoubleCompleted(r, p *[4]E)
	// EdwardsToExtended sets r (extended) = p (completed).
	EdwardsToExtended(r, p *[4]E)
	// EdwardsToProjective sets r (projective) = p (completed).
	EdwardsToProjective(r *[3]E, p *[4]E)
}

// addCachedC sets r = p ± q for p completed, which r may alias: the step of
// a chain of additions, where the accumulator stays completed.
func (w *scratch[E]) addCachedC(r, p *completed[E], q *cached[E], sub bool) {
	if w.kern != nil {
		if sub {
			w.kern.EdwardsMinusOneSubCompleted(cmp4(r), cmp4(p), cac4(q))
		} else {
			w.kern.EdwardsMinusOneAddCompleted(cmp4(r), cmp4(p), cac4(q))
		}
		return
	}
	w.toExtended(&w.te, p)
	w.addCached(r, &w.te, q, sub)
}

// addAffineC sets r = p ± q for p completed, which r may alias.
func (w *scratch[E]) addAffineC(r, p *completed[E], q *affine[E], sub bool) {
	if w.kern != nil {
		if sub {
			w.kern.EdwardsMinusOneSubAffineCompleted(cmp4(r), cmp4(p), aff3(q))
		} else {
			w.kern.EdwardsMinusOneAddAffineCompleted(cmp4(r), cmp4(p), aff3(q))
		}
		return
	}
	w.toExtended(&w.te, p)
	w.addAffine(r, &w.te, q, sub)
}

// doubleC sets r = 2·p for p completed, which r may alias.
func (w *scratch[E]) doubleC(r, p *completed[E]) {
	if w.kern != nil {
		w.kern.EdwardsMinusOneDoubleCompleted(cmp4(r), cmp4(p))
		return
	}
	w.toProjective(&w.tp, p)
	w.double(r, &w.tp)
}

// SqrtRatioPairer is an optional interface of a base field: two square
// roots in less time than two SqrtRatio calls. Verify uses it, when
// Params.Field has it, to decode a signature's A and R together (batch
// verification decodes with SqrtRatioBatcher instead, where the field has
// that). field/fp25519 implements it.
type SqrtRatioPairer[E any] interface {
	// SqrtRatioPair sets ok1 = SqrtRatio(z1, u1, v1) and
	// ok2 = SqrtRatio(z2, u2, v2), doing the work of both calls at once.
	SqrtRatioPair(z1, u1, v1, z2, u2, v2 *E) (ok1, ok2 int)
}

// The coordinate structs of formulas.go are laid out as arrays of E (fields
// of one type, in order, with no padding between them), which lets the
// kernels take them as arrays.

// ext4 views p as an array of coordinates.
func ext4[E any](p *extended[E]) *[4]E { return (*[4]E)(unsafe.Pointer(p)) }

// cmp4 views p as an array of coordinates.
func cmp4[E any](p *completed[E]) *[4]E { return (*[4]E)(unsafe.Pointer(p)) }

// cac4 views p as an array of coordinates.
func cac4[E any](p *cached[E]) *[4]E { return (*[4]E)(unsafe.Pointer(p)) }

// aff3 views p as an array of coordinates.
func aff3[E any](p *affine[E]) *[3]E { return (*[3]E)(unsafe.Pointer(p)) }

// prj3 views p as an array of coordinates.
func prj3[E any](p *projective[E]) *[3]E { return (*[3]E)(unsafe.Pointer(p)) }
