package edwards

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMSMParallel checks that msmVarTime split among goroutines gives the
// sum msmSerial computes on one, with and without a generator term, for
// sizes below, at and above the share size and (on the curve without lane
// kernels) shares past the Straus/Pippenger crossover, on the prebuilt
// field and on field.Prime.
func TestMSMParallel(t *testing.T) {
	testCurves(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	t.Run("fixed", func(t *testing.T) {
		testMSMParallel(t, ed25519Fixed, []int{1, msmShare*2 - 1, msmShare * 2, 3*msmShare + 1})
	})
	sizes := []int{msmShare * 2, 3*msmShare + 2}
	if !testing.Short() {
		sizes = append(sizes, 3*strausMax+3)
	}
	t.Run("prime", func(t *testing.T) { testMSMParallel(t, ed25519Prime, sizes) })
}

func testMSMParallel[E, S any](t *testing.T, c *Curve[E, S], sizes []int) {
	n := sizes[len(sizes)-1]
	ss := make([]S, n)
	ps := make([]extended[E], n)
	p := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
	step := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
	for i := range n {
		ss[i] = *randomScalar(t, c)
		ps[i] = p.p
		p.Add(p, step)
	}
	base := randomScalar(t, c)
	w := c.get()
	defer c.put(w)
	for _, m := range sizes {
		for _, b := range []*S{nil, base} {
			if k := msmWorkers(m); m >= 2*msmShare && k < 2 {
				t.Fatalf("%d terms with GOMAXPROCS 3 use %d goroutines", m, k)
			}
			var got, want extended[E]
			w.msmVarTime(&got, b, ss[:m], ps[:m])
			w.msmSerial(&want, b, ss[:m], ps[:m])
			g, h := &Point[E, S]{c: c, p: got}, &Point[E, S]{c: c, p: want}
			require.Equal(t, 1, g.Equal(h), "%d terms, generator term %v", m, b != nil)
		}
	}
}
