package main

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// ECDSA on the P-384 of newP384, checked by crypto/ecdsa.
func Example_p384() {
	curve, err := newP384()
	if err != nil {
		panic(err)
	}
	scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA384})
	if err != nil {
		panic(err)
	}
	priv, err := curve.GenerateKey(nil) // nil: crypto/rand
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum384([]byte("hello, P-384"))
	sig, err := scheme.Sign(priv, digest[:], nil) // RFC 6979 nonce
	if err != nil {
		panic(err)
	}
	fmt.Println(scheme.Verify(priv.PublicKey(), digest[:], sig, nil))

	stdPub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P384(), priv.PublicKey().Bytes())
	if err != nil {
		panic(err)
	}
	fmt.Println(ecdsa.VerifyASN1(stdPub, digest[:], sig.ASN1()))
	// Output:
	// <nil>
	// true
}

// EdDSA on the Jubjub of newJubjub.
func Example_jubjub() {
	curve, err := newJubjub()
	if err != nil {
		panic(err)
	}
	eddsa, err := newJubjubEdDSA(curve)
	if err != nil {
		panic(err)
	}
	seed := make([]byte, eddsa.SeedSize()) // all zero: an example, not a key
	pub := make([]byte, eddsa.PublicKeySize())
	if err := eddsa.DerivePublicKey(pub, seed); err != nil {
		panic(err)
	}
	msg := []byte("hello, Jubjub")
	sig := make([]byte, eddsa.SignatureSize())
	if err := eddsa.Sign(sig, seed, pub, msg, nil); err != nil {
		panic(err)
	}
	fmt.Println(len(pub), len(sig), eddsa.Verify(pub, msg, sig, nil))
	// Output:
	// 32 64 <nil>
}

// X25519 on the Curve25519 of newCurve25519: the first test vector of
// RFC 7748 §5.2.
func Example_curve25519() {
	curve, err := newCurve25519()
	if err != nil {
		panic(err)
	}
	scalar, _ := hex.DecodeString("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4")
	u, _ := hex.DecodeString("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")
	out := make([]byte, curve.PointSize())
	if err := curve.ScalarMult(out, scalar, u); err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", out)
	// Output:
	// c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552
}

// What a curve value tells about itself: every engine has Name, Field,
// Modulus, Order, Cofactor and Params (the validated parameters, constants
// reduced modulo p: the a = −3 given to newP384 comes back as p − 3).
func Example_accessors() {
	curve, err := newP384()
	if err != nil {
		panic(err)
	}
	p := curve.Modulus()
	params := curve.Params()
	fmt.Println(curve.Name(), p.BitLen(), curve.Order().BitLen(), curve.Cofactor())
	fmt.Println(new(big.Int).Sub(p, params.A)) // p − a
	fmt.Println(curve.Field().ByteLen(), curve.ScalarField().ByteLen())

	jubjub, err := newJubjub()
	if err != nil {
		panic(err)
	}
	qMinus1 := new(big.Int).Sub(jubjub.Modulus(), big.NewInt(1))
	fmt.Println(jubjub.Name(), jubjub.Cofactor(), jubjub.Params().A.Cmp(qMinus1) == 0) // a = −1 ≡ q − 1
	// Output:
	// P-384 384 384 1
	// 3
	// 48 48
	// Jubjub 8 true
}
