package ed25519

import (
	"crypto"
	"crypto/sha512"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRFC8032EveryEntryPoint reproduces each RFC 8032 vector byte for byte
// through every entry point of its variant (SignWithOptions with Hash, with
// Prehashed, with Context and with ContextBytes; SignCtx; SignPh over the
// unhashed message) and checks that the matching verifiers accept it under
// every policy and the others reject it.
func TestRFC8032EveryEntryPoint(t *testing.T) {
	for _, v := range rfc8032Vectors {
		t.Run(v.name, func(t *testing.T) {
			seed, msg, ctxBytes := unhex(t, v.seed), unhex(t, v.msg), unhex(t, v.ctx)
			ctx := string(ctxBytes)
			priv, err := NewKeyFromSeed(seed)
			require.NoError(t, err)
			pub := priv.PublicKey()
			signed := msg
			if v.ph {
				d := sha512.Sum512(msg)
				signed = d[:]
			}
			optionSets := []*Options{
				{Prehashed: v.ph, Context: ctx},
				{Prehashed: v.ph, ContextBytes: ctxBytes},
			}
			if v.ph {
				optionSets = append(optionSets,
					&Options{Hash: crypto.SHA512, Context: ctx},
					&Options{Hash: crypto.SHA512, Prehashed: true, ContextBytes: ctxBytes})
			}
			for i, o := range optionSets {
				sig, err := SignWithOptions(priv, signed, o)
				require.NoError(t, err, i)
				assert.Equal(t, v.sig, hex.EncodeToString(sig), i)
				for _, p := range allPolicies {
					po := *o
					po.Policy = p
					assert.NoError(t, VerifyWithOptions(pub, signed, sig, &po), "%d %v", i, p)
				}
			}
			want := unhex(t, v.sig)
			if v.ph {
				sig, err := SignPh(priv, msg, ctx)
				require.NoError(t, err)
				assert.Equal(t, want, sig)
				assert.True(t, VerifyPh(pub, msg, want, ctx))
				assert.False(t, VerifyPh(pub, msg, want, ctx+"x"))
				assert.False(t, VerifyCtx(pub, msg, want, ctx))
				assert.False(t, VerifyCtx(pub, signed, want, ctx))
			} else {
				sig, err := SignCtx(priv, msg, ctx)
				require.NoError(t, err)
				assert.Equal(t, want, sig)
				assert.True(t, VerifyCtx(pub, msg, want, ctx))
				assert.False(t, VerifyCtx(pub, msg, want, ctx+"x"))
				assert.False(t, VerifyPh(pub, msg, want, ctx))
				assert.Equal(t, ctx == "", Verify(pub, msg, want), "plain Verify accepts only Ed25519")
			}
		})
	}
}

// TestSignWithOptionsNilIsSign checks that nil and zero Options sign plain
// Ed25519, the signature of Sign.
func TestSignWithOptionsNilIsSign(t *testing.T) {
	_, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	msg := []byte("message")
	want, err := Sign(priv, msg)
	require.NoError(t, err)
	for _, o := range []*Options{nil, {}, {Policy: Strict}} {
		sig, err := SignWithOptions(priv, msg, o)
		require.NoError(t, err)
		assert.Equal(t, want, sig)
	}
}

// TestContextBytesErrors checks that Context and ContextBytes together, a
// context over 255 bytes in either, and a digest of the wrong length are
// errors in signing and verification, and that nothing panics.
func TestContextBytesErrors(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	sig := make([]byte, SignatureSize)
	long := strings.Repeat("c", ContextMaxSize+1)
	for name, o := range map[string]*Options{
		"both":             {Context: "a", ContextBytes: []byte("a")},
		"long bytes":       {ContextBytes: []byte(long)},
		"long string":      {Context: long},
		"short digest":     {Prehashed: true},
		"unsupported hash": {Hash: crypto.SHA256},
	} {
		_, err := SignWithOptions(priv, []byte("msg"), o)
		assert.Error(t, err, name)
		assert.True(t, strings.HasPrefix(err.Error(), "ed25519: "), name)
		err = VerifyWithOptions(pub, []byte("msg"), sig, o)
		assert.Error(t, err, name)
		assert.NotErrorIs(t, err, ErrInvalidSignature, name)
	}
	_, err = SignCtx(priv, nil, long)
	assert.Error(t, err)
	assert.False(t, VerifyCtx(pub, nil, sig, long))
	_, err = SignPh(priv[:10], nil, "")
	assert.Error(t, err)
	assert.False(t, VerifyPh(pub[:10], nil, sig, ""))
}

// TestOptionsHashFunc checks that Prehashed makes HashFunc report SHA-512,
// so that crypto.Signer callers hash the message as the options require.
func TestOptionsHashFunc(t *testing.T) {
	assert.Equal(t, crypto.Hash(0), (&Options{}).HashFunc())
	assert.Equal(t, crypto.Hash(0), (*Options)(nil).HashFunc())
	assert.Equal(t, crypto.SHA512, (&Options{Prehashed: true}).HashFunc())
	assert.Equal(t, crypto.SHA512, (&Options{Hash: crypto.SHA512}).HashFunc())
}

// TestNilOptionsDefaultSameInEveryLayer checks that a nil *Options means
// the Stdlib policy in VerifyWithOptions, Verify and Scheme().Verify alike,
// on a signature the policies judge differently: A is the identity encoded
// with y = p + 1 (non-canonical), R the identity, S = 0. Stdlib and ZIP215
// decode A leniently and accept; RFC8032 and Strict reject.
func TestNilOptionsDefaultSameInEveryLayer(t *testing.T) {
	assert.Equal(t, Lenient, ZIP215)
	// p + 1 = 2^255 − 18, little-endian: 0xee, then 0xff…, then 0x7f.
	pub := make([]byte, PublicKeySize)
	for i := range pub {
		pub[i] = 0xff
	}
	pub[0], pub[31] = 0xee, 0x7f
	sig := make([]byte, SignatureSize)
	sig[0] = 1 // R = (0, 1)
	msg := []byte("non-canonical identity")
	require.NoError(t, VerifyWithOptions(pub, msg, sig, nil))
	require.NoError(t, Scheme().Verify(pub, msg, sig, nil))
	assert.True(t, Verify(pub, msg, sig))
	assert.True(t, VerifyCtx(pub, msg, sig, ""))
	assert.NoError(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: Lenient}))
	assert.ErrorIs(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: RFC8032}), ErrInvalidSignature)
	assert.ErrorIs(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: Strict}), ErrInvalidSignature)
	assert.Error(t, Scheme().Verify(pub, msg, sig, &edwards.Options{Policy: edwards.RFC8032}))
}
