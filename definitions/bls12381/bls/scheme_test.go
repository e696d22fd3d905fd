package bls_test

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/definitions/bls12381/bls"
)

var schemes = []*bls.Scheme{bls.MinPkBasic, bls.MinPkAug, bls.MinPkPop, bls.MinSigBasic, bls.MinSigAug, bls.MinSigPop}

// keys returns n private keys derived from fixed input keying material.
func keys(t *testing.T, n int) []*bls.PrivateKey {
	t.Helper()
	out := make([]*bls.PrivateKey, n)
	for i := range out {
		ikm := bytes.Repeat([]byte{byte(i + 1)}, 32)
		k, err := bls.KeyGen(ikm, []byte("test"))
		require.NoError(t, err)
		out[i] = k
	}
	return out
}

// TestSchemeIDs checks the ciphersuite IDs of draft-irtf-cfrg-bls-signature-05 §4.2.
func TestSchemeIDs(t *testing.T) {
	want := []string{
		"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_",
		"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG_",
		"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_",
		"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_",
		"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_AUG_",
		"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_",
	}
	for i, s := range schemes {
		assert.Equal(t, want[i], s.ID())
	}
	assert.Equal(t, 48, bls.MinPkPop.PublicKeySize())
	assert.Equal(t, 96, bls.MinPkPop.SignatureSize())
	assert.Equal(t, 96, bls.MinSigPop.PublicKeySize())
	assert.Equal(t, 48, bls.MinSigPop.SignatureSize())
}

// TestKeyGen checks KeyGen's input rules and the private key encoding.
func TestKeyGen(t *testing.T) {
	_, err := bls.KeyGen(make([]byte, 31), nil)
	assert.Error(t, err, "short IKM")
	k, err := bls.KeyGen(make([]byte, 32), nil)
	require.NoError(t, err)
	k2, err := bls.NewPrivateKey(k.Bytes())
	require.NoError(t, err)
	assert.True(t, k.Equal(k2))
	_, err = bls.NewPrivateKey(make([]byte, 32))
	assert.Error(t, err, "zero key")
	_, err = bls.NewPrivateKey(bytes.Repeat([]byte{0xff}, 32))
	assert.Error(t, err, "key ≥ r")
	_, err = bls.NewPrivateKey(make([]byte, 31))
	assert.Error(t, err, "short key")
	other, err := bls.KeyGen(make([]byte, 32), []byte("other info"))
	require.NoError(t, err)
	assert.False(t, k.Equal(other), "key_info separates keys")
}

// TestRoundTrip signs and verifies in every scheme, and checks that another
// message, key or a tampered signature fails.
func TestRoundTrip(t *testing.T) {
	ks := keys(t, 2)
	for _, s := range schemes {
		t.Run(s.ID(), func(t *testing.T) {
			msg := []byte("message")
			pk, pk2 := s.SkToPk(ks[0]), s.SkToPk(ks[1])
			assert.True(t, s.KeyValidate(pk))
			sig, err := s.Sign(ks[0], msg)
			require.NoError(t, err)
			assert.Len(t, sig, s.SignatureSize())
			assert.True(t, s.Verify(pk, msg, sig))
			assert.False(t, s.Verify(pk, []byte("other"), sig))
			assert.False(t, s.Verify(pk2, msg, sig))
			bad := bytes.Clone(sig)
			bad[len(bad)-1] ^= 1
			assert.False(t, s.Verify(pk, msg, bad))
			assert.False(t, s.Verify(pk[:len(pk)-1], msg, sig), "short key")
			assert.False(t, s.Verify(pk, msg, sig[:len(sig)-1]), "short signature")
		})
	}
}

// identity returns the compressed identity of the given length (48 or 96):
// flags C and I, everything else zero.
func identity(n int) []byte {
	b := make([]byte, n)
	b[0] = 0xc0
	return b
}

