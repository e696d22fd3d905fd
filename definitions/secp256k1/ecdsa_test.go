package secp256k1_test

import (
	"bytes"
	"crypto"
	crand "crypto/rand"
	"crypto/sha256"
	"errors"
	"io"
	"math/big"
	"testing"

	gecdsa "github.com/consensys/gnark-crypto/ecc/secp256k1/ecdsa"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var errShort = errors.New("short read")

// fnSet sets z = x mod n.
func fnSet(z *secp256k1.Scalar, x *big.Int) error {
	return field.SetBig[fnk256.Element](fnk256.Field{}, z, x)
}

// gnarkPublicKey returns pub as a gnark-crypto ECDSA key.
func gnarkPublicKey(t *testing.T, pub *secp256k1.PublicKey) *gecdsa.PublicKey {
	var k gecdsa.PublicKey
	_, err := k.SetBytes(pub.Bytes()[1:])
	require.NoError(t, err)
	return &k
}

// TestGnarkECDSA checks signatures both ways against gnark-crypto's ECDSA
// (which requires a low s, as Sign produces by default): ours verify there,
// gnark's verify here, and a changed digest fails on both sides.
func TestGnarkECDSA(t *testing.T) {
	r := testRand(10)
	for i := range 30 {
		priv, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		digest := make([]byte, 32)
		r.Read(digest)
		sig, err := secp256k1.Sign(priv, digest, nil)
		require.NoError(t, err)
		require.True(t, sig.IsLowS(), "Sign normalises s by default")
		gpub := gnarkPublicKey(t, priv.PublicKey())
		ok, err := gpub.Verify(sig.Bytes(), digest, nil)
		require.NoError(t, err)
		assert.True(t, ok)

		var gpriv gecdsa.PrivateKey
		_, err = gpriv.SetBytes(append(priv.PublicKey().Bytes()[1:], priv.Bytes()...))
		require.NoError(t, err)
		gsig, err := gpriv.Sign(digest, nil)
		require.NoError(t, err)
		parsed, err := secp256k1.ParseSignature(gsig)
		require.NoError(t, err)
		assert.True(t, secp256k1.Verify(priv.PublicKey(), digest, parsed))

		bad := bytes.Clone(digest)
		bad[i%32] ^= 0x80
		assert.False(t, secp256k1.Verify(priv.PublicKey(), bad, sig))
		ok, _ = gpub.Verify(sig.Bytes(), bad, nil)
		assert.False(t, ok)
	}
}

// TestLowS checks the s policies: Sign normalises by default and not with
// AnyS; Verify accepts both halves unless asked for LowS; the recovery id
// follows the normalisation.
func TestLowS(t *testing.T) {
	r := testRand(11)
	var highSeen int
	for range 16 {
		priv, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		digest := make([]byte, 32)
		r.Read(digest)
		low, err := secp256k1.Sign(priv, digest, nil)
		require.NoError(t, err)
		raw, err := secp256k1.Sign(priv, digest, &secp256k1.SignOptions{S: secp256k1.AnyS})
		require.NoError(t, err)
		explicit, err := secp256k1.Sign(priv, digest, &secp256k1.SignOptions{S: secp256k1.LowS})
		require.NoError(t, err)
		assert.True(t, low.Equal(explicit))
		assert.True(t, low.IsLowS())
		assert.Equal(t, low.R(), raw.R())
		for _, sig := range []*secp256k1.Signature{low, raw} {
			assert.True(t, secp256k1.Verify(priv.PublicKey(), digest, sig))
			assert.True(t, secp256k1.VerifyASN1(priv.PublicKey(), digest, sig.ASN1()))
			_, ok := sig.RecoveryID()
			require.True(t, ok)
			rec, err := secp256k1.RecoverPublicKey(digest, sig)
			require.NoError(t, err)
			assert.True(t, rec.Equal(priv.PublicKey()))
		}
		strict := &secp256k1.VerifyOptions{S: secp256k1.LowS}
		assert.NoError(t, secp256k1.VerifyWithOptions(priv.PublicKey(), digest, low, strict))
		if !raw.IsLowS() {
			highSeen++
			assert.Error(t, secp256k1.VerifyWithOptions(priv.PublicKey(), digest, raw, strict))
			assert.NoError(t, secp256k1.VerifyWithOptions(priv.PublicKey(), digest, raw, nil))
		}
	}
	assert.NotZero(t, highSeen, "some raw signatures have a high s")
}

// TestSignOptions checks hedged signing, extra entropy, digest lengths other
// than 32 bytes (bits2int, agreeing with gnark-crypto's truncation) and
// crypto.Signer.
func TestSignOptions(t *testing.T) {
	priv, err := secp256k1.GenerateKey(testRand(12))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("options"))
	plain, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	again, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	assert.True(t, plain.Equal(again), "deterministic")
	hedged, err := secp256k1.Sign(priv, digest[:], &secp256k1.SignOptions{Rand: testRand(13)})
	require.NoError(t, err)
	assert.False(t, plain.Equal(hedged))
	assert.True(t, secp256k1.Verify(priv.PublicKey(), digest[:], hedged))
	extra, err := secp256k1.Sign(priv, digest[:], &secp256k1.SignOptions{ExtraEntropy: []byte{1}})
	require.NoError(t, err)
	assert.False(t, plain.Equal(extra))

	gpub := gnarkPublicKey(t, priv.PublicKey())
	for _, n := range []int{0, 1, 16, 31, 33, 64, 65} {
		d := bytes.Repeat([]byte{0x9c}, n)
		sig, err := secp256k1.Sign(priv, d, nil)
		require.NoError(t, err, "%d bytes", n)
		assert.True(t, secp256k1.Verify(priv.PublicKey(), d, sig))
		if n > 0 {
			ok, err := gpub.Verify(sig.Bytes(), d, nil)
			require.NoError(t, err)
			assert.True(t, ok, "gnark-crypto, %d bytes", n)
		}
	}

	var signer crypto.Signer = priv
	der, err := signer.Sign(nil, digest[:], crypto.SHA256)
	require.NoError(t, err)
	assert.Equal(t, plain.ASN1(), der)
	der, err = signer.Sign(testRand(14), digest[:], &secp256k1.SignOptions{S: secp256k1.AnyS})
	require.NoError(t, err)
	assert.True(t, secp256k1.VerifyASN1(signer.Public().(*secp256k1.PublicKey), digest[:], der))
	_, err = signer.Sign(testRandShort{}, digest[:], crypto.SHA256)
	assert.Error(t, err)
	_, err = secp256k1.Sign(priv, digest[:], &secp256k1.SignOptions{Hash: crypto.MD4})
	assert.Error(t, err)
}

