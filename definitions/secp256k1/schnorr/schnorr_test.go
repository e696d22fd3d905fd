package schnorr_test

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testRand is a seeded source for reproducible tests.
func testRand(seed uint64) *rand.ChaCha8 {
	var s [32]byte
	s[0] = byte(seed)
	s[1] = byte(seed >> 8)
	return rand.NewChaCha8(s)
}

// edgeKeys are secret keys at the ends of the range and around its middle.
func edgeKeys() [][]byte {
	nm1 := new(big.Int).Sub(refN, big.NewInt(1))
	half := new(big.Int).Rsh(refN, 1)
	var out [][]byte
	for _, d := range []*big.Int{big.NewInt(1), big.NewInt(2), big.NewInt(3), nm1,
		new(big.Int).Sub(nm1, big.NewInt(1)), half, new(big.Int).Add(half, big.NewInt(1))} {
		out = append(out, be32(d))
	}
	return out
}

// TestSignAgainstModel signs random and edge keys, messages of lengths 0 to
// 200 and random aux, and checks every result byte for byte against the
// math/big model, together with the public key, and that Verify accepts it
// and rejects each single-bit change of the signature or message.
func TestSignAgainstModel(t *testing.T) {
	r := testRand(1)
	keys := edgeKeys()
	for range 24 {
		sk := make([]byte, 32)
		r.Read(sk)
		keys = append(keys, sk)
	}
	for i, skb := range keys {
		want := refPubKey(skb)
		sk, err := schnorr.NewPrivateKey(skb)
		if want == nil {
			require.Error(t, err)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, want, sk.PublicKey().Bytes())
		assert.Equal(t, skb, sk.Bytes())
		msg := make([]byte, (i*37)%201)
		r.Read(msg)
		aux := make([]byte, 32)
		r.Read(aux)
		sig, err := schnorr.Sign(sk, msg, aux)
		require.NoError(t, err)
		require.Equal(t, refSign(skb, msg, aux), sig, "key %x msg %x aux %x", skb, msg, aux)
		require.True(t, schnorr.Verify(sk.PublicKey(), msg, sig))
		require.True(t, refVerify(sk.PublicKey().Bytes(), msg, sig))
		bit := int(r.Uint64() % (8 * 64))
		bad := bytes.Clone(sig)
		bad[bit/8] ^= 1 << (bit % 8)
		assert.False(t, schnorr.Verify(sk.PublicKey(), msg, bad))
		badMsg := append(bytes.Clone(msg), 0)
		assert.False(t, schnorr.Verify(sk.PublicKey(), badMsg, sig))
		// The public key parsed from its bytes is the same key.
		pub, err := schnorr.NewPublicKey(sk.PublicKey().Bytes())
		require.NoError(t, err)
		assert.True(t, pub.Equal(sk.PublicKey()))
		assert.True(t, pub.Point().Equal(sk.PublicKey().Point()) == 1)
		assert.True(t, schnorr.Verify(pub, msg, sig))
	}
}

// TestSignDeterministic checks that SignDeterministic is Sign with zero aux
// and that Sign depends on aux.
func TestSignDeterministic(t *testing.T) {
	sk, err := schnorr.NewPrivateKey(be32(big.NewInt(3)))
	require.NoError(t, err)
	msg := []byte("message")
	a, err := schnorr.SignDeterministic(sk, msg)
	require.NoError(t, err)
	b, err := schnorr.Sign(sk, msg, make([]byte, 32))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	aux := make([]byte, 32)
	aux[31] = 1
	c, err := schnorr.Sign(sk, msg, aux)
	require.NoError(t, err)
	assert.NotEqual(t, a, c)
	assert.True(t, schnorr.Verify(sk.PublicKey(), msg, c))
	for _, n := range []int{0, 31, 33, 64} {
		_, err := schnorr.Sign(sk, msg, make([]byte, n))
		assert.ErrorContains(t, err, "want 32", "aux of %d bytes", n)
	}
}

