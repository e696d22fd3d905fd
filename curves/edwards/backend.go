package edwards

import (
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
)

// backend is the set of point formulas a curve runs: the methods of arith
// (formulas.go, coordinates.go), which call the field through the
// field.Field interface, or one of their generated copies for a concrete
// field (zz_formulas_*.go), which call it directly, so that the compiler
// inlines the field's additions and keeps its calls static. New picks one
// with pickBackend, once per curve; every point operation then makes one
// interface call into it, and none inside.
type backend[E any] interface {
	addCached(r *completed[E], p *extended[E], q *cached[E], sub bool, s *fscratch[E])
	addAffine(r *completed[E], p *extended[E], q *affine[E], sub bool, s *fscratch[E])
	double(r *completed[E], p *projective[E], s *fscratch[E])
	addCachedC(r, p *completed[E], q *cached[E], sub bool, s *fscratch[E])
	addAffineC(r, p *completed[E], q *affine[E], sub bool, s *fscratch[E])
	doubleC(r, p *completed[E], s *fscratch[E])
	toExtended(r *extended[E], p *completed[E])
	toProjective(r *projective[E], p *completed[E])
	toCached(r *cached[E], p *extended[E])
	toAffine(r *affine[E], x, y *E, s *fscratch[E])
	cachedToCompleted(r *completed[E], q *cached[E], neg bool, s *fscratch[E])
	affineToCompleted(r *completed[E], q *affine[E], neg bool, s *fscratch[E])
	equal(p, q *extended[E], s *fscratch[E]) int
}

// The generated copies of the formulas, one per concrete field, made by
// internal/enginegen from the methods of arith in the files above (its
// table of targets lists them); `go generate` rewrites them and CI checks
// that they are current.
//
//go:generate go run ../../internal/enginegen edwards

// pickBackend returns the formulas for the curve's field: the generated copy
// for fp25519.Field, for fp448.Field, and for a *field.Prime the copy for
// its limb count (field.Prime.Specialize); the generic formulas, a itself,
// for any other field (a field wrapped in another type included). This is
// the only place that looks at the field's type.
func (a *arith[E]) pickBackend() backend[E] {
	var be any
	switch f := any(a.f).(type) {
	case fp25519.Field:
		be = &arithFp25519{arith: any(a).(*arith[fp25519.Element])}
	case fp448.Field:
		be = &arithFp448{arith: any(a).(*arith[fp448.Element])}
	case *field.Prime:
		be = primeBackend(any(a).(*arith[field.PrimeElement]), f)
	}
	if b, ok := be.(backend[E]); ok {
		return b
	}
	return a
}

// primeBackend returns the generated formulas for the view of f that
// Specialize picks: its limb count and modulus shape, Prime4C for a
// Crandall modulus, or Prime4ADX or Prime6ADX.
func primeBackend(a *arith[field.PrimeElement], f *field.Prime) backend[field.PrimeElement] {
	switch v := f.Specialize().(type) {
	case field.Prime4:
		return &arithPrime4{arith: a, f: v}
	case field.Prime5:
		return &arithPrime5{arith: a, f: v}
	case field.Prime6:
		return &arithPrime6{arith: a, f: v}
	case field.Prime7:
		return &arithPrime7{arith: a, f: v}
	case field.Prime8:
		return &arithPrime8{arith: a, f: v}
	case field.Prime9:
		return &arithPrime9{arith: a, f: v}
	case field.Prime4M1:
		return &arithPrime4M1{arith: a, f: v}
	case field.Prime5M1:
		return &arithPrime5M1{arith: a, f: v}
	case field.Prime6M1:
		return &arithPrime6M1{arith: a, f: v}
	case field.Prime7M1:
		return &arithPrime7M1{arith: a, f: v}
	case field.Prime8M1:
		return &arithPrime8M1{arith: a, f: v}
	case field.Prime9M1:
		return &arithPrime9M1{arith: a, f: v}
	case field.Prime4C:
		return &arithPrime4C{arith: a, f: v}
	case field.Prime4ADX:
		return &arithPrime4ADX{arith: a, f: v}
	case field.Prime6ADX:
		return &arithPrime6ADX{arith: a, f: v}
	}
	return a
}

// scratch is the part of a workspace the point operations use: the curve's
// arith and the formulas' scratch. Field methods are called through an interface, so the compiler cannot
// prove that their pointer arguments stay on the stack; keeping every
// temporary in a scratch that lives on the heap (recycled through a
// sync.Pool) is what keeps the point operations free of allocations.
type scratch[E any] struct {
	*arith[E]
	fs fscratch[E]
}

// The point operations of the engine call the formulas through these
// methods, which pass the workspace's scratch to the curve's backend.

func (w *scratch[E]) addCached(r *completed[E], p *extended[E], q *cached[E], sub bool) {
	w.be.addCached(r, p, q, sub, &w.fs)
}

func (w *scratch[E]) double(r *completed[E], p *projective[E]) { w.be.double(r, p, &w.fs) }

func (w *scratch[E]) addCachedC(r, p *completed[E], q *cached[E], sub bool) {
	w.be.addCachedC(r, p, q, sub, &w.fs)
}

func (w *scratch[E]) addAffineC(r, p *completed[E], q *affine[E], sub bool) {
	w.be.addAffineC(r, p, q, sub, &w.fs)
}

func (w *scratch[E]) doubleC(r, p *completed[E]) { w.be.doubleC(r, p, &w.fs) }

func (w *scratch[E]) toExtended(r *extended[E], p *completed[E]) { w.be.toExtended(r, p) }

func (w *scratch[E]) toProjective(r *projective[E], p *completed[E]) { w.be.toProjective(r, p) }

func (w *scratch[E]) toCached(r *cached[E], p *extended[E]) { w.be.toCached(r, p) }

func (w *scratch[E]) toAffine(r *affine[E], x, y *E) { w.be.toAffine(r, x, y, &w.fs) }

func (w *scratch[E]) cachedToCompleted(r *completed[E], q *cached[E], neg bool) {
	w.be.cachedToCompleted(r, q, neg, &w.fs)
}

func (w *scratch[E]) affineToCompleted(r *completed[E], q *affine[E], neg bool) {
	w.be.affineToCompleted(r, q, neg, &w.fs)
}

func (w *scratch[E]) equal(p, q *extended[E]) int { return w.be.equal(p, q, &w.fs) }
