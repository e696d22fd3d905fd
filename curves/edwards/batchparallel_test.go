package edwards

import (
	"crypto/sha512"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBatchParallel runs batches large enough for decodePending, the
// multi-scalar multiplication and the one-by-one fallback to split among
// three goroutines, on the prebuilt field (batched square roots) and on
// field.Prime (one square root after another), and checks that every batch
// names exactly the signatures that fail: none, and a corrupted S, a
// corrupted R and an R that does not decode, at both ends and in the
// middle of the shares.
func TestBatchParallel(t *testing.T) {
	testCurves(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	t.Run("fixed", func(t *testing.T) { testBatchParallel(t, ed25519Fixed) })
	t.Run("prime", func(t *testing.T) { testBatchParallel(t, ed25519Prime) })
}

func testBatchParallel[E, S any](t *testing.T, c *Curve[E, S]) {
	s, err := NewScheme(c, SchemeParams{Hash: sha512.New})
	require.NoError(t, err)
	const n = 3*msmShare + 7
	pubs, sigs := make([][]byte, n), make([][]byte, n)
	for i := range n {
		seed := make([]byte, 32)
		seed[0], seed[1] = byte(i), 0xb7
		pubs[i], sigs[i] = make([]byte, 32), make([]byte, 64)
		require.NoError(t, s.DerivePublicKey(pubs[i], seed))
		require.NoError(t, s.Sign(sigs[i], seed, pubs[i], seed[:2], nil))
	}
	verify := func(corrupt map[int]func([]byte)) (bool, []int) {
		b := s.NewBatchVerifier()
		for i := range n {
			sig := append([]byte(nil), sigs[i]...)
			if f := corrupt[i]; f != nil {
				f(sig)
			}
			seed := []byte{byte(i), 0xb7}
			require.NoError(t, b.Add(pubs[i], seed, sig, nil))
		}
		return b.Verify(nil)
	}
	ok, failed := verify(nil)
	assert.True(t, ok)
	assert.Empty(t, failed)
	ok, failed = verify(map[int]func([]byte){
		0:        func(sig []byte) { sig[40] ^= 1 },                 // S
		msmShare: func(sig []byte) { sig[3] ^= 4 },                  // R: another point, or none
		n - 1:    func(sig []byte) { copy(sig[:32], sigs[0][:32]) }, // R of another signature
		n / 2:    func(sig []byte) { sig[31] ^= 0x7f },              // R: almost surely not on the curve
	})
	assert.False(t, ok)
	assert.Equal(t, []int{0, msmShare, n / 2, n - 1}, failed)
}
