package axlsign

import (
	"encoding/hex"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reset empties the cache.
func (kc *keyCache) reset() {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	kc.slots, kc.next = [keyCacheSlots]keySlot{}, 0
}

// cached reports whether the cache holds the key of private, and its A.
func (kc *keyCache) cached(t *testing.T, private []byte) (int, [32]byte) {
	st := getState()
	defer st.put()
	copy(st.a[:], private)
	clamp(st.a[:])
	st.keyTag()
	var edpk [32]byte
	return kc.lookup(&edpk, &st.tag), edpk
}

// TestSignKeyCacheVectors signs the first message of every curve25519-js
// case once with an empty cache (A computed) and once more (A remembered):
// both must be the reference's signature byte for byte, and the remembered
// A the reference's ed_public.
func TestSignKeyCacheVectors(t *testing.T) {
	f := loadVectors(t)
	for _, c := range f.Cases {
		keys.reset()
		kp, err := GenerateKeyPair(unhex(t, c.Seed))
		require.NoError(t, err)
		hit, _ := keys.cached(t, kp.Private)
		require.Equal(t, 0, hit, "case %d: empty cache", c.ID)
		m := c.Messages[0]
		msg, rnd := unhex(t, m.Msg), unhex(t, c.OptRandom)
		for pass, want := range []string{m.Sig, m.Sig, m.SigRnd} {
			r := []byte(nil)
			if pass == 2 {
				r = rnd
			}
			sig, err := Sign(kp.Private, msg, r)
			require.NoError(t, err)
			assert.Equal(t, want, hex.EncodeToString(sig), "case %d pass %d", c.ID, pass)
			hit, edpk := keys.cached(t, kp.Private)
			assert.Equal(t, 1, hit, "case %d pass %d", c.ID, pass)
			assert.Equal(t, c.EdPublic, hex.EncodeToString(edpk[:]), "case %d pass %d", c.ID, pass)
		}
	}
}

// TestSignKeyCacheEviction signs with more keys than the cache holds, in
// turn (so that every signature misses after the first round) and then
// repeatedly with one key, checking every signature against a Signer's,
// and that a key is forgotten exactly keyCacheSlots other keys later.
func TestSignKeyCacheEviction(t *testing.T) {
	keys.reset()
	const n = 3 * keyCacheSlots
	privs := make([][]byte, n)
	signers := make([]*Signer, n)
	for i := range privs {
		privs[i] = make([]byte, 32)
		privs[i][1], privs[i][2] = byte(i), 0xa5 // byte 0 loses bits to clamping
		var err error
		signers[i], err = NewSigner(privs[i])
		require.NoError(t, err)
	}
	msg := []byte("key cache")
	check := func(i int) {
		t.Helper()
		got, err := Sign(privs[i], msg, nil)
		require.NoError(t, err)
		want, err := signers[i].Sign(msg, nil)
		require.NoError(t, err)
		require.Equal(t, want, got, "key %d", i)
	}
	for round := 0; round < 2; round++ {
		for i := range privs {
			check(i)
		}
	}
	for i := range privs {
		hit, _ := keys.cached(t, privs[i])
		assert.Equal(t, b2i(i >= n-keyCacheSlots), hit, "key %d", i)
	}
	for range 3 {
		check(0)
	}
	hit, _ := keys.cached(t, privs[n-keyCacheSlots])
	assert.Equal(t, 0, hit, "the oldest key was replaced by key 0")
}

// TestSignKeyCacheConcurrent signs with several keys from several
// goroutines (run it under -race), every signature checked against a
// Signer's.
func TestSignKeyCacheConcurrent(t *testing.T) {
	keys.reset()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 2 * keyCacheSlots {
				priv := make([]byte, 32)
				priv[1], priv[2] = byte(i%(keyCacheSlots+3)), 0x5a
				sg, err := NewSigner(priv)
				if !assert.NoError(t, err) {
					return
				}
				msg := fmt.Appendf(nil, "goroutine %d message %d", g, i)
				got, err := Sign(priv, msg, nil)
				assert.NoError(t, err)
				want, err := sg.Sign(msg, nil)
				assert.NoError(t, err)
				assert.Equal(t, want, got)
			}
		})
	}
	wg.Wait()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
