package bls_test

import (
	"crypto/rand"
	"fmt"

	"github.com/curvekit/curvekit/definitions/bls12381/bls"
)

// Three validators sign one message in the proof-of-possession scheme of
// the Ethereum consensus layer; their signatures aggregate into one, which
// FastAggregateVerify checks against their keys.
func Example() {
	s := bls.MinPkPop
	msg := []byte("block root")
	var pks, sigs [][]byte
	for i := range 3 {
		ikm := make([]byte, 32)
		ikm[0] = byte(i) // use crypto/rand for real keys
		k, err := bls.KeyGen(ikm, nil)
		if err != nil {
			panic(err)
		}
		pk := s.SkToPk(k)
		proof, _ := s.PopProve(k) // published once with the key
		if !s.PopVerify(pk, proof) {
			panic("bad proof of possession")
		}
		sig, err := s.Sign(k, msg)
		if err != nil {
			panic(err)
		}
		pks, sigs = append(pks, pk), append(sigs, sig)
	}
	agg, err := s.Aggregate(sigs)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(pks[0]), len(agg), s.FastAggregateVerify(pks, msg, agg))
	ok, _ := s.BatchVerify(pks, [][]byte{msg, msg, msg}, sigs, rand.Reader)
	fmt.Println(ok)
	// Output:
	// 48 96 true
	// true
}
