package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// This file connects the vector-lane backend of edwards25519
// (internal/lanes25519: AVX-512 IFMA or AVX2) to the engine. The backend
// is an optional speedup for a = −1 over field/fp25519: New picks it once
// per curve (pickLanes), and the multiplications that use it
// (baselanes.go, scalarlanes.go, msmlanes.go, halflanes.go) compute the
// same points as the formulas of formulas.go.
//
// # Lane formulas
//
// A lane point holds four coordinates side by side, so that each stage of
// a formula is one vector product of four independent multiplications
// (lanes25519's package doc gives the layout: completed (E, H, G, F),
// cached (Y−X, Y+X, 2d·T, 2·Z)). The lane formulas are written once, in
// internal/lanesched, as stages with the lines of formulas.go they compute:
//
//	to extended   (X, Y, Z, T) = (E, G, F, E)·(F, H, G, H)        toExtended
//	addition      (A, B, C, D) = (Y−X, Y+X, T, Z)·(qM, qP, qT, qZ)  sumMinusOne, addCached
//	              (E, H, G, F) = (B−A, B+A, D+C, D−C)              (G, F swapped for −q)
//	doubling      (A, B, C, S) = (X, Y, Z, X+Y)²                   doubleSquares
//	              (E, H, G, F) = (A+B−S, A+B, A−B, A−B+2C)         doubleMinusOne, negated
//	to cached     (qM, qP, qT, qZ) = (Y−X, Y+X, T, Z)·(1, 1, 2d, 2) toCachedMinusOne
//
// Both kernel sets are generated from them (lanes25519's internal/avx2gen
// and internal/ifmagen; go generate, checked current by CI), adding only
// field arithmetic, lane permutations and blends. The tests close the
// loop: TestLaneScheduleMatchesFormulas runs the lane formulas on ordinary
// field elements (lanesched.Eval) against the engine's formulas and
// against every kernel of every path, and TestLaneKernelsMatchFormulas
// and TestLaneTablesAndPairs prove every kernel equal to the formulas,
// coordinate for coordinate.

// laneKernels is the vector-lane backend of a curve: lanes25519.Kernels
// for the engine's element type. pickLanes finds it once; the engine calls
// it through this interface with its own E, which for edwards25519 is
// fp25519.Element. Lane points passed to it live in the workspace (or in
// the curve's tables), never on the stack, because the interface call
// would move them to the heap.
type laneKernels[E any] interface {
	FromExtended(r *lanes25519.Point, p *[4]E)
	FromAffine(r *lanes25519.Point, q *[3]E)
	CachedScale(r *lanes25519.Point, k *E)
	Completed(r *[4]E, p *lanes25519.Point)
	Add(r, p, q *lanes25519.Point)
	Sub(r, p, q *lanes25519.Point)
	Double(r, p *lanes25519.Point)
	Double4(r, p *lanes25519.Point)
	ToCached(r, p, c *lanes25519.Point)
	OddMultiples(t0, t1 *[varNAFSize]lanes25519.Point, a, b, c *lanes25519.Point)
	OddMultiple(t *[varNAFSize]lanes25519.Point, a, c *lanes25519.Point)
	Double2(r, p *lanes25519.Pair)
	Add2(acc *lanes25519.Pair, qa, qb *lanes25519.Point, subA, subB bool)
	LookupCached(r *lanes25519.Point, row *[8]lanes25519.Point, id *lanes25519.Point, abs, neg uint64)
}

// pickLanes returns the lane backend for the curve, or nil: lanes25519's
// fastest path on this processor (Best) when the field is fp25519.Field
// and a = −1, the curve the lane kernels are written for. With none (other
// fields, other processors, purego, GODEBUG=cpu.all=off) every
// multiplication runs on the formulas. Together with pickBackend this is
// the only place that looks at the field's type.
func (a *arith[E]) pickLanes() laneKernels[E] {
	if _, ok := any(a.f).(fp25519.Field); !ok || a.kind != aMinusOne {
		return nil
	}
	return lanesOf[E](lanes25519.Best())
}

// lanesOf returns k as the engine's lane backend for E (nil for a nil k);
// the conversion holds for E = fp25519.Element, which pickLanes checked.
func lanesOf[E any](k lanes25519.Kernels) laneKernels[E] {
	lk, _ := any(k).(laneKernels[E])
	return lk
}

// laneToExtended sets r (extended) = p (completed lanes) with the engine's
// toExtended, through tmp.
func (w *workspace[E, S]) laneToExtended(r *extended[E], p *lanes25519.Point, tmp *completed[E]) {
	w.lanes.Completed(cmp4(tmp), p)
	w.toExtended(r, tmp)
}

// cmp4 views p as an array of coordinates (E, H, G, F).
func cmp4[E any](p *completed[E]) *[4]E { return (*[4]E)(unsafe.Pointer(p)) }
