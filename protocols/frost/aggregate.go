package frost

import (
	"fmt"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// VerifySignatureShare checks one signer's share against its public share
// (RFC 9591 §5.4): z_i·G = D_i + ρ_i·E_i + (c·λ_i)·PK_i. It returns an
// error wrapping ErrInvalidSignatureShare that names the signer otherwise,
// and ErrUnknownSigner for a signer without a commitment in pkg or a public
// share in pub.
func (s *Suite) VerifySignatureShare(share *SignatureShare, pkg *SigningPackage, pub *PublicKeyPackage) error {
	if err := s.usable(); err != nil {
		return err
	}
	if pub == nil || pub.GroupPublicKey == nil {
		return fmt.Errorf("%w: no public key package", ErrInvalidParameters)
	}
	st, err := s.newSigningState(pub.GroupPublicKey, pkg)
	if err != nil {
		return err
	}
	return s.verifyShare(st, share, pub)
}

func (s *Suite) verifyShare(st *signingState, share *SignatureShare, pub *PublicKeyPackage) error {
	if share == nil || share.Share == nil {
		return fmt.Errorf("%w: missing share", ErrInvalidParameters)
	}
	i := st.index(share.Identifier)
	if i < 0 {
		return fmt.Errorf("%w: share from %d, who has no commitment in the signing package", ErrUnknownSigner, share.Identifier)
	}
	pk, ok := pub.PublicShares[share.Identifier]
	if !ok || pk == nil {
		return fmt.Errorf("%w: no public share for participant %d", ErrUnknownSigner, share.Identifier)
	}
	lambda, err := lagrange(s.g, share.Identifier, st.ids)
	if err != nil {
		return err
	}
	c := st.sorted[i]
	// Every value here is public. The taproot variant negates the nonce
	// part for an odd-y R and the key part for an odd-y group public key.
	nonce := s.g.NewElement().ScalarMult(st.rho[i], c.Binding)
	nonce.Add(nonce, c.Hiding)
	if s.isTaproot() && hasOddY(st.R) {
		nonce.Negate(nonce)
	}
	keyPart := s.g.NewElement().ScalarMult(lambda.Multiply(lambda, st.c), pk)
	if s.isTaproot() && hasOddY(pub.GroupPublicKey) {
		keyPart.Negate(keyPart)
	}
	rhs := nonce.Add(nonce, keyPart)
	if s.g.NewElement().ScalarBaseMult(share.Share).Equal(rhs) != 1 {
		return culprits(ErrInvalidSignatureShare, share.Identifier)
	}
	return nil
}

// Aggregate is the coordinator's last step (RFC 9591 §5.3): with one share
// from each signer of pkg it returns the signature SerializeElement(R) ‖
// SerializeScalar(z), z = Σ z_i, after checking that it verifies. When it
// does not, every share is checked with verify_signature_share and the
// error, a *CulpritError wrapping ErrInvalidSignatureShare, names the
// signers whose shares failed.
func (s *Suite) Aggregate(pkg *SigningPackage, shares []*SignatureShare, pub *PublicKeyPackage) ([]byte, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if pub == nil || pub.GroupPublicKey == nil {
		return nil, fmt.Errorf("%w: no public key package", ErrInvalidParameters)
	}
	st, err := s.newSigningState(pub.GroupPublicKey, pkg)
	if err != nil {
		return nil, err
	}
	for _, id := range st.ids {
		if pub.PublicShares[id] == nil {
			return nil, fmt.Errorf("%w: commitment from participant %d, who has no public share", ErrUnknownSigner, id)
		}
	}
	if len(shares) != len(st.ids) {
		return nil, fmt.Errorf("%w: %d shares for %d commitments", ErrInvalidParameters, len(shares), len(st.ids))
	}
	seen := make([]Identifier, 0, len(shares))
	z := s.g.NewScalar()
	for _, sh := range shares {
		if sh == nil || sh.Share == nil {
			return nil, fmt.Errorf("%w: missing share", ErrInvalidParameters)
		}
		if st.index(sh.Identifier) < 0 {
			return nil, fmt.Errorf("%w: share from %d, who has no commitment in the signing package", ErrUnknownSigner, sh.Identifier)
		}
		if slices.Contains(seen, sh.Identifier) {
			return nil, fmt.Errorf("%w: two shares from %d", ErrInvalidIdentifier, sh.Identifier)
		}
		seen = append(seen, sh.Identifier)
		z.Add(z, sh.Share)
	}
	sig := s.encodeSignature(st.R, z)
	if s.verify(st.R, z, st.c, pub.GroupPublicKey) {
		return sig, nil
	}
	var bad []Identifier
	for _, sh := range shares {
		if err := s.verifyShare(st, sh, pub); err != nil {
			bad = append(bad, sh.Identifier)
		}
	}
	if len(bad) == 0 { // every share verifies, so the sum must: impossible
		return nil, fmt.Errorf("%w: internal error: shares verify, the signature does not", ErrInvalidSignature)
	}
	return nil, culprits(ErrInvalidSignatureShare, bad...)
}

// verify checks z·G = R + c·PK, with R and PK of even y for the taproot
// variant. Only public values enter it.
func (s *Suite) verify(R group.Element, z, c group.Scalar, pk group.Element) bool {
	R, pk = s.evenY(R), s.evenY(pk)
	// z·G − c·PK = R
	negC := s.g.NewScalar().Negate(c)
	lhs := s.g.NewElement().DoubleScalarBaseMultVarTime(negC, pk, z)
	return lhs.Equal(R) == 1
}

// Verify checks a signature of msg under the group public key (RFC 9591
// §5.3, verify_signature). It returns nil or an error wrapping
// ErrInvalidSignature or ErrInvalidEncoding. The signature is R ‖ z (x(R) ‖ z
// for Secp256k1TR, as BIP-340 has it); R must be a valid non-identity
// element and z a canonical scalar. For the Edwards
// suites elements are in the prime-order subgroup, so checking z·G = R +
// c·PK equals the cofactored check of RFC 9591 §6.1 and §6.3. Execution time
// depends on the inputs, which are public.
func (s *Suite) Verify(pk group.Element, msg, sig []byte) error {
	if err := s.usable(); err != nil {
		return err
	}
	R, z, err := s.parseSignature(sig)
	if err != nil {
		return err
	}
	c, err := s.challenge(R, pk, msg)
	if err != nil {
		return err
	}
	if !s.verify(R, z, c, pk) {
		return ErrInvalidSignature
	}
	return nil
}
