package frost

import (
	"fmt"
	"io"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// The distributed key generation of the FROST paper (Komlo–Goldberg,
// Figure 1), as the ZcashFoundation reference implementation runs it: a
// Pedersen DKG where each participant also proves knowledge of its secret
// constant term, so that no one can choose its contribution as a function
// of the others'. RFC 9591 leaves key generation out of scope; this follows
// the reference so that its vectors_dkg files check it.
//
//	Round 1: participant i draws a polynomial f_i of degree t−1, and
//	broadcasts its VSS commitment C_i = (a_ij·G)_j with a Schnorr proof
//	(R_i, μ_i) of knowledge of a_i0: R_i = k·G, c = H_dkg(id_i ‖ C_i0 ‖ R_i),
//	μ_i = k + a_i0·c.
//	Round 2: having checked every proof, i sends f_i(j) to each j, secretly.
//	Finalize: j checks each f_i(j) against C_i, and its secret share is
//	s_j = Σ_i f_i(j); the group public key is Σ_i C_i0.

// DKGRound1Package is what a participant broadcasts in round one.
type DKGRound1Package struct {
	Identifier Identifier
	Commitment []group.Element // a_ij·G for j = 0 … t−1
	ProofR     group.Element   // R of the proof of knowledge of a_i0
	ProofZ     group.Scalar    // μ of the proof
}

// DKGSecret is a participant's state between the rounds: its polynomial.
// DKGFinalize wipes it; Zeroize wipes it on abort.
type DKGSecret struct {
	id          Identifier
	coeffs      []group.Scalar
	min, max    int
	commitment  []group.Element
	othersRound []*DKGRound1Package
}

// Zeroize wipes the secret polynomial.
func (d *DKGSecret) Zeroize() {
	for _, c := range d.coeffs {
		c.Zeroize()
	}
}

// DKGRound1 starts the DKG for participant id among maxSigners with
// threshold minSigners, drawing its polynomial and proof nonce from rand
// (crypto/rand when nil).
func (s *Suite) DKGRound1(id Identifier, minSigners, maxSigners int, rand io.Reader) (*DKGSecret, *DKGRound1Package, error) {
	if err := s.usable(); err != nil {
		return nil, nil, err
	}
	if minSigners < 2 || maxSigners < minSigners {
		return nil, nil, fmt.Errorf("%w: need 2 ≤ minSigners (%d) ≤ maxSigners (%d)", ErrInvalidParameters, minSigners, maxSigners)
	}
	coeffs := make([]group.Scalar, 0, minSigners)
	wipe := func() {
		for _, c := range coeffs {
			c.Zeroize()
		}
	}
	for range minSigners {
		c, err := s.g.RandomScalar(rand)
		if err != nil {
			wipe()
			return nil, nil, fmt.Errorf("frost: %w", err)
		}
		coeffs = append(coeffs, c)
	}
	k, err := s.g.RandomScalar(rand)
	if err != nil {
		wipe()
		return nil, nil, fmt.Errorf("frost: %w", err)
	}
	defer k.Zeroize()
	return s.dkgRound1(id, coeffs, k, maxSigners)
}

// dkgRound1 is DKGRound1 with the polynomial and the proof nonce k given.
// It keeps coeffs.
func (s *Suite) dkgRound1(id Identifier, coeffs []group.Scalar, k group.Scalar, maxSigners int) (*DKGSecret, *DKGRound1Package, error) {
	if id == 0 {
		return nil, nil, fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	commitment := vssCommit(s.g, coeffs)
	R := s.g.NewElement().ScalarBaseMult(k)
	if s.isTaproot() && hasOddY(R) { // its proofs carry x(R): use the even-y R
		k = s.g.NewScalar().Negate(k)
		defer k.Zeroize()
		R.Negate(R)
	}
	c, err := s.dkgChallenge(id, commitment[0], R)
	if err != nil {
		return nil, nil, err
	}
	mu := s.g.NewScalar().Multiply(coeffs[0], c)
	mu.Add(mu, k)
	sec := &DKGSecret{id: id, coeffs: coeffs, min: len(coeffs), max: maxSigners, commitment: commitment}
	return sec, &DKGRound1Package{Identifier: id, Commitment: commitment, ProofR: R, ProofZ: mu}, nil
}

// dkgChallenge is H_dkg(SerializeScalar(id) ‖ SerializeElement(C_0) ‖
// SerializeElement(R)), the suite's hash to a scalar under the label "dkg".
func (s *Suite) dkgChallenge(id Identifier, c0, R group.Element) (group.Scalar, error) {
	return s.hashToScalar("dkg", id.scalar(s.g).Bytes(), c0.Bytes(), R.Bytes())
}

// verifyProof checks one round-one package: its length, its elements and
// its proof of knowledge, R = μ·G − c·C_0.
func (s *Suite) verifyProof(p *DKGRound1Package, min int) error {
	if p == nil || p.ProofR == nil || p.ProofZ == nil {
		return fmt.Errorf("%w: missing round-one package", ErrInvalidParameters)
	}
	if len(p.Commitment) != min {
		return fmt.Errorf("%w: participant %d committed to %d coefficients, want %d", ErrInvalidParameters, p.Identifier, len(p.Commitment), min)
	}
	for _, e := range append([]group.Element{p.ProofR}, p.Commitment...) {
		if e == nil || e.IsIdentity() == 1 {
			return fmt.Errorf("%w: VSS commitment or proof of participant %d holds the identity", ErrInvalidEncoding, p.Identifier)
		}
	}
	c, err := s.dkgChallenge(p.Identifier, p.Commitment[0], p.ProofR)
	if err != nil {
		return err
	}
	c.Negate(c)
	if s.g.NewElement().DoubleScalarBaseMultVarTime(c, p.Commitment[0], p.ProofZ).Equal(p.ProofR) != 1 {
		return culprits(ErrInvalidProof, p.Identifier)
	}
	return nil
}

// DKGRound2 checks the other participants' round-one packages (exactly one
// from each of the maxSigners − 1 others) and returns the secret shares
// f_i(j) to send to each other participant j over a confidential channel.
// A failed proof gives a *CulpritError wrapping ErrInvalidProof that names
// its sender.
func (s *Suite) DKGRound2(sec *DKGSecret, received []*DKGRound1Package) (map[Identifier]group.Scalar, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if sec == nil || len(sec.coeffs) == 0 {
		return nil, fmt.Errorf("%w: no round-one secret, or DKGFinalize already ran", ErrInvalidParameters)
	}
	if len(received) != sec.max-1 {
		return nil, fmt.Errorf("%w: %d round-one packages, want %d", ErrInvalidParameters, len(received), sec.max-1)
	}
	ids := []Identifier{sec.id}
	var bad []Identifier
	for _, p := range received {
		if p == nil {
			return nil, fmt.Errorf("%w: missing round-one package", ErrInvalidParameters)
		}
		ids = append(ids, p.Identifier)
	}
	if err := checkIdentifiers(ids); err != nil {
		return nil, fmt.Errorf("round-one packages: %w", err)
	}
	for _, p := range received {
		if err := s.verifyProof(p, sec.min); err != nil {
			if ce, ok := err.(*CulpritError); ok {
				bad = append(bad, ce.Culprits...)
				continue
			}
			return nil, err
		}
	}
	if len(bad) > 0 {
		return nil, culprits(ErrInvalidProof, bad...)
	}
	sec.othersRound = slices.Clone(received)
	out := make(map[Identifier]group.Scalar, len(received))
	for _, p := range received {
		out[p.Identifier] = evalPolynomial(s.g, sec.coeffs, p.Identifier.scalar(s.g))
	}
	return out, nil
}

// DKGFinalize takes the shares f_i(j) that the others sent to this
// participant j, checks each against its sender's VSS commitment, and
// returns the participant's key package and the public key package. It
// wipes the secret polynomial and the received shares. A share that fails
// gives a *CulpritError wrapping ErrInvalidSecretShare that names every
// sender whose share failed.
func (s *Suite) DKGFinalize(sec *DKGSecret, shares map[Identifier]group.Scalar) (*KeyPackage, *PublicKeyPackage, error) {
	if err := s.usable(); err != nil {
		return nil, nil, err
	}
	defer func() {
		for _, x := range shares {
			if x != nil {
				x.Zeroize()
			}
		}
	}()
	if sec == nil || len(sec.othersRound) != sec.max-1 || len(sec.coeffs) == 0 {
		return nil, nil, fmt.Errorf("%w: DKGRound2 has not run, or DKGFinalize already has", ErrInvalidParameters)
	}
	if len(shares) != len(sec.othersRound) {
		return nil, nil, fmt.Errorf("%w: %d shares, want %d", ErrInvalidParameters, len(shares), len(sec.othersRound))
	}
	sum := evalPolynomial(s.g, sec.coeffs, sec.id.scalar(s.g))
	var bad []Identifier
	for _, p := range sec.othersRound {
		x, ok := shares[p.Identifier]
		if !ok || x == nil {
			return nil, nil, fmt.Errorf("%w: no share from participant %d", ErrUnknownSigner, p.Identifier)
		}
		if s.VerifySecretShare(sec.id, x, p.Commitment) != nil {
			bad = append(bad, p.Identifier)
			continue
		}
		sum.Add(sum, x)
	}
	if len(bad) > 0 {
		sum.Zeroize()
		return nil, nil, culprits(ErrInvalidSecretShare, bad...)
	}
	// The summed commitment commits to Σ_i f_i, whose shares are the s_j.
	total := make([]group.Element, sec.min)
	for j := range total {
		total[j] = s.g.NewElement().Set(sec.commitment[j])
		for _, p := range sec.othersRound {
			total[j].Add(total[j], p.Commitment[j])
		}
	}
	pub := &PublicKeyPackage{GroupPublicKey: total[0], PublicShares: map[Identifier]group.Element{}, Commitment: total}
	pub.PublicShares[sec.id] = commitmentAt(s.g, total, sec.id)
	for _, p := range sec.othersRound {
		pub.PublicShares[p.Identifier] = commitmentAt(s.g, total, p.Identifier)
	}
	sec.Zeroize()
	sec.coeffs = nil
	key := &KeyPackage{Identifier: sec.id, SecretShare: sum, PublicShare: pub.PublicShares[sec.id],
		GroupPublicKey: total[0], MinSigners: sec.min}
	if s.isTaproot() {
		// As the reference implementation does after its DKG: even-y
		// key, then the BIP-341 tweak with no script path.
		if err := s.TweakKeys(key, pub, nil); err != nil {
			return nil, nil, err
		}
	}
	return key, pub, nil
}
