package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	gbls "github.com/consensys/gnark-crypto/ecc/bls12-381"
	gbn "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

type (
	fp2Elem  = tower.Fp2Element[field.PrimeElement]
	g2Curve  = weierstrass.Curve[fp2Elem, field.PrimeElement]
	g2Point  = weierstrass.Point[fp2Elem, field.PrimeElement]
	g2Oracle func(k *big.Int, times *big.Int) []byte // gnark: (k·times)·G2 as x1‖x0‖y1‖y0, nil for O
)

// tracedFp2 is a traced Fp2 that still says it is a quadratic extension.
type tracedFp2 struct{ tracedField[fp2Elem] }

func (tracedFp2) Degree() int { return 2 }

// glsCase is a G2 group built here twice, from the pairing engine and
// gnark-crypto's constants: with its GLS endomorphism ψ and without any
// endomorphism (plain signed windows), and gnark-crypto's G2 as an oracle.
type glsCase struct {
	name      string
	gls, flat *g2Curve
	mu        *big.Int
	n         *big.Int
	gnark     g2Oracle
}

// g2Cases builds BLS12-381 G2 (μ = x, the seed) and BN254 G2 (μ = 6x²).
// Parameters: draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1 (BLS12-381)
// and EIP-197 (BN254); generators and moduli are gnark-crypto's.
func g2Cases(t *testing.T) []glsCase { return g2CasesTraced(t, nil) }

