package secp256k1_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/sha3"
)

// fromHex decodes a hexadecimal test constant.
func fromHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// keccak256 is Ethereum's hash, the Keccak-256 of the SHA-3 submission
// (before FIPS 202's padding change).
func keccak256(b ...[]byte) []byte {
	h := sha3.NewLegacyKeccak256()
	for _, x := range b {
		h.Write(x)
	}
	return h.Sum(nil)
}

// ethereumAddress returns the address of a public key: the last 20 bytes of
// Keccak-256 of x ‖ y (the uncompressed encoding without its 0x04).
func ethereumAddress(pub *secp256k1.PublicKey) []byte { return keccak256(pub.Bytes()[1:])[12:] }

// TestEthereumKnownAnswers checks the Ethereum form against go-ethereum's
// own test data: crypto/signature_test.go (testmsg, testsig with v = 1,
// testpubkey, testpubkeyc; TestEcrecover recovers testpubkey), its
// TestVerifySignatureMalleable signature (a high s, which go-ethereum's
// VerifySignature refuses), and crypto/crypto_test.go's key and address
// (testPrivHex, testAddrHex; TestSign signs Keccak-256("foo") and recovers
// the address). The Keccak-256 of "abc" is crypto_test.go's
// TestKeccak256Hash value.
func TestEthereumKnownAnswers(t *testing.T) {
	assert.Equal(t, fromHex(t, "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"),
		keccak256([]byte("abc")), "Keccak-256, not SHA3-256")

	msg := fromHex(t, "ce0677bb30baa8cf067c88db9811f4333d131bf8bcf12fe7065d211dce971008")
	sigBytes := fromHex(t, "90f27b8b488db00b00606796d2987f6a5f59ae62ea05effe84fef5b8b0e549984a691139ad57a3f0b906637673aa2f63d1f55cb1a69199d4009eea23ceaddc9301")
	wantPub := fromHex(t, "04e32df42865e97135acfb65f3bae71bdc86f4d49150ad6a440b6f15878109880a0a2b2667f7e725ceea70c673093bf67663e0312623c8e091b13cf2c0f11ef652")
	wantPubC := fromHex(t, "02e32df42865e97135acfb65f3bae71bdc86f4d49150ad6a440b6f15878109880a")
	sig, err := secp256k1.ParseEthereumSignature(sigBytes)
	require.NoError(t, err)
	id, ok := sig.RecoveryID()
	assert.True(t, ok)
	assert.Equal(t, byte(1), id)
	pub, err := secp256k1.RecoverPublicKey(msg, sig)
	require.NoError(t, err)
	assert.Equal(t, wantPub, pub.Bytes(), "ecrecover")
	assert.Equal(t, wantPubC, pub.BytesCompressed())
	assert.True(t, secp256k1.Verify(pub, msg, sig))
	again, err := secp256k1.EthereumSignature(sig)
	require.NoError(t, err)
	assert.Equal(t, sigBytes, again, "round trip")

	// go-ethereum refuses this high-s signature; it verifies under AnyS.
	mal, err := secp256k1.ParseSignature(fromHex(t, "638a54215d80a6713c8d523a6adc4e6e73652d859103a36b700851cb0e61b66b8ebfc1a610c57d732ec6e0a8f06a9a7a28df5051ece514702ff9cdff0b11f454"))
	require.NoError(t, err)
	malKey, err := secp256k1.NewPublicKey(fromHex(t, "03ca634cae0d49acb401d8a4c6b6fe8c55b70d115bf400769cc1400f3258cd3138"))
	require.NoError(t, err)
	malMsg := fromHex(t, "d301ce462d3e639518f482c7f03821fec1e602018630ce621e1e7851c12343a6")
	assert.False(t, mal.IsLowS())
	assert.ErrorIs(t, secp256k1.VerifyWithOptions(malKey, malMsg, mal, &secp256k1.VerifyOptions{S: secp256k1.LowS}),
		secp256k1.ErrInvalidSignature)
	assert.True(t, secp256k1.Verify(malKey, malMsg, mal), "valid apart from its high s")
	assert.True(t, secp256k1.Verify(malKey, malMsg, mal.NormalizedS()))

	// crypto_test.go: the key's address, and TestSign's round trip.
	priv, err := secp256k1.NewPrivateKey(fromHex(t, "289c2857d4598e37fb9647507e47a309d6133539bf21a8b9cb6df88fd5232032"))
	require.NoError(t, err)
	wantAddr := fromHex(t, "970e8128ab834e8eac17ab8e3812f010678cf791")
	assert.Equal(t, wantAddr, ethereumAddress(priv.PublicKey()))
	digest := keccak256([]byte("foo"))
	s, err := secp256k1.Sign(priv, digest, nil)
	require.NoError(t, err)
	b, err := secp256k1.EthereumSignature(s)
	require.NoError(t, err)
	require.Len(t, b, secp256k1.RecoverableSignatureSize)
	parsed, err := secp256k1.ParseEthereumSignature(b)
	require.NoError(t, err)
	rec, err := secp256k1.RecoverPublicKey(digest, parsed)
	require.NoError(t, err)
	assert.Equal(t, wantAddr, ethereumAddress(rec))
}

