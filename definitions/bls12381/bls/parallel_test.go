package bls_test

import (
	"crypto/rand"
	"fmt"
	"runtime"
	"testing"

	"github.com/curvekit/curvekit/definitions/bls12381/bls"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyManyParallel runs AggregateVerify and BatchVerify on seven
// entries with GOMAXPROCS 3, so that their per-entry work (decoding,
// hashing, coefficients) is split among three goroutines, and checks that a
// bad entry in any share is still caught: a wrong message, a signature of
// another message, and a public key that does not decode, first, in the
// middle and last.
func TestVerifyManyParallel(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	ks := keys(t, 7)
	s := bls.MinSigBasic
	var pks, msgs, sigs [][]byte
	for i, k := range ks {
		msg := []byte(fmt.Sprintf("parallel %d", i))
		sig, err := s.Sign(k, msg)
		require.NoError(t, err)
		pks, msgs, sigs = append(pks, s.SkToPk(k)), append(msgs, msg), append(sigs, sig)
	}
	agg, err := s.Aggregate(sigs)
	require.NoError(t, err)
	ok, err := s.BatchVerify(pks, msgs, sigs, rand.Reader)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.True(t, s.AggregateVerify(pks, msgs, agg))
	for _, i := range []int{0, 3, 6} {
		with := func(list [][]byte, v []byte) [][]byte {
			c := append([][]byte(nil), list...)
			c[i] = v
			return c
		}
		badMsgs := with(msgs, []byte("another message"))
		assert.False(t, s.AggregateVerify(pks, badMsgs, agg), "wrong message %d", i)
		ok, err := s.BatchVerify(pks, badMsgs, sigs, rand.Reader)
		require.NoError(t, err)
		assert.False(t, ok, "wrong message %d", i)
		ok, err = s.BatchVerify(pks, msgs, with(sigs, sigs[(i+1)%7]), rand.Reader)
		require.NoError(t, err)
		assert.False(t, ok, "signature of another message at %d", i)
		badKey := append([]byte(nil), pks[i]...)
		badKey[0] ^= 0x20 // the sort flag: another point, or none
		badKey[5] ^= 1
		badPks := with(pks, badKey)
		assert.False(t, s.AggregateVerify(badPks, msgs, agg), "bad key %d", i)
		ok, err = s.BatchVerify(badPks, msgs, sigs, rand.Reader)
		require.NoError(t, err)
		assert.False(t, ok, "bad key %d", i)
	}
}
