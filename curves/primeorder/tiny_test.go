package primeorder

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyCurve is a curve a·x² + y² = 1 + d·x²·y² over a small GF(p), with all
// its affine points, found by counting.
type tinyCurve struct {
	c      *edwards.Curve[field.PrimeElement, field.PrimeElement]
	points [][2]int64
}

// findTinyCurve returns the first curve over GF(p) with the given a whose
// group has order h·n for a prime n > h, for which build succeeds, or nil.
// The generator is h·P for the first point P with h·P ≠ O.
func findTinyCurve(t *testing.T, p, a int64, h uint64, build func(*edwards.Curve[field.PrimeElement, field.PrimeElement]) error) *tinyCurve {
	P := big.NewInt(p)
	mod := func(x int64) int64 { return ((x % p) + p) % p }
	isSquare := func(x int64) bool { return big.Jacobi(big.NewInt(mod(x)), P) >= 0 }
	inv := func(x int64) int64 { return new(big.Int).ModInverse(big.NewInt(mod(x)), P).Int64() }
	for d := int64(2); d < p; d++ {
		if isSquare(d) {
			continue
		}
		var pts [][2]int64
		for y := range p {
			// x² = (y² − 1)/(d·y² − a); d·y² − a ≠ 0 since d/a is not a square.
			x2 := mod(mod(y*y-1) * inv(mod(d*mod(y*y)-a)))
			if !isSquare(x2) {
				continue
			}
			x := new(big.Int).ModSqrt(big.NewInt(x2), P).Int64()
			pts = append(pts, [2]int64{x, y})
			if x != 0 {
				pts = append(pts, [2]int64{p - x, y})
			}
		}
		n := int64(len(pts)) / int64(h)
		if int64(len(pts))%int64(h) != 0 || n <= int64(h) || !big.NewInt(n).ProbablyPrime(20) {
			continue
		}
		fp, err := field.NewPrime(P, field.LittleEndian)
		require.NoError(t, err)
		fn, err := field.NewPrime(big.NewInt(n), field.LittleEndian)
		require.NoError(t, err)
		for _, q := range pts {
			params := edwards.Params[field.PrimeElement, field.PrimeElement]{
				Name: fmt.Sprintf("tiny p = %d, a = %d, d = %d", p, a, d), Field: fp, Scalar: fn,
				A: big.NewInt(a), D: big.NewInt(d), Gx: big.NewInt(q[0]), Gy: big.NewInt(q[1]), Cofactor: h,
			}
			// Try q as the generator after multiplying by h in a scratch curve.
			params.Gx, params.Gy = big.NewInt(0), big.NewInt(1)
			var x, y field.PrimeElement
			require.NoError(t, field.SetBig[field.PrimeElement](fp, &x, big.NewInt(q[0])))
			require.NoError(t, field.SetBig[field.PrimeElement](fp, &y, big.NewInt(q[1])))
			gx, gy, ok := tinyMulH(fp, params, &x, &y, h)
			if !ok {
				continue
			}
			params.Gx, params.Gy = gx, gy
			c, err := edwards.New(params)
			if err != nil {
				break // the engine refuses this d (e.g. the cofactor check)
			}
			if build(c) != nil {
				break
			}
			return &tinyCurve{c: c, points: pts}
		}
	}
	return nil
}

// tinyMulH returns h·(x, y) by affine additions, and false if it is the
// identity or of order 2.
func tinyMulH(f field.Field[field.PrimeElement], params edwards.Params[field.PrimeElement, field.PrimeElement], x, y *field.PrimeElement, h uint64) (*big.Int, *big.Int, bool) {
	p := f.Modulus()
	X, Y := field.Big(f, x), field.Big(f, y)
	a, d := new(big.Int).Mod(params.A, p), new(big.Int).Mod(params.D, p)
	rx, ry := big.NewInt(0), big.NewInt(1)
	for range h {
		t := new(big.Int).Mul(d, rx)
		t.Mul(t, X).Mul(t, ry).Mul(t, Y).Mod(t, p)
		nx := new(big.Int).Add(new(big.Int).Mul(rx, Y), new(big.Int).Mul(ry, X))
		nx.Mul(nx, new(big.Int).ModInverse(new(big.Int).Add(big.NewInt(1), t), p)).Mod(nx, p)
		ny := new(big.Int).Sub(new(big.Int).Mul(ry, Y), new(big.Int).Mul(a, new(big.Int).Mul(rx, X)))
		ny.Mul(ny, new(big.Int).ModInverse(new(big.Int).Sub(big.NewInt(1), t), p)).Mod(ny, p)
		rx, ry = nx, ny
	}
	if rx.Sign() == 0 {
		return nil, nil, false
	}
	return rx, ry, true
}