// yParityOfR returns the parity of y(R) for R = (e/s)·G + (r/s)·Q, the
// point whose x-coordinate gives r, recomputed from the signature alone.
func yParityOfR(t *testing.T, pub *secp256k1.PublicKey, digest []byte, sig *secp256k1.Signature) byte {
	var f fnk256.Field
	var e, r, s, u1, u2 secp256k1.Scalar
	require.NoError(t, f.SetWideBytes(&e, digest))
	require.NoError(t, f.SetBytes(&r, sig.R()))
	require.NoError(t, f.SetBytes(&s, sig.S()))
	f.Inverse(&s, &s)
	f.Mul(&u1, &e, &s)
	f.Mul(&u2, &r, &s)
	R := secp256k1.Curve().NewIdentityPoint().DoubleScalarMultVarTime(&u2, pub.Point(), &u1)
	return R.BytesCompressed()[0] & 1
}

// TestRecoverableFormsFollowTheirConventions checks, on many keys and
// digests with either half of s, that Ethereum's v and Bitcoin's header
// hold the recovery id as documented — bit 0 the parity of y(R),
// recomputed here from the signature — that both forms round-trip, that
// the key recovered from each is the signer's and that the wrong parity
// recovers another key.
func TestRecoverableFormsFollowTheirConventions(t *testing.T) {
	rnd := testRand(60)
	for i := range 64 {
		priv, err := secp256k1.GenerateKey(rnd)
		require.NoError(t, err)
		pub := priv.PublicKey()
		digest := sha256.Sum256([]byte{byte(i), 'r'})
		opts := &secp256k1.SignOptions{S: secp256k1.LowS}
		if i%2 == 1 {
			opts.S = secp256k1.AnyS
		}
		sig, err := secp256k1.Sign(priv, digest[:], opts)
		require.NoError(t, err)
		id, ok := sig.RecoveryID()
		require.True(t, ok)
		require.Less(t, id, byte(2), "x(R) ≥ n has probability 2^-127")
		assert.Equal(t, yParityOfR(t, pub, digest[:], sig), id&1, "bit 0 is the parity of y(R)")

		eth, err := secp256k1.EthereumSignature(sig)
		require.NoError(t, err)
		assert.Equal(t, sig.Bytes(), eth[:64])
		assert.Equal(t, id, eth[64], "v is the recovery id")
		for _, compressed := range []bool{false, true} {
			btc, err := secp256k1.BitcoinSignature(sig, compressed)
			require.NoError(t, err)
			want := 27 + id
			if compressed {
				want += 4
			}
			assert.Equal(t, want, btc[0], "header = 27 + id + 4·compressed")
			assert.Equal(t, sig.Bytes(), btc[1:])
			back, gotCompressed, err := secp256k1.ParseBitcoinSignature(btc)
			require.NoError(t, err)
			assert.Equal(t, compressed, gotCompressed)
			rec, err := secp256k1.RecoverPublicKey(digest[:], back)
			require.NoError(t, err)
			assert.True(t, rec.Equal(pub))
		}
		back, err := secp256k1.ParseEthereumSignature(eth)
		require.NoError(t, err)
		assert.True(t, back.Equal(sig))
		rec, err := secp256k1.RecoverPublicKey(digest[:], back)
		require.NoError(t, err)
		assert.True(t, rec.Equal(pub), "recovers the signer")

		eth[64] ^= 1
		flipped, err := secp256k1.ParseEthereumSignature(eth)
		require.NoError(t, err)
		if other, err := secp256k1.RecoverPublicKey(digest[:], flipped); err == nil {
			assert.False(t, other.Equal(pub), "the other parity is another key")
		}
	}
}

