package bn254

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// TestPsiTestValidation builds G2 with the short subgroup test of Dai et
// al. (psiTest) and with damaged copies of it: the shipped test is
// accepted, and each damaged one is rejected by New, either because its
// polynomial does not vanish at ψ's eigenvalue modulo r (points of G2 would
// fail it) or because it lets points outside G2 pass (caught on New's
// sample points).
func TestPsiTestValidation(t *testing.T) {
	g := get()
	var twistB Fp2
	g.eng.TwistB(&twistB)
	params := func(test *weierstrass.EndomorphismTest) weierstrass.Params[Fp2, Fr] {
		return weierstrass.Params[Fp2, Fr]{
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
				Test:       test,
			},
		}
	}
	_, err := weierstrass.New(params(psiTest))
	require.NoError(t, err)
	xPlus1 := new(big.Int).Add(seed, big.NewInt(1))
	for name, test := range map[string]*weierstrass.EndomorphismTest{
		"M = x + 1":         {M: xPlus1, A: psiTest.A, B: psiTest.B},
		"B = (1, 1, 1, −1)": {M: seed, A: psiTest.A, B: []int{1, 1, 1, -1}},
		"A = (2)":           {M: seed, A: []int{2}, B: psiTest.B},
		"nil M":             {A: psiTest.A, B: psiTest.B},
		"empty B":           {M: seed, A: psiTest.A},
		"coefficient 17":    {M: seed, A: []int{17}, B: psiTest.B},
		"all zero but M·0":  {M: seed, A: []int{0}, B: []int{0}},
		"ψ(Q) − 6x²·Q by M": {M: psiEigenvalue, A: []int{0, 1}, B: []int{-1}},
	} {
		_, err := weierstrass.New(params(test))
		if name == "ψ(Q) − 6x²·Q by M" { // the eigenvalue test itself, in this form
			assert.NoError(t, err, name)
			continue
		}
		assert.Error(t, err, name)
	}
}
