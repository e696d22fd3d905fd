package ed25519

import (
	"crypto"
	"crypto/ed25519"
	"crypto/sha512"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testRand returns a deterministic source for the randomised tests.
func testRand(t testing.TB) *rand.ChaCha8 {
	var seed [32]byte
	copy(seed[:], t.Name())
	return rand.NewChaCha8(seed)
}

// TestDifferentialStdlib checks random keys and messages against
// crypto/ed25519 byte for byte: public keys, signatures of Ed25519,
// Ed25519ctx and Ed25519ph, and verification results on the valid
// signature and on one-bit mutations of the key, message and signature.
func TestDifferentialStdlib(t *testing.T) {
	r := testRand(t)
	n := 200
	if testing.Short() {
		n = 40
	}
	for i := range n {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		msg := make([]byte, r.Uint64()%300)
		r.Read(msg)

		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		stdPriv := ed25519.NewKeyFromSeed(seed)
		require.Equal(t, []byte(stdPriv), []byte(priv), "private key %d", i)

		sig, err := Sign(priv, msg)
		require.NoError(t, err)
		require.Equal(t, ed25519.Sign(stdPriv, msg), sig, "signature %d", i)

		// Ed25519ctx and Ed25519ph through crypto.Signer and Options.
		ctx := string(msg[:min(len(msg), 1+int(r.Uint64()%20))])
		digest := sha512.Sum512(msg)
		variants := []struct {
			name string
			msg  []byte
			opts *ed25519.Options
		}{
			{"Ed25519", msg, &ed25519.Options{}},
			{"Ed25519ctx", msg, &ed25519.Options{Context: ctx}},
			{"Ed25519ph", digest[:], &ed25519.Options{Hash: crypto.SHA512}},
			{"Ed25519ph+ctx", digest[:], &ed25519.Options{Hash: crypto.SHA512, Context: ctx}},
		}
		for _, v := range variants {
			want, err := stdPriv.Sign(nil, v.msg, v.opts)
			require.NoError(t, err)
			got, err := priv.Sign(nil, v.msg, &Options{Hash: v.opts.Hash, Context: v.opts.Context})
			require.NoError(t, err, v.name)
			require.Equal(t, want, got, "%s %d", v.name, i)
			got, err = priv.Sign(nil, v.msg, v.opts)
			require.NoError(t, err, v.name)
			require.Equal(t, want, got, "%s via *ed25519.Options %d", v.name, i)
			ourOpts := &Options{Hash: v.opts.Hash, Context: v.opts.Context}
			assert.NoError(t, VerifyWithOptions(priv.PublicKey(), v.msg, got, ourOpts), v.name)
		}

		// One-bit mutations: both implementations must agree.
		pub := priv.PublicKey()
		check := func(what string, pub, msg, sig []byte) {
			want := ed25519.Verify(ed25519.PublicKey(pub), msg, sig)
			assert.Equal(t, want, Verify(pub, msg, sig), "%s %d", what, i)
			assert.Equal(t, want, VerifyWithOptions(pub, msg, sig, nil) == nil, "%s %d", what, i)
			wantCtx := ed25519.VerifyWithOptions(ed25519.PublicKey(pub), msg, sig, &ed25519.Options{Context: "ctx"}) == nil
			assert.Equal(t, wantCtx, VerifyWithOptions(pub, msg, sig, &Options{Context: "ctx"}) == nil, "%s ctx %d", what, i)
		}
		check("valid", pub, msg, sig)
		flip := func(b []byte) []byte {
			c := append([]byte(nil), b...)
			if len(c) > 0 {
				j := r.Uint64() % uint64(len(c))
				c[j] ^= 1 << (r.Uint64() % 8)
			}
			return c
		}
		check("mutated key", flip(pub), msg, sig)
		check("mutated message", pub, flip(msg), sig)
		check("mutated signature", pub, msg, flip(sig))
		check("mutated R", pub, msg, append(flip(sig[:32]), sig[32:]...))
	}
}
