package frost_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/protocols/frost"
)

// Example signs with two of three FROST(Ed25519, SHA-512) participants, and
// checks the result as an ordinary Ed25519 signature.
func Example() {
	suite := frost.Ed25519SHA512()

	// A trusted dealer splits a fresh key into three shares, any two of
	// which can sign.
	keys, pub, err := suite.TrustedDealerKeygen(nil, 2, 3, nil)
	if err != nil {
		panic(err)
	}
	for _, k := range keys {
		if err := suite.VerifySecretShare(k.Identifier, k.SecretShare, pub.Commitment); err != nil {
			panic(err)
		}
	}

	// Round one: participants 1 and 3 commit to nonces.
	msg := []byte("pay 10 coins to Carol")
	signers := []*frost.KeyPackage{keys[0], keys[2]}
	pkg := &frost.SigningPackage{Message: msg}
	var nonces []*frost.SigningNonces
	for _, k := range signers {
		n, c, err := suite.Commit(k, nil)
		if err != nil {
			panic(err)
		}
		nonces = append(nonces, n)
		pkg.Commitments = append(pkg.Commitments, *c)
	}

	// Round two: each signs the package; Sign wipes its nonces.
	var shares []*frost.SignatureShare
	for i, k := range signers {
		sh, err := suite.Sign(pkg, nonces[i], k)
		if err != nil {
			panic(err)
		}
		shares = append(shares, sh)
	}

	// The coordinator aggregates; a bad share would be named in the error.
	sig, err := suite.Aggregate(pkg, shares, pub)
	if err != nil {
		panic(err)
	}
	fmt.Println("signature bytes:", len(sig))
	fmt.Println("FROST verify:", suite.Verify(pub.GroupPublicKey, msg, sig) == nil)
	fmt.Println("Ed25519 verify:", ed25519.Verify(pub.GroupPublicKey.Bytes(), msg, sig))
	// Output:
	// signature bytes: 64
	// FROST verify: true
	// Ed25519 verify: true
}
