package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
)

// TestBilinearity checks e(a·P, b·Q) = e(P, Q)^(ab) with this package's own
// scalar multiplications, e(P, −Q)·e(P, Q) = 1, and that a multi-pairing
// equals the product of its single pairings.
func TestBilinearity(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, e := range enginesList(t) {
		t.Run(e.Name(), func(t *testing.T) {
			r := e.Order()
			g1, g2 := e.G1Generator(), e.G2Generator()
			p := e.ScalarMultG1VarTime(&g1, randScalar(rng, r))
			q := e.ScalarMultG2VarTime(&g2, randScalar(rng, r))
			a, b := randScalar(rng, r), randScalar(rng, r)
			ap, bq := e.ScalarMultG1VarTime(&p, a), e.ScalarMultG2VarTime(&q, b)
			lhs, err := e.Pair([]pairingG1{ap}, []pairingG2{bq})
			require.NoError(t, err)
			base, err := e.Pair([]pairingG1{p}, []pairingG2{q})
			require.NoError(t, err)
			ab := new(big.Int).Mul(a, b)
			ab.Mod(ab, r)
			rhs := e.NewGT().ExpVarTime(base, ab)
			assert.Equal(t, 1, lhs.Equal(rhs), "e(aP, bQ) = e(P, Q)^(ab)")
			rhs.Exp(base, ab.FillBytes(make([]byte, 32)))
			assert.Equal(t, 1, lhs.Equal(rhs), "Exp agrees with ExpVarTime")
			// e(aP, Q)·e(P, −aQ) = 1.
			aq := e.ScalarMultG2VarTime(&q, new(big.Int).Sub(r, a))
			pp := e.ScalarMultG1VarTime(&p, a)
			ok, err := e.PairingCheck([]pairingG1{pp, p}, []pairingG2{q, aq})
			require.NoError(t, err)
			assert.True(t, ok, "e(aP, Q)·e(P, −aQ) = 1")
			nq := q
			e.Tower().Fp2().Neg(&nq.Y, &q.Y)
			ok, err = e.PairingCheck([]pairingG1{p, p}, []pairingG2{nq, q})
			require.NoError(t, err)
			assert.True(t, ok, "e(P, −Q)·e(P, Q) = 1")
			// Multi-pairing = product of singles, for 1…6 pairs (over the
			// four pairs kept on the stack).
			ps, qs := []pairingG1{}, []pairingG2{}
			prod := e.NewGT()
			for n := 1; n <= 6; n++ {
				ps = append(ps, e.ScalarMultG1VarTime(&g1, randScalar(rng, r)))
				qs = append(qs, e.ScalarMultG2VarTime(&g2, randScalar(rng, r)))
				single, err := e.Pair(ps[n-1:], qs[n-1:])
				require.NoError(t, err)
				prod.Mul(prod, single)
				multi, err := e.Pair(ps, qs)
				require.NoError(t, err)
				assert.Equal(t, 1, multi.Equal(prod), "multi-pairing of %d pairs", n)
			}
			assert.Equal(t, 0, base.IsOne(), "non-degenerate")
			assert.Equal(t, 1, e.NewGT().ExpVarTime(base, r).IsOne(), "e(P, Q)^r = 1")
		})
	}
}

// TestInfinity checks e(O, Q) = e(P, O) = 1, that infinity pairs drop out of
// a product, and the empty product.
func TestInfinity(t *testing.T) {
	for _, e := range enginesList(t) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		o1, o2 := pairingG1{Infinity: true}, pairingG2{Infinity: true}
		for _, c := range []struct {
			ps []pairingG1
			qs []pairingG2
		}{{[]pairingG1{o1}, []pairingG2{g2}}, {[]pairingG1{g1}, []pairingG2{o2}}, {[]pairingG1{o1}, []pairingG2{o2}}, {nil, nil}} {
			z, err := e.Pair(c.ps, c.qs)
			require.NoError(t, err)
			assert.Equal(t, 1, z.IsOne(), e.Name())
		}
		a, err := e.Pair([]pairingG1{g1, o1, g1}, []pairingG2{g2, g2, o2})
		require.NoError(t, err)
		b, err := e.Pair([]pairingG1{g1}, []pairingG2{g2})
		require.NoError(t, err)
		assert.Equal(t, 1, a.Equal(b), "%s: infinity pairs contribute 1", e.Name())
	}
}

