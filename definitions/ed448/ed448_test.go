package ed448

import (
	"bytes"
	"crypto"
	"crypto/sha3"
	"encoding/hex"
	"errors"
	"math/big"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testRand returns a deterministic source for the randomised tests.
func testRand(t testing.TB) *rand.ChaCha8 {
	var seed [32]byte
	copy(seed[:], t.Name())
	return rand.NewChaCha8(seed)
}

func TestGenerateKey(t *testing.T) {
	seed := bytes.Repeat([]byte{0x42}, SeedSize)
	pub, priv, err := GenerateKey(bytes.NewReader(seed))
	require.NoError(t, err)
	want, err := NewKeyFromSeed(seed)
	require.NoError(t, err)
	assert.Equal(t, want, priv)
	assert.Equal(t, want.PublicKey(), pub)
	assert.Equal(t, seed, priv.Seed())

	pub1, _, err := GenerateKey(nil)
	require.NoError(t, err)
	pub2, _, err := GenerateKey(nil)
	require.NoError(t, err)
	assert.NotEqual(t, pub1, pub2)
	_, _, err = GenerateKey(bytes.NewReader(seed[:56]))
	assert.ErrorContains(t, err, "ed448: reading the seed")
}

// TestPrehash checks PH against SHAKE256 with 64 bytes of output.
func TestPrehash(t *testing.T) {
	msg := []byte("abc")
	want := sha3.SumSHAKE256(msg, 64)
	assert.Equal(t, want, Prehash(msg))
	assert.Len(t, Prehash(nil), PrehashSize)
}

func TestBadLengths(t *testing.T) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("message")
	sig, err := Sign(priv, msg, "")
	require.NoError(t, err)

	for _, n := range []int{0, 32, 56, 58, 114} {
		_, err := NewKeyFromSeed(make([]byte, n))
		assert.ErrorContains(t, err, "ed448: seed is")
	}
	for _, n := range []int{0, 57, 64, 113, 115} {
		bad := PrivateKey(make([]byte, n))
		_, err := Sign(bad, msg, "")
		assert.ErrorContains(t, err, "ed448: private key is")
		_, err = SignPh(bad, msg, "")
		assert.Error(t, err)
		_, err = bad.Sign(nil, msg, crypto.Hash(0))
		assert.Error(t, err)
		_, err = NewPrivateKey(bad)
		assert.Error(t, err)
		_, err = bad.Scalar()
		assert.Error(t, err)
		_, err = MarshalPKCS8PrivateKey(bad)
		assert.Error(t, err)
		_, err = bad.MarshalBinary()
		assert.Error(t, err)
		assert.Nil(t, bad.Public())
		assert.Nil(t, bad.PublicKey())
		assert.Nil(t, bad.Seed())
	}
	for _, n := range []int{0, 32, 56, 58} {
		badPub := PublicKey(make([]byte, n))
		assert.False(t, Verify(badPub, msg, sig, ""))
		assert.False(t, VerifyPh(badPub, msg, sig, ""))
		assert.ErrorContains(t, VerifyWithOptions(badPub, msg, sig, nil), "ed448: public key is")
		_, err := NewPublicKey(badPub)
		assert.Error(t, err)
		_, err = badPub.Point()
		assert.Error(t, err)
		_, err = MarshalPKIXPublicKey(badPub)
		assert.Error(t, err)
	}
	for _, n := range []int{0, 64, 113, 115} {
		badSig := make([]byte, n)
		copy(badSig, sig)
		assert.False(t, Verify(pub, msg, badSig, ""))
		assert.ErrorContains(t, VerifyWithOptions(pub, msg, badSig, nil), "ed448: signature is")
	}
	// Contexts: 255 bytes is the limit.
	ctx255 := string(bytes.Repeat([]byte{'c'}, 255))
	sig255, err := Sign(priv, msg, ctx255)
	require.NoError(t, err)
	assert.True(t, Verify(pub, msg, sig255, ctx255))
	_, err = Sign(priv, msg, ctx255+"c")
	assert.ErrorContains(t, err, "ed448: context is 256 bytes")
	_, err = SignPh(priv, msg, ctx255+"c")
	assert.ErrorContains(t, err, "ed448: context is 256 bytes")
	assert.False(t, Verify(pub, msg, sig255, ctx255+"c"))
}

func TestOptions(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{7}, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("message")

	sig, err := priv.Sign(nil, msg, crypto.Hash(0))
	require.NoError(t, err)
	plain, err := Sign(priv, msg, "")
	require.NoError(t, err)
	assert.Equal(t, plain, sig)
	nilOpts, err := priv.Sign(nil, msg, (*Options)(nil))
	require.NoError(t, err)
	assert.Equal(t, plain, nilOpts)
	assert.NoError(t, VerifyWithOptions(pub, msg, sig, nil))

	_, err = priv.Sign(nil, msg, crypto.SHA512)
	assert.ErrorContains(t, err, "ed448: hash SHA-512")
	_, err = priv.Sign(nil, msg, &Options{Prehashed: true})
	assert.ErrorContains(t, err, "Ed448ph message is 7 bytes")
	assert.ErrorContains(t, VerifyWithOptions(pub, msg, sig, &Options{Prehashed: true}), "Ed448ph message is 7 bytes")
	assert.ErrorContains(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: 5}), "unknown verification policy 5")
	assert.False(t, errors.Is(VerifyWithOptions(pub, msg, sig, &Options{Policy: 5}), ErrInvalidSignature))

	err = VerifyWithOptions(pub, []byte("other"), sig, nil)
	assert.ErrorIs(t, err, ErrInvalidSignature)
	assert.ErrorIs(t, err, edwards.ErrInvalidSignature)
	assert.Equal(t, "ed448: invalid signature", err.Error())
	assert.Equal(t, crypto.Hash(0), (&Options{}).HashFunc())
	assert.Equal(t, "RFC8032", RFC8032.String())
	assert.Equal(t, "Strict", Strict.String())
	assert.Equal(t, "Policy(3)", Policy(3).String())
}

