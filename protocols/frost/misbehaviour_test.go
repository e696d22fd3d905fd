package frost

import (
	"bytes"
	"errors"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// culpritsOf returns the participants an error names, failing if it names
// none.
func culpritsOf(t *testing.T, err error, sentinel error) []Identifier {
	t.Helper()
	require.ErrorIs(t, err, sentinel)
	var ce *CulpritError
	require.True(t, errors.As(err, &ce), "%v is not a *CulpritError", err)
	return ce.Culprits
}

// signUnchecked computes z_i as a cheating signer would, with nonces that
// need not be the committed ones.
func signUnchecked(t *testing.T, s *Suite, pkg *SigningPackage, d, e group.Scalar, key *KeyPackage) *SignatureShare {
	st, err := s.newSigningState(key.GroupPublicKey, pkg)
	require.NoError(t, err)
	lambda, err := lagrange(s.g, key.Identifier, st.ids)
	require.NoError(t, err)
	z := s.g.NewScalar().Multiply(lambda, key.SecretShare)
	z.Multiply(z, st.c)
	z.Add(z, s.g.NewScalar().Multiply(e, st.rho[st.index(key.Identifier)]))
	z.Add(z, d)
	return &SignatureShare{Identifier: key.Identifier, Share: z}
}

func setup(t *testing.T, s *Suite) ([]*KeyPackage, *PublicKeyPackage, *SigningPackage, []*SigningNonces) {
	keys, pub, err := s.TrustedDealerKeygen(nil, 3, 5, nil)
	require.NoError(t, err)
	pkg, nonces := commitAll(t, s, []byte("msg"), keys[0], keys[1], keys[3])
	return keys, pub, pkg, nonces
}

// TestAggregateNamesSignersOfBadShares corrupts shares, commitments and
// nonces, and checks that aggregation names exactly the culprits.
func TestAggregateNamesSignersOfBadShares(t *testing.T) {
	for _, s := range allSuites() {
		t.Run(s.Name(), func(t *testing.T) {
			t.Run("corrupted share", func(t *testing.T) {
				keys, pub, pkg, nonces := setup(t, s)
				var shares []*SignatureShare
				for i, k := range []*KeyPackage{keys[0], keys[1], keys[3]} {
					sh, err := s.Sign(pkg, nonces[i], k)
					require.NoError(t, err)
					shares = append(shares, sh)
				}
				shares[1].Share.Add(shares[1].Share, s.g.NewScalar().SetUint64(1))
				shares[2].Share.Negate(shares[2].Share)
				_, err := s.Aggregate(pkg, shares, pub)
				assert.Equal(t, []Identifier{2, 4}, culpritsOf(t, err, ErrInvalidSignatureShare))
				assert.ErrorIs(t, s.VerifySignatureShare(shares[1], pkg, pub), ErrInvalidSignatureShare)
				assert.NoError(t, s.VerifySignatureShare(shares[0], pkg, pub))
			})
			t.Run("wrong nonce", func(t *testing.T) {
				keys, pub, pkg, nonces := setup(t, s)
				sh1, err := s.Sign(pkg, nonces[0], keys[0])
				require.NoError(t, err)
				other, _, err := s.Commit(keys[1], nil)
				require.NoError(t, err)
				sh2 := signUnchecked(t, s, pkg, other.Hiding, nonces[1].Binding, keys[1])
				sh4, err := s.Sign(pkg, nonces[2], keys[3])
				require.NoError(t, err)
				_, err = s.Aggregate(pkg, []*SignatureShare{sh4, sh2, sh1}, pub)
				assert.Equal(t, []Identifier{2}, culpritsOf(t, err, ErrInvalidSignatureShare))
			})
			t.Run("corrupted commitment", func(t *testing.T) {
				// Signer 4's published binding commitment is not that of its
				// nonce: honest signers refuse nothing (they cannot tell), signer
				// 4's own Sign refuses, and if 4 signs anyway it is named.
				keys, pub, pkg, nonces := setup(t, s)
				pkg.Commitments[2].Binding = s.g.NewElement().Add(pkg.Commitments[2].Binding, s.g.NewGenerator())
				_, err := s.Sign(pkg, nonces[2], keys[3])
				assert.ErrorIs(t, err, ErrInvalidParameters)
				_, err = s.Sign(pkg, nonces[2], keys[3])
				assert.ErrorIs(t, err, ErrNoncesUsed, "nonces are wiped even when Sign fails")
				sh1, err := s.Sign(pkg, nonces[0], keys[0])
				require.NoError(t, err)
				sh2, err := s.Sign(pkg, nonces[1], keys[1])
				require.NoError(t, err)
				_, err = s.Aggregate(pkg, []*SignatureShare{sh1, sh2, s.mustShare(t, 4, 12345)}, pub)
				assert.Equal(t, []Identifier{4}, culpritsOf(t, err, ErrInvalidSignatureShare))
			})
		})
	}
}

func (s *Suite) mustShare(t *testing.T, id Identifier, v uint64) *SignatureShare {
	return &SignatureShare{Identifier: id, Share: s.g.NewScalar().SetUint64(v)}
}

// TestDKGNamesBadDealers corrupts a proof of knowledge and a secret share.
func TestDKGNamesBadDealers(t *testing.T) {
	s := Ed25519SHA512()
	secs := make([]*DKGSecret, 3)
	pkgs := make([]*DKGRound1Package, 3)
	var err error
	for i := range secs {
		secs[i], pkgs[i], err = s.DKGRound1(Identifier(i+1), 2, 3, nil)
		require.NoError(t, err)
	}
	bad := *pkgs[2]
	bad.ProofZ = s.g.NewScalar().Add(bad.ProofZ, s.g.NewScalar().SetUint64(1))
	_, err = s.DKGRound2(secs[0], []*DKGRound1Package{pkgs[1], &bad})
	assert.Equal(t, []Identifier{3}, culpritsOf(t, err, ErrInvalidProof))
	_, err = s.DKGRound2(secs[0], []*DKGRound1Package{pkgs[1], pkgs[1]})
	assert.ErrorIs(t, err, ErrInvalidIdentifier, "a repeated sender")

	out2, err := s.DKGRound2(secs[1], []*DKGRound1Package{pkgs[0], pkgs[2]})
	require.NoError(t, err)
	out3, err := s.DKGRound2(secs[2], []*DKGRound1Package{pkgs[0], pkgs[1]})
	require.NoError(t, err)
	_, err = s.DKGRound2(secs[0], []*DKGRound1Package{pkgs[1], pkgs[2]})
	require.NoError(t, err)
	in := map[Identifier]group.Scalar{2: out2[1], 3: out3[1]}
	in[3].Add(in[3], s.g.NewScalar().SetUint64(1))
	_, _, err = s.DKGFinalize(secs[0], in)
	assert.Equal(t, []Identifier{3}, culpritsOf(t, err, ErrInvalidSecretShare))
	assert.Equal(t, 1, in[2].IsZero(), "received shares are wiped")
}

// TestBadInputsAreNamed checks the clear errors for each class of bad input.
func TestBadInputsAreNamed(t *testing.T) {
	s := P256SHA256()
	keys, pub, pkg, nonces := setup(t, s)

	dup := &SigningPackage{Message: pkg.Message, Commitments: append(pkg.Commitments[:2:2], pkg.Commitments[0])}
	_, err := s.Aggregate(dup, nil, pub)
	assert.ErrorIs(t, err, ErrInvalidIdentifier)
	assert.ErrorContains(t, err, "1 appears twice")

	zero := &SigningPackage{Message: pkg.Message, Commitments: append(pkg.Commitments[:2:2], Commitment{0, pkg.Commitments[2].Hiding, pkg.Commitments[2].Binding})}
	_, err = s.Aggregate(zero, nil, pub)
	assert.ErrorIs(t, err, ErrInvalidIdentifier)

	ident := &SigningPackage{Message: pkg.Message, Commitments: append(pkg.Commitments[:2:2], Commitment{4, s.g.NewElement(), pkg.Commitments[2].Binding})}
	_, err = s.Aggregate(ident, nil, pub)
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	assert.ErrorContains(t, err, "participant 4")

	sh1, err := s.Sign(pkg, nonces[0], keys[0])
	require.NoError(t, err)
	_, err = s.Sign(pkg, nonces[0], keys[0])
	assert.ErrorIs(t, err, ErrNoncesUsed)
	_, err = s.Sign(pkg, nonces[1], keys[4])
	assert.ErrorIs(t, err, ErrUnknownSigner, "signer 5 has no commitment")

	stranger := &SignatureShare{Identifier: 5, Share: sh1.Share}
	assert.ErrorIs(t, s.VerifySignatureShare(stranger, pkg, pub), ErrUnknownSigner)
	_, err = s.Aggregate(pkg, []*SignatureShare{sh1, sh1, sh1}, pub)
	assert.ErrorIs(t, err, ErrInvalidIdentifier)
	noShare := &PublicKeyPackage{GroupPublicKey: pub.GroupPublicKey, PublicShares: map[Identifier]group.Element{}}
	assert.ErrorIs(t, s.VerifySignatureShare(sh1, pkg, noShare), ErrUnknownSigner)
	_, err = s.Aggregate(pkg, []*SignatureShare{sh1}, noShare)
	assert.ErrorIs(t, err, ErrUnknownSigner, "commitments from participants without a public share")
	assert.ErrorContains(t, err, "participant 1")

	few := &SigningPackage{Message: pkg.Message, Commitments: pkg.Commitments[:2]}
	_, err = s.Sign(few, nonces[2], keys[3])
	assert.ErrorIs(t, err, ErrInvalidParameters, "fewer signers than the threshold")

	high := bytes.Repeat([]byte{0xff}, 32)
	_, err = s.ParseSignatureShare(2, high)
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	assert.ErrorContains(t, err, "participant 2")
	_, err = s.ParseSecretShare(3, make([]byte, 32))
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	_, err = s.ParseCommitment(0, nil)
	assert.ErrorIs(t, err, ErrInvalidIdentifier)
	_, err = s.ParseCommitment(2, make([]byte, 66))
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	assert.ErrorContains(t, err, "hiding commitment of participant 2")

	assert.ErrorIs(t, s.VerifySecretShare(2, keys[2].SecretShare, pub.Commitment), ErrInvalidSecretShare)
	assert.ErrorIs(t, s.Verify(pub.GroupPublicKey, []byte("m"), make([]byte, 65)), ErrInvalidEncoding)
	_, _, err = s.TrustedDealerKeygen(nil, 1, 3, nil)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	_, _, err = s.TrustedDealerKeygen(s.g.NewScalar(), 2, 3, nil)
	assert.ErrorIs(t, err, ErrInvalidEncoding, "a zero group secret")
}

// TestMissingPiecesAreErrors passes nil and identity values where a
// careless caller might, and expects errors, not panics.
func TestMissingPiecesAreErrors(t *testing.T) {
	s := Ristretto255SHA512()
	keys, pub, pkg, nonces := setup(t, s)
	_, err := s.Sign(nil, nonces[0], keys[0])
	assert.Error(t, err)
	_, err = s.Sign(pkg, nil, keys[0])
	assert.ErrorIs(t, err, ErrNoncesUsed)
	_, err = s.Sign(pkg, nonces[1], nil)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	_, err = s.Aggregate(pkg, []*SignatureShare{nil, nil, nil}, pub)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	_, err = s.Aggregate(pkg, nil, nil)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	idPub := &PublicKeyPackage{GroupPublicKey: s.g.NewElement(), PublicShares: pub.PublicShares}
	_, err = s.Aggregate(pkg, nil, idPub)
	assert.ErrorIs(t, err, ErrInvalidEncoding, "an identity group key")
	nilShare := &PublicKeyPackage{GroupPublicKey: pub.GroupPublicKey, PublicShares: map[Identifier]group.Element{1: nil}}
	assert.ErrorIs(t, s.VerifySignatureShare(&SignatureShare{1, s.g.NewScalar()}, pkg, nilShare), ErrUnknownSigner)
	assert.ErrorIs(t, s.VerifySecretShare(1, nil, pub.Commitment), ErrInvalidParameters)
	_, err = s.DKGRound2(nil, nil)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	_, _, err = s.DKGFinalize(nil, nil)
	assert.ErrorIs(t, err, ErrInvalidParameters)
	sec, p1, err := s.DKGRound1(1, 2, 2, nil)
	require.NoError(t, err)
	_, p2, err := s.DKGRound1(2, 2, 2, nil)
	require.NoError(t, err)
	p2.ProofR = s.g.NewElement()
	_, err = s.DKGRound2(sec, []*DKGRound1Package{p2})
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	_, err = s.DKGRound2(sec, []*DKGRound1Package{p1})
	assert.ErrorIs(t, err, ErrInvalidIdentifier, "its own package back")
}

// TestFailingRandomnessIsAnError checks that a failing random source gives
// an error from every function that draws from it.
func TestFailingRandomnessIsAnError(t *testing.T) {
	s := Ed448SHAKE256()
	keys, _, err := s.TrustedDealerKeygen(nil, 2, 3, nil)
	require.NoError(t, err)
	short := bytes.NewReader(make([]byte, 40))
	_, _, err = s.Commit(keys[0], short)
	assert.Error(t, err, "32 bytes for the hiding nonce, 8 for the binding one")
	_, _, err = s.DKGRound1(1, 2, 3, bytes.NewReader(make([]byte, 100)))
	assert.Error(t, err)
	_, _, err = s.TrustedDealerKeygen(nil, 2, 3, bytes.NewReader(nil))
	assert.Error(t, err)
	_, err = s.RepairShareStep1([]Identifier{1, 3}, keys[0], 2, bytes.NewReader(nil))
	assert.Error(t, err)
}
