package schnorr_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
)

// Sign a message deterministically (all-zero auxiliary randomness), then
// verify it with the public key parsed from its 32 x-only bytes.
func Example() {
	secret, _ := hex.DecodeString("b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfef")
	priv, err := schnorr.NewPrivateKey(secret)
	if err != nil {
		panic(err)
	}
	msg := sha256.Sum256([]byte("curvekit"))
	sig, err := schnorr.SignDeterministic(priv, msg[:])
	if err != nil {
		panic(err)
	}
	pub, err := schnorr.NewPublicKey(priv.PublicKey().Bytes())
	if err != nil {
		panic(err)
	}
	fmt.Printf("public key: %x\n", pub.Bytes())
	fmt.Println("signature bytes:", len(sig))
	fmt.Println("valid:", schnorr.Verify(pub, msg[:], sig))
	msg[0] ^= 1
	fmt.Println("tampered:", schnorr.CheckSignature(pub, msg[:], sig) != nil)
	// Output:
	// public key: dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659
	// signature bytes: 64
	// valid: true
	// tampered: true
}

// Messages may have any length; auxiliary randomness must be 32 bytes.
func ExampleSign() {
	secret, _ := hex.DecodeString("0340034003400340034003400340034003400340034003400340034003400340")
	priv, _ := schnorr.NewPrivateKey(secret)
	sig, _ := schnorr.Sign(priv, []byte{0x11}, make([]byte, 32))
	fmt.Printf("%x\n", sig)
	// Output:
	// 08a20a0afef64124649232e0693c583ab1b9934ae63b4c3511f3ae1134c6a303ea3173bfea6683bd101fa5aa5dbc1996fe7cacfc5a577d33ec14564cec2bacbf
}
