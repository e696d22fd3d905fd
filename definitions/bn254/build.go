package bn254

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// The curve's part of build (groups_gen.go, generated): the engines'
// parameters. Each constructor validates what it is given: pairing.New the
// seed against p and r, the twist and the generators; weierstrass.New the
// generators' orders, the cofactor, the GLV endomorphisms and the subgroup
// test of endo.go.

// pairingParams returns the pairing engine's parameters over fp.
func pairingParams(fp *field.Prime) *pairing.Params[Fp] {
	return &pairing.Params[Fp]{
		Name:   "BN254",
		Family: pairing.BN,
		X:      seed,
		Twist:  pairing.DType, // b' = b/ξ
		Field:  fp,
		Beta:   big.NewInt(-1), // Fp2 = Fp[u]/(u² + 1)
		Xi:     xi,
		B:      curveB,
		G1:     [2]*big.Int{g1x, g1y},
		G2:     [4]*big.Int{g2x[0], g2x[1], g2y[0], g2y[1]},
	}
}

// newG1 builds G1, E itself, with the GLV split of endo.go.
func (g *groups) newG1() (*weierstrass.Curve[Fp, Fr], error) {
	return weierstrass.New(g1Params(g.fp, g.fr))
}

// newG2 builds G2 on the twist E': y² = x³ + b' with the b' = 3/ξ that the
// pairing engine derives and checks, the subgroup test ψ(Q) = 6x²·Q and
// the GLV split of endo.go.
func (g *groups) newG2() (*weierstrass.Curve[Fp2, Fr], error) {
	var twistB Fp2
	g.eng.TwistB(&twistB)
	return weierstrass.New(weierstrass.Params[Fp2, Fr]{
		Name:     "BN254 G2",
		Field:    g.fp2,
		Scalar:   g.fr,
		A:        new(big.Int),
		B:        fp2Int([2]*big.Int{field.Big(g.fp, &twistB.C0), field.Big(g.fp, &twistB.C1)}),
		Gx:       fp2Int(g2x),
		Gy:       fp2Int(g2y),
		Order:    orderR,
		Cofactor: cofactorG2,
		SubgroupEndomorphism: &weierstrass.SubgroupEndomorphism[Fp2]{
			Map:        g.psiProjective,
			Eigenvalue: psiEigenvalue,
			Test:       psiTest,
		},
		Endomorphism: &weierstrass.Endomorphism{Beta: glvBetaG2, Lambda: glvLambda},
		// ψ acts on G2 as p ≡ 6x² (mod r), a root of Φ12: ScalarMult
		// splits its scalar in four parts of about 64 bits (GLS).
		GLS: &weierstrass.GLSEndomorphism[Fp2]{Map: g.psiProjective, Eigenvalue: psiEigenvalue, Dimension: 4},
	})
}

// G1Params returns the parameters of G1 for curves/weierstrass.New, over
// new field.Prime fields of p and r with big-endian encodings: the
// constants of EIP-196 and the GLV endomorphism of endo.go.
// definitions/catalogue builds its BN254 G1 (ECDSA and ECDH over G1) from
// them.
func G1Params() weierstrass.Params[Fp, Fr] {
	fp, err := field.NewPrime(modulusP, field.BigEndian)
	if err != nil {
		panic("bn254: internal error: " + err.Error())
	}
	fr, err := field.NewPrime(orderR, field.BigEndian)
	if err != nil {
		panic("bn254: internal error: " + err.Error())
	}
	return g1Params(fp, fr)
}

// g1Params returns the engine parameters of G1 over the fields fp and fr:
// the constants of EIP-196 and the GLV endomorphism of endo.go.
func g1Params(fp, fr *field.Prime) weierstrass.Params[Fp, Fr] {
	return weierstrass.Params[Fp, Fr]{
		Name:         "BN254 G1",
		Field:        fp,
		Scalar:       fr,
		A:            new(big.Int),
		B:            curveB,
		Gx:           g1x,
		Gy:           g1y,
		Order:        orderR,
		Cofactor:     big.NewInt(1),
		Endomorphism: &weierstrass.Endomorphism{Beta: glvBeta, Lambda: glvLambda},
	}
}