// TestRecoverPublicKey checks recovery on random keys: a signature from Sign
// recovers with the id it records; set to each id 0–3, only the recorded one
// gives the signer's key; ids outside 0–3 are refused; and a parsed signature
// needs its id set before it recovers.
func TestRecoverPublicKey(t *testing.T) {
	r := testRand(15)
	for range 20 {
		priv, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		digest := make([]byte, 32)
		r.Read(digest)
		sig, err := secp256k1.Sign(priv, digest, nil)
		require.NoError(t, err)
		id, ok := sig.RecoveryID()
		require.True(t, ok, "Sign records the recovery id")
		rec, err := secp256k1.RecoverPublicKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
		for v := byte(0); v < 4; v++ {
			other := *sig
			_, err := other.SetRecoveryID(v)
			require.NoError(t, err)
			rec, err := secp256k1.RecoverPublicKey(digest, &other)
			if v == id {
				require.NoError(t, err)
				assert.True(t, rec.Equal(priv.PublicKey()))
			} else if err == nil {
				assert.False(t, rec.Equal(priv.PublicKey()))
				assert.True(t, secp256k1.Verify(rec, digest, sig), "a recovered key verifies the signature")
			}
		}
		// sig itself is not changed by RecoverPublicKey.
		id2, _ := sig.RecoveryID()
		assert.Equal(t, id, id2)
		other := *sig
		_, err = other.SetRecoveryID(4)
		assert.Error(t, err, "recovery id 4")

		// A parsed signature carries no recovery id until it is given one.
		parsed, err := secp256k1.ParseSignature(sig.Bytes())
		require.NoError(t, err)
		_, err = secp256k1.RecoverPublicKey(digest, parsed)
		assert.ErrorContains(t, err, "secp256k1: signature has no recovery id")
		parsed, err = secp256k1.ParseDERSignature(sig.ASN1())
		require.NoError(t, err)
		_, err = parsed.SetRecoveryID(id)
		require.NoError(t, err)
		rec, err = secp256k1.RecoverPublicKey(digest, parsed)
		require.NoError(t, err)
		assert.True(t, rec.Equal(priv.PublicKey()))
	}
}

// TestSignatureEncodings round-trips compact and DER signatures and checks
// the parsers' errors.
func TestSignatureEncodings(t *testing.T) {
	priv, err := secp256k1.GenerateKey(testRand(16))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("encodings"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	c, err := secp256k1.ParseSignature(sig.Bytes())
	require.NoError(t, err)
	assert.True(t, c.Equal(sig))
	d, err := secp256k1.ParseDERSignature(sig.ASN1())
	require.NoError(t, err)
	assert.True(t, d.Equal(sig))
	for _, b := range [][]byte{nil, make([]byte, 63), make([]byte, 64),
		append(be32(k256N), sig.S()...), append(sig.R(), be32(k256N)...)} {
		_, err := secp256k1.ParseSignature(b)
		assert.ErrorContains(t, err, "secp256k1:", "%x", b)
	}
	der := sig.ASN1()
	for _, b := range [][]byte{nil, der[:len(der)-1], append(bytes.Clone(der), 0)} {
		_, err := secp256k1.ParseDERSignature(b)
		assert.Error(t, err)
		assert.False(t, secp256k1.VerifyASN1(priv.PublicKey(), digest[:], b))
	}
	s, err := secp256k1.NewSignature(sig.R(), sig.S())
	require.NoError(t, err)
	assert.True(t, s.Equal(sig))
}

// TestSignerNilSignOptions checks that PrivateKey.Sign takes a nil
// *SignOptions as the defaults (SHA-256), as Sign does, with and without a
// random source, instead of dereferencing it.
func TestSignerNilSignOptions(t *testing.T) {
	k, err := secp256k1.GenerateKey(nil)
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("nil options"))
	var nilOpts *secp256k1.SignOptions
	// HashFunc reports zero, "the scheme's default", which is SHA-256 here;
	// the options type is shared with curves whose default differs.
	assert.Zero(t, nilOpts.HashFunc())
	for _, rnd := range []io.Reader{nil, crand.Reader} {
		var der []byte
		require.NotPanics(t, func() { der, err = k.Sign(rnd, digest[:], nilOpts) })
		require.NoError(t, err)
		assert.True(t, secp256k1.VerifyASN1(k.PublicKey(), digest[:], der))
	}
	// Deterministic without a random source: the same as nil opts.
	a, err := k.Sign(nil, digest[:], nilOpts)
	require.NoError(t, err)
	b, err := k.Sign(nil, digest[:], nil)
	require.NoError(t, err)
	assert.Equal(t, b, a)
}
