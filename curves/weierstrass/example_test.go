package weierstrass_test

import (
	"crypto"
	_ "crypto/sha512" // links crypto.SHA384
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// ExampleNew defines P-384 at run time over field.Prime moduli and signs
// with ECDSA over it. Constants from FIPS 186-4 §D.1.2.4.
func ExampleNew() {
	hex := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 16); return x }
	p := hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	n := hex("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
	fp, err := field.NewPrime(p, field.BigEndian)
	if err != nil {
		panic(err)
	}
	fn, err := field.NewPrime(n, field.BigEndian)
	if err != nil {
		panic(err)
	}
	curve, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "P-384",
		Field:    fp,
		Scalar:   fn,
		A:        new(big.Int).Sub(p, big.NewInt(3)),
		B:        hex("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"),
		Gx:       hex("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"),
		Gy:       hex("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"),
		Cofactor: big.NewInt(1),
	})
	if err != nil {
		panic(err)
	}
	scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA384})
	if err != nil {
		panic(err)
	}
	priv, err := curve.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	sig, err := scheme.Sign(priv, []byte("message"), &weierstrass.SignOptions{Prehash: true})
	if err != nil {
		panic(err)
	}
	err = scheme.Verify(priv.PublicKey(), []byte("message"), sig, &weierstrass.VerifyOptions{Prehash: true})
	fmt.Println(curve, "signature valid:", err == nil, "compact length:", len(sig.Bytes()))
	// Output: P-384 signature valid: true compact length: 96
}
