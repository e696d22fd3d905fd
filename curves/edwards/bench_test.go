package edwards

import (
	"crypto/rand"
	"fmt"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/require"
)

// randomScalar returns a random scalar of c.
func randomScalar[E, S any](t testing.TB, c *Curve[E, S]) *S {
	k, err := rand.Int(rand.Reader, c.n)
	require.NoError(t, err)
	s := new(S)
	require.NoError(t, field.SetBig(c.fs, s, k))
	return s
}

func benchCurve[E, S any](b *testing.B, c *Curve[E, S]) {
	s1, s2 := randomScalar(b, c), randomScalar(b, c)
	P := c.NewIdentityPoint().ScalarBaseMult(s1)
	Q := c.NewIdentityPoint().ScalarBaseMult(s2)
	v := c.NewIdentityPoint()
	b.Run("Add", func(b *testing.B) {
		for b.Loop() {
			v.Add(P, Q)
		}
	})
	b.Run("Double", func(b *testing.B) {
		for b.Loop() {
			v.Double(P)
		}
	})
	b.Run("ScalarBaseMult", func(b *testing.B) {
		for b.Loop() {
			v.ScalarBaseMult(s1)
		}
	})
	b.Run("ScalarMult", func(b *testing.B) {
		for b.Loop() {
			v.ScalarMult(s1, P)
		}
	})
	b.Run("DoubleScalarMultVarTime", func(b *testing.B) {
		for b.Loop() {
			v.DoubleScalarMultVarTime(s1, P, s2)
		}
	})
	b.Run("Bytes", func(b *testing.B) {
		buf := make([]byte, 0, 64)
		for b.Loop() {
			buf = P.AppendBytes(buf[:0])
		}
	})
	enc := P.Bytes()
	b.Run("SetBytes", func(b *testing.B) {
		for b.Loop() {
			_, _ = v.SetBytes(enc)
		}
	})
}

func BenchmarkEdwards25519(b *testing.B) { testCurves(b); benchCurve(b, ed25519Fixed) }
func BenchmarkEdwards448(b *testing.B)   { testCurves(b); benchCurve(b, ed448Fixed) }
func BenchmarkEdwards25519Prime(b *testing.B) {
	testCurves(b)
	benchCurve(b, ed25519Prime)
}

func BenchmarkMultiScalarMult(b *testing.B) {
	testCurves(b)
	c := ed25519Fixed
	for _, n := range []int{64, 129, 256, 384, 512, 1024} {
		scalars := make([]*fn25519.Element, n)
		pts := make([]*Point[fp25519.Element, fn25519.Element], n)
		for i := range n {
			scalars[i] = randomScalar(b, c)
			pts[i] = c.NewIdentityPoint().ScalarBaseMult(randomScalar(b, c))
		}
		v := c.NewIdentityPoint()
		b.Run(fmt.Sprintf("n=%d/auto", n), func(b *testing.B) {
			for b.Loop() {
				v.MultiScalarMultVarTime(scalars, pts)
			}
		})
		w := c.get()
		ss := make([]fn25519.Element, n)
		ps := make([]extended[fp25519.Element], n)
		for i := range n {
			ss[i], ps[i] = *scalars[i], pts[i].p
		}
		b.Run(fmt.Sprintf("n=%d/straus", n), func(b *testing.B) {
			for b.Loop() {
				w.straus(&w.acc, nil, ss, ps)
			}
		})
		b.Run(fmt.Sprintf("n=%d/pippenger", n), func(b *testing.B) {
			for b.Loop() {
				w.pippenger(&w.acc, ss, ps)
			}
		})
		c.put(w)
	}
}
