package x448_test

import (
	"bytes"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/x448"
)

// The key exchange of RFC 7748 §6.2: Alice and Bob derive their public keys
// and the same shared secret.
func Example() {
	alice, _ := hex.DecodeString("9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b")
	bob, _ := hex.DecodeString("1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d")
	alicePub, _ := x448.PublicKey(alice)
	bobPub, _ := x448.PublicKey(bob)
	s1, _ := x448.X448(alice, bobPub)
	s2, _ := x448.X448(bob, alicePub)
	fmt.Printf("%x\n%x\n%x\n%v\n", alicePub, bobPub, s1, bytes.Equal(s1, s2))
	// Output:
	// 9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0
	// 3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609
	// 07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c335543936521c24403085d59a449a5037514a879d
	// true
}

// Keys encode to PKCS #8 with the OID 1.3.101.111 of RFC 8410.
func ExampleMarshalPKIXPublicKey() {
	pub := make([]byte, x448.PointSize)
	pub[0] = 5
	der, _ := x448.MarshalPKIXPublicKey(pub)
	fmt.Printf("%x\n", der[:12])
	back, _ := x448.ParsePKIXPublicKey(der)
	fmt.Println(bytes.Equal(back, pub))
	// Output:
	// 3042300506032b656f033900
	// true
}
