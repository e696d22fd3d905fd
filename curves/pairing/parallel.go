package pairing

import (
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/parallel"
)

// pairShare is the fewest pairs one goroutine of a multi-pairing's Miller
// loop takes. Each share repeats the loop's squarings of f (one per step,
// about half the cost of one pair's lines), so a share must hold several
// pairs to gain; with four, products of up to seven pairs (BLS Verify and
// every two-pair check among them) stay on one goroutine and allocate
// nothing.
const pairShare = 4

// millerLoopShares is millerLoop, with the pairs split into contiguous
// shares on up to GOMAXPROCS goroutines when there are enough of them
// (internal/parallel): the Miller function of a product of pairings is the
// product of the shares' Miller functions, each with its own squarings,
// conjugation (x < 0) and BN Frobenius lines, so one final exponentiation
// of the product still gives Πᵢ e(Pᵢ, Qᵢ). The points must be valid.
func (e *Engine[E]) millerLoopShares(f *tower.Fp12Element[E], ps []G1Affine[E], qs []G2Affine[E]) {
	k := parallel.Workers(len(ps), pairShare)
	if k < 2 {
		e.millerLoop(f, ps, qs)
		return
	}
	// The goroutines read copies: handing ps and qs themselves to them
	// would make every caller's slices escape to the heap, including the
	// stack buffers of the small products that never take this path.
	cps, cqs := append([]G1Affine[E](nil), ps...), append([]G2Affine[E](nil), qs...)
	parts := make([]tower.Fp12Element[E], k)
	parallel.Run(k, len(cps), func(i, lo, hi int) {
		e.millerLoop(&parts[i], cps[lo:hi], cqs[lo:hi])
	})
	*f = parts[0]
	for i := 1; i < k; i++ {
		e.f12.Mul(f, f, &parts[i])
	}
}
