package bn254

import (
	"errors"

	"github.com/curvekit/curvekit/curves/pairing"
)

// GT is an element of GT, the group of r-th roots of unity of Fp12 that the
// pairing maps into: the pairing engine's type (curves/pairing), with its
// Mul, Exp, Equal, IsOne and 384-byte encodings.
type GT = pairing.GT[Fp]

// Pair returns e(p, q), the optimal ate pairing of BN254 as curves/pairing
// computes it (the value gnark-crypto computes). e(O, q) = e(p, O) = 1. It runs in time independent of
// the points.
func Pair(p *G1, q *G2) *GT {
	g := get()
	var ps [1]pairing.G1Affine[Fp]
	var qs [1]pairing.G2Affine[Fp]
	ps[0], qs[0] = p.affine(), q.affine()
	z, err := g.eng.Pair(ps[:], qs[:])
	if err != nil { // the points are on their curves by construction
		panic(errInternal)
	}
	return z
}

// errPairCount is returned for a multi-pairing of unequal numbers of G1 and
// G2 elements.
var errPairCount = errors.New("bn254: multi-pairing of different numbers of G1 and G2 elements")

// MultiPair returns e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) with one shared
// Miller loop and one final exponentiation, or an error when the slices
// differ in length. The product of no pairings is 1.
func MultiPair(ps []*G1, qs []*G2) (*GT, error) {
	a, b, err := affinePairs(ps, qs)
	if err != nil {
		return nil, err
	}
	z, err := get().eng.Pair(a, b)
	if err != nil {
		panic(errInternal)
	}
	return z, nil
}

// PairingCheck reports whether e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) = 1,
// with one Miller loop and one final exponentiation, the check of EIP-197's
// precompile (see the subpackage evm); it returns an error when the slices
// differ in length.
func PairingCheck(ps []*G1, qs []*G2) (bool, error) {
	a, b, err := affinePairs(ps, qs)
	if err != nil {
		return false, err
	}
	ok, err := get().eng.PairingCheck(a, b)
	if err != nil {
		panic(errInternal)
	}
	return ok, nil
}

// affinePairs converts the pairing's inputs to the engine's affine points.
func affinePairs(ps []*G1, qs []*G2) ([]pairing.G1Affine[Fp], []pairing.G2Affine[Fp], error) {
	if len(ps) != len(qs) {
		return nil, nil, errPairCount
	}
	a := make([]pairing.G1Affine[Fp], len(ps))
	b := make([]pairing.G2Affine[Fp], len(qs))
	for i := range ps {
		a[i], b[i] = ps[i].affine(), qs[i].affine()
	}
	return a, b, nil
}

// affine returns v as the pairing engine's input.
func (v *G1) affine() pairing.G1Affine[Fp] {
	x, y, inf := v.pt().Affine()
	return pairing.G1Affine[Fp]{X: x, Y: y, Infinity: inf == 1}
}

// affine returns v as the pairing engine's input.
func (v *G2) affine() pairing.G2Affine[Fp] {
	x, y, inf := v.pt().Affine()
	return pairing.G2Affine[Fp]{X: x, Y: y, Infinity: inf == 1}
}
