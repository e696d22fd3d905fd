package edwards

import (
	"crypto/rand"
	"crypto/sha512"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// failingReader is a rand source that always fails.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("no randomness") }

func TestBatchVerifier(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	s448, err := NewScheme(ed448Fixed, ed448Params)
	require.NoError(t, err)
	t.Run("Ed25519", func(t *testing.T) { testBatch(t, s) })
	t.Run("Ed448", func(t *testing.T) { testBatch(t, s448) })
}

func testBatch[E, S any](t *testing.T, s *Scheme[E, S]) {
	const n = 40
	type item struct{ pub, msg, sig []byte }
	items := make([]item, n)
	for i := range items {
		seed := make([]byte, s.SeedSize())
		_, _ = rand.Read(seed)
		pub := make([]byte, s.PublicKeySize())
		require.NoError(t, s.DerivePublicKey(pub, seed))
		msg := []byte(fmt.Sprintf("message %d", i))
		sig := make([]byte, s.SignatureSize())
		require.NoError(t, s.Sign(sig, seed, pub, msg, &Options{Context: "batch"}))
		items[i] = item{pub, msg, sig}
	}
	build := func(policy Policy, corrupt map[int]bool) *BatchVerifier[E, S] {
		b := s.NewBatchVerifier()
		for i, it := range items {
			sig := it.sig
			if corrupt[i] {
				sig = append([]byte(nil), sig...)
				sig[3] ^= 0x10
			}
			require.NoError(t, b.Add(it.pub, it.msg, sig, &Options{Context: "batch", Policy: policy}))
		}
		return b
	}
	for _, p := range []Policy{RFC8032, ZIP215, Strict} {
		require.True(t, build(p, nil).batchHolds(nil), p)
		ok, failed := build(p, nil).Verify(nil)
		assert.True(t, ok, p)
		assert.Empty(t, failed)
		ok, failed = build(p, map[int]bool{3: true, 17: true}).Verify(rand.Reader)
		assert.False(t, ok)
		assert.Equal(t, []int{3, 17}, failed)
	}
	// Decoding failures, a wrong context and wrong lengths are reported by index.
	b := build(ZIP215, nil)
	require.NoError(t, b.Add(items[0].pub, items[0].msg, items[0].sig, &Options{Context: "other"}))
	require.NoError(t, b.Add(items[0].pub[:5], items[0].msg, items[0].sig, nil))
	hi := append([]byte(nil), items[1].sig...)
	for i := s.l; i < len(hi); i++ {
		hi[i] = 0xff
	}
	require.NoError(t, b.Add(items[1].pub, items[1].msg, hi, &Options{Context: "batch"}))
	require.Equal(t, n+3, b.Len())
	ok, failed := b.Verify(nil)
	assert.False(t, ok)
	assert.Equal(t, []int{n, n + 1, n + 2}, failed)
	// A failing rand source falls back to individual checks.
	ok, failed = build(ZIP215, map[int]bool{5: true}).Verify(failingReader{})
	assert.False(t, ok)
	assert.Equal(t, []int{5}, failed)
	ok, _ = build(ZIP215, nil).Verify(failingReader{})
	assert.True(t, ok)
	// Stdlib cannot be batched.
	require.Error(t, s.NewBatchVerifier().Add(items[0].pub, items[0].msg, items[0].sig, &Options{Policy: Stdlib}))
	require.Error(t, s.NewBatchVerifier().Add(items[0].pub, items[0].msg, items[0].sig, &Options{Policy: 17}))
	ok, failed = s.NewBatchVerifier().Verify(nil)
	assert.True(t, ok)
	assert.Nil(t, failed)
}

// TestBatchLarge runs a batch big enough for the bucket method.
func TestBatchLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, SchemeParams{Hash: sha512.New})
	require.NoError(t, err)
	b := s.NewBatchVerifier()
	for i := range strausMax/2 + 5 {
		seed := make([]byte, 32)
		seed[0], seed[1] = byte(i), byte(i>>8)
		pub := make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		sig := make([]byte, 64)
		require.NoError(t, s.Sign(sig, seed, pub, seed, nil))
		if i == 77 {
			sig[40]++
		}
		require.NoError(t, b.Add(pub, seed, sig, nil))
	}
	ok, failed := b.Verify(nil)
	assert.False(t, ok)
	assert.Equal(t, []int{77}, failed)
}

// TestBatchSameKey checks batches where public keys repeat, which share
// their decoding and their term in the multi-scalar multiplication: three
// signers round-robin with some signatures corrupted, on both sides of the
// Straus/Pippenger crossover, and a non-canonical encoding of the identity
// as public key, which ZIP215 accepts and RFC8032 rejects even after the
// same bytes were decoded leniently in the batch. Every batch must report
// exactly the signatures that Verify rejects.
func TestBatchSameKey(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	type item struct {
		pub, msg, sig []byte
		policy        Policy
	}
	var signers [3]struct{ seed, pub []byte }
	for i := range signers {
		signers[i].seed = make([]byte, 32)
		signers[i].seed[0] = byte(i + 1)
		signers[i].pub = make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(signers[i].pub, signers[i].seed))
	}
	// The identity (0, 1) encoded with y = p + 1, and a signature that is
	// valid under it for the cofactored equation: R = r·B, S = r.
	idNonCanonical := make([]byte, 32)
	new(big.Int).Add(p25519, big.NewInt(1)).FillBytes(idNonCanonical)
	slices.Reverse(idNonCanonical)
	r := randomScalar(t, ed25519Fixed)
	idSig := append(ed25519Fixed.NewIdentityPoint().ScalarBaseMult(r).Bytes(), make([]byte, 32)...)
	ed25519Fixed.fs.PutBytes(idSig[32:], r)

	for _, n := range []int{30, strausMax + 10} {
		var items []item
		for i := range n {
			sg := signers[i%3]
			msg := []byte(fmt.Sprintf("message %d", i))
			sig := make([]byte, 64)
			require.NoError(t, s.Sign(sig, sg.seed, sg.pub, msg, nil))
			if i%11 == 7 {
				sig[40] ^= 1
			}
			policy := []Policy{RFC8032, ZIP215, Strict}[i%3]
			items = append(items, item{sg.pub, msg, sig, policy})
			if i == 10 {
				items = append(items, item{idNonCanonical, msg, idSig, ZIP215}, item{idNonCanonical, msg, idSig, RFC8032},
					item{idNonCanonical, msg, idSig, ZIP215})
			}
		}
		b := s.NewBatchVerifier()
		var want []int
		for i, it := range items {
			o := &Options{Policy: it.policy}
			require.NoError(t, b.Add(it.pub, it.msg, it.sig, o))
			if s.Verify(it.pub, it.msg, it.sig, o) != nil {
				want = append(want, i)
			}
		}
		require.Contains(t, want, 12, "RFC8032 rejects the non-canonical key")
		require.NotContains(t, want, 11, "ZIP215 accepts the non-canonical key")
		ok, failed := b.Verify(nil)
		assert.False(t, ok)
		assert.Equal(t, want, failed, "n = %d", n)

		// Without the invalid ones, the batch holds.
		b = s.NewBatchVerifier()
		for i, it := range items {
			if !slices.Contains(want, i) {
				require.NoError(t, b.Add(it.pub, it.msg, it.sig, &Options{Policy: it.policy}))
			}
		}
		// The combined equation itself must hold, not only the fallback.
		require.True(t, b.batchHolds(nil), "n = %d", n)
		ok, failed = b.Verify(nil)
		assert.True(t, ok, "n = %d", n)
		assert.Empty(t, failed)
	}
}
