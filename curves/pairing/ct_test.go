package pairing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
)

// traceField wraps field.Prime and folds every call made to it into a hash:
// the sequence of base-field operations a pairing performs. The base field
// and the tower are constant time (their own tests prove it); a pairing
// that makes the same sequence of base calls for every pair of points, with
// no branches of its own on coordinates, is then constant time in the
// points too.
type traceField struct {
	*field.Prime
	h, n uint64
}

func (f *traceField) rec(op byte) { f.h = (f.h ^ uint64(op)) * 1099511628211; f.n++ }

// Specialize hides the embedded Prime's views, so that the tower calls the
// tracer and not the view that field.Prime.Specialize would pick.
func (f *traceField) Specialize() any { return nil }

func (f *traceField) Zero(z *Prime)                { f.rec(1); f.Prime.Zero(z) }
func (f *traceField) One(z *Prime)                 { f.rec(2); f.Prime.One(z) }
func (f *traceField) Set(z, x *Prime)              { f.rec(3); f.Prime.Set(z, x) }
func (f *traceField) Add(z, x, y *Prime)           { f.rec(4); f.Prime.Add(z, x, y) }
func (f *traceField) Sub(z, x, y *Prime)           { f.rec(5); f.Prime.Sub(z, x, y) }
func (f *traceField) Neg(z, x *Prime)              { f.rec(6); f.Prime.Neg(z, x) }
func (f *traceField) Mul(z, x, y *Prime)           { f.rec(7); f.Prime.Mul(z, x, y) }
func (f *traceField) Square(z, x *Prime)           { f.rec(8); f.Prime.Square(z, x) }
func (f *traceField) Inverse(z, x *Prime)          { f.rec(9); f.Prime.Inverse(z, x) }
func (f *traceField) Equal(x, y *Prime) int        { f.rec(11); return f.Prime.Equal(x, y) }
func (f *traceField) IsZero(x *Prime) int          { f.rec(12); return f.Prime.IsZero(x) }
func (f *traceField) Select(z, a, b *Prime, c int) { f.rec(15); f.Prime.Select(z, a, b, c) }

// trace returns the hash and count of the base calls op makes.
func (f *traceField) trace(op func()) [2]uint64 {
	f.h, f.n = 14695981039346656037, 0
	op()
	return [2]uint64{f.h, f.n}
}

// TestConstantTimeTraces checks that SetPair makes the same sequence of
// base-field calls for random pairs of points (BLS12-381: M-type, negative
// seed; BN254: D-type, Frobenius steps), and GT.Exp for random exponents of
// one length.
func TestConstantTimeTraces(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, params := range []func(testing.TB) *pairing.Params[Prime]{bls12381Params, bn254Params} {
		p := params(t)
		tf := &traceField{Prime: p.Field.(*field.Prime)}
		p.Field = tf
		e, err := pairing.New(p)
		require.NoError(t, err)
		t.Run(e.Name(), func(t *testing.T) {
			g1, g2 := e.G1Generator(), e.G2Generator()
			z := e.NewGT()
			var first [2]uint64
			for i := range 3 {
				ps := []pairingG1{e.ScalarMultG1VarTime(&g1, randScalar(rng, e.Order()))}
				qs := []pairingG2{e.ScalarMultG2VarTime(&g2, randScalar(rng, e.Order()))}
				got := tf.trace(func() {
					_, err := z.SetPair(ps, qs)
					require.NoError(t, err)
				})
				if i == 0 {
					require.Greater(t, got[1], uint64(10000), "the base field is called")
					first = got
					continue
				}
				require.Equal(t, first, got, "SetPair trace")
			}
			x := e.NewGT().Set(z)
			for i := range 3 {
				k := randScalar(rng, e.Order()).FillBytes(make([]byte, 32))
				got := tf.trace(func() { z.Exp(x, k) })
				if i == 0 {
					first = got
					continue
				}
				require.Equal(t, first, got, "GT.Exp trace")
			}
		})
	}
}