// TestIdentityKey checks that the public key at infinity is invalid: with
// it, the identity signature would verify every message (§2.5).
func TestIdentityKey(t *testing.T) {
	for _, s := range schemes {
		pk, sig := identity(s.PublicKeySize()), identity(s.SignatureSize())
		assert.False(t, s.KeyValidate(pk), s.ID())
		assert.False(t, s.Verify(pk, []byte("m"), sig), s.ID())
		assert.False(t, s.AggregateVerify([][]byte{pk}, [][]byte{[]byte("m")}, sig), s.ID())
		if s.Mode() == bls.ProofOfPossession {
			assert.False(t, s.PopVerify(pk, sig), s.ID())
			assert.False(t, s.FastAggregateVerify([][]byte{pk}, []byte("m"), sig), s.ID())
		}
	}
}

// TestAggregate checks Aggregate and AggregateVerify with distinct
// messages, a tampered member, a swapped message, no signatures, and (in the
// Basic mode) repeated messages.
func TestAggregate(t *testing.T) {
	ks := keys(t, 3)
	for _, s := range schemes {
		t.Run(s.ID(), func(t *testing.T) {
			var pks, msgs, sigs [][]byte
			for i, k := range ks {
				msg := []byte(fmt.Sprintf("message %d", i))
				sig, err := s.Sign(k, msg)
				require.NoError(t, err)
				pks, msgs, sigs = append(pks, s.SkToPk(k)), append(msgs, msg), append(sigs, sig)
			}
			agg, err := s.Aggregate(sigs)
			require.NoError(t, err)
			assert.True(t, s.AggregateVerify(pks, msgs, agg))

			// One member signed another message.
			other, err := s.Sign(ks[1], []byte("tampered"))
			require.NoError(t, err)
			bad, err := s.Aggregate([][]byte{sigs[0], other, sigs[2]})
			require.NoError(t, err)
			assert.False(t, s.AggregateVerify(pks, msgs, bad))
			assert.False(t, s.AggregateVerify(pks, [][]byte{msgs[1], msgs[0], msgs[2]}, agg))
			assert.False(t, s.AggregateVerify(pks[:2], msgs[:2], agg))
			assert.False(t, s.AggregateVerify(pks, msgs[:2], agg), "mismatched lists")
			assert.False(t, s.AggregateVerify(nil, nil, agg), "no keys")

			_, err = s.Aggregate(nil)
			assert.Error(t, err, "aggregate of no signatures")
			_, err = s.Aggregate([][]byte{sigs[0], sigs[1][:10]})
			assert.Error(t, err, "invalid member")

			// Repeated messages: refused by Basic (§3.1.1), fine otherwise.
			same := [][]byte{[]byte("same"), []byte("same")}
			s0, err := s.Sign(ks[0], same[0])
			require.NoError(t, err)
			s1, err := s.Sign(ks[1], same[1])
			require.NoError(t, err)
			agg2, err := s.Aggregate([][]byte{s0, s1})
			require.NoError(t, err)
			assert.Equal(t, s.Mode() != bls.Basic, s.AggregateVerify(pks[:2], same, agg2))
		})
	}
}

// TestProofOfPossession checks PopProve, PopVerify and FastAggregateVerify.
func TestProofOfPossession(t *testing.T) {
	ks := keys(t, 3)
	for _, s := range []*bls.Scheme{bls.MinPkPop, bls.MinSigPop} {
		t.Run(s.ID(), func(t *testing.T) {
			msg := []byte("one message")
			var pks, sigs [][]byte
			for _, k := range ks {
				pk := s.SkToPk(k)
				proof, err := s.PopProve(k)
				require.NoError(t, err)
				assert.True(t, s.PopVerify(pk, proof))
				// A proof is not a signature of the key under the message DST.
				sigOfKey, err := s.Sign(k, pk)
				require.NoError(t, err)
				assert.False(t, s.PopVerify(pk, sigOfKey))
				sig, err := s.Sign(k, msg)
				require.NoError(t, err)
				pks, sigs = append(pks, pk), append(sigs, sig)
			}
			proof0, err := s.PopProve(ks[0])
			require.NoError(t, err)
			assert.False(t, s.PopVerify(pks[1], proof0), "proof of another key")
			agg, err := s.Aggregate(sigs)
			require.NoError(t, err)
			assert.True(t, s.FastAggregateVerify(pks, msg, agg))
			assert.False(t, s.FastAggregateVerify(pks[:2], msg, agg))
			assert.False(t, s.FastAggregateVerify(pks, []byte("other"), agg))
			assert.False(t, s.FastAggregateVerify(nil, msg, agg))
		})
	}
	// Outside the ProofOfPossession mode there are no proofs.
	_, err := bls.MinPkBasic.PopProve(ks[0])
	assert.Error(t, err)
	assert.False(t, bls.MinPkAug.PopVerify(bls.MinPkAug.SkToPk(ks[0]), identity(96)))
	assert.False(t, bls.MinSigBasic.FastAggregateVerify([][]byte{bls.MinSigBasic.SkToPk(ks[0])}, nil, identity(48)))
}