// g2CasesTraced is g2Cases with the base and scalar fields of the curves
// wrapped in tracedField when tr is not nil.
func g2CasesTraced(t *testing.T, tr *tracer) []glsCase {
	t.Helper()
	blsSeed, _ := new(big.Int).SetString("-d201000000010000", 16)
	bnSeed, _ := new(big.Int).SetString("44e992b44a6909f1", 16)
	blsH2, _ := new(big.Int).SetString("5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5", 16)
	_, _, blsG1, blsG2 := gbls.Generators()
	_, _, bnG1, bnG2 := gbn.Generators()
	blsP, blsR := gbls.ID.BaseField(), gbls.ID.ScalarField()
	bnP, bnR := gbn.ID.BaseField(), gbn.ID.ScalarField()
	bnH2 := new(big.Int).Sub(new(big.Int).Lsh(bnP, 1), bnR)
	bnMu := new(big.Int).Mul(big.NewInt(6), new(big.Int).Mul(bnSeed, bnSeed))

	build := func(name string, fam pairing.Family, tw pairing.Twist, seed, p, r, h2, mu *big.Int, b int64, xi [2]int64, g1 [2]*big.Int, g [4]*big.Int) (*g2Curve, *g2Curve) {
		fp, err := field.NewPrime(p, field.BigEndian)
		require.NoError(t, err)
		fr, err := field.NewPrime(r, field.BigEndian)
		require.NoError(t, err)
		eng, err := pairing.New(&pairing.Params[field.PrimeElement]{
			Name: name, Family: fam, X: seed, Twist: tw, Field: fp, Beta: big.NewInt(-1),
			Xi: [2]*big.Int{big.NewInt(xi[0]), big.NewInt(xi[1])}, B: big.NewInt(b), G1: g1, G2: g,
		})
		require.NoError(t, err)
		f2 := eng.Tower().Fp2()
		var one, tb fp2Elem
		f2.One(&one)
		var q pairing.G2Affine[field.PrimeElement]
		eng.Psi(&q, &pairing.G2Affine[field.PrimeElement]{X: one, Y: one})
		psiX, psiY := q.X, q.Y
		psi := func(X, Y, Z *fp2Elem) {
			f2.Conjugate(X, X)
			f2.Mul(X, X, &psiX)
			f2.Conjugate(Y, Y)
			f2.Mul(Y, Y, &psiY)
			f2.Conjugate(Z, Z)
		}
		eng.TwistB(&tb)
		fp2Int := func(c0, c1 *big.Int) *big.Int {
			return new(big.Int).Add(new(big.Int).Lsh(c1, uint(8*fp.ByteLen())), c0)
		}
		var (
			ff field.Field[fp2Elem]            = f2
			fs field.Field[field.PrimeElement] = fr
		)
		if tr != nil {
			ff, fs = tracedFp2{tracedField[fp2Elem]{f2, tr}}, tracedField[field.PrimeElement]{fr, tr}
		}
		params := weierstrass.Params[fp2Elem, field.PrimeElement]{
			Name: name + " G2", Field: ff, Scalar: fs, A: new(big.Int),
			B:  fp2Int(field.Big(fp, &tb.C0), field.Big(fp, &tb.C1)),
			Gx: fp2Int(g[0], g[1]), Gy: fp2Int(g[2], g[3]), Order: r, Cofactor: h2,
		}
		flat, err := weierstrass.New(params)
		require.NoError(t, err)
		params.GLS = &weierstrass.GLSEndomorphism[fp2Elem]{Map: psi, Eigenvalue: mu, Dimension: 4}
		gls, err := weierstrass.New(params)
		require.NoError(t, err)
		return gls, flat
	}
	coords := func(a0, a1, b0, b1 interface{ BigInt(*big.Int) *big.Int }) [4]*big.Int {
		return [4]*big.Int{a0.BigInt(new(big.Int)), a1.BigInt(new(big.Int)), b0.BigInt(new(big.Int)), b1.BigInt(new(big.Int))}
	}
	blsGLS, blsFlat := build("BLS12-381", pairing.BLS12, pairing.MType, blsSeed, blsP, blsR, blsH2, blsSeed, 4, [2]int64{1, 1},
		[2]*big.Int{blsG1.X.BigInt(new(big.Int)), blsG1.Y.BigInt(new(big.Int))},
		coords(&blsG2.X.A0, &blsG2.X.A1, &blsG2.Y.A0, &blsG2.Y.A1))
	bnGLS, bnFlat := build("BN254", pairing.BN, pairing.DType, bnSeed, bnP, bnR, bnH2, bnMu, 3, [2]int64{9, 1},
		[2]*big.Int{bnG1.X.BigInt(new(big.Int)), bnG1.Y.BigInt(new(big.Int))},
		coords(&bnG2.X.A0, &bnG2.X.A1, &bnG2.Y.A0, &bnG2.Y.A1))
	return []glsCase{
		{"BLS12-381", blsGLS, blsFlat, blsSeed, blsR, func(k, times *big.Int) []byte {
			var base, r gbls.G2Affine
			base.ScalarMultiplication(&blsG2, times)
			r.ScalarMultiplication(&base, k)
			if r.IsInfinity() {
				return nil
			}
			x1, x0, y1, y0 := r.X.A1.Bytes(), r.X.A0.Bytes(), r.Y.A1.Bytes(), r.Y.A0.Bytes()
			return append(append(append(x1[:], x0[:]...), y1[:]...), y0[:]...)
		}},
		{"BN254", bnGLS, bnFlat, bnMu, bnR, func(k, times *big.Int) []byte {
			var base, r gbn.G2Affine
			base.ScalarMultiplication(&bnG2, times)
			r.ScalarMultiplication(&base, k)
			if r.IsInfinity() {
				return nil
			}
			x1, x0, y1, y0 := r.X.A1.Bytes(), r.X.A0.Bytes(), r.Y.A1.Bytes(), r.Y.A0.Bytes()
			return append(append(append(x1[:], x0[:]...), y1[:]...), y0[:]...)
		}},
	}
}