// TestSigner checks the crypto.Signer implementation: aux from the reader,
// errors of the reader passed on.
func TestSigner(t *testing.T) {
	var signer crypto.Signer
	sk, err := schnorr.GenerateKey(testReader(2))
	require.NoError(t, err)
	signer = sk
	msg := sha256.Sum256([]byte("hello"))
	sig, err := signer.Sign(bytes.NewReader(make([]byte, 32)), msg[:], crypto.Hash(0))
	require.NoError(t, err)
	want, err := schnorr.SignDeterministic(sk, msg[:])
	require.NoError(t, err)
	assert.Equal(t, want, sig)
	sig, err = signer.Sign(nil, msg[:], crypto.Hash(0))
	require.NoError(t, err)
	assert.True(t, schnorr.Verify(signer.Public().(*schnorr.PublicKey), msg[:], sig))
	_, err = signer.Sign(bytes.NewReader(make([]byte, 31)), msg[:], crypto.Hash(0))
	assert.Error(t, err)
}

// testReader returns a deterministic io.Reader.
func testReader(seed uint64) *rand.ChaCha8 { return testRand(seed) }

// TestGenerateKey checks generated keys against the model and that a failing
// reader is reported.
func TestGenerateKey(t *testing.T) {
	r := testReader(3)
	for range 8 {
		sk, err := schnorr.GenerateKey(r)
		require.NoError(t, err)
		assert.Equal(t, refPubKey(sk.Bytes()), sk.PublicKey().Bytes())
		other, err := schnorr.NewPrivateKey(sk.Bytes())
		require.NoError(t, err)
		assert.True(t, sk.Equal(other))
	}
	sk, err := schnorr.GenerateKey(nil)
	require.NoError(t, err)
	assert.Len(t, sk.Bytes(), 32)
	_, err = schnorr.GenerateKey(bytes.NewReader(make([]byte, 5)))
	assert.Error(t, err)
}

// TestKeyErrors checks that malformed keys are refused with the documented
// errors.
func TestKeyErrors(t *testing.T) {
	for _, b := range [][]byte{nil, make([]byte, 31), make([]byte, 33), make([]byte, 32),
		be32(refN), bytes.Repeat([]byte{0xff}, 32)} {
		_, err := schnorr.NewPrivateKey(b)
		assert.ErrorIs(t, err, schnorr.ErrPrivateKey, "key %x", b)
	}
	for _, n := range []int{0, 31, 33, 65} {
		_, err := schnorr.NewPublicKey(make([]byte, n))
		assert.ErrorIs(t, err, schnorr.ErrPublicKeyLength)
		assert.ErrorContains(t, err, "got")
	}
	_, err := schnorr.NewPublicKey(be32(refP))
	assert.ErrorIs(t, err, schnorr.ErrPublicKeyRange)
	// x = 5: 125 + 7 = 132 is not a square mod p (checked by the model).
	require.Nil(t, refLiftX(big.NewInt(5)))
	_, err = schnorr.NewPublicKey(be32(big.NewInt(5)))
	assert.ErrorIs(t, err, schnorr.ErrPublicKeyNotOnCurve)
	// Every x the model can lift is accepted, with the same point.
	r := testRand(4)
	for range 32 {
		x := make([]byte, 32)
		r.Read(x)
		P := refLiftX(new(big.Int).SetBytes(x))
		pub, err := schnorr.NewPublicKey(x)
		if P == nil {
			assert.Error(t, err)
			continue
		}
		require.NoError(t, err)
		enc := pub.Point().Bytes()
		assert.Equal(t, append(append([]byte{4}, be32(P.x)...), be32(P.y)...), enc)
	}
	sk, _ := schnorr.NewPrivateKey(be32(big.NewInt(7)))
	err = schnorr.CheckSignature(sk.PublicKey(), nil, make([]byte, 63))
	assert.ErrorIs(t, err, schnorr.ErrSignatureLength)
	assert.False(t, schnorr.Verify(sk.PublicKey(), nil, nil))
}

