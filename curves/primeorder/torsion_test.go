package primeorder

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallOrderPoints returns the points (0, ±1) and, for a = −1, (±√−1, 0):
// E[4] of edwards25519, E[2] of edwards448 (whose (±1, 0) have order 4 and
// are outside 2E).
func smallOrderPoints[E, S any](t *testing.T, c *edwards.Curve[E, S], withI bool) []*edwards.Point[E, S] {
	f := c.Field()
	var zero, one, minusOne, i E
	f.One(&one)
	f.Neg(&minusOne, &one)
	pts := []*edwards.Point[E, S]{}
	for _, y := range []*E{&one, &minusOne} {
		P, err := c.NewIdentityPoint().SetAffine(&zero, y)
		require.NoError(t, err)
		pts = append(pts, P)
	}
	if withI {
		require.Equal(t, 1, f.Sqrt(&i, &minusOne))
		for _, x := range []*E{&i, new(E)} {
			if x != &i {
				f.Neg(x, &i)
			}
			P, err := c.NewIdentityPoint().SetAffine(x, &zero)
			require.NoError(t, err)
			pts = append(pts, P)
		}
	}
	return pts
}

// testTorsionInvariance checks that P and P + T have the same encoding and
// are Equal for every T of the quotiented torsion, for random P.
func testTorsionInvariance[E, S any](t *testing.T, g *Group[E, S], torsion []*edwards.Point[E, S]) {
	u := make([]byte, g.UniformLen())
	for range 8 {
		_, err := rand.Read(u)
		require.NoError(t, err)
		P, err := g.NewElement().SetUniformBytes(u)
		require.NoError(t, err)
		enc := P.Bytes()
		for _, T := range torsion {
			Q := g.NewElement()
			Q.p.Add(&P.p, T)
			assert.Equal(t, enc, Q.Bytes())
			assert.Equal(t, 1, Q.Equal(P))
			assert.Equal(t, 0, Q.IsIdentity())
			I := g.NewElement()
			I.p.Set(T)
			assert.Equal(t, 1, I.IsIdentity())
			D, err := g.NewElement().SetCanonicalBytes(enc)
			require.NoError(t, err)
			assert.Equal(t, 1, D.Equal(Q))
		}
	}
}

// TestTorsionInvariance runs testTorsionInvariance on ristretto255 (E[4])
// and decaf448 (E[2]).
func TestTorsionInvariance(t *testing.T) {
	c25519 := edwards25519Over(t, fp25519.Field{}, fn25519.Field{})
	r, err := NewRistretto(c25519, nil)
	require.NoError(t, err)
	testTorsionInvariance(t, r, smallOrderPoints(t, c25519, true))
	c448 := edwards448Over(t, fp448.Field{}, fn448.Field{})
	d, err := NewDecaf(c448, &Options{GeneratorMultiple: 2})
	require.NoError(t, err)
	testTorsionInvariance(t, d, smallOrderPoints(t, c448, false))
}

// TestAllocationsRuntime checks that a group over field.Prime allocates
// nothing in encoding, decoding, equality and the map.
func TestAllocationsRuntime(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	p, err := field.NewPrime(p25519, field.LittleEndian)
	require.NoError(t, err)
	n, err := field.NewPrime(l25519, field.LittleEndian)
	require.NoError(t, err)
	g, err := NewRistretto(edwards25519Over(t, p, n), nil)
	require.NoError(t, err)
	u := make([]byte, 64)
	u[3] = 9
	a, err := g.NewElement().SetUniformBytes(u)
	require.NoError(t, err)
	enc := a.Bytes()
	v := g.NewElement()
	buf := make([]byte, 0, 32)
	var s field.PrimeElement
	require.NoError(t, field.SetBig[field.PrimeElement](n, &s, big.NewInt(12345)))
	for name, f := range map[string]func(){
		"AppendBytes":       func() { _ = a.AppendBytes(buf) },
		"SetCanonicalBytes": func() { _, _ = v.SetCanonicalBytes(enc) },
		"Equal":             func() { _ = v.Equal(a) },
		"SetUniformBytes":   func() { _, _ = v.SetUniformBytes(u) },
		"ScalarMult":        func() { v.ScalarMult(&s, a) },
	} {
		assert.Equal(t, 0.0, testing.AllocsPerRun(20, f), name)
	}
}
