package frost

import (
	"fmt"
	"io"

	"github.com/curvekit/curvekit/group"
)

// Share repair: a participant who lost its secret share gets it back from
// t helpers without any of them learning it or revealing its own — the
// repairable threshold scheme that the ZcashFoundation reference
// implementation ships (Laing–Stinson, "A survey and refinement of
// repairable threshold schemes", enrolment without a dealer):
//
//	step 1, helper i: δ_i = λ_i(r)·s_i, with λ_i(r) the Lagrange coefficient
//	        of i at the target r over the helpers, split into random
//	        summands δ_{i,j}, one per helper j, sent to j secretly;
//	step 2, helper j: σ_j = Σ_i δ_{i,j}, sent to the target;
//	step 3, target r: s_r = Σ_j σ_j = Σ_i λ_i(r)·s_i = f(r).
//
// Each δ_{i,j} alone is uniformly random, and so is each σ_j.

// RepairShareStep1 is helper key's first step to repair the share of
// target among helpers (which must hold key's identifier, no zero or
// repeated identifier, and not target). It returns the summands δ_{i,j} to
// send to each helper j (its own included), drawn from rand (crypto/rand
// when nil).
func (s *Suite) RepairShareStep1(helpers []Identifier, key *KeyPackage, target Identifier, rand io.Reader) (map[Identifier]group.Scalar, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if key == nil || key.SecretShare == nil || key.SecretShare.IsZero() == 1 {
		return nil, fmt.Errorf("%w: missing or zero secret share", ErrInvalidParameters)
	}
	if err := checkIdentifiers(append([]Identifier{target}, helpers...)); err != nil {
		return nil, fmt.Errorf("repair helpers and target: %w", err)
	}
	if key.MinSigners > 0 && len(helpers) < key.MinSigners {
		return nil, fmt.Errorf("%w: %d helpers, the threshold is %d", ErrInvalidParameters, len(helpers), key.MinSigners)
	}
	lambda, err := lagrangeAt(s.g, key.Identifier, helpers, target.scalar(s.g))
	if err != nil {
		return nil, err
	}
	delta := lambda.Multiply(lambda, key.SecretShare)
	defer delta.Zeroize()
	out := make(map[Identifier]group.Scalar, len(helpers))
	rest := s.g.NewScalar().Set(delta)
	for _, j := range helpers[:len(helpers)-1] {
		r, err := s.g.RandomScalar(rand)
		if err != nil {
			return nil, fmt.Errorf("frost: %w", err)
		}
		out[j] = r
		rest.Subtract(rest, r)
	}
	out[helpers[len(helpers)-1]] = rest
	return out, nil
}

// RepairShareStep2 is a helper's second step: σ_j, the sum of the summands
// it received from every helper (its own included). It wipes them.
func (s *Suite) RepairShareStep2(deltas []group.Scalar) (group.Scalar, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	return s.sumAndWipe(deltas, "summand")
}

// RepairShareStep3 is the target's step: its secret share Σ_j σ_j, checked
// against its public share when pub holds one. It wipes the σ_j.
func (s *Suite) RepairShareStep3(target Identifier, sigmas []group.Scalar, pub *PublicKeyPackage) (*KeyPackage, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	share, err := s.sumAndWipe(sigmas, "σ")
	if err != nil {
		return nil, err
	}
	key := &KeyPackage{Identifier: target, SecretShare: share, PublicShare: s.g.NewElement().ScalarBaseMult(share)}
	if pub != nil {
		key.GroupPublicKey = pub.GroupPublicKey
		if want, ok := pub.PublicShares[target]; ok && want.Equal(key.PublicShare) != 1 {
			share.Zeroize()
			return nil, fmt.Errorf("%w: the repaired share of %d does not match its public share", ErrInvalidSecretShare, target)
		}
	}
	return key, nil
}

func (s *Suite) sumAndWipe(xs []group.Scalar, what string) (group.Scalar, error) {
	if len(xs) == 0 {
		return nil, fmt.Errorf("%w: no %s", ErrInvalidParameters, what)
	}
	sum := s.g.NewScalar()
	for i, x := range xs {
		if x == nil {
			return nil, fmt.Errorf("%w: %s %d is missing", ErrInvalidParameters, what, i)
		}
		sum.Add(sum, x)
		x.Zeroize()
	}
	return sum, nil
}