// TestRecoverableFormsRefuseBadInput checks the parsers' and encoders'
// refusals: lengths, Ethereum's legacy v = 27, 28 and other values, Bitcoin
// headers outside [27, 34], r or s out of range, signatures without a
// recovery id and zero values.
func TestRecoverableFormsRefuseBadInput(t *testing.T) {
	priv, err := secp256k1.GenerateKey(testRand(61))
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("bad input"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	eth, err := secp256k1.EthereumSignature(sig)
	require.NoError(t, err)
	for _, v := range []byte{2, 3, 26, 27, 28, 35, 37, 38, 255} {
		b := bytes.Clone(eth)
		b[64] = v
		_, err := secp256k1.ParseEthereumSignature(b)
		assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "v = %d", v)
		if v == 27 || v == 28 {
			assert.ErrorContains(t, err, "subtract 27")
		}
	}
	btc, err := secp256k1.BitcoinSignature(sig, true)
	require.NoError(t, err)
	for _, h := range []byte{0, 1, 26, 35, 38, 42, 255} {
		b := bytes.Clone(btc)
		b[0] = h
		_, _, err := secp256k1.ParseBitcoinSignature(b)
		assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "header %d", h)
	}
	for _, n := range []int{0, 64, 66} {
		_, err := secp256k1.ParseEthereumSignature(make([]byte, n))
		assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "%d bytes", n)
		_, _, err = secp256k1.ParseBitcoinSignature(make([]byte, n))
		assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "%d bytes", n)
	}
	zeroRS := make([]byte, 65)
	_, err = secp256k1.ParseEthereumSignature(zeroRS)
	assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "r = s = 0")
	zeroRS[0] = 27
	_, _, err = secp256k1.ParseBitcoinSignature(zeroRS)
	assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "r = s = 0")

	noID, err := secp256k1.ParseSignature(sig.Bytes())
	require.NoError(t, err)
	_, err = secp256k1.EthereumSignature(noID)
	assert.ErrorIs(t, err, secp256k1.ErrNoRecoveryID)
	_, err = secp256k1.BitcoinSignature(noID, true)
	assert.ErrorIs(t, err, secp256k1.ErrNoRecoveryID)
	high, err := noID.WithRecoveryID(2)
	require.NoError(t, err)
	_, err = secp256k1.EthereumSignature(high)
	assert.ErrorIs(t, err, secp256k1.ErrMalformedSignature, "id 2 has no Ethereum form")
	b, err := secp256k1.BitcoinSignature(high, false)
	require.NoError(t, err)
	assert.Equal(t, byte(29), b[0], "Bitcoin's header holds ids 2 and 3")
	_, ok := noID.RecoveryID()
	assert.False(t, ok, "WithRecoveryID leaves its receiver unchanged")
	for _, s := range []*secp256k1.Signature{nil, new(secp256k1.Signature)} {
		_, err = secp256k1.EthereumSignature(s)
		assert.ErrorIs(t, err, secp256k1.ErrUninitializedSignature)
		_, err = secp256k1.BitcoinSignature(s, false)
		assert.ErrorIs(t, err, secp256k1.ErrUninitializedSignature)
	}
}
