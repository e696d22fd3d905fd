package edwards_test

import (
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// Example builds edwards25519 at run time from its RFC 8032 §5.1 parameters
// over field.Prime, turns it into Ed25519, and reproduces RFC 8032 §7.1
// TEST 1.
func Example() {
	dec := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 10); return x }
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))                                // 2^255 − 19
	l := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), dec("27742317777372353535851937790883648493")) // the group order
	fp, err := field.NewPrime(p, field.LittleEndian)
	if err != nil {
		panic(err)
	}
	fn, err := field.NewPrime(l, field.LittleEndian)
	if err != nil {
		panic(err)
	}
	curve, err := edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "edwards25519",
		Field:    fp,
		Scalar:   fn,
		A:        new(big.Int).Sub(p, big.NewInt(1)), // −1
		D:        dec("37095705934669439343138083508754565189542113879843219016388785533085940283555"),
		Gx:       dec("15112221349535400772501151409588531511454012693041857206046113283949847762202"),
		Gy:       dec("46316835694926478169428394003475163141307993866256225615783033603165251855960"),
		Cofactor: 8,
	})
	if err != nil {
		panic(err)
	}
	ed25519, err := edwards.NewScheme(curve, edwards.SchemeParams{
		Hash:      sha512.New,
		DomPrefix: "SigEd25519 no Ed25519 collisions",
		Prehash:   sha512.New,
	})
	if err != nil {
		panic(err)
	}

	seed, _ := hex.DecodeString("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
	pub := make([]byte, ed25519.PublicKeySize())
	if err := ed25519.DerivePublicKey(pub, seed); err != nil {
		panic(err)
	}
	sig := make([]byte, ed25519.SignatureSize())
	if err := ed25519.Sign(sig, seed, pub, nil, nil); err != nil {
		panic(err)
	}
	fmt.Printf("public key %x\n", pub)
	fmt.Printf("signature  %x…\n", sig[:16])
	fmt.Println("verifies:", ed25519.Verify(pub, nil, sig, &edwards.Options{Policy: edwards.Strict}) == nil)
	// Output:
	// public key d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a
	// signature  e5564300c360ac729086e2cc806e828a…
	// verifies: true
}
