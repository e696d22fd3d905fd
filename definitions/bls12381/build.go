package bls12381

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// The curve's part of build (groups_gen.go, generated): the engines'
// parameters. Each constructor validates what it is given: pairing.New the
// seed against p and r, the twist and the generators; weierstrass.New the
// generators' orders, the cofactors, h_eff, the endomorphisms of endo.go
// and the isogenies of isogeny.go.

// pairingParams returns the pairing engine's parameters over fp.
func pairingParams(fp *field.Prime) *pairing.Params[Fp] {
	return &pairing.Params[Fp]{
		Name:   "BLS12-381",
		Family: pairing.BLS12,
		X:      seed,
		Twist:  pairing.MType,
		Field:  fp,
		Beta:   big.NewInt(-1),                            // Fp2 = Fp[u]/(u² + 1)
		Xi:     [2]*big.Int{big.NewInt(1), big.NewInt(1)}, // ξ = 1 + u
		B:      curveB,
		TwistB: twistB,
		G1:     [2]*big.Int{g1x, g1y},
		G2:     [4]*big.Int{g2x[0], g2x[1], g2y[0], g2y[1]},
	}
}

// newG2 builds G2 with the subgroup test ψ(Q) = x·Q and the GLV split by
// σ(x, y) = (β·x, y), trying both primitive cube roots of unity of Fp as β:
// the engine accepts the one for which σ acts on G2 as −x².
func (g *groups) newG2() (*weierstrass.Curve[Fp2, Fr], error) {
	var err error
	for _, beta := range cubeRootsOfUnity() {
		var c *weierstrass.Curve[Fp2, Fr]
		c, err = weierstrass.New(weierstrass.Params[Fp2, Fr]{
			Name:          "BLS12-381 G2",
			Field:         g.fp2,
			Scalar:        g.fr,
			A:             new(big.Int),
			B:             fp2Int(twistB),
			Gx:            fp2Int(g2x),
			Gy:            fp2Int(g2y),
			Order:         orderR,
			Cofactor:      cofactorG2,
			ClearCofactor: hEffG2,
			SubgroupEndomorphism: &weierstrass.SubgroupEndomorphism[Fp2]{
				Map:        g.psiProjective,
				Eigenvalue: seed,
				Clear:      clearG2,
			},
			// σ(x, y) = (β·x, y) with β in Fp is an endomorphism of E' too,
			// and acts on G2 as a cube root of unity modulo r: the GLV split
			// of G1, with the β that acts as −x² on G2.
			Endomorphism: &weierstrass.Endomorphism{Beta: beta, Lambda: lambdaG1},
			// ψ acts on G2 as x, a root of r = x⁴ − x² + 1: ScalarMult
			// splits its scalar in four parts of 64 bits (GLS).
			GLS: &weierstrass.GLSEndomorphism[Fp2]{Map: g.psiProjective, Eigenvalue: seed, Dimension: 4},
			SSWU: &weierstrass.SSWU{Z: fp2Int(isoG2Z), Isogeny: &weierstrass.Isogeny{
				A: fp2Int(isoG2A), B: fp2Int(isoG2B),
				XNum: fp2Ints(isoG2XNum), XDen: fp2Ints(isoG2XDen), YNum: fp2Ints(isoG2YNum), YDen: fp2Ints(isoG2YDen),
			}},
		})
		if err == nil {
			return c, nil
		}
	}
	return nil, err
}

// newG1 builds G1 with the subgroup test σ(P) = −x²·P, trying both
// primitive cube roots of unity as β: the engine accepts the one for which
// σ acts on G1 as −x² (the other one acts as its inverse, x² − 1).
func (g *groups) newG1() (*weierstrass.Curve[Fp, Fr], error) {
	var err error
	for _, beta := range cubeRootsOfUnity() {
		_ = field.SetBig(g.fp, &g.beta, beta) // below p
		var c *weierstrass.Curve[Fp, Fr]
		c, err = weierstrass.New(weierstrass.Params[Fp, Fr]{
			Name:          "BLS12-381 G1",
			Field:         g.fp,
			Scalar:        g.fr,
			A:             new(big.Int),
			B:             curveB,
			Gx:            g1x,
			Gy:            g1y,
			Order:         orderR,
			Cofactor:      cofactorG1,
			ClearCofactor: hEffG1,
			SubgroupEndomorphism: &weierstrass.SubgroupEndomorphism[Fp]{
				Map:        g.sigmaProjective,
				Eigenvalue: lambdaG1,
			},
			// The same σ drives the GLV split of scalar multiplications
			// (every G1 value is in the subgroup, where σ acts as −x²):
			// two halves of 128 bits, half the doublings.
			Endomorphism: &weierstrass.Endomorphism{Beta: beta, Lambda: lambdaG1},
			SSWU: &weierstrass.SSWU{Z: isoG1Z, Isogeny: &weierstrass.Isogeny{
				A: isoG1A, B: isoG1B, XNum: isoG1XNum, XDen: isoG1XDen, YNum: isoG1YNum, YDen: isoG1YDen,
			}},
		})
		if err == nil {
			return c, nil
		}
	}
	return nil, err
}

// fp2Ints is fp2Int for each element of cs.
func fp2Ints(cs [][2]*big.Int) []*big.Int {
	r := make([]*big.Int, len(cs))
	for i, c := range cs {
		r[i] = fp2Int(c)
	}
	return r
}
