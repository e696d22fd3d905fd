package p521_test

import (
	"crypto/sha512"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/p521"
)

// Sign a SHA-512 digest deterministically (RFC 6979; the key and message of
// its Appendix A.2.7), verify it from the public key's SEC 1 encoding, and
// recover the key from the signature.
func Example() {
	secret, _ := hex.DecodeString("00fad06daa62ba3b25d2fb40133da757205de67f5bb0018fee8c86e1b68c7e75caa896eb32f1f47c70855836a6d16fcc1466f6d8fbec67db89ec0c08b0e996b83538")
	priv, err := p521.NewPrivateKey(secret)
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum512([]byte("sample"))
	sig, err := p521.Sign(priv, digest[:], nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %x\n", sig.R())
	fmt.Printf("s = %x\n", sig.S())

	pub, err := p521.NewPublicKey(priv.PublicKey().BytesCompressed())
	if err != nil {
		panic(err)
	}
	fmt.Println("valid:", p521.Verify(pub, digest[:], sig))
	fmt.Println("valid DER:", p521.VerifyASN1(pub, digest[:], sig.ASN1()))

	recovered, _ := p521.RecoverPublicKey(digest[:], sig)
	fmt.Println("recovered:", recovered.Equal(pub))
	// Output:
	// r = 00c328fafcbd79dd77850370c46325d987cb525569fb63c5d3bc53950e6d4c5f174e25a1ee9017b5d450606add152b534931d7d4e8455cc91f9b15bf05ec36e377fa
	// s = 00617cce7cf5064806c467f678d3b4080d6f1cc50af26ca209417308281b68af282623eaa63e5b5c0723d8b8c37ff0777b1a20f8ccb1dccc43997f1ee0e44da4a67a
	// valid: true
	// valid DER: true
	// recovered: true
}

// Two parties agree on a shared secret, the 66-byte x-coordinate of d·Q.
func ExampleECDH() {
	// Fixed example keys: 64-byte hashes in the 66 bytes of a scalar.
	aliceKey := sha512.Sum512([]byte("alice"))
	alice, _ := p521.NewPrivateKey(append([]byte{0, 0}, aliceKey[:]...))
	bobKey := sha512.Sum512([]byte("bob"))
	bob, _ := p521.NewPrivateKey(append([]byte{0, 0}, bobKey[:]...))
	s1, _ := p521.ECDH(alice, bob.PublicKey())
	s2, _ := p521.ECDH(bob, alice.PublicKey())
	fmt.Println(len(s1), hex.EncodeToString(s1) == hex.EncodeToString(s2))
	// Output:
	// 66 true
}

// Hash a message to the curve with the RFC 9380 suite and an application's
// domain separation tag (here the one of the RFC's test vectors).
func ExampleHashToCurve() {
	p, err := p521.HashToCurve([]byte("abc"), []byte("QUUX-V01-CS02-with-P521_XMD:SHA-512_SSWU_RO_"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.BytesCompressed())
	// Output:
	// 03002f89a1677b28054b50d15e1f81ed6669b5a2158211118ebdef8a6efc77f8ccaa528f698214e4340155abc1fa08f8f613ef14a043717503d57e267d57155cf784a4
}
