package bls

import (
	"sync/atomic"

	"github.com/curvekit/curvekit/internal/parallel"
)

// entryShare is the fewest entries of an AggregateVerify or BatchVerify one
// goroutine takes. Each entry costs a hash to the curve and a point
// decoding with its subgroup check, hundreds of microseconds, so even two
// entries outweigh starting a goroutine.
const entryShare = 2

// forEntries calls do(i) for every i in [0, n), in contiguous shares on up
// to GOMAXPROCS goroutines, and reports whether some call returned false
// (the entry was bad). A share stops at its first bad entry; the others
// run to their end, since nothing is secret here and a bad batch is rare.
func forEntries(n int, do func(i int) bool) (bad bool) {
	var failed atomic.Bool
	parallel.Run(parallel.Workers(n, entryShare), n, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			if !do(i) {
				failed.Store(true)
				return
			}
		}
	})
	return failed.Load()
}
