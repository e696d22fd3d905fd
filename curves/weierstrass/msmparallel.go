package weierstrass

import "github.com/curvekit/curvekit/internal/parallel"

// msmShare is the fewest terms msm gives one goroutine. A term of a
// multi-scalar multiplication costs tens of microseconds on 256-bit curves
// (its table and its share of the additions), so starting a goroutine and
// adding one more partial sum is negligible from 32 terms on.
const msmShare = 32

// msmWorkers is the number of goroutines msm uses for n terms.
func msmWorkers(n int) int { return parallel.Workers(n, msmShare) }

// msm sets ms.acc = Σ scalars[i]·points[i]: on one goroutine (msmSerial)
// or, when the sum is large enough and GOMAXPROCS allows, in contiguous
// shares on msmWorkers goroutines, each on a workspace of its own, whose
// partial sums w adds.
func (w *workspace[E, S]) msm(ms *msmScratch[E, S], scalars []*S, points []*Point[E, S]) {
	k := msmWorkers(len(points))
	if k < 2 {
		w.msmSerial(ms, scalars, points)
		return
	}
	c := w.c
	// The goroutines read copies of the slices, so that the caller's do
	// not escape to the heap on the serial path too.
	cs, cp := append([]*S(nil), scalars...), append([]*Point[E, S](nil), points...)
	parts := make([]projective[E], k)
	parallel.Run(k, len(cp), func(i, lo, hi int) {
		pw := c.get()
		pw.msmSerial(&pw.ms, cs[lo:hi], cp[lo:hi])
		parts[i] = pw.ms.acc
		c.put(pw)
	})
	ms.acc = parts[0]
	for i := 1; i < k; i++ {
		w.add(&ms.acc, &ms.acc, &parts[i])
	}
}

// msmSerial sets ms.acc = Σ scalars[i]·points[i] on the calling goroutine,
// with Straus's method up to strausMax terms and Pippenger's beyond.
func (w *workspace[E, S]) msmSerial(ms *msmScratch[E, S], scalars []*S, points []*Point[E, S]) {
	if len(points) <= strausMax {
		w.straus(ms, scalars, points)
	} else {
		w.pippenger(ms, scalars, points)
	}
}
