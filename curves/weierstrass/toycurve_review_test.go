package weierstrass_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// This file checks ScalarMult and ScalarBaseMult exhaustively on toy curves
// over field.Prime: every scalar 0 … n−1 against a math/big affine
// reference, for orders from 5 to a few thousand (both sides of the n < 32
// switch of the Jacobian table, of 33 and 33·64 where ScalarBaseMult's
// incomplete rows begin), cofactors 1 to 15 and the three kinds of a. It
// also checks that points of small order (dividing h) cannot enter a Point,
// which the incomplete-addition proofs rely on.

// toyCurve is a curve y² = x³ + a·x + b over GF(p) with #E = h·n, n prime.
type toyCurve struct {
	p, a, b, n *big.Int
	h          uint64
	gx, gy     *big.Int
}

// toyPoint is an affine point of a toy curve; inf marks the identity.
type toyPoint struct {
	x, y *big.Int
	inf  bool
}

func (tc *toyCurve) mod(x *big.Int) *big.Int { return x.Mod(x, tc.p) }

// add returns P + Q with the affine group law in math/big.
func (tc *toyCurve) add(P, Q toyPoint) toyPoint {
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if new(big.Int).Add(P.y, Q.y).Cmp(tc.p) == 0 || P.y.Sign() == 0 && Q.y.Sign() == 0 {
			return toyPoint{inf: true}
		}
		num := new(big.Int).Mul(P.x, P.x)
		num.Mul(num, big.NewInt(3)).Add(num, tc.a)
		den := new(big.Int).Lsh(P.y, 1)
		l = tc.mod(num.Mul(num, den.ModInverse(den, tc.p)))
	} else {
		num := new(big.Int).Sub(Q.y, P.y)
		den := tc.mod(new(big.Int).Sub(Q.x, P.x))
		l = tc.mod(num.Mul(num, den.ModInverse(den, tc.p)))
	}
	x := new(big.Int).Mul(l, l)
	x = tc.mod(x.Sub(x, P.x).Sub(x, Q.x))
	y := new(big.Int).Sub(P.x, x)
	y = tc.mod(y.Mul(y, l).Sub(y, P.y))
	return toyPoint{x: x, y: y}
}

// mul returns k·P by double-and-add.
func (tc *toyCurve) mul(k *big.Int, P toyPoint) toyPoint {
	R := toyPoint{inf: true}
	for i := k.BitLen() - 1; i >= 0; i-- {
		R = tc.add(R, R)
		if k.Bit(i) == 1 {
			R = tc.add(R, P)
		}
	}
	return R
}

// countPoints returns #E by summing Legendre symbols.
func countPoints(p, a, b *big.Int) *big.Int {
	n := int64(1) // the identity
	rhs := new(big.Int)
	for x := int64(0); x < p.Int64(); x++ {
		X := big.NewInt(x)
		rhs.Mul(X, X).Add(rhs, a).Mul(rhs, X).Add(rhs, b).Mod(rhs, p)
		n += int64(1 + big.Jacobi(rhs, p))
	}
	return big.NewInt(n)
}

// findToyCurve returns the first curve over GF(p) with the given a, b ≥ 1,
// odd order h·n, n prime ≥ 5 and h ≤ maxH for which accept(n, h) holds,
// with a generator of order n.
func findToyCurve(p, a int64, maxH uint64, accept func(n, h int64) bool) *toyCurve {
	P, A := big.NewInt(p), big.NewInt(a)
	for b := int64(1); b < p; b++ {
		B := big.NewInt(b)
		disc := new(big.Int).Exp(A, big.NewInt(3), nil)
		disc.Mul(disc, big.NewInt(4)).Add(disc, big.NewInt(27*b*b))
		if disc.Mod(disc, P).Sign() == 0 {
			continue
		}
		N := countPoints(P, A, B).Int64()
		if N%2 == 0 {
			continue
		}
		for h := int64(1); h <= int64(maxH) && h < N; h += 2 {
			n := N / h
			if N%h != 0 || n < 5 || !big.NewInt(n).ProbablyPrime(20) || !accept(n, h) {
				continue
			}
			tc := &toyCurve{p: P, a: A, b: B, n: big.NewInt(n), h: uint64(h)}
			for x := int64(1); x < p; x++ {
				rhs := big.NewInt(x)
				rhs.Mul(rhs, rhs).Add(rhs, A).Mul(rhs, big.NewInt(x)).Add(rhs, B).Mod(rhs, P)
				y := new(big.Int).ModSqrt(rhs, P)
				if y == nil || y.Sign() == 0 {
					continue
				}
				G := tc.mul(big.NewInt(h), toyPoint{x: big.NewInt(x), y: y})
				if !G.inf {
					tc.gx, tc.gy = G.x, G.y
					return tc
				}
			}
		}
	}
	return nil
}

