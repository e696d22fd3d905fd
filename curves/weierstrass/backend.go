package weierstrass

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/cpu"
)

// backend is the set of point formulas a curve runs: the methods of arith
// (formulas.go, formulas_special.go, jacobian.go, doublechain.go), which call the field
// through the field.Field interface, or one of their generated copies for
// a concrete field (zz_formulas_*.go), which call it directly. New picks one
// with pickBackend, once per curve; every point operation then makes one
// interface call into it, and none inside.
type backend[E any] interface {
	add(r, p, q *projective[E], s *pscratch[E])
	addAffine(r, p *projective[E], q *affine[E], s *pscratch[E])
	double(r, p *projective[E], s *pscratch[E])
	jDouble(r, p *jacobian[E], s *jscratch[E])
	jDoubleN(r *jacobian[E], n int, s *jscratch[E])
	doubleN(r *projective[E], n int, j *jacobian[E], s *jscratch[E])
	jAddCT(r, p, q *jacobian[E], s *jscratch[E])
	jAddAffineCT(r, p *jacobian[E], q *affine[E], s *jscratch[E])
	jAddVarTime(r, p, q *jacobian[E], neg int, s *jscratch[E]) int
	jAddAffineVarTime(r, p *jacobian[E], q *affine[E], neg int, s *jscratch[E]) int
	jFromProjective(r *jacobian[E], p *projective[E], s *jscratch[E])
	jToProjectiveCT(r *projective[E], p *jacobian[E], s *jscratch[E])
}

// The generated copies of the formulas, one per concrete field, made by
// internal/enginegen from the methods of arith in the files above (its
// table of targets lists them); `go generate` rewrites them and CI checks
// that they are current.
//
//go:generate go run ../../internal/enginegen weierstrass

// pickBackend returns the formulas for the curve's field: the generated copy
// for fpr256.Field (on BMI2/ADX, the copy over fpr256.FieldADX), for
// fpk256.Field when 3·b is small enough for its MulSmall, for fpr384.Field
// and fpr521.Field (P-384, P-521), for a
// *field.Prime the copy for its limb count (field.Prime.Specialize), and for
// a *tower.Fp2 with u² = −1 over a *field.Prime the copy for its base's
// view (BN254's and BLS12-381's G2, fp2Backend); the
// generic formulas, a itself, for any other field. This is the only place
// that looks at the field's type or at the processor.
func (a *arith[E]) pickBackend() backend[E] {
	var be any
	switch f := any(a.f).(type) {
	case fpr256.Field:
		k := any(a).(*arith[fpr256.Element])
		if cpu.X86.HasBMI2ADX {
			be = &arithFpr256ADX{arith: k}
		} else {
			be = &arithFpr256{arith: k}
		}
	case fpk256.Field:
		if a.small != nil {
			be = &arithFpk256{arith: any(a).(*arith[fpk256.Element])}
		}
	case fpr384.Field:
		be = &arithFpr384{arith: any(a).(*arith[fpr384.Element])}
	case fpr521.Field:
		be = &arithFpr521{arith: any(a).(*arith[fpr521.Element])}
	case *field.Prime:
		be = primeBackend(any(a).(*arith[field.PrimeElement]), f)
	case *tower.Fp2[field.PrimeElement]:
		be = fp2Backend(any(a).(*arith[tower.Fp2Element[field.PrimeElement]]), f)
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

// fp2Backend returns the generated formulas for a tower.Fp2 with u² = −1
// over a *field.Prime whose view (Specialize, the one the tower.Fp2 calls)
// is Prime4, Prime6, Prime4ADX or Prime6ADX: the view's whole-Fp2
// operations, called directly, instead of the tower.Fp2's methods through
// the field.Field interface (zz_formulas_fp2.go). Any other Fp2 runs the
// generic formulas, a itself.
func fp2Backend(a *arith[tower.Fp2Element[field.PrimeElement]], f *tower.Fp2[field.PrimeElement]) backend[tower.Fp2Element[field.PrimeElement]] {
	p, ok := f.Base().(*field.Prime)
	if !ok || new(big.Int).Add(f.Beta(), big.NewInt(1)).Cmp(p.Modulus()) != 0 { // β ≠ −1
		return a
	}
	switch v := p.Specialize().(type) {
	case field.Prime4:
		return &arithFp2Prime4{arith: a, f: fp2Prime4{k: v}}
	case field.Prime6:
		return &arithFp2Prime6{arith: a, f: fp2Prime6{k: v}}
	case field.Prime4ADX:
		return &arithFp2Prime4ADX{arith: a, f: fp2Prime4ADX{k: v}}
	case field.Prime6ADX:
		return &arithFp2Prime6ADX{arith: a, f: fp2Prime6ADX{k: v}}
	}
	return a
}

// add sets r = p + q for any two points.
func (w *scratch[E]) add(r, p, q *projective[E]) { w.be.add(r, p, q, &w.pscratch) }

// addAffine sets r = p + q for any point p and a point q with Z = 1.
func (w *scratch[E]) addAffine(r, p *projective[E], q *affine[E]) {
	w.be.addAffine(r, p, q, &w.pscratch)
}

// double sets r = 2·p for any point.
func (w *scratch[E]) double(r, p *projective[E]) { w.be.double(r, p, &w.pscratch) }
