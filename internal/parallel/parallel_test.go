package parallel

import (
	"runtime"
	"sync/atomic"
	"testing"
)

func TestRangeCovers(t *testing.T) {
	for n := 0; n < 40; n++ {
		for k := 1; k <= 9; k++ {
			next := 0
			for i := range k {
				lo, hi := Range(i, k, n)
				if lo != next || hi < lo || hi-lo > n/k+1 || hi-lo < n/k {
					t.Fatalf("Range(%d, %d, %d) = [%d, %d), want it to start at %d with %d or %d items", i, k, n, lo, hi, next, n/k, n/k+1)
				}
				next = hi
			}
			if next != n {
				t.Fatalf("the %d shares of %d end at %d", k, n, next)
			}
		}
	}
}

func TestWorkers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, c := range []struct{ n, share, want int }{
		{0, 10, 1}, {19, 10, 1}, {20, 10, 2}, {39, 10, 3}, {1000, 10, 4}, {5, 0, 4}, {3, 0, 3},
	} {
		if got := Workers(c.n, c.share); got != c.want {
			t.Errorf("Workers(%d, %d) with GOMAXPROCS 4 = %d, want %d", c.n, c.share, got, c.want)
		}
	}
	runtime.GOMAXPROCS(1)
	if got := Workers(1000, 10); got != 1 {
		t.Errorf("Workers(1000, 10) with GOMAXPROCS 1 = %d, want 1", got)
	}
}

func TestRunCallsEveryShareOnce(t *testing.T) {
	for _, k := range []int{0, 1, 2, 3, 7} {
		const n = 50
		var seen [n]atomic.Int32
		var calls atomic.Int32
		Run(k, n, func(i, lo, hi int) {
			calls.Add(1)
			for j := lo; j < hi; j++ {
				seen[j].Add(1)
			}
		})
		if want := int32(max(k, 1)); calls.Load() != want {
			t.Errorf("Run(%d, …) made %d calls, want %d", k, calls.Load(), want)
		}
		for j := range seen {
			if seen[j].Load() != 1 {
				t.Fatalf("Run(%d, …) visited item %d %d times", k, j, seen[j].Load())
			}
		}
	}
}