// checkToyCurve compares ScalarMult for several points and ScalarBaseMult
// with the reference for every scalar below n.
func checkToyCurve(t *testing.T, tc *toyCurve) {
	fp, err := field.NewPrime(tc.p, field.BigEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(tc.n, field.BigEndian)
	require.NoError(t, err)
	c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "toy", Field: fp, Scalar: fn, A: tc.a, B: tc.b, Gx: tc.gx, Gy: tc.gy, Cofactor: new(big.Int).SetUint64(tc.h),
	})
	require.NoError(t, err)
	G := toyPoint{x: tc.gx, y: tc.gy}
	n := tc.n.Int64()
	// Points: G, 2·G, (n−1)·G, and a middle multiple.
	mults := []int64{1, 2, n - 1, n/2 + 1}
	refs := make([]toyPoint, len(mults))
	pts := make([]*weierstrass.Point[field.PrimeElement, field.PrimeElement], len(mults))
	for i, m := range mults {
		refs[i] = tc.mul(big.NewInt(m), G)
		var x, y field.PrimeElement
		require.NoError(t, field.SetBig(fp, &x, refs[i].x))
		require.NoError(t, field.SetBig(fp, &y, refs[i].y))
		pts[i], err = c.NewIdentityPoint().SetAffine(&x, &y)
		require.NoError(t, err)
	}
	got := c.NewIdentityPoint()
	failed := map[string]int{}
	check := func(what string, k int64, want toyPoint) {
		x, y, inf := got.Affine()
		ok := inf == 1
		if !want.inf {
			ok = inf == 0 && field.Big(fp, &x).Cmp(want.x) == 0 && field.Big(fp, &y).Cmp(want.y) == 0
		}
		if !ok {
			if failed[what] == 0 {
				t.Errorf("%s: k = %d: got (%v, %v, O=%d), want (%v, %v, O=%v)", what, k,
					field.Big(fp, &x), field.Big(fp, &y), inf, want.x, want.y, want.inf)
			}
			failed[what]++
		}
	}
	var s field.PrimeElement
	acc := make([]toyPoint, len(mults)) // k·refs[i]
	for i := range acc {
		acc[i] = toyPoint{inf: true}
	}
	for k := int64(0); k < n; k++ {
		require.NoError(t, field.SetBig(fn, &s, big.NewInt(k)))
		got.ScalarBaseMult(&s)
		check("ScalarBaseMult", k, acc[0])
		for i := range pts {
			got.ScalarMult(&s, pts[i])
			check(fmt.Sprintf("ScalarMult(%d·G)", mults[i]), k, acc[i])
		}
		// k·(2·G) + k·G and k·((n−1)·G) + k·G through the VarTime paths.
		got.DoubleScalarMultVarTime(&s, pts[1], &s)
		check("DoubleScalarMultVarTime(k, 2·G, k)", k, tc.add(acc[1], acc[0]))
		got.DoubleScalarMultVarTime(&s, pts[2], &s)
		check("DoubleScalarMultVarTime(k, (n−1)·G, k)", k, tc.add(acc[2], acc[0]))
		got.MultiScalarMultVarTime([]*field.PrimeElement{&s, &s}, pts[1:3])
		check("MultiScalarMultVarTime(k, 2·G, k, (n−1)·G)", k, tc.add(acc[1], acc[2]))
		for i := range acc {
			acc[i] = tc.add(acc[i], refs[i])
		}
	}
	// Points of order dividing h are refused.
	if tc.h > 1 {
		refused := 0
		for x := int64(0); x < tc.p.Int64() && refused < 8; x++ {
			rhs := big.NewInt(x)
			rhs.Mul(rhs, rhs).Add(rhs, tc.a).Mul(rhs, big.NewInt(x)).Add(rhs, tc.b).Mod(rhs, tc.p)
			y := new(big.Int).ModSqrt(rhs, tc.p)
			if y == nil {
				continue
			}
			Q := tc.mul(tc.n, toyPoint{x: big.NewInt(x), y: y}) // order dividing h
			if Q.inf {
				continue
			}
			var qx, qy field.PrimeElement
			require.NoError(t, field.SetBig(fp, &qx, Q.x))
			require.NoError(t, field.SetBig(fp, &qy, Q.y))
			_, err := c.NewIdentityPoint().SetAffine(&qx, &qy)
			require.Error(t, err, "small-order point (%v, %v) accepted", Q.x, Q.y)
			refused++
		}
		require.NotZero(t, refused, "no small-order point found with h = %d", tc.h)
	}
	for what, count := range failed {
		t.Errorf("%s: %d of %d scalars wrong", what, count, n)
	}
}

