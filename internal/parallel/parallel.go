// Package parallel splits independent work among the processors a Go program
// may use. The engines' variable-time multi-scalar multiplications and the
// batch verifiers call it: their work is a sum of independent terms, so k
// goroutines can each take a contiguous share of the terms and the caller adds
// the k partial results.
//
// How many goroutines to start is decided by Workers from the number of items
// and a minimum share per goroutine, below which starting a goroutine (about a
// microsecond, plus the cost of the extra partial result) outweighs the gain.
// The count never exceeds runtime.GOMAXPROCS(0), so a program that sets
// GOMAXPROCS=1 (or runs on one processor) gets the serial code with no
// goroutine at all.
//
// Nothing here touches secrets: the callers are variable-time functions whose
// inputs are public.
package parallel

import (
	"runtime"
	"sync"
)

// Workers returns how many goroutines should share n items when each should
// get at least minShare of them: min(GOMAXPROCS, n/minShare), and at least 1.
func Workers(n, minShare int) int {
	k := runtime.GOMAXPROCS(0)
	if minShare < 1 {
		minShare = 1
	}
	k = min(k, n/minShare)
	return max(k, 1)
}

// Range returns the i-th of k contiguous shares of [0, n), as [lo, hi): the
// shares differ in length by at most one and cover [0, n) in order.
func Range(i, k, n int) (lo, hi int) {
	q, r := n/k, n%k
	lo = i*q + min(i, r)
	hi = lo + q
	if i < r {
		hi++
	}
	return lo, hi
}

// Run calls f(i, lo, hi) for the k shares of [0, n) given by Range, each on
// its own goroutine but the last, which runs on the caller's, and returns
// when every call has returned. With k ≤ 1 it calls f(0, 0, n) and starts
// nothing.
func Run(k, n int, f func(i, lo, hi int)) {
	if k <= 1 {
		f(0, 0, n)
		return
	}
	var wg sync.WaitGroup
	wg.Add(k - 1)
	for i := range k - 1 {
		lo, hi := Range(i, k, n)
		go func() {
			defer wg.Done()
			f(i, lo, hi)
		}()
	}
	lo, hi := Range(k-1, k, n)
	f(k-1, lo, hi)
	wg.Wait()
}
