package bn254

import (
	"errors"
	"math/big"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// build constructs the fields, the pairing engine and the two groups from
// the constants of params.go and endo.go; every constructor validates what
// it is given (the seed against p and r, the twist, the generators'
// orders, the cofactor, the GLV endomorphism and the subgroup test).
func build() (*groups, error) {
	fp, err := field.NewPrime(modulusP, field.BigEndian)
	if err != nil {
		return nil, err
	}
	fr, err := field.NewPrime(orderR, field.BigEndian)
	if err != nil {
		return nil, err
	}
	eng, err := pairing.New(&pairing.Params[Fp]{
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
	})
	if err != nil {
		return nil, err
	}
	g := &groups{fp: fp, fr: fr, eng: eng, fp2: eng.Tower().Fp2()}
	g.g1, err = weierstrass.New(g1Params(fp, fr))
	if err != nil {
		return nil, err
	}
	g.setPsi()
	var twistB Fp2
	eng.TwistB(&twistB) // 3/ξ, derived and checked by the engine
	g.g2, err = weierstrass.New(weierstrass.Params[Fp2, Fr]{
		Name:     "BN254 G2",
		Field:    g.fp2,
		Scalar:   fr,
		A:        new(big.Int),
		B:        g.fp2Int(&twistB),
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
	})
	if err != nil {
		return nil, err
	}
	g.id1, g.gen1 = g.g1.NewIdentityPoint(), g.g1.NewGeneratorPoint()
	g.id2, g.gen2 = g.g2.NewIdentityPoint(), g.g2.NewGeneratorPoint()
	g.c1 = codec[Fp]{curve: g.g1, f: fp, n: fpBytes, largest: func(y *Fp) int {
		var t Fp2 // y as an element of Fp2 with c1 = 0: the Fp2 test on c0
		t.C0 = *y
		return g.fp2.LexicographicallyLargest(&t)
	}}
	_ = field.SetBig(fp, &g.c1.b, curveB) // 3 < p
	g.c2 = codec[Fp2]{curve: g.g2, f: g.fp2, n: fp2Bytes, largest: g.fp2.LexicographicallyLargest}
	g.c2.b = twistB
	return g, nil
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

// fp2Int returns the integer that stands for c0 + c1·u in the engine's
// big.Int parameters over Fp2: the value of its field.SetBig encoding,
// c1·2^256 + c0 (the tower's Fp2 encodes c1 first, each coefficient in 32
// big-endian bytes, EIP-197's order).
func fp2Int(c [2]*big.Int) *big.Int {
	c1 := new(big.Int).Lsh(c[1], 8*fpBytes)
	return c1.Add(c1, c[0])
}

// fp2Int returns the engine integer of the element z (see the function
// fp2Int).
func (g *groups) fp2Int(z *Fp2) *big.Int {
	return fp2Int([2]*big.Int{field.Big(g.fp, &z.C0), field.Big(g.fp, &z.C1)})
}

// fpBytes is the length of an encoded element of Fp; fp2Bytes of Fp2.
const (
	fpBytes  = 32
	fp2Bytes = 2 * fpBytes
)

var errInternal = errors.New("bn254: internal error")
