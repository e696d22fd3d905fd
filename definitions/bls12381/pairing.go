package bls12381

import (
	"errors"

	"github.com/curvekit/curvekit/curves/pairing"
)

// GT is an element of GT, the group of r-th roots of unity of Fp12 that the
// pairing maps into: the pairing engine's type (curves/pairing), with its
// Mul, Exp, Equal, IsOne and 576-byte encodings.
type GT = pairing.GT[Fp]

// Pair returns e(p, q), the optimal ate pairing of BLS12-381 as
// curves/pairing computes it (the value gnark-crypto, kilic/bls12-381 and
// circl compute). e(O, q) = e(p, O) = 1. It runs in time independent of
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
var errPairCount = errors.New("bls12381: multi-pairing of different numbers of G1 and G2 elements")

// MultiPair returns e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) with one shared
// Miller loop and one final exponentiation, or an error when the slices
// differ in length. The product of no pairings is 1. It allocates only its
// result for up to four pairs.
func MultiPair(ps []*G1, qs []*G2) (*GT, error) {
	var bufA [stackPairs]pairing.G1Affine[Fp]
	var bufB [stackPairs]pairing.G2Affine[Fp]
	a, b, err := affinePairs(ps, qs, bufA[:0], bufB[:0])
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
// with one Miller loop and one final exponentiation; it returns an error
// when the slices differ in length. It allocates nothing for up to four
// pairs.
func PairingCheck(ps []*G1, qs []*G2) (bool, error) {
	var bufA [stackPairs]pairing.G1Affine[Fp]
	var bufB [stackPairs]pairing.G2Affine[Fp]
	a, b, err := affinePairs(ps, qs, bufA[:0], bufB[:0])
	if err != nil {
		return false, err
	}
	ok, err := get().eng.PairingCheck(a, b)
	if err != nil {
		panic(errInternal)
	}
	return ok, nil
}

// stackPairs is how many pairs MultiPair and PairingCheck convert in
// buffers on their stack (the engine's Miller loop keeps as many there);
// more pairs cost an allocation for their affine points.
const stackPairs = 4

// affinePairs appends the pairing's inputs, as the engine's affine points,
// to a and b and returns them; the buffers grow only past their capacity.
func affinePairs(ps []*G1, qs []*G2, a []pairing.G1Affine[Fp], b []pairing.G2Affine[Fp]) ([]pairing.G1Affine[Fp], []pairing.G2Affine[Fp], error) {
	if len(ps) != len(qs) {
		return nil, nil, errPairCount
	}
	for i := range ps {
		a, b = append(a, ps[i].affine()), append(b, qs[i].affine())
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
