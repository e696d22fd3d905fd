package bls_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/bls12381/bls"
)

// FuzzVerify checks that Verify, KeyValidate and Aggregate never panic on
// arbitrary keys and signatures, in both variants, and that a valid
// signature stops verifying when any byte of the message changes.
func FuzzVerify(f *testing.F) {
	k, err := bls.KeyGen(make([]byte, 32), nil)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []*bls.Scheme{bls.MinPkBasic, bls.MinSigBasic} {
		sig, err := s.Sign(k, []byte("fuzz"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(s == bls.MinSigBasic, s.SkToPk(k), []byte("fuzz"), sig)
	}
	f.Fuzz(func(t *testing.T, minSig bool, pk, msg, sig []byte) {
		s := bls.MinPkBasic
		if minSig {
			s = bls.MinSigBasic
		}
		ok := s.Verify(pk, msg, sig)
		if ok && !s.KeyValidate(pk) {
			t.Fatal("Verify accepted a key KeyValidate refuses")
		}
		if ok && len(msg) > 0 {
			other := append([]byte{}, msg...)
			other[0] ^= 1
			if s.Verify(pk, other, sig) {
				t.Fatal("a signature verifies two messages")
			}
		}
		_, _ = s.Aggregate([][]byte{sig, pk})
		_ = s.AggregateVerify([][]byte{pk}, [][]byte{msg}, sig)
	})
}