// exhaustive checks a tiny group completely: every point of 2E encodes to
// the encoding of its class (the same for P and P + T for every T in the
// torsion that is quotiented out, and different across classes), exactly n
// encodings decode, each to its class, Equal agrees with the encodings, and
// the map sends every field element into 2E.
func exhaustive(t *testing.T, tc *tinyCurve, g *Group[field.PrimeElement, field.PrimeElement], torsion int) {
	c, f := tc.c, tc.c.Field()
	n := int(c.Order().Int64())
	var all []*edwards.Point[field.PrimeElement, field.PrimeElement]
	var small []*edwards.Point[field.PrimeElement, field.PrimeElement] // E[torsion]
	for _, q := range tc.points {
		var x, y field.PrimeElement
		require.NoError(t, field.SetBig[field.PrimeElement](f, &x, big.NewInt(q[0])))
		require.NoError(t, field.SetBig[field.PrimeElement](f, &y, big.NewInt(q[1])))
		P, err := c.NewIdentityPoint().SetAffine(&x, &y)
		require.NoError(t, err)
		all = append(all, P)
		T := c.NewIdentityPoint().Set(P)
		for range torsion {
			T.Add(T, P)
		}
		if T.Equal(P) == 1 { // torsion·P = O
			small = append(small, P)
		}
	}
	require.Len(t, small, torsion, "E[%d]", torsion)

	// The classes of 2E.
	classes := map[string]*Element[field.PrimeElement, field.PrimeElement]{}
	for _, Q := range all {
		e := g.NewElement()
		e.p.Double(Q)
		enc := string(e.Bytes())
		for _, T := range small {
			e2 := g.NewElement()
			e2.p.Add(&e.p, T)
			require.Equal(t, []byte(enc), e2.Bytes(), "P and P + T encode differently")
			require.Equal(t, 1, e2.Equal(e))
		}
		if prev, ok := classes[enc]; ok {
			require.Equal(t, 1, prev.Equal(e))
		} else {
			classes[enc] = e
		}
	}
	require.Len(t, classes, n, "number of classes")
	for _, e := range classes {
		for _, e2 := range classes {
			if e != e2 {
				require.Equal(t, 0, e.Equal(e2))
			}
		}
	}

	// Decoding accepts exactly the n encodings.
	valid := 0
	buf := make([]byte, g.EncodingLen())
	p := c.Modulus()
	for s := int64(0); s < (1<<(8*g.EncodingLen())) && s < 1<<16; s++ {
		for i := range buf {
			buf[i] = byte(s >> (8 * i))
		}
		e, err := g.NewElement().SetCanonicalBytes(buf)
		if s >= p.Int64() || s%2 == 1 {
			require.Error(t, err, "s = %d", s)
			continue
		}
		want, ok := classes[string(buf)]
		if !ok {
			require.Error(t, err, "s = %d decodes but encodes no class", s)
			continue
		}
		require.NoError(t, err, "s = %d", s)
		require.Equal(t, 1, e.Equal(want))
		valid++
	}
	assert.Equal(t, n, valid, "valid encodings")

	// The map is defined everywhere and lands in 2E.
	u := make([]byte, g.UniformLen())
	for r := range p.Int64() {
		for i := range g.EncodingLen() {
			u[i] = byte(r >> (8 * i))
			u[g.EncodingLen()+i] = 0
		}
		e, err := g.NewElement().SetUniformBytes(u)
		require.NoError(t, err)
		_, ok := classes[string(e.Bytes())]
		require.True(t, ok, "map(%d) outside 2E", r)
	}
}

// TestTinyRistretto runs exhaustive on small a = −1, cofactor-8 curves over
// p ≡ 5 mod 8.
func TestTinyRistretto(t *testing.T) {
	for _, p := range []int64{1013, 1069, 2053} {
		var g *Group[field.PrimeElement, field.PrimeElement]
		tc := findTinyCurve(t, p, -1, 8, func(c *edwards.Curve[field.PrimeElement, field.PrimeElement]) (err error) {
			g, err = NewRistretto(c, nil)
			return err
		})
		if tc == nil {
			t.Logf("no Ristretto curve over p = %d", p)
			continue
		}
		t.Run(g.Name(), func(t *testing.T) { exhaustive(t, tc, g, 4) })
	}
}

// TestTinyDecaf runs exhaustive on small a = 1, cofactor-4 curves over
// p ≡ 3 mod 4.
func TestTinyDecaf(t *testing.T) {
	for _, p := range []int64{1019, 1031, 2063} {
		var g *Group[field.PrimeElement, field.PrimeElement]
		tc := findTinyCurve(t, p, 1, 4, func(c *edwards.Curve[field.PrimeElement, field.PrimeElement]) (err error) {
			g, err = NewDecaf(c, nil)
			return err
		})
		if tc == nil {
			t.Logf("no Decaf curve over p = %d", p)
			continue
		}
		t.Run(g.Name(), func(t *testing.T) { exhaustive(t, tc, g, 2) })
	}
}