// glsScalars returns the edge scalars 0, 1, 2, n − 1, n, n + 1, 2^255,
// 2^256 − 1, ±μ^j, and random ones, as integers (the engine gets them
// reduced modulo n, gnark-crypto as they are).
func glsScalars(n, mu *big.Int, rng *rand.Rand, random int) []*big.Int {
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2),
		new(big.Int).Sub(n, big.NewInt(1)), new(big.Int).Set(n), new(big.Int).Add(n, big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(1), 255), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)),
		new(big.Int).Rsh(n, 1), new(big.Int).Add(new(big.Int).Rsh(n, 1), big.NewInt(1))}
	pow := new(big.Int).Mod(mu, n)
	for range 4 {
		ks = append(ks, new(big.Int).Set(pow), new(big.Int).Sub(n, pow))
		pow = new(big.Int).Mod(new(big.Int).Mul(pow, mu), n)
	}
	for range random {
		b := make([]byte, 32)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		ks = append(ks, new(big.Int).Mod(new(big.Int).SetBytes(b), n))
	}
	return ks
}

// scalarOf returns k mod n as an element of the curve's scalar field.
func scalarOf(t *testing.T, c *g2Curve, k *big.Int) *field.PrimeElement {
	var s field.PrimeElement
	require.NoError(t, field.SetBig(c.ScalarField(), &s, new(big.Int).Mod(k, c.Order())))
	return &s
}

// TestGLSDecomposition checks that the parts of k recombine to it,
// k ≡ Σ ±|k_j|·μ^j (mod n), and stay below the bound, which is at most 64
// bits for both G2 groups.
func TestGLSDecomposition(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 4))
	for _, tc := range g2Cases(t) {
		t.Run(tc.name, func(t *testing.T) {
			fs := tc.gls.ScalarField()
			for _, k := range glsScalars(tc.n, tc.mu, rng, 500) {
				parts, negs, bits, ok := weierstrass.SplitGLS(tc.gls, scalarOf(t, tc.gls, k))
				require.True(t, ok)
				require.LessOrEqual(t, bits, 64)
				sum, pow := new(big.Int), big.NewInt(1)
				for j := range parts {
					v := field.Big(fs, &parts[j])
					require.Less(t, v.BitLen(), bits+1, "part %d of %v", j, k)
					require.LessOrEqual(t, v.BitLen(), bits, "part %d of %v", j, k)
					if negs[j] == 1 {
						v.Neg(v)
					}
					sum.Add(sum, v.Mul(v, pow))
					pow = new(big.Int).Mul(pow, tc.mu)
				}
				want := new(big.Int).Mod(k, tc.n)
				require.Zero(t, sum.Mod(sum, tc.n).Cmp(want), "k = %v", k)
			}
		})
	}
}

// TestGLSScalarMult compares ScalarMult with the GLS split against
// gnark-crypto's G2 ScalarMultiplication and against the same curve
// without endomorphism, on the generator and on other points of G2, for
// edge and random scalars.
func TestGLSScalarMult(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 5))
	for _, tc := range g2Cases(t) {
		t.Run(tc.name, func(t *testing.T) {
			for _, times := range []*big.Int{big.NewInt(1), big.NewInt(7), new(big.Int).SetUint64(rng.Uint64())} {
				p := tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, times), tc.gls.NewGeneratorPoint())
				pf := tc.flat.NewIdentityPoint().ScalarMult(scalarOf(t, tc.flat, times), tc.flat.NewGeneratorPoint())
				for _, k := range glsScalars(tc.n, tc.mu, rng, 40) {
					got := tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, k), p)
					flat := tc.flat.NewIdentityPoint().ScalarMult(scalarOf(t, tc.flat, k), pf)
					assert.Equal(t, flat.Bytes(), got.Bytes(), "k = %v, P = %v·G: GLS and plain windows differ", k, times)
					want := tc.gnark(k, times)
					if want == nil {
						assert.Equal(t, 1, got.IsIdentity(), "k = %v, P = %v·G", k, times)
						continue
					}
					assert.Equal(t, want, got.Bytes()[1:], "k = %v, P = %v·G: gnark-crypto differs", k, times)
				}
			}
			// The identity times anything is the identity.
			id := tc.gls.NewIdentityPoint()
			assert.Equal(t, 1, tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, big.NewInt(12345)), id).IsIdentity())
		})
	}
}

