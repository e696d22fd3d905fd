package weierstrass_test

import (
	"crypto/rand"
	"runtime"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/require"
)

// TestMSMParallel checks MultiScalarMultVarTime split among three
// goroutines against the same sum on one (GOMAXPROCS 1) and, for the
// smaller sizes, against the sum of one scalar multiplication per term:
// below the share size, split in two and three, and in shares past the
// Straus/Pippenger crossover.
func TestMSMParallel(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { testMSMParallel(t, p256(t)) })
	t.Run("P-256/Prime", func(t *testing.T) { testMSMParallel(t, p256Prime(t)) })
}

func testMSMParallel[E, S any](t *testing.T, c *weierstrass.Curve[E, S]) {
	sizes := []int{31, 64, 97, 3*128 + 5}
	n := sizes[len(sizes)-1]
	scalars := make([]*S, n)
	points := make([]*weierstrass.Point[E, S], n)
	for i := range n {
		k, err := rand.Int(rand.Reader, c.Order())
		require.NoError(t, err)
		scalars[i] = new(S)
		require.NoError(t, field.SetBig(c.ScalarField(), scalars[i], k))
	}
	for i := range n {
		// Points are multiples of G; the scalars are the same values
		// in another order, so terms differ.
		points[i] = c.NewIdentityPoint().ScalarBaseMult(scalars[(i*7+3)%n])
	}
	if i := n / 2; true {
		points[i] = c.NewIdentityPoint() // a term with the identity
		scalars[i+1] = new(S)            // and a zero scalar
	}
	sum := func(procs, m int) *weierstrass.Point[E, S] {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		return c.NewIdentityPoint().MultiScalarMultVarTime(scalars[:m], points[:m])
	}
	for _, m := range sizes {
		got, want := sum(3, m), sum(1, m)
		require.Equal(t, 1, got.Equal(want), "%d terms", m)
		if m < 100 {
			ref := c.NewIdentityPoint()
			for i := range m {
				ref.Add(ref, c.NewIdentityPoint().ScalarMult(scalars[i], points[i]))
			}
			require.Equal(t, 1, got.Equal(ref), "%d terms against one scalar multiplication each", m)
		}
	}
}
