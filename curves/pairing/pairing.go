package pairing

import (
	"errors"
	"strconv"
)

// check returns an error unless ps and qs have the same length and every
// point lies on its curve. It does not check subgroup membership (see
// IsInSubgroupG1VarTime).
func (e *Engine[E]) check(ps []G1Affine[E], qs []G2Affine[E]) error {
	if len(ps) != len(qs) {
		return errors.New("pairing: " + strconv.Itoa(len(ps)) + " G1 points and " + strconv.Itoa(len(qs)) + " G2 points")
	}
	for i := range ps {
		if !e.IsOnCurveG1(&ps[i]) {
			return errors.New("pairing: G1 point " + strconv.Itoa(i) + " is not on the curve")
		}
		if !e.IsOnCurveG2(&qs[i]) {
			return errors.New("pairing: G2 point " + strconv.Itoa(i) + " is not on the twist")
		}
	}
	return nil
}

// MillerLoop sets z to the product of the Miller loop values f(Pᵢ, Qᵢ),
// before the final exponentiation, and returns z; z must come from NewGT
// (its value is not an element of GT until FinalExponentiation). Points at
// infinity contribute 1. It returns nil and an error, leaving z unchanged,
// when the slices differ in length or a point is not on its curve.
// Subgroup membership is not checked: the result is meaningful only for
// points of G1 and G2.
func (z *GT[E]) MillerLoop(ps []G1Affine[E], qs []G2Affine[E]) (*GT[E], error) {
	if err := z.e.check(ps, qs); err != nil {
		return nil, err
	}
	z.e.millerLoopShares(&z.v, ps, qs)
	return z, nil
}

// FinalExponentiation sets z = x^(m·(p¹² − 1)/r) and returns z, for the
// value x of a MillerLoop (m is the family's fixed multiple, see
// Engine.Pair).
func (z *GT[E]) FinalExponentiation(x *GT[E]) *GT[E] {
	z.engine(x).finalExponentiation(&z.v, &x.v)
	return z
}

// SetPair sets z = Πᵢ e(Pᵢ, Qᵢ), the product of the optimal ate pairings of
// the pairs, and returns z: one Miller loop over all pairs (sharing its
// squarings) and one final exponentiation. z must come from NewGT. An empty
// product is 1, and e(O, Q) = e(P, O) = 1. It returns nil and an error,
// leaving z unchanged, when the slices differ in length or a point is not on
// its curve. Subgroup membership is not checked: callers holding points from
// untrusted encodings must check it (IsInSubgroupG1VarTime and
// IsInSubgroupG2VarTime, or the group types' checks).
//
// SetPair allocates nothing for up to four pairs; more pairs cost one
// allocation for their Miller loop state. With GOMAXPROCS > 1 and at least
// eight pairs, the Miller loop runs in shares of at least four pairs on
// separate goroutines (parallel.go).
func (z *GT[E]) SetPair(ps []G1Affine[E], qs []G2Affine[E]) (*GT[E], error) {
	if _, err := z.MillerLoop(ps, qs); err != nil {
		return nil, err
	}
	return z.FinalExponentiation(z), nil
}

// Pair returns Πᵢ e(Pᵢ, Qᵢ) as a new GT element (see GT.SetPair, which
// writes into an existing one). The value is the optimal ate pairing raised
// to a fixed power m coprime to r (m = 3 for BLS12 and 2x(6x² + 3x + 1) for
// BN, the powers the final exponentiation chains compute), so it agrees
// with gnark-crypto, kilic/bls12-381 and circl.
func (e *Engine[E]) Pair(ps []G1Affine[E], qs []G2Affine[E]) (*GT[E], error) {
	z := &GT[E]{e: e}
	if _, err := z.SetPair(ps, qs); err != nil {
		return nil, err
	}
	return z, nil
}

// PairingCheck reports whether Πᵢ e(Pᵢ, Qᵢ) = 1, the check of BLS signature
// verification and of EIP-197's pairing precompile. It returns false and an
// error when the slices differ in length or a point is not on its curve;
// subgroup membership is the caller's to check, as for SetPair. It
// allocates nothing for up to four pairs.
func (e *Engine[E]) PairingCheck(ps []G1Affine[E], qs []G2Affine[E]) (bool, error) {
	var z GT[E]
	z.e = e
	if _, err := z.SetPair(ps, qs); err != nil {
		return false, err
	}
	return z.IsOne() == 1, nil
}