// TestGLSScalarMultAllocs checks that the GLS ScalarMult allocates nothing
// in the steady state.
func TestGLSScalarMultAllocs(t *testing.T) {
	for _, tc := range g2Cases(t) {
		k := scalarOf(t, tc.gls, big.NewInt(987654321))
		p, r := tc.gls.NewGeneratorPoint(), tc.gls.NewIdentityPoint()
		r.ScalarMult(k, p)
		assert.Zero(t, testing.AllocsPerRun(10, func() { r.ScalarMult(k, p) }), tc.name)
	}
}

// TestGLSRejected checks that New refuses a GLSEndomorphism whose
// eigenvalue does not match ψ, whose dimension is out of range, or that
// lacks its map, and one whose eigenvalue has no short decomposition in
// the dimension asked for.
func TestGLSRejected(t *testing.T) {
	tc := g2Cases(t)[0]
	base := tc.gls.Params()
	psi := base.GLS.Map
	for name, g := range map[string]*weierstrass.GLSEndomorphism[fp2Elem]{
		"wrong eigenvalue": {Map: psi, Eigenvalue: new(big.Int).Add(tc.mu, big.NewInt(1)), Dimension: 4},
		"dimension 1":      {Map: psi, Eigenvalue: tc.mu, Dimension: 1},
		"dimension 5":      {Map: psi, Eigenvalue: tc.mu, Dimension: 5},
		"nil map":          {Eigenvalue: tc.mu, Dimension: 4},
		"nil eigenvalue":   {Map: psi, Dimension: 4},
		// ψ² acts as μ², a root of X² − X + 1: no short 4-dimensional split.
		"ψ² in 4 dimensions": {Map: func(X, Y, Z *fp2Elem) { psi(X, Y, Z); psi(X, Y, Z) }, Eigenvalue: new(big.Int).Mul(tc.mu, tc.mu), Dimension: 4},
	} {
		p := base
		p.GLS = g
		_, err := weierstrass.New(p)
		assert.Error(t, err, name)
	}
	// ψ² in two dimensions is a valid (GLV-like) split.
	p := base
	p.GLS = &weierstrass.GLSEndomorphism[fp2Elem]{Map: func(X, Y, Z *fp2Elem) { psi(X, Y, Z); psi(X, Y, Z) }, Eigenvalue: new(big.Int).Mul(tc.mu, tc.mu), Dimension: 2}
	c, err := weierstrass.New(p)
	require.NoError(t, err)
	k := scalarOf(t, c, big.NewInt(0).SetUint64(0xfedcba9876543210))
	assert.Equal(t, tc.flat.NewIdentityPoint().ScalarMult(k, tc.flat.NewGeneratorPoint()).Bytes(), c.NewIdentityPoint().ScalarMult(k, c.NewGeneratorPoint()).Bytes())
}

// TestGLSConstantTimeTrace checks that ScalarMult with the GLS split makes
// the same sequence of field calls (base and scalar field) for the edge
// scalars and random ones, on two points.
func TestGLSConstantTimeTrace(t *testing.T) {
	tr := &tracer{}
	rng := rand.New(rand.NewPCG(12, 6))
	for _, tc := range g2CasesTraced(t, tr) {
		t.Run(tc.name, func(t *testing.T) {
			p1 := tc.gls.NewGeneratorPoint()
			p2 := tc.gls.NewIdentityPoint().ScalarMult(scalarOf(t, tc.gls, big.NewInt(99)), p1)
			var h0 uint64
			var n0 int
			for i, k := range glsScalars(tc.n, tc.mu, rng, 8) {
				s := scalarOf(t, tc.gls, k)
				for j, p := range []*g2Point{p1, p2} {
					tr.h, tr.n = 0, 0
					tc.gls.NewIdentityPoint().ScalarMult(s, p)
					if i == 0 && j == 0 {
						h0, n0 = tr.h, tr.n
						require.NotZero(t, n0)
						continue
					}
					assert.Equal(t, n0, tr.n, "k = %v: %d field calls, want %d", k, tr.n, n0)
					assert.Equal(t, h0, tr.h, "k = %v takes another path", k)
				}
			}
		})
	}
}
