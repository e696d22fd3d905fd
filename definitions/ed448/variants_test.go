package ed448

import (
	"encoding/hex"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRFC8032EveryEntryPoint reproduces each RFC 8032 vector byte for byte
// through SignWithOptions (Context and ContextBytes), SignCtx and SignPh,
// and checks that the matching verifiers accept it under every policy and
// the others reject it.
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
				signed = Prehash(msg)
			}
			for i, o := range []*Options{
				{Prehashed: v.ph, Context: ctx},
				{Prehashed: v.ph, ContextBytes: ctxBytes},
			} {
				sig, err := SignWithOptions(priv, signed, o)
				require.NoError(t, err, i)
				assert.Equal(t, v.sig, hex.EncodeToString(sig), i)
				for _, p := range []Policy{RFC8032, Strict, Lenient} {
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
				assert.False(t, VerifyCtx(pub, msg, want, ctx))
			} else {
				sig, err := SignCtx(priv, msg, ctx)
				require.NoError(t, err)
				assert.Equal(t, want, sig)
				assert.True(t, VerifyCtx(pub, msg, want, ctx))
				assert.False(t, VerifyCtx(pub, msg, want, ctx+"x"))
				assert.False(t, VerifyPh(pub, msg, want, ctx))
			}
		})
	}
}

// TestContextBytesErrors checks that Context and ContextBytes together, a
// context over 255 bytes in either, and a prehash of the wrong length are
// errors in signing and verification.
func TestContextBytesErrors(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	sig := make([]byte, SignatureSize)
	long := strings.Repeat("c", ContextMaxSize+1)
	for name, o := range map[string]*Options{
		"both":           {Context: "a", ContextBytes: []byte("a")},
		"long bytes":     {ContextBytes: []byte(long)},
		"long string":    {Context: long},
		"short PH(M)":    {Prehashed: true},
		"unknown policy": {Policy: Lenient + 1},
	} {
		if name != "unknown policy" {
			_, err := SignWithOptions(priv, []byte("msg"), o)
			assert.Error(t, err, name)
			assert.True(t, strings.HasPrefix(err.Error(), "ed448: "), name)
		}
		err = VerifyWithOptions(pub, []byte("msg"), sig, o)
		assert.Error(t, err, name)
		assert.NotErrorIs(t, err, ErrInvalidSignature, name)
	}
}

// lenientCase is a signature that only Lenient accepts: A is the identity
// encoded with y = p + 1 = 2^448 − 2^224 (non-canonical, §5.2.3 step 1
// rejects it), R the identity, S = 0, so [4][S]B = [4]R + [4][k]A holds.
func lenientCase() (pub, sig []byte) {
	pub = make([]byte, PublicKeySize)
	for i := 28; i < 56; i++ {
		pub[i] = 0xff // 2^448 − 2^224: bits 224 to 447 set
	}
	sig = make([]byte, SignatureSize)
	sig[0] = 1 // R = (0, 1)
	return pub, sig
}

// TestLenientAcceptsWhatItDocuments checks the Lenient policy on
// non-canonical encodings: y = p + 1, a set unused bit of the last octet
// (y + 2^448 ≡ y + 2^224 + 1), and "negative zero" x; and that RFC8032 and
// Strict reject them, Strict also for the canonical identity.
func TestLenientAcceptsWhatItDocuments(t *testing.T) {
	msg := []byte("lenient")
	pub, sig := lenientCase()
	assert.NoError(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: Lenient}))
	assert.ErrorIs(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: RFC8032}), ErrInvalidSignature)
	assert.ErrorIs(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: Strict}), ErrInvalidSignature)
	assert.False(t, Verify(pub, msg, sig, ""))

	// R = (0, 1) with the sign bit: x = 0 "negative".
	canon := make([]byte, PublicKeySize)
	canon[0] = 1
	negZero := append([]byte(nil), sig...)
	negZero[PublicKeySize-1] |= 0x80
	assert.NoError(t, VerifyWithOptions(canon, msg, negZero, &Options{Policy: Lenient}))
	assert.ErrorIs(t, VerifyWithOptions(canon, msg, negZero, &Options{Policy: RFC8032}), ErrInvalidSignature)
	assert.NoError(t, VerifyWithOptions(canon, msg, sig, &Options{Policy: RFC8032}))
	assert.ErrorIs(t, VerifyWithOptions(canon, msg, sig, &Options{Policy: Strict}), ErrInvalidSignature)

	// An honest signature verifies under every policy.
	hpub, hpriv, err := GenerateKey(nil)
	require.NoError(t, err)
	hsig, err := Sign(hpriv, msg, "ctx")
	require.NoError(t, err)
	for _, p := range []Policy{RFC8032, Strict, Lenient} {
		assert.NoError(t, VerifyWithOptions(hpub, msg, hsig, &Options{Context: "ctx", Policy: p}), p)
	}
	assert.Equal(t, "Lenient", Lenient.String())
}

// TestNilOptionsDefaultSameInEveryLayer checks that a nil *Options means
// RFC8032 in VerifyWithOptions and Scheme().Verify alike, on a signature
// that Lenient accepts and RFC8032 rejects.
func TestNilOptionsDefaultSameInEveryLayer(t *testing.T) {
	msg := []byte("default")
	pub, sig := lenientCase()
	assert.ErrorIs(t, VerifyWithOptions(pub, msg, sig, nil), ErrInvalidSignature)
	assert.ErrorIs(t, Scheme().Verify(pub, msg, sig, nil), edwards.ErrInvalidSignature)
	assert.NoError(t, Scheme().Verify(pub, msg, sig, &edwards.Options{Policy: edwards.ZIP215}))
}
