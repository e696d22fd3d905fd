package frost

import (
	"testing"
)

// BenchmarkSign3of5Ed25519 times one complete 3-of-5 FROST(Ed25519,
// SHA-512) signature: round one for three signers, round two, aggregation
// (which verifies the result) and a final Verify.
func BenchmarkSign3of5Ed25519(b *testing.B) {
	s := Ed25519SHA512()
	keys, pub, err := s.TrustedDealerKeygen(nil, 3, 5, nil)
	if err != nil {
		b.Fatal(err)
	}
	signers := []*KeyPackage{keys[0], keys[2], keys[4]}
	msg := []byte("benchmark message")
	for b.Loop() {
		pkg := &SigningPackage{Message: msg}
		nonces := make([]*SigningNonces, len(signers))
		for i, k := range signers {
			n, c, err := s.Commit(k, nil)
			if err != nil {
				b.Fatal(err)
			}
			nonces[i] = n
			pkg.Commitments = append(pkg.Commitments, *c)
		}
		shares := make([]*SignatureShare, len(signers))
		for i, k := range signers {
			if shares[i], err = s.Sign(pkg, nonces[i], k); err != nil {
				b.Fatal(err)
			}
		}
		sig, err := s.Aggregate(pkg, shares, pub)
		if err != nil {
			b.Fatal(err)
		}
		if err := s.Verify(pub.GroupPublicKey, msg, sig); err != nil {
			b.Fatal(err)
		}
	}
}
