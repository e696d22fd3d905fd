package catalogue_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/catalogue"
)

// The catalogue lists its curves with their shapes, sources and cofactors.
func Example() {
	for _, e := range catalogue.All() {
		fmt.Printf("%-16s %-17s h=%-2v %s\n", e.Name(), e.Shape(), e.Cofactor(), e.Source())
	}
	// Output:
	// brainpoolP256r1  short Weierstrass h=1  RFC 5639 §3.4
	// brainpoolP384r1  short Weierstrass h=1  RFC 5639 §3.6
	// brainpoolP512r1  short Weierstrass h=1  RFC 5639 §3.7
	// P-192            short Weierstrass h=1  FIPS 186-4 §D.1.2.1
	// P-224            short Weierstrass h=1  FIPS 186-4 §D.1.2.2
	// secp224k1        short Weierstrass h=1  SEC 2 v2 §2.3.1
	// BN254 G1         short Weierstrass h=1  EIP-196
	// BLS12-381 G1     short Weierstrass h=76329603384216526031706109802092473003 draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1
	// Pallas           short Weierstrass h=1  Zcash Protocol Specification §5.4.9.6
	// Vesta            short Weierstrass h=1  Zcash Protocol Specification §5.4.9.6
	// Jubjub           twisted Edwards   h=8  Zcash Protocol Specification §5.4.9.3
	// Baby Jubjub      twisted Edwards   h=8  EIP-2494
	// E-521            twisted Edwards   h=4  ePrint 2013/647 §3; SafeCurves
	// Curve41417       twisted Edwards   h=8  CHES 2014 (Curve41417: Karatsuba revisited) §1; SafeCurves
	// E448             twisted Edwards   h=4  NIST SP 800-186 §3.2.3.3
	// M-383            Montgomery        h=8  ePrint 2013/647 §3; SafeCurves
	// M-511            Montgomery        h=8  ePrint 2013/647 §3; SafeCurves
}

// ECDSA and ECDH on brainpoolP256r1, with a key and a peer key taken from
// Wycheproof's ecdh_brainpoolP256r1_test.json (tcId 1).
func ExampleBrainpoolP256r1() {
	bp := catalogue.BrainpoolP256r1()
	curve := bp.Curve()
	priv, err := curve.NewPrivateKey(unhexString("0113db979e07d9c8fdbea5b06a682c0d2ad67170ffcb65d7547d8c442d3ac237"))
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("hello, brainpool"))
	sig, err := bp.ECDSA().Sign(priv, digest[:], nil) // RFC 6979 nonce, SHA-256
	if err != nil {
		panic(err)
	}
	fmt.Println(bp.ECDSA().Verify(priv.PublicKey(), digest[:], sig, nil))

	peer, err := curve.NewPublicKey(unhexString("04" +
		"4cee5e1072b30d64f70bf01958e22c044a2127ddd744ce3060c15990ff0fe114" +
		"8c6ee56559829a5a84dd5c8646ee0c43d0b7c50181f234ec09eba43bc86b169e"))
	if err != nil {
		panic(err)
	}
	shared, err := priv.ECDH(peer)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", shared)
	// Output:
	// <nil>
	// 3f00d9af7607fd32809ef7a4a30b396e3da9f465adf20597c9e2046f16a7b1be
}

// EdDSA on Baby Jubjub (EIP-2494) with SHA-512: keys of 32 bytes,
// signatures of 64.
func ExampleBabyJubjub() {
	eddsa := catalogue.BabyJubjub().EdDSA()
	seed := make([]byte, eddsa.SeedSize()) // all zero: an example, not a key
	pub := make([]byte, eddsa.PublicKeySize())
	if err := eddsa.DerivePublicKey(pub, seed); err != nil {
		panic(err)
	}
	msg := []byte("hello, Baby Jubjub")
	sig := make([]byte, eddsa.SignatureSize())
	if err := eddsa.Sign(sig, seed, pub, msg, nil); err != nil {
		panic(err)
	}
	fmt.Println(len(pub), len(sig), eddsa.Verify(pub, msg, sig, nil))
	// Output:
	// 32 64 <nil>
}

// Diffie–Hellman on M-383: both sides compute the same 48-byte secret.
func ExampleM383() {
	curve := catalogue.M383().Curve()
	a, b := make([]byte, curve.ScalarSize()), make([]byte, curve.ScalarSize())
	a[0], b[0] = 1, 2 // fixed scalars: an example, not keys
	pa, pb := make([]byte, curve.PointSize()), make([]byte, curve.PointSize())
	if err := curve.ScalarBaseMult(pa, a); err != nil {
		panic(err)
	}
	if err := curve.ScalarBaseMult(pb, b); err != nil {
		panic(err)
	}
	s1, s2 := make([]byte, curve.PointSize()), make([]byte, curve.PointSize())
	if err := curve.ScalarMult(s1, a, pb); err != nil {
		panic(err)
	}
	if err := curve.ScalarMult(s2, b, pa); err != nil {
		panic(err)
	}
	fmt.Println(len(s1), string(s1) == string(s2))
	// Output:
	// 48 true
}

func unhexString(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// A brainpool key written as PKCS #8 PEM, named by its RFC 5639 OID, and
// read back onto the catalogue's curve. A user's curve over field.Prime
// travels the same way, with its parameters specified in the key.
func ExampleMarshalPKCS8PrivateKeyPEM() {
	priv, err := catalogue.BrainpoolP256r1().Curve().GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	pemBytes, err := catalogue.MarshalPKCS8PrivateKeyPEM(priv) // "PRIVATE KEY", OID 1.3.36.3.3.2.8.1.1.7
	if err != nil {
		panic(err)
	}
	back, err := catalogue.ParsePKCS8PrivateKeyPEM(pemBytes)
	if err != nil {
		panic(err)
	}
	fmt.Println(back.Curve() == catalogue.BrainpoolP256r1().Curve(), back.Equal(priv))
	// Output: true true
}
