package bls12381

import (
	"encoding/binary"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// g1Params returns the parameters of G1 with the given subgroup hook.
func g1Params(g *groups, s *weierstrass.SubgroupEndomorphism[Fp]) weierstrass.Params[Fp, Fr] {
	return weierstrass.Params[Fp, Fr]{
		Name: "BLS12-381 G1", Field: g.fp, Scalar: g.fr, A: new(big.Int), B: curveB,
		Gx: g1x, Gy: g1y, Cofactor: cofactorG1, ClearCofactor: hEffG1, SubgroupEndomorphism: s,
	}
}

// TestSubgroupEndomorphismRejected checks that the engine refuses a wrong
// eigenvalue, a map that is not the endomorphism, wrong clearing
// coefficients, more of them than endoClear has tables for, and the hook on
// a prime-order curve.
func TestSubgroupEndomorphismRejected(t *testing.T) {
	g := get()
	for name, s := range map[string]*weierstrass.SubgroupEndomorphism[Fp]{
		"eigenvalue x² − 1 (the other root)": {Map: g.sigmaProjective, Eigenvalue: new(big.Int).Sub(new(big.Int).Mul(seed, seed), big.NewInt(1))},
		"eigenvalue −x":                      {Map: g.sigmaProjective, Eigenvalue: new(big.Int).Neg(seed)},
		"identity map":                       {Map: func(_, _, _ *Fp) {}, Eigenvalue: big.NewInt(1)},
		"nil map":                            {Eigenvalue: lambdaG1},
		"wrong clearing":                     {Map: g.sigmaProjective, Eigenvalue: lambdaG1, Clear: []*big.Int{big.NewInt(3)}},
	} {
		_, err := weierstrass.New(g1Params(g, s))
		assert.Error(t, err, name)
	}
	five := append([]*big.Int{}, big.NewInt(1), big.NewInt(0), big.NewInt(0), big.NewInt(0), big.NewInt(0))
	_, err := weierstrass.New(g1Params(g, &weierstrass.SubgroupEndomorphism[Fp]{Map: g.sigmaProjective, Eigenvalue: lambdaG1, Clear: five}))
	assert.ErrorContains(t, err, "Clear has 5 coefficients, more than 4")
	_, err = weierstrass.New(g1Params(g, &weierstrass.SubgroupEndomorphism[Fp]{Map: g.sigmaProjective, Eigenvalue: lambdaG1}))
	require.NoError(t, err)
}

// TestFastSubgroupChecksAgree checks that the endomorphism tests agree with
// multiplication by r on points inside and outside the subgroups: the
// images of a map to the curve before and after clearing the cofactor.
func TestFastSubgroupChecksAgree(t *testing.T) {
	g := get()
	plain1, err := weierstrass.New(g1Params(g, nil))
	require.NoError(t, err)
	for i := range uint64(8) {
		var u Fp
		g.fp.SetUint64(&u, i+2)
		// x³ + 4 = y² for x = u: try it as a point of E(Fp).
		var x, y, rhs Fp
		x = u
		g.fp.Square(&rhs, &x)
		g.fp.Mul(&rhs, &rhs, &x)
		g.fp.Add(&rhs, &rhs, &g.c1.b)
		if g.fp.Sqrt(&y, &rhs) != 1 {
			continue
		}
		_, errFast := g.g1.NewIdentityPoint().SetAffine(&x, &y)
		_, errSlow := plain1.NewIdentityPoint().SetAffine(&x, &y)
		assert.Equal(t, errSlow == nil, errFast == nil, "x = %d", i+2)
		c, err := g.g1.NewIdentityPoint().ClearCofactor(&x, &y)
		require.NoError(t, err)
		cx, cy, _ := c.Affine()
		_, errFast = g.g1.NewIdentityPoint().SetAffine(&cx, &cy)
		assert.NoError(t, errFast, "cleared point, x = %d", i+2)
	}
}

// TestGLVSplit checks that G1 and G2 use the GLV split by σ for their
// scalar multiplications, and that k·P by the split equals k·P by plain
// double-and-add over the bits of k (no split), for random 254-bit k and
// points k·G.
func TestGLVSplit(t *testing.T) {
	g := get()
	require.True(t, g.g1.HasEndomorphism(), "G1 uses GLV")
	require.True(t, g.g2.HasEndomorphism(), "G2 uses GLV")
	rng := rand.New(rand.NewPCG(41, 42))
	for range 6 {
		var kb [32]byte
		for j := range 4 {
			binary.BigEndian.PutUint64(kb[8*j:], rng.Uint64())
		}
		kb[0] &= 0x3f
		k, err := new(Scalar).SetBytes(kb[:])
		require.NoError(t, err)
		kBig := new(big.Int).SetBytes(kb[:])
		p1 := new(G1).ScalarBaseMult(k)
		p2 := new(G2).ScalarBaseMult(k)
		got1, got2 := new(G1).ScalarMult(k, p1), new(G2).ScalarMult(k, p2)
		want1, want2 := NewG1(), NewG2()
		for i := kBig.BitLen() - 1; i >= 0; i-- {
			want1.Double(want1)
			want2.Double(want2)
			if kBig.Bit(i) == 1 {
				want1.Add(want1, p1)
				want2.Add(want2, p2)
			}
		}
		assert.Equal(t, 1, got1.Equal(want1), "G1: k = %x", kb)
		assert.Equal(t, 1, got2.Equal(want2), "G2: k = %x", kb)
	}
}
