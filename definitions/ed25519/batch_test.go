package ed25519

import (
	"crypto"
	"crypto/sha512"
	"errors"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batchFixture makes n signed messages with distinct keys.
func batchFixture(t testing.TB, n int) (pubs []PublicKey, msgs, sigs [][]byte) {
	r := testRand(t)
	for range n {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		msg := make([]byte, 1+r.Uint64()%100)
		r.Read(msg)
		sig, err := Sign(priv, msg)
		require.NoError(t, err)
		pubs, msgs, sigs = append(pubs, priv.PublicKey()), append(msgs, msg), append(sigs, sig)
	}
	return pubs, msgs, sigs
}

// failingReader fails every read.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("no randomness") }

// TestBatchVerifier checks that a batch of valid signatures passes, that
// corrupted ones are reported by index (with every other kind of entry in
// the batch), and that a failing random source gives the same answers.
func TestBatchVerifier(t *testing.T) {
	pubs, msgs, sigs := batchFixture(t, 40)

	var zero BatchVerifier // the zero value is usable
	ok, failed := zero.Verify(nil)
	assert.True(t, ok)
	assert.Empty(t, failed)
	for i := range pubs {
		zero.Add(pubs[i], msgs[i], sigs[i])
	}
	assert.Equal(t, 40, zero.Len())
	ok, failed = zero.Verify(nil)
	assert.True(t, ok)
	assert.Empty(t, failed)

	bad := map[int]func(pub, msg, sig []byte) ([]byte, []byte, []byte){
		3:  func(p, m, s []byte) ([]byte, []byte, []byte) { return p, append([]byte{1}, m...), s },      // other message
		7:  func(p, m, s []byte) ([]byte, []byte, []byte) { return pubs[8], m, s },                      // other key
		11: func(p, m, s []byte) ([]byte, []byte, []byte) { return p, m, s[:63] },                       // short signature
		12: func(p, m, s []byte) ([]byte, []byte, []byte) { return p[:31], m, s },                       // short key
		20: func(p, m, s []byte) ([]byte, []byte, []byte) { c := clone(s); c[40] ^= 4; return p, m, c }, // S changed
		39: func(p, m, s []byte) ([]byte, []byte, []byte) { c := clone(s); c[1] ^= 4; return p, m, c },  // R changed
	}
	for name, rnd := range map[string]io.Reader{"crypto/rand": nil, "failing reader": failingReader{}} {
		v := NewBatchVerifier()
		for i := range pubs {
			p, m, s := []byte(pubs[i]), msgs[i], sigs[i]
			if f, ok := bad[i]; ok {
				p, m, s = f(p, m, s)
			}
			v.Add(p, m, s)
		}
		ok, failed := v.Verify(rnd)
		assert.False(t, ok, name)
		assert.Equal(t, []int{3, 7, 11, 12, 20, 39}, failed, name)
	}
}

// TestBatchVariants mixes Ed25519, Ed25519ctx, Ed25519ph and the Stdlib
// fallback in one batch, and checks the option errors of AddWithOptions.
func TestBatchVariants(t *testing.T) {
	pubs, msgs, _ := batchFixture(t, 1)
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	pub, msg := priv.PublicKey(), msgs[0]
	digest := sha512.Sum512(msg)
	sig, _ := Sign(priv, msg)
	ctxSig, _ := priv.Sign(nil, msg, &Options{Context: "ctx"})
	phSig, _ := priv.Sign(nil, digest[:], crypto.SHA512)

	v := NewBatchVerifier()
	require.NoError(t, v.AddWithOptions(pub, msg, sig, nil))                                              // 0
	require.NoError(t, v.AddWithOptions(pub, msg, ctxSig, &Options{Context: "ctx", Policy: Strict}))      // 1
	require.NoError(t, v.AddWithOptions(pub, digest[:], phSig, &Options{Hash: crypto.SHA512}))            // 2, Stdlib
	require.NoError(t, v.AddWithOptions(pub, msg, ctxSig, &Options{Context: "other", Policy: RFC8032}))   // 3 bad
	require.NoError(t, v.AddWithOptions(pub, msg, sig, &Options{Policy: Stdlib}))                         // 4
	require.NoError(t, v.AddWithOptions(pubs[0], msg, sig, &Options{Policy: Stdlib}))                     // 5 bad
	require.NoError(t, v.AddWithOptions(pub, msg, phSig, &Options{Hash: crypto.SHA512, Policy: ZIP215}))  // 6 bad digest length
	require.NoError(t, v.AddWithOptions(pub, digest[:], phSig, &Options{Hash: crypto.SHA512, Policy: 1})) // 7 (ZIP215)

	assert.Error(t, v.AddWithOptions(pub, msg, sig, &Options{Hash: crypto.SHA256}))
	assert.Error(t, v.AddWithOptions(pub, msg, sig, &Options{Context: string(make([]byte, 256))}))
	assert.Error(t, v.AddWithOptions(pub, msg, sig, &Options{Policy: 99}))
	assert.Equal(t, 8, v.Len())

	ok, failed := v.Verify(nil)
	assert.False(t, ok)
	assert.Equal(t, []int{3, 5, 6}, failed)
}

func clone(b []byte) []byte { return append([]byte(nil), b...) }
