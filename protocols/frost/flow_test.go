package frost

import (
	"testing"

	"github.com/curvekit/curvekit/group"

	"github.com/stretchr/testify/require"
)

// signWith runs both rounds and aggregation with the given signers and
// returns the signature, which it checks with Verify.
func signWith(t *testing.T, s *Suite, msg []byte, pub *PublicKeyPackage, signers ...*KeyPackage) []byte {
	t.Helper()
	pkg, nonces := commitAll(t, s, msg, signers...)
	shares := make([]*SignatureShare, len(signers))
	for i, k := range signers {
		sh, err := s.Sign(pkg, nonces[i], k)
		require.NoError(t, err)
		shares[i] = sh
	}
	sig, err := s.Aggregate(pkg, shares, pub)
	require.NoError(t, err)
	require.NoError(t, s.Verify(pub.GroupPublicKey, msg, sig))
	return sig
}

// commitAll runs round one for the signers and builds the signing package.
func commitAll(t *testing.T, s *Suite, msg []byte, signers ...*KeyPackage) (*SigningPackage, []*SigningNonces) {
	t.Helper()
	pkg := &SigningPackage{Message: msg}
	nonces := make([]*SigningNonces, len(signers))
	for i, k := range signers {
		n, c, err := s.Commit(k, nil)
		require.NoError(t, err)
		nonces[i] = n
		pkg.Commitments = append(pkg.Commitments, *c)
	}
	return pkg, nonces
}

// TestRandomDealerAndDKGSign signs 3-of-5 with a random trusted dealer and
// with a random DKG in every suite, and checks the signatures independently.
func TestRandomDealerAndDKGSign(t *testing.T) {
	for _, s := range allSuites() {
		t.Run(s.Name(), func(t *testing.T) {
			keys, pub, err := s.TrustedDealerKeygen(nil, 3, 5, nil)
			require.NoError(t, err)
			msg := []byte("threshold")
			sig := signWith(t, s, msg, pub, keys[4], keys[0], keys[2])
			crossVerify(t, s, pub.GroupPublicKey.Bytes(), msg, sig)

			const n = 4
			secs := make([]*DKGSecret, n)
			pkgs := make([]*DKGRound1Package, n)
			for i := range secs {
				secs[i], pkgs[i], err = s.DKGRound1(Identifier(10*i+5), 2, n, nil)
				require.NoError(t, err)
			}
			dk := make([]*KeyPackage, n)
			var dpub *PublicKeyPackage
			received := make([]map[Identifier]group.Scalar, n)
			for i := range received {
				received[i] = map[Identifier]group.Scalar{}
			}
			for i := range secs {
				others := append(append([]*DKGRound1Package{}, pkgs[:i]...), pkgs[i+1:]...)
				o, err := s.DKGRound2(secs[i], others)
				require.NoError(t, err)
				for j := range secs {
					if j != i {
						received[j][pkgs[i].Identifier] = o[pkgs[j].Identifier]
					}
				}
			}
			for j := range secs {
				dk[j], dpub, err = s.DKGFinalize(secs[j], received[j])
				require.NoError(t, err)
			}
			sig = signWith(t, s, msg, dpub, dk[3], dk[1])
			crossVerify(t, s, dpub.GroupPublicKey.Bytes(), msg, sig)
		})
	}
}

// allSuites is the five RFC 9591 suites and the taproot variant.
func allSuites() []*Suite { return append(Suites(), Secp256k1TR()) }
