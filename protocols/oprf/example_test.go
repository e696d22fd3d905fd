package oprf_test

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/protocols/oprf"
)

// A verifiable OPRF round trip: the client blinds its input, the server
// evaluates it with a proof, and the client checks the proof and obtains
// the same output as the server's direct evaluation.
func Example() {
	suite := oprf.P256SHA256()
	key, err := oprf.DeriveKeyPair(suite, oprf.ModeVOPRF, bytes.Repeat([]byte{0xa3}, 32), []byte("example key"))
	if err != nil {
		panic(err)
	}
	server, _ := oprf.NewServer(suite, oprf.ModeVOPRF, key)
	client, _ := oprf.NewClient(suite, oprf.ModeVOPRF, key.Public())

	state, err := client.Blind(nil, []byte("my password"), nil)
	if err != nil {
		panic(err)
	}
	request := state.BlindedElements()[0] // sent to the server
	evaluation, err := server.BlindEvaluate(nil, request, nil)
	if err != nil {
		panic(err)
	}
	outputs, err := client.Finalize(state, evaluation)
	if err != nil {
		panic(err)
	}
	direct, _ := server.Evaluate([]byte("my password"), nil)
	fmt.Println(len(outputs[0]), bytes.Equal(outputs[0], direct))
	// Output: 32 true
}

// In the POPRF mode a public info is bound into the evaluation, and a
// tampered proof is caught with ErrVerify.
func ExampleClient_Finalize_partiallyOblivious() {
	suite := oprf.Ristretto255SHA512()
	key, _ := oprf.GenerateKey(suite, nil)
	server, _ := oprf.NewServer(suite, oprf.ModePOPRF, key)
	client, _ := oprf.NewClient(suite, oprf.ModePOPRF, key.Public())
	info := []byte("2026-12 epoch")

	state, _ := client.BlindBatch(nil, [][]byte{[]byte("alice"), []byte("bob")}, info)
	evaluation, _ := server.BlindEvaluateBatch(nil, state.BlindedElements(), info)
	evaluation.Proof[0] ^= 1 // tamper with the challenge
	_, err := client.Finalize(state, evaluation)
	fmt.Println(errors.Is(err, oprf.ErrVerify) || errors.Is(err, oprf.ErrDeserialize))
	// Output: true
}

// DeriveKeyPair is RFC 9497's key derivation: the same seed and info give the
// same key, and the key depends on the mode.
func ExampleDeriveKeyPair() {
	seed := bytes.Repeat([]byte{0xa3}, 32)
	key, _ := oprf.DeriveKeyPair(oprf.Ristretto255SHA512(), oprf.ModeOPRF, seed, []byte("test key"))
	fmt.Printf("%x\n", key.Bytes())
	// Output: 5ebcea5ee37023ccb9fc2d2019f9d7737be85591ae8652ffa9ef0f4d37063b0e
}
