package frost

import (
	"cmp"
	"crypto/rand"
	"fmt"
	"io"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// SigningNonces are a signer's secret nonces (d_i, e_i) of round one. They
// must be used for one signature only: Sign wipes them, and refuses nonces
// that were wiped.
type SigningNonces struct {
	Hiding, Binding group.Scalar
}

// Zeroize wipes the nonces.
func (n *SigningNonces) Zeroize() {
	for _, s := range []group.Scalar{n.Hiding, n.Binding} {
		if s != nil {
			s.Zeroize()
		}
	}
}

// Commitment is a signer's public round-one output (D_i, E_i) = (d_i·G, e_i·G).
type Commitment struct {
	Identifier      Identifier
	Hiding, Binding group.Element
}

// SigningPackage is what the coordinator sends every signer in round two:
// the message and the commitments of the signers, one per signer.
type SigningPackage struct {
	Message     []byte
	Commitments []Commitment
}

// nonceGenerate is nonce_generate of RFC 9591 §4.1: H3(random_bytes(32) ‖
// SerializeScalar(secret)), the 32 bytes read from rand.
func (s *Suite) nonceGenerate(secret group.Scalar, r io.Reader) (group.Scalar, error) {
	var random [32]byte
	defer clear(random[:])
	if _, err := io.ReadFull(r, random[:]); err != nil {
		return nil, fmt.Errorf("frost: reading nonce randomness: %w", err)
	}
	enc := secret.Bytes()
	defer clear(enc)
	return s.hashToScalar("nonce", random[:], enc)
}

// Commit is round one (RFC 9591 §5.1): it draws the hiding and binding
// nonces from 32 bytes of rand each (crypto/rand when nil), hedged with the
// secret share, and returns them with their public commitment.
func (s *Suite) Commit(key *KeyPackage, r io.Reader) (*SigningNonces, *Commitment, error) {
	if err := s.usable(); err != nil {
		return nil, nil, err
	}
	if r == nil {
		r = rand.Reader
	}
	if key == nil || key.SecretShare == nil || key.SecretShare.IsZero() == 1 {
		return nil, nil, fmt.Errorf("%w: missing or zero secret share", ErrInvalidParameters)
	}
	d, err := s.nonceGenerate(key.SecretShare, r)
	if err != nil {
		return nil, nil, err
	}
	e, err := s.nonceGenerate(key.SecretShare, r)
	if err != nil {
		d.Zeroize()
		return nil, nil, err
	}
	return &SigningNonces{Hiding: d, Binding: e}, &Commitment{
		Identifier: key.Identifier,
		Hiding:     s.g.NewElement().ScalarBaseMult(d),
		Binding:    s.g.NewElement().ScalarBaseMult(e),
	}, nil
}

// sortedCommitments checks the commitment list (at least minSigners if
// given, no zero or repeated identifier, no identity element) and returns
// it sorted by identifier, as RFC 9591 §4.3 requires of its encoding.
func (s *Suite) sortedCommitments(list []Commitment) ([]Commitment, []Identifier, error) {
	if len(list) == 0 {
		return nil, nil, fmt.Errorf("%w: no commitments", ErrInvalidParameters)
	}
	ids := make([]Identifier, len(list))
	for i, c := range list {
		ids[i] = c.Identifier
		if c.Hiding == nil || c.Binding == nil || c.Hiding.IsIdentity() == 1 || c.Binding.IsIdentity() == 1 {
			return nil, nil, fmt.Errorf("%w: commitment of participant %d is missing or the identity", ErrInvalidEncoding, c.Identifier)
		}
	}
	if err := checkIdentifiers(ids); err != nil {
		return nil, nil, fmt.Errorf("commitment list: %w", err)
	}
	sorted := slices.Clone(list)
	slices.SortFunc(sorted, func(a, b Commitment) int { return cmp.Compare(a.Identifier, b.Identifier) })
	for i := range sorted {
		ids[i] = sorted[i].Identifier
	}
	return sorted, ids, nil
}

// bindingFactorInputs returns, for each commitment of sorted, the input of
// H1: SerializeElement(PK) ‖ H4(msg) ‖ H5(encode_group_commitment_list) ‖
// SerializeScalar(id) (RFC 9591 §4.3, §4.4).
func (s *Suite) bindingFactorInputs(pk group.Element, sorted []Commitment, msg []byte) [][]byte {
	var enc []byte
	for _, c := range sorted {
		enc = append(enc, c.Identifier.scalar(s.g).Bytes()...)
		enc = append(enc, c.Hiding.Bytes()...)
		enc = append(enc, c.Binding.Bytes()...)
	}
	prefix := slices.Concat(pk.Bytes(), s.h4(msg), s.h5(enc))
	in := make([][]byte, len(sorted))
	for i, c := range sorted {
		in[i] = slices.Concat(prefix, c.Identifier.scalar(s.g).Bytes())
	}
	return in
}

// bindingFactors returns ρ_i = H1(input_i) for each commitment of sorted.
func (s *Suite) bindingFactors(pk group.Element, sorted []Commitment, msg []byte) ([]group.Scalar, error) {
	in := s.bindingFactorInputs(pk, sorted, msg)
	rho := make([]group.Scalar, len(in))
	for i := range in {
		r, err := s.hashToScalar("rho", in[i])
		if err != nil {
			return nil, err
		}
		rho[i] = r
	}
	return rho, nil
}

// groupCommitment returns R = Σ D_i + ρ_i·E_i (RFC 9591 §4.5), which must
// not be the identity. Commitments and binding factors are public, so one
// variable-time multi-scalar multiplication computes it.
func (s *Suite) groupCommitment(sorted []Commitment, rho []group.Scalar) (group.Element, error) {
	one := s.g.NewScalar().SetUint64(1)
	scalars := make([]group.Scalar, 0, 2*len(sorted))
	elements := make([]group.Element, 0, 2*len(sorted))
	for i, c := range sorted {
		scalars = append(scalars, one, rho[i])
		elements = append(elements, c.Hiding, c.Binding)
	}
	R := s.g.NewElement().MultiScalarMultVarTime(scalars, elements)
	if R.IsIdentity() == 1 {
		return nil, fmt.Errorf("%w: the group commitment is the identity", ErrInvalidEncoding)
	}
	return R, nil
}

// challenge returns c = H2(SerializeElement(R) ‖ SerializeElement(PK) ‖ msg)
// (RFC 9591 §4.6).
func (s *Suite) challenge(R, pk group.Element, msg []byte) (group.Scalar, error) {
	if s.isTaproot() {
		return s.bip340Challenge(R, pk, msg)
	}
	return s.hashToScalar("chal", R.Bytes(), pk.Bytes(), msg)
}

// signingState is what round two and share verification both derive from
// a signing package: the sorted commitments and their identifiers, the
// binding factors, the group commitment and the challenge.
type signingState struct {
	sorted []Commitment
	ids    []Identifier
	rho    []group.Scalar
	R      group.Element
	c      group.Scalar
}

func (s *Suite) newSigningState(pk group.Element, pkg *SigningPackage) (*signingState, error) {
	if pkg == nil {
		return nil, fmt.Errorf("%w: no signing package", ErrInvalidParameters)
	}
	if pk.IsIdentity() == 1 {
		return nil, fmt.Errorf("%w: the group public key is the identity", ErrInvalidEncoding)
	}
	sorted, ids, err := s.sortedCommitments(pkg.Commitments)
	if err != nil {
		return nil, err
	}
	rho, err := s.bindingFactors(pk, sorted, pkg.Message)
	if err != nil {
		return nil, err
	}
	R, err := s.groupCommitment(sorted, rho)
	if err != nil {
		return nil, err
	}
	c, err := s.challenge(R, pk, pkg.Message)
	if err != nil {
		return nil, err
	}
	return &signingState{sorted, ids, rho, R, c}, nil
}

// index returns the position of id in the state, or −1.
func (st *signingState) index(id Identifier) int { return slices.Index(st.ids, id) }

// SignatureShare is a signer's round-two output z_i.
type SignatureShare struct {
	Identifier Identifier
	Share      group.Scalar
}

// Sign is round two (RFC 9591 §5.2): z_i = d_i + e_i·ρ_i + λ_i·s_i·c. The
// signer's own commitment must be in the package, with the values of its
// nonces. Sign wipes nonces whatever the outcome, so they cannot be reused.
func (s *Suite) Sign(pkg *SigningPackage, nonces *SigningNonces, key *KeyPackage) (*SignatureShare, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if nonces == nil || nonces.Hiding == nil || nonces.Binding == nil || nonces.Hiding.IsZero() == 1 || nonces.Binding.IsZero() == 1 {
		return nil, ErrNoncesUsed
	}
	defer nonces.Zeroize()
	if key == nil || key.SecretShare == nil || key.SecretShare.IsZero() == 1 || key.GroupPublicKey == nil {
		return nil, fmt.Errorf("%w: missing or zero secret share", ErrInvalidParameters)
	}
	st, err := s.newSigningState(key.GroupPublicKey, pkg)
	if err != nil {
		return nil, err
	}
	if key.MinSigners > 0 && len(st.ids) < key.MinSigners {
		return nil, fmt.Errorf("%w: %d signers, the threshold is %d", ErrInvalidParameters, len(st.ids), key.MinSigners)
	}
	i := st.index(key.Identifier)
	if i < 0 {
		return nil, fmt.Errorf("%w: signer %d has no commitment in the signing package", ErrUnknownSigner, key.Identifier)
	}
	own := st.sorted[i]
	if own.Hiding.Equal(s.g.NewElement().ScalarBaseMult(nonces.Hiding)) != 1 ||
		own.Binding.Equal(s.g.NewElement().ScalarBaseMult(nonces.Binding)) != 1 {
		return nil, fmt.Errorf("%w: the commitment of signer %d in the package is not that of its nonces", ErrInvalidParameters, key.Identifier)
	}
	lambda, err := lagrange(s.g, key.Identifier, st.ids)
	if err != nil {
		return nil, err
	}
	// z = (d + e·ρ) + λ·s·c; the taproot variant negates the first term
	// for an odd-y R and the second for an odd-y group public key. The
	// parities are public.
	z := s.g.NewScalar().Multiply(nonces.Binding, st.rho[i])
	z.Add(z, nonces.Hiding)
	if s.isTaproot() && hasOddY(st.R) {
		z.Negate(z)
	}
	t := s.g.NewScalar().Multiply(lambda, key.SecretShare)
	t.Multiply(t, st.c)
	if s.isTaproot() && hasOddY(key.GroupPublicKey) {
		t.Negate(t)
	}
	z.Add(z, t)
	t.Zeroize()
	return &SignatureShare{Identifier: key.Identifier, Share: z}, nil
}
