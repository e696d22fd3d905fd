package secp256k1_test

import (
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"golang.org/x/crypto/sha3"
)

// Sign a message as an Ethereum wallet does for personal_sign: hash the
// prefixed message with Keccak-256 (sha3.NewLegacyKeccak256, not SHA3-256),
// sign the digest with the default options (RFC 6979, low s), and send the
// 65 bytes r ‖ s ‖ v. The receiver parses them, recovers the public key as
// ecrecover does and derives the address: the last 20 bytes of Keccak-256
// of x ‖ y. (On the wire personal_sign adds 27 to v; the key is
// go-ethereum's test key, whose address its tests publish.)
func ExampleEthereumSignature() {
	key, _ := hex.DecodeString("289c2857d4598e37fb9647507e47a309d6133539bf21a8b9cb6df88fd5232032")
	priv, err := secp256k1.NewPrivateKey(key)
	if err != nil {
		panic(err)
	}
	msg := []byte("hello")
	h := sha3.NewLegacyKeccak256()
	fmt.Fprintf(h, "\x19Ethereum Signed Message:\n%d%s", len(msg), msg)
	digest := h.Sum(nil)

	sig, err := secp256k1.Sign(priv, digest, nil)
	if err != nil {
		panic(err)
	}
	wire, err := secp256k1.EthereumSignature(sig)
	if err != nil {
		panic(err)
	}
	fmt.Printf("r ‖ s ‖ v: %x\n", wire)

	// The receiver has the message and the 65 bytes.
	received, err := secp256k1.ParseEthereumSignature(wire)
	if err != nil {
		panic(err)
	}
	pub, err := secp256k1.RecoverPublicKey(digest, received)
	if err != nil {
		panic(err)
	}
	a := sha3.NewLegacyKeccak256()
	a.Write(pub.Bytes()[1:])
	fmt.Printf("signer: 0x%x\n", a.Sum(nil)[12:])
	// Output:
	// r ‖ s ‖ v: ca1271c56cf6b15be68f6cd2c7e31e22b549df94c5d18a8e71571c8430fb2fce53c720f0841f420029af51d42137f7039345a0e106b1c4595aa4a3141f5c865801
	// signer: 0x970e8128ab834e8eac17ab8e3812f010678cf791
}