// TestStrict checks the one difference between the policies with the
// identity as public key and R, and S = 0: [4][0]B = [4]O + [4][k]O holds,
// so RFC8032 accepts the signature of any message; Strict rejects it.
func TestStrict(t *testing.T) {
	identity := make([]byte, PublicKeySize)
	identity[0] = 1
	sig := make([]byte, SignatureSize)
	copy(sig, identity)
	for _, msg := range []string{"", "any message"} {
		assert.NoError(t, VerifyWithOptions(identity, []byte(msg), sig, &Options{Policy: RFC8032}))
		err := VerifyWithOptions(identity, []byte(msg), sig, &Options{Policy: Strict})
		assert.ErrorIs(t, err, ErrInvalidSignature)
		assert.ErrorContains(t, err, "small order")
	}
	// A non-canonical encoding of the identity (y = p + 1) is rejected by both.
	be := new(big.Int).Add(paramP, big.NewInt(1)).FillBytes(make([]byte, PublicKeySize))
	le := make([]byte, PublicKeySize)
	for i, b := range be {
		le[PublicKeySize-1-i] = b
	}
	for _, p := range allPolicies {
		err := VerifyWithOptions(le, nil, sig, &Options{Policy: p})
		assert.ErrorIs(t, err, edwards.ErrNonCanonical, p)
	}
	_, err := NewPublicKey(le)
	assert.ErrorIs(t, err, edwards.ErrNonCanonical)
}

func TestNewPrivateKey(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{1}, SeedSize))
	require.NoError(t, err)
	got, err := NewPrivateKey(priv)
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	got[0] ^= 1
	assert.NotEqual(t, priv, got, "NewPrivateKey must copy")
	other, err := NewKeyFromSeed(bytes.Repeat([]byte{2}, SeedSize))
	require.NoError(t, err)
	mixed := append(append([]byte(nil), priv[:SeedSize]...), other[SeedSize:]...)
	_, err = NewPrivateKey(mixed)
	assert.ErrorContains(t, err, "is not the public key of its seed")
	// The second half may be secret (an expanded key passed by mistake):
	// the error must not quote it.
	assert.NotContains(t, err.Error(), hex.EncodeToString(mixed[SeedSize:SeedSize+8]))
}

func TestKeyMethods(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{3}, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	assert.Equal(t, pub, priv.Public())
	assert.True(t, pub.Equal(priv.Public()))
	assert.False(t, pub.Equal([]byte(pub)), "only PublicKey values compare equal")
	assert.True(t, priv.Equal(PrivateKey(bytes.Clone(priv))))
	assert.False(t, priv.Equal([]byte(priv)))

	s, err := priv.Scalar()
	require.NoError(t, err)
	A, err := pub.Point()
	require.NoError(t, err)
	assert.Equal(t, 1, Curve().NewIdentityPoint().ScalarBaseMult(s).Equal(A))
	assert.Equal(t, []byte(pub), A.Bytes())
	assert.Equal(t, uint64(4), Curve().Cofactor())
	assert.Equal(t, 0, Curve().Order().Cmp(paramQ))
	assert.Equal(t, SignatureSize, Scheme().SignatureSize())
	_, err = NewPublicKey(pub)
	assert.NoError(t, err)
}

// TestMutations signs random messages and checks that every one-byte change
// of key, message, signature or context makes verification fail.
func TestMutations(t *testing.T) {
	r := testRand(t)
	for i := range 10 {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		msg := make([]byte, 1+r.Uint64()%100)
		r.Read(msg)
		ctx := "ctx"
		sig, err := Sign(priv, msg, ctx)
		require.NoError(t, err)
		pub := priv.PublicKey()
		require.True(t, Verify(pub, msg, sig, ctx))
		for _, target := range [][]byte{pub, msg, sig} {
			j := int(r.Uint64() % uint64(len(target)))
			saved := target[j]
			target[j] ^= byte(1 + r.Uint64()%255)
			assert.False(t, Verify(pub, msg, sig, ctx), "case %d", i)
			target[j] = saved
		}
		assert.False(t, Verify(pub, msg, sig, ctx+"!"), "case %d", i)
		assert.True(t, Verify(pub, msg, sig, ctx), "case %d", i)
	}
}

// TestConcurrent signs and verifies from several goroutines at once (run
// with -race), each checking its signatures against a sequential run.
func TestConcurrent(t *testing.T) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	want := make([][]byte, 20)
	for i := range want {
		want[i], err = Sign(priv, []byte{byte(i)}, "c")
		require.NoError(t, err)
	}
	var wg sync.WaitGroup
	var failures atomic.Int32
	for range 6 {
		wg.Go(func() {
			for i := range want {
				sig, err := Sign(priv, []byte{byte(i)}, "c")
				if err != nil || !bytes.Equal(sig, want[i]) || !Verify(priv.PublicKey(), []byte{byte(i)}, sig, "c") {
					failures.Add(1)
				}
			}
		})
	}
	wg.Wait()
	assert.Zero(t, failures.Load())
}