// TestToyCurvesSmallOrderRefused checks that New refuses orders up to 127,
// for which the fixed-base tables would hold the identity (it used to
// accept them and ScalarBaseMult, DoubleScalarMultVarTime and, below 16,
// ScalarMult returned wrong points).
func TestToyCurvesSmallOrderRefused(t *testing.T) {
	for _, cs := range []struct {
		p, a, lo, hi int64
		maxH         uint64
	}{{101, 98, 5, 31, 15}, {103, 2, 5, 31, 15}, {109, 0, 5, 31, 15}, {41, 38, 32, 47, 1}, {211, 208, 37, 70, 15}, {127, 5, 100, 127, 1}} {
		tc := findToyCurve(cs.p, cs.a, cs.maxH, func(n, h int64) bool { return n >= cs.lo && n <= cs.hi })
		require.NotNil(t, tc)
		fp, err := field.NewPrime(tc.p, field.BigEndian)
		require.NoError(t, err)
		fn, err := field.NewPrime(tc.n, field.BigEndian)
		require.NoError(t, err)
		_, err = weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "toy", Field: fp, Scalar: fn, A: tc.a, B: tc.b, Gx: tc.gx, Gy: tc.gy, Cofactor: new(big.Int).SetUint64(tc.h),
		})
		require.ErrorContains(t, err, "too small", "n = %v", tc.n)
	}
}

// TestToyCurvesExhaustive runs checkToyCurve on curves chosen to sit on
// both sides of every public bound the constant-time paths branch on.
func TestToyCurvesExhaustive(t *testing.T) {
	type want struct {
		name   string
		p, a   int64
		maxH   uint64
		accept func(n, h int64) bool
	}
	between := func(lo, hi int64, minH int64) func(n, h int64) bool {
		return func(n, h int64) bool { return n >= lo && n <= hi && h >= minH }
	}
	cases := []want{
		{"n 131..140 a=-3", 131, 128, 1, between(131, 140, 1)},
		{"n 131..200 a=-3 h>1", 631, 628, 5, between(131, 200, 3)},
		{"n 131..200 a=5", 409, 5, 3, between(131, 200, 1)},
		{"n 131..200 a=0", 439, 0, 5, between(131, 200, 3)},
		{"n<2112 a=-3", 2081, 2078, 1, between(1900, 2111, 1)},
		{"n 2112..2300 a=-3", 2203, 2200, 1, between(2112, 2300, 1)},
		{"n ~2000 a=7 h>1", 6007, 7, 15, between(1000, 2111, 3)},
		{"n>2112 a=0", 2269, 0, 1, between(2112, 2400, 1)},
	}
	if !testenv.Long() {
		t.Logf("not the 2^13 and 2^14 curves: %s=1 runs them", testenv.LongVar)
	}
	if testenv.Long() { // a long set (CURVEKIT_LONG=1): 12 s more on 2 cores
		cases = append(cases,
			want{"n~2^13 a=-3 h=3", 24007, 24004, 5, between(6000, 9000, 3)},
			want{"n~2^14 a=11", 16411, 11, 1, between(16000, 17000, 1)})
	}
	for _, cs := range cases {
		tc := findToyCurve(cs.p, cs.a, cs.maxH, cs.accept)
		require.NotNil(t, tc, cs.name)
		t.Run(fmt.Sprintf("%s/p=%v,a=%v,b=%v,n=%v,h=%d", cs.name, tc.p, tc.a, tc.b, tc.n, tc.h), func(t *testing.T) {
			checkToyCurve(t, tc)
		})
	}
}