// TestZeroValueKeys checks that the zero values of PrivateKey and PublicKey,
// which hold no key, give ErrUninitializedKey instead of a signature under
// d = 0 (for the invalid public key x = 0) or a panic in verification.
func TestZeroValueKeys(t *testing.T) {
	for _, sign := range []func() ([]byte, error){
		func() ([]byte, error) { return schnorr.Sign(&schnorr.PrivateKey{}, []byte("m"), make([]byte, 32)) },
		func() ([]byte, error) { return schnorr.SignDeterministic(&schnorr.PrivateKey{}, nil) },
		func() ([]byte, error) { return new(schnorr.PrivateKey).Sign(nil, []byte("m"), crypto.Hash(0)) },
	} {
		sig, err := sign()
		assert.ErrorIs(t, err, schnorr.ErrUninitializedKey)
		assert.Nil(t, sig)
	}
	// A signature from a real key, checked against the zero public key.
	sk, err := schnorr.NewPrivateKey(be32(big.NewInt(7)))
	require.NoError(t, err)
	sig, err := schnorr.SignDeterministic(sk, []byte("m"))
	require.NoError(t, err)
	require.NotPanics(t, func() {
		assert.ErrorIs(t, schnorr.CheckSignature(&schnorr.PublicKey{}, []byte("m"), sig), schnorr.ErrUninitializedKey)
		assert.False(t, schnorr.Verify(&schnorr.PublicKey{}, []byte("m"), sig))
	})
	assert.True(t, schnorr.Verify(sk.PublicKey(), []byte("m"), sig))
}

// TestTaggedHash checks TaggedHash against the definition for the three
// BIP-340 tags (precomputed prefixes) and another tag.
func TestTaggedHash(t *testing.T) {
	for _, tag := range []string{"BIP0340/aux", "BIP0340/nonce", "BIP0340/challenge", "TapLeaf", ""} {
		for _, n := range []int{0, 1, 32, 55, 56, 64, 200} {
			x := bytes.Repeat([]byte{byte(n)}, n)
			got := schnorr.TaggedHash(tag, x[:n/2], x[n/2:])
			assert.Equal(t, refTagged(tag, x), got[:], "tag %q len %d", tag, n)
		}
	}
}

// TestAllocs checks that signing allocates only the signature and that
// verification allocates nothing.
func TestAllocs(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation counts are not meaningful under -short race builds")
	}
	sk, err := schnorr.NewPrivateKey(be32(big.NewInt(12345)))
	require.NoError(t, err)
	msg := make([]byte, 32)
	aux := make([]byte, 32)
	sig, err := schnorr.Sign(sk, msg, aux)
	require.NoError(t, err)
	pub := sk.PublicKey()
	assert.Equal(t, 1.0, testing.AllocsPerRun(50, func() {
		_, _ = schnorr.Sign(sk, msg, aux)
	}), "Sign")
	assert.Equal(t, 0.0, testing.AllocsPerRun(50, func() {
		if !schnorr.Verify(pub, msg, sig) {
			panic("verify failed")
		}
	}), "Verify")
	assert.Equal(t, 0.0, testing.AllocsPerRun(50, func() {
		_ = schnorr.TaggedHash("BIP0340/challenge", msg)
	}), "TaggedHash")
}

// TestConcurrent signs and verifies from several goroutines, exercising the
// pools.
func TestConcurrent(t *testing.T) {
	sk, err := schnorr.NewPrivateKey(be32(big.NewInt(99)))
	require.NoError(t, err)
	errs := make(chan error, 8)
	for g := range 8 {
		go func() {
			msg := []byte{byte(g)}
			for range 20 {
				sig, err := schnorr.SignDeterministic(sk, msg)
				if err == nil && !schnorr.Verify(sk.PublicKey(), msg, sig) {
					err = errors.New("verify failed")
				}
				if err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range 8 {
		require.NoError(t, <-errs)
	}
}