// TestBadInputs checks that off-curve points and mismatched slices are
// errors, and the VarTime subgroup checks.
func TestBadInputs(t *testing.T) {
	for _, e := range enginesList(t) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		bad1 := g1
		e.Tower().Fp2().Base().Add(&bad1.Y, &bad1.Y, &bad1.X)
		bad2 := g2
		e.Tower().Fp2().Add(&bad2.Y, &bad2.Y, &bad2.X)
		_, err := e.Pair([]pairingG1{bad1}, []pairingG2{g2})
		assert.ErrorContains(t, err, "G1 point 0 is not on the curve")
		_, err = e.Pair([]pairingG1{g1}, []pairingG2{bad2})
		assert.ErrorContains(t, err, "G2 point 0 is not on the twist")
		ok, err := e.PairingCheck([]pairingG1{g1}, nil)
		assert.False(t, ok)
		assert.ErrorContains(t, err, "1 G1 points and 0 G2 points")
		assert.True(t, e.IsInSubgroupG1VarTime(&g1))
		assert.True(t, e.IsInSubgroupG2VarTime(&g2))
		assert.False(t, e.IsInSubgroupG1VarTime(&bad1))
		assert.False(t, e.IsInSubgroupG2VarTime(&bad2))
	}
	// BLS12-381's twist E' has points outside G2 (cofactor h2 > 1): one is
	// any point of E' with x = 1 or the next x that lies on it.
	bls, _ := engines(t)
	f2 := bls.Tower().Fp2()
	var b2, x, y tower2
	bls.TwistB(&b2)
	for k := uint64(1); ; k++ {
		f2.SetUint64(&x, k)
		var rhs tower2
		f2.Square(&rhs, &x)
		f2.Mul(&rhs, &rhs, &x)
		f2.Add(&rhs, &rhs, &b2)
		if f2.Sqrt(&y, &rhs) == 1 {
			break
		}
	}
	q := pairingG2{X: x, Y: y}
	assert.True(t, bls.IsOnCurveG2(&q))
	assert.False(t, bls.IsInSubgroupG2VarTime(&q), "a point of E' outside G2")
	// Pairing it is not an error (subgroup checks are the caller's), and
	// must not panic whatever the Miller loop meets.
	g1 := bls.G1Generator()
	_, err := bls.Pair([]pairingG1{g1}, []pairingG2{q})
	assert.NoError(t, err)
	// The same on E: (x, y) with the smallest x on E outside G1.
	fp := f2.Base()
	var px, py, rhs, four Prime
	fp.SetUint64(&four, 4)
	for k := uint64(0); ; k++ {
		fp.SetUint64(&px, k)
		fp.Square(&rhs, &px)
		fp.Mul(&rhs, &rhs, &px)
		fp.Add(&rhs, &rhs, &four)
		if fp.Sqrt(&py, &rhs) == 1 {
			break
		}
	}
	p := pairingG1{X: px, Y: py}
	assert.True(t, bls.IsOnCurveG1(&p))
	assert.False(t, bls.IsInSubgroupG1VarTime(&p), "a point of E outside G1")
	_, err = bls.Pair([]pairingG1{p}, []pairingG2{bls.G2Generator()})
	assert.NoError(t, err)
}

// TestBadParams checks that New rejects each kind of bad parameter with an
// error naming it.
func TestBadParams(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(p *pairing.Params[Prime])
		want string
	}{
		{"wrong seed", func(p *pairing.Params[Prime]) { p.X = mustInt("-0xd201000000010003") }, "is not p(x) = "},
		// BLS12-377's seed gives primes p and r, but not the field's p.
		{"other curve's seed", func(p *pairing.Params[Prime]) { p.X = mustInt("0x8508c00000000001") }, "is not p(x)"},
		{"seed not 1 mod 3", func(p *pairing.Params[Prime]) { p.X = mustInt("-0xd201000000010001") }, "no integer p(x)"},
		{"no seed", func(p *pairing.Params[Prime]) { p.X = nil }, "missing seed"},
		{"wrong family", func(p *pairing.Params[Prime]) { p.Family = pairing.BN }, "is not p(x) = "},
		{"wrong twist", func(p *pairing.Params[Prime]) { p.Twist = pairing.DType }, "twist coefficient b' is not b/ξ"},
		{"wrong twist, b' derived", func(p *pairing.Params[Prime]) { p.Twist = pairing.DType; p.TwistB = [2]*big.Int{} }, "G2 generator is not on the twist"},
		{"wrong b", func(p *pairing.Params[Prime]) { p.B = big.NewInt(5) }, "twist coefficient b'"},
		{"off-curve G1", func(p *pairing.Params[Prime]) { p.G1[1] = big.NewInt(7) }, "G1 generator is not on E"},
		{"off-curve G2", func(p *pairing.Params[Prime]) { p.G2[3] = big.NewInt(7) }, "G2 generator is not on the twist"},
		{"missing G2", func(p *pairing.Params[Prime]) { p.G2[0] = nil }, "missing G2 generator"},
		{"ξ a square", func(p *pairing.Params[Prime]) { p.Xi = [2]*big.Int{big.NewInt(4), big.NewInt(0)} }, "tower"},
		{"no field", func(p *pairing.Params[Prime]) { p.Field = nil }, "missing base field"},
		{"unknown twist", func(p *pairing.Params[Prime]) { p.Twist = 0 }, "unknown twist"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := bls12381Params(t)
			c.edit(p)
			e, err := pairing.New(p)
			assert.Nil(t, e)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "pairing: BLS12-381: ")
			assert.Contains(t, err.Error(), c.want)
		})
	}
	_, err := pairing.New[Prime](nil)
	assert.ErrorContains(t, err, "nil Params")
}