// TestBatchVerify checks that a valid batch passes, that a batch with one
// bad signature fails, and that two invalid signatures that cancel in the
// sum (sig_1 + δ, sig_2 − δ) fail even with a reader of zeros.
func TestBatchVerify(t *testing.T) {
	ks := keys(t, 3)
	for _, s := range []*bls.Scheme{bls.MinPkBasic, bls.MinSigAug} {
		t.Run(s.ID(), func(t *testing.T) {
			var pks, msgs, sigs [][]byte
			for i, k := range ks {
				msg := []byte(fmt.Sprintf("batch %d", i))
				sig, err := s.Sign(k, msg)
				require.NoError(t, err)
				pks, msgs, sigs = append(pks, s.SkToPk(k)), append(msgs, msg), append(sigs, sig)
			}
			ok, err := s.BatchVerify(pks, msgs, sigs, rand.Reader)
			require.NoError(t, err)
			assert.True(t, ok)
			ok, err = s.BatchVerify(nil, nil, nil, rand.Reader)
			require.NoError(t, err)
			assert.True(t, ok, "empty batch")
			_, err = s.BatchVerify(pks, msgs[:2], sigs, rand.Reader)
			assert.Error(t, err)

			bad := [][]byte{sigs[0], sigs[2], sigs[1]}
			ok, err = s.BatchVerify(pks, msgs, bad, rand.Reader)
			require.NoError(t, err)
			assert.False(t, ok)

			// sig_0 + δ and sig_1 − δ, δ = a multiple of the generator.
			shifted := cancelling(t, s, sigs[0], sigs[1])
			ok, err = s.BatchVerify(pks, msgs, [][]byte{shifted[0], shifted[1], sigs[2]}, zeroReader{})
			require.NoError(t, err)
			assert.False(t, ok, "cancelling signatures with a reader of zeros")
			agg, err := s.Aggregate([][]byte{shifted[0], shifted[1], sigs[2]})
			require.NoError(t, err)
			assert.True(t, s.AggregateVerify(pks, msgs, agg), "the same signatures do aggregate correctly")
		})
	}
}

// cancelling returns a + δ and b − δ in the signature group.
func cancelling(t *testing.T, s *bls.Scheme, a, b []byte) [2][]byte {
	t.Helper()
	k := new(bls12381.Scalar).SetUint64(12345)
	if s.Variant() == bls.MinPublicKeySize {
		pa, err := new(bls12381.G2).SetBytes(a)
		require.NoError(t, err)
		pb, err := new(bls12381.G2).SetBytes(b)
		require.NoError(t, err)
		d := new(bls12381.G2).ScalarBaseMult(k)
		return [2][]byte{pa.Add(pa, d).Bytes(), pb.Subtract(pb, d).Bytes()}
	}
	pa, err := new(bls12381.G1).SetBytes(a)
	require.NoError(t, err)
	pb, err := new(bls12381.G1).SetBytes(b)
	require.NoError(t, err)
	d := new(bls12381.G1).ScalarBaseMult(k)
	return [2][]byte{pa.Add(pa, d).Bytes(), pb.Subtract(pb, d).Bytes()}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) { clear(p); return len(p), nil }
